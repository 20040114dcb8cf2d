import { sessionExpiration } from '../../../features/chat/sessionExpiry';

const START = Date.parse('2026-11-30T10:00:00.000Z');

describe('a chat session expires as 001 §4 says, or sooner when the init call says so', () => {
  test.each([
    ['a chatbot session the server keeps a day', 'chatbot', '2026-12-01T10:00:00.000Z', '2026-11-30T10:10:00.000Z'],
    ['a live session the server keeps a day', 'agent', '2026-12-01T10:00:00.000Z', '2026-11-30T16:00:00.000Z'],
    [
      'a chatbot session the server ends in 5 minutes',
      'chatbot',
      '2026-11-30T10:05:00.000Z',
      '2026-11-30T10:05:00.000Z',
    ],
    ['an expiration that is no date', 'agent', 'soon', '2026-11-30T16:00:00.000Z'],
  ] as const)('%s', (_name, kind, fromServer, expected) => {
    expect(sessionExpiration(kind, fromServer, START)).toBe(expected);
  });
});
