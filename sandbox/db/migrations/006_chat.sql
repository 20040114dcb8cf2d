-- Chat (001 §3, §7): web-chat conversations (live and chatbot), their messages, chatbot questions and answers,
-- and the nonces of authenticated chat borrowers.
CREATE TABLE chat_conversations (
  sid TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL UNIQUE,
  chat_mode TEXT NOT NULL,
  -- waiting (no agent yet), active, ended, frozen
  status TEXT NOT NULL,
  friendly_name TEXT NOT NULL,
  email_address TEXT NOT NULL,
  org_code TEXT NOT NULL,
  application_uuid TEXT,
  identity_uuid TEXT,
  token TEXT NOT NULL,
  contact_id TEXT NOT NULL,
  debug_agent_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE chat_messages (
  id TEXT PRIMARY KEY,
  conversation_sid TEXT NOT NULL REFERENCES chat_conversations(sid) ON DELETE CASCADE,
  author TEXT NOT NULL,
  author_name TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_messages_by_conversation ON chat_messages(conversation_sid, created_at);

CREATE TABLE chatbot_messages (
  question_id TEXT PRIMARY KEY,
  conversation_sid TEXT NOT NULL REFERENCES chat_conversations(sid) ON DELETE CASCADE,
  question TEXT NOT NULL,
  response TEXT NOT NULL,
  feedback TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX chatbot_messages_by_conversation ON chatbot_messages(conversation_sid, created_at);

CREATE TABLE chat_nonces (
  nonce TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
