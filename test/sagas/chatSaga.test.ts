import type { OrgInfo } from '../../src/api/contract';
import { CHAT_PATHS } from '../../src/api/contractChat';
import { resolved } from '../../features/organization/organizationSlice';
import { received as flagsReceived } from '../../features/flags/flagsSlice';
import { messageSendRequested, preChatSubmitted, widgetClosed, widgetOpened } from '../../features/chat/chatSlice';
import { CHAT_SESSION_STORAGE, CHAT_TAB_STORAGE } from '../../features/chat/storageKey';
import { loggedOut, started } from '../../features/session/sessionSlice';
import { createFakeApi, createFakeSockets, createMemoryStore, startApp } from '../support/sagaHarness';
import type { KeyValueStore } from '../../sagas/context';
import { expectHeard, serviceDown } from '../support/heardFailure';
import { failureCaught } from '../../features/diagnostics/failures';
import { bearer } from '../support/bearer';

const orgInfo = {
  baseUrl: 'http://app.test',
  canonicalOrgCode: 'homeward',
  orgBrand: 'homeward',
  orgCode: 'homeward',
  orgMetaData: { companyInfo: {}, products: {} },
  orgPricingData: [],
} as unknown as OrgInfo;

const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

function chatPlatform(open: boolean, extra: Parameters<typeof createFakeApi>[0] = {}) {
  let tokens = 0;
  return createFakeApi({
    [`GET ${CHAT_PATHS.hours}/openStatus`]: () => ({ isOpen: open }),
    [`GET ${CHAT_PATHS.hours}/week`]: () => [],
    [`POST ${CHAT_PATHS.initWebChat}`]: () => ({
      token: 'token-0',
      conversationSid: 'CH1',
      expiration: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      omniProxyChannelId: 'channel-1',
      initialMessage: 'Welcome',
    }),
    [`POST ${CHAT_PATHS.refreshToken}`]: () => {
      tokens += 1;
      return { token: `token-${tokens}` };
    },
    [`POST ${CHAT_PATHS.authenticate}`]: () => ({ nonce: 'nonce-0' }),
    [`PUT ${CHAT_PATHS.refresh}`]: () => ({ nonce: 'nonce-next' }),
    [`POST ${CHAT_PATHS.webChatInfo}`]: () => ({ contactId: 'contact-1' }),
    // The flags saga's own fetch must agree with the flags the tests dispatch: the chat saga loads on demand and may
    // read them after that fetch has answered.
    'POST /service-optimize/heloc/api/v1/features': () => [
      { key: 'fe-heloc-webchat', enabled: true, variables: { borrowerAuthentication: true } },
    ],
    '*': () => [],
    ...extra,
  });
}

/** The widget opened (agents open or not) and its pre-chat form sent: the chat's session is being started. */
async function openAndSend(
  open: boolean,
  extra: Parameters<typeof createFakeApi>[0] = {},
  token?: string | null,
  sessionStorage?: KeyValueStore,
) {
  const { api, calls } = chatPlatform(open, extra);
  const sockets = createFakeSockets();
  const app = startApp({
    api,
    openSocket: sockets.openSocket,
    ...(token !== undefined ? { token } : {}),
    ...(sessionStorage ? { sessionStorage } : {}),
  });
  app.store.dispatch(resolved({ info: orgInfo, pricing: {} }));
  app.store.dispatch(
    flagsReceived({ 'fe-heloc-webchat': { enabled: true, variables: { borrowerAuthentication: true } } }),
  );
  app.store.dispatch(widgetOpened({ source: 'topBar' }));
  await flush();
  expect(app.store.getState().chat.phase).toBe('preChat');
  app.store.dispatch(preChatSubmitted({ friendlyName: 'Pat', emailAddress: 'pat@example.com' }));
  await flush();
  return { app, calls, sockets };
}

async function startLiveChat(stop: 'close' | 'logout', extra: Parameters<typeof createFakeApi>[0] = {}) {
  const { app, calls, sockets } = await openAndSend(true, extra);
  const socket = sockets.opened[0];
  if (!socket) throw new Error('no socket opened');
  socket.serverOpen();
  await flush();
  return { app, calls, socket, sockets, stop };
}

/** A signed-in borrower (outside production) opens the chat on a platform answering `extra` too; the chat flag's
 * variables are `variables`. */
async function openChat(
  extra: Parameters<typeof createFakeApi>[0],
  variables: Record<string, unknown> = { borrowerAuthentication: true },
) {
  const webchat = { enabled: true, variables };
  const { api } = chatPlatform(true, {
    'POST /service-optimize/heloc/api/v1/features': () => [{ key: 'fe-heloc-webchat', ...webchat }],
    ...extra,
  });
  const app = startApp({ api, openSocket: createFakeSockets().openSocket });
  app.store.dispatch(started({ authenticated: true, environment: 'test' }));
  app.store.dispatch(resolved({ info: orgInfo, pricing: {} }));
  app.store.dispatch(flagsReceived({ 'fe-heloc-webchat': webchat }));
  app.store.dispatch(widgetOpened({ source: 'topBar' }));
  await flush();
  return app;
}

const countOf = (calls: { method: string; path: string }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('a stored chat is resumed by its owner only (decision 443)', () => {
  const GRACE = bearer({ sub: 'identity-grace' });
  const ADA = bearer({ sub: 'identity-ada' });

  /** The chat `token`'s holder began on this browser (in the tab whose storage is `tab`), as stored. */
  async function chatStoredBy(token: string | null, tab?: KeyValueStore) {
    const { app } = await openAndSend(true, {}, token, tab);
    const stored = app.localStorage.getItem(CHAT_SESSION_STORAGE);
    if (stored === null) throw new Error('no chat stored');
    return stored;
  }

  /** The widget opened by `token`'s holder on a browser holding `stored` (in the tab whose storage is `tab`). */
  async function openWith(token: string | null, stored: string, tab?: KeyValueStore) {
    const { api } = chatPlatform(true);
    const app = startApp({
      api,
      openSocket: createFakeSockets().openSocket,
      token,
      ...(tab ? { sessionStorage: tab } : {}),
    });
    app.localStorage.setItem(CHAT_SESSION_STORAGE, stored);
    app.store.dispatch(resolved({ info: orgInfo, pricing: {} }));
    app.store.dispatch(
      flagsReceived({ 'fe-heloc-webchat': { enabled: true, variables: { borrowerAuthentication: true } } }),
    );
    app.store.dispatch(widgetOpened({ source: 'topBar' }));
    await flush();
    return app;
  }

  test("another borrower's chat is forgotten, never resumed: the next borrower starts their own", async () => {
    const app = await openWith(ADA, await chatStoredBy(GRACE));
    expect(app.store.getState().chat.phase).toBe('preChat');
    expect(app.types()).not.toContain('chat/sessionStarted');
    expect(app.localStorage.getItem(CHAT_SESSION_STORAGE)).toBeNull();
  });

  test('its owner resumes it, on the next page as in a renewed session', async () => {
    const stored = await chatStoredBy(GRACE);
    expect(stored).not.toContain('identity-grace');
    const app = await openWith(bearer({ sub: 'identity-grace', iat: 1 }), stored);
    expect(app.store.getState().chat.phase).toBe('messaging');
    expect(app.actions.find((action) => action.type === 'chat/sessionStarted')).toMatchObject({
      payload: { resumed: true },
    });
  });

  test('a chat begun before signing in carries on once signed in in its tab, and is then the borrower’s alone', async () => {
    const tab = createMemoryStore();
    const visitors = await chatStoredBy(null, tab);
    const app = await openWith(GRACE, visitors, tab);
    expect(app.store.getState().chat.phase).toBe('messaging');
    const claimed = app.localStorage.getItem(CHAT_SESSION_STORAGE);
    if (claimed === null) throw new Error('the resumed chat was not kept');
    expect((await openWith(ADA, claimed)).store.getState().chat.phase).toBe('preChat');
  });

  test('a visitor’s chat from another tab is not carried on by whoever signs in here (decision 451)', async () => {
    const visitors = await chatStoredBy(null, createMemoryStore());
    const here = createMemoryStore();
    here.setItem(CHAT_TAB_STORAGE, 'another-tab-than-the-chats');
    const app = await openWith(GRACE, visitors, here);
    expect(app.store.getState().chat.phase).toBe('preChat');
    expect(app.types()).not.toContain('chat/sessionStarted');
    expect(app.localStorage.getItem(CHAT_SESSION_STORAGE)).toBeNull();
    // A visitor still, in any tab, resumes it, as 001 §3 keeps a chat between page loads.
    const elsewhere = createMemoryStore();
    elsewhere.setItem(CHAT_TAB_STORAGE, 'another-tab-than-the-chats');
    expect((await openWith(null, visitors, elsewhere)).store.getState().chat.phase).toBe('messaging');
  });
});

describe('live chat loops (001 §4, §7, §9)', () => {
  for (const stop of ['close', 'logout'] as const) {
    test(`60 s refreshes and 10 s pings run until ${stop}, then all stop`, async () => {
      const { app, calls, socket } = await startLiveChat(stop);
      expect(app.store.getState().chat.phase).toBe('messaging');
      expect(app.localStorage.getItem(CHAT_SESSION_STORAGE)).not.toBeNull();

      await flush(10_000);
      expect(socket.sent.filter((frame) => frame.includes('ping'))).toHaveLength(1);
      await flush(50_000);
      expect(socket.sent.filter((frame) => frame.includes('ping'))).toHaveLength(6);
      expect(countOf(calls, 'POST', CHAT_PATHS.refreshToken)).toBe(1);
      expect(countOf(calls, 'PUT', CHAT_PATHS.refresh)).toBe(1);
      await flush(60_000);
      expect(countOf(calls, 'POST', CHAT_PATHS.refreshToken)).toBe(2);
      expect(countOf(calls, 'PUT', CHAT_PATHS.refresh)).toBe(2);

      app.store.dispatch(messageSendRequested({ body: 'hello' }));
      await flush();
      expect(socket.sent.at(-1)).toBe(JSON.stringify({ type: 'message', body: 'hello' }));

      app.store.dispatch(stop === 'close' ? widgetClosed() : loggedOut({ reason: 'userRequested' }));
      await flush();
      expect(socket.closed).toBe(true);
      const sent = socket.sent.length;
      const chatCalls = () =>
        calls.filter((c) => /service-csp|service-omni-proxy|service-chat-chatbot/.test(c.path)).length;
      const callCount = chatCalls();
      await flush(300_000);
      expect(socket.sent.length).toBe(sent);
      expect(chatCalls()).toBe(callCount);
    });
  }

  test('a lost connection warns and reconnects; the agent ending clears the session and offers the survey', async () => {
    const { app, sockets, socket } = await startLiveChat('close');
    socket.serverDrop();
    await flush();
    expect(app.store.getState().chat.alert).toEqual({
      message: 'Connection lost. Attempting to reconnect.',
      severity: 'warning',
    });
    await flush(1_000);
    const second = sockets.opened[1];
    if (!second) throw new Error('no reconnect');
    second.serverOpen();
    await flush();
    expect(app.store.getState().chat.alert).toBeNull();
    second.serverSend({ type: 'ended' });
    await flush();
    expect(app.store.getState().chat.phase).toBe('ended');
    expect(app.store.getState().chat.endReason).toBe('agent');
    expect(app.store.getState().chat.contactId).toBe('contact-1');
    expect(app.localStorage.getItem(CHAT_SESSION_STORAGE)).toBeNull();
  });

  test('a connection that has not opened in 6 s is dropped and tried again (001 §9: stream client timeout 6 s)', async () => {
    const { app, sockets } = await openAndSend(true);
    const [held] = sockets.opened;
    if (!held) throw new Error('no socket opened');
    await flush(5_900);
    expect(held.closed).toBe(false);
    expect(app.store.getState().chat.connection).toBe('connecting');
    await flush(200);
    expect(held.closed).toBe(true);
    expect(app.store.getState().chat.alert?.message).toBe('Connection lost. Attempting to reconnect.');
    await flush(1_000);
    const second = sockets.opened[1];
    if (!second) throw new Error('no reconnect');
    second.serverOpen();
    await flush(30_000);
    expect(second.closed).toBe(false);
    expect(app.store.getState().chat.connection).toBe('open');
  });

  test('a lost connection is reported once per outage, not once per retry, and names nothing personal (decision 422)', async () => {
    const { app, sockets } = await openAndSend(true);
    const LOST = 'Chat: connection lost';
    const reports = () =>
      app.actions
        .filter(failureCaught.match)
        .map((action) => action.payload)
        .filter((payload) => payload.what === LOST);
    const lines = () =>
      app.logger.error.mock.calls.map((args: unknown[]) => String(args[0])).filter((line) => line.startsWith(LOST));
    const socket = (index: number) => {
      const opened = sockets.opened[index];
      if (!opened) throw new Error(`socket ${index} not opened`);
      return opened;
    };
    // The first connection never opens; the retries while the outage lasts close at once or time out again.
    await flush(6_000);
    expect(reports()).toEqual([{ what: 'Chat: connection lost', errorName: 'ChatConnectTimeout' }]);
    await flush(1_000);
    socket(1).serverDrop();
    await flush(8_000);
    expect(socket(2).closed).toBe(true);
    await flush(4_000);
    expect(app.store.getState().chat.alert?.message).toBe('Connection lost. Attempting to reconnect.');
    expect(reports()).toHaveLength(1);
    // Open again, then dropped: a new outage, reported once more.
    socket(3).serverOpen();
    await flush();
    expect(app.store.getState().chat.connection).toBe('open');
    socket(3).serverDrop();
    await flush();
    expect(reports()).toEqual([
      { what: 'Chat: connection lost', errorName: 'ChatConnectTimeout' },
      { what: 'Chat: connection lost', errorName: 'ChatConnectionClosed' },
    ]);
    expect(lines()).toEqual([
      'Chat: connection lost: ChatConnectTimeout: not open after 6000 ms',
      'Chat: connection lost: ChatConnectionClosed: closed',
    ]);
    const told = JSON.stringify([lines(), reports()]);
    for (const secret of ['Pat', 'pat@example.com', 'token-', 'channel-1', 'CH1']) expect(told).not.toContain(secret);
    // The page's own leaving closes its socket: no failure.
    await flush(1_000);
    socket(4).serverOpen();
    await flush();
    app.setLeaving(true);
    socket(4).serverDrop();
    await flush();
    expect(reports()).toHaveLength(2);
  });

  test("a server's error frame ends the chat as an idle end reads, and is reported without its words", async () => {
    const { app, socket } = await startLiveChat('close');
    const FRAME = 'Chat: server frame';
    const reports = () =>
      app.actions
        .filter(failureCaught.match)
        .map((action) => action.payload)
        .filter((payload) => payload.what === FRAME);
    // Frames the chat cannot read are skipped and reported once per connection, never quoted.
    socket.serverSendRaw('<html>pat@example.com</html>');
    socket.serverSendRaw('not json either');
    await flush();
    expect(app.store.getState().chat.phase).toBe('messaging');
    expect(reports()).toEqual([{ what: 'Chat: server frame', errorName: 'ChatFrameUnreadable' }]);
    socket.serverSend({ type: 'error', message: 'Bad message from pat@example.com' });
    await flush();
    expect(app.store.getState().chat.phase).toBe('ended');
    expect(app.store.getState().chat.endReason).toBe('error');
    expect(reports()).toEqual([
      { what: 'Chat: server frame', errorName: 'ChatFrameUnreadable' },
      { what: 'Chat: server frame', errorName: 'ChatServerError' },
    ]);
    const lines = app.logger.error.mock.calls
      .map((args: unknown[]) => String(args[0]))
      .filter((line) => line.startsWith(FRAME));
    expect(lines).toEqual([
      'Chat: server frame: ChatFrameUnreadable: a frame that is not JSON',
      'Chat: server frame: ChatServerError: the server sent an error frame',
    ]);
    expect(JSON.stringify([lines, reports(), app.store.getState().chat])).not.toContain('pat@example.com');
  });

  test("a chatbot conversation that ends offers the survey as an agent's does (001 §4)", async () => {
    const { app, calls } = await openAndSend(false);
    expect(app.store.getState().chat.kind).toBe('chatbot');
    // 001 §4: a chatbot session expires after 10 minutes.
    await flush(10 * 60_000);
    expect(app.store.getState().chat.phase).toBe('ended');
    expect(calls.map((c) => c.path)).toContain(CHAT_PATHS.webChatInfo);
    expect(app.store.getState().chat.contactId).toBe('contact-1');
  });

  test('a signed-in borrower whose profile has a name and email is not asked for them again', async () => {
    const inits: unknown[] = [];
    const { api } = chatPlatform(true, {
      'GET /service-profile/api/v1/profile': () => ({
        name: { firstName: 'Grace', lastName: 'Hopper' },
        email: 'grace@example.com',
      }),
      [`POST ${CHAT_PATHS.initWebChat}`]: (req) => {
        inits.push(req.body);
        return {
          token: 'token-0',
          conversationSid: 'CH1',
          expiration: new Date(Date.now() + 6 * 3_600_000).toISOString(),
          omniProxyChannelId: 'channel-1',
          initialMessage: 'Welcome',
        };
      },
    });
    const sockets = createFakeSockets();
    const app = startApp({ api, openSocket: sockets.openSocket });
    const phases: string[] = [];
    app.store.subscribe(() => phases.push(app.store.getState().chat.phase));
    app.store.dispatch(resolved({ info: orgInfo, pricing: {} }));
    app.store.dispatch(
      flagsReceived({ 'fe-heloc-webchat': { enabled: true, variables: { borrowerAuthentication: true } } }),
    );
    app.store.dispatch(widgetOpened({ source: 'topBar' }));
    await flush();
    expect(phases).not.toContain('preChat');
    expect(inits).toEqual([expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com' })]);
    app.store.dispatch(widgetClosed());
    await flush();
  });

  test('without a readable profile the pre-chat form is shown', async () => {
    const app = await openChat({ 'GET /service-profile/api/v1/profile': () => ({ name: {}, email: '' }) });
    expect(app.store.getState().chat.phase).toBe('preChat');
    app.store.dispatch(widgetClosed());
    await flush();
  });

  test('a session failure shows the general alert and deactivates chat', async () => {
    const { api } = createFakeApi({});
    const app = startApp({ api });
    app.store.dispatch(resolved({ info: orgInfo, pricing: {} }));
    app.store.dispatch(widgetOpened({ source: 'topBar' }));
    await flush();
    expect(app.store.getState().chat.alert).toEqual({
      message: 'Something went wrong. Please try again later.',
      severity: 'error',
    });
    expect(app.store.getState().chat.deactivated).toBe(true);
  });
});

describe('what the chat handles is still heard (issue 46)', () => {
  test('refreshes the platform refuses are reported, and the borrower told', async () => {
    const { app } = await startLiveChat('close', {
      [`POST ${CHAT_PATHS.refreshToken}`]: serviceDown,
      [`PUT ${CHAT_PATHS.refresh}`]: serviceDown,
    });
    await flush(60_000);
    expectHeard(app, 'Chat: token refresh');
    expectHeard(app, 'Chat: authentication refresh');
    expect(app.store.getState().chat.alert?.message).toBe('Token state is invalid.');
    app.store.dispatch(widgetClosed());
    await flush();
  });

  test("an agent's chat ends without its survey link: reported", async () => {
    const { app, socket } = await startLiveChat('close', { [`POST ${CHAT_PATHS.webChatInfo}`]: serviceDown });
    socket.serverSend({ type: 'ended' });
    await flush();
    expect(app.store.getState().chat.phase).toBe('ended');
    expectHeard(app, 'Chat: survey link');
  });

  test('a profile that cannot be read: the pre-chat form is shown, and the failure reported', async () => {
    const app = await openChat({ 'GET /service-profile/api/v1/profile': serviceDown });
    expect(app.store.getState().chat.phase).toBe('preChat');
    expectHeard(app, 'Chat: profile');
    app.store.dispatch(widgetClosed());
    await flush();
  });

  test("the developers' agent list that cannot be read: the form is shown without it, and the failure reported", async () => {
    const app = await openChat(
      { [`POST ${CHAT_PATHS.agentOnboardingAll}`]: serviceDown },
      { borrowerAuthentication: true, streamChat: true },
    );
    expect(app.store.getState().chat.phase).toBe('preChat');
    expectHeard(app, 'Chat: agents');
    app.store.dispatch(widgetClosed());
    await flush();
  });
});
