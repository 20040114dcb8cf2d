// Sandbox agent console: lists live chat conversations, shows one, and answers, ends or freezes it through the
// sandbox admin API. Borrower text goes in with textContent only, never as HTML.
'use strict';

(function () {
  const API = '/__sandbox/chat/conversations';
  const POLL_MS = 1000;

  const list = document.getElementById('conversations');
  const empty = document.getElementById('no-conversations');
  const title = document.getElementById('conversation-title');
  const statusLine = document.getElementById('conversation-status');
  const messages = document.getElementById('messages');
  const form = document.getElementById('reply-form');
  const reply = document.getElementById('reply');
  const agentName = document.getElementById('agent-name');
  const endButton = document.getElementById('end-chat');
  const freezeButton = document.getElementById('freeze-chat');

  let selected = null;
  let shownMessageCount = -1;

  function authorLabel(message) {
    if (message.author === 'customer') return message.authorName + ' (borrower)';
    if (message.author === 'agent') return message.authorName + ' (agent)';
    return message.authorName;
  }

  function renderList(conversations) {
    list.replaceChildren();
    empty.hidden = conversations.length > 0;
    for (const conversation of conversations) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'conversation-button';
      button.dataset.sid = conversation.conversationSid;
      button.textContent = conversation.friendlyName + ' - ' + conversation.status;
      if (conversation.conversationSid === selected) button.setAttribute('aria-current', 'true');
      button.addEventListener('click', function () {
        selected = conversation.conversationSid;
        shownMessageCount = -1;
        renderList(conversations);
        renderConversation(conversation);
      });
      item.append(button);
      list.append(item);
    }
  }

  function renderConversation(conversation) {
    title.textContent = 'Chat with ' + conversation.friendlyName;
    statusLine.textContent = 'Status: ' + conversation.status;
    const open = conversation.status === 'waiting' || conversation.status === 'active';
    form.hidden = !open;
    if (conversation.messages.length === shownMessageCount) return;
    shownMessageCount = conversation.messages.length;
    messages.replaceChildren();
    for (const message of conversation.messages) {
      const item = document.createElement('li');
      item.className = 'agent-message agent-message-' + message.author;
      const author = document.createElement('span');
      author.className = 'agent-message-author';
      author.textContent = authorLabel(message) + ': ';
      const body = document.createElement('span');
      body.textContent = message.body;
      item.append(author, body);
      messages.append(item);
    }
  }

  async function refresh() {
    try {
      const response = await fetch(API, { headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const conversations = await response.json();
      if (selected === null && conversations.length > 0) selected = conversations[0].conversationSid;
      renderList(conversations);
      const current = conversations.find(function (c) {
        return c.conversationSid === selected;
      });
      if (current) renderConversation(current);
    } finally {
      window.setTimeout(refresh, POLL_MS);
    }
  }

  async function post(path, body) {
    const response = await fetch(API + '/' + encodeURIComponent(selected) + path, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    statusLine.textContent = response.ok ? statusLine.textContent : 'The action failed (' + response.status + ').';
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    const text = reply.value.trim();
    if (!text || selected === null) return;
    reply.value = '';
    void post('/messages', { body: text, agentName: agentName.value });
  });
  endButton.addEventListener('click', function () {
    if (selected !== null) void post('/end');
  });
  freezeButton.addEventListener('click', function () {
    if (selected !== null) void post('/freeze');
  });

  void refresh();
})();
