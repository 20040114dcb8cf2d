import { readLastSeen, serializeLastSeen, sessionFingerprint, type LastSeen } from '../../../features/offline/lastSeen';
import { progressSteps } from '../../../features/application/progress';

const LAST_SEEN: LastSeen = {
  uuid: '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd',
  savedAt: '2026-11-20T15:04:00.000Z',
  stage: 'SIGNING',
  steps: progressSteps(false),
  current: 5,
  closed: false,
  road: {
    milestones: [
      { kind: 'step', name: 'Basic Info', state: 'done', doneOn: '2026-11-02', expectedOn: null },
      { kind: 'step', name: 'Sign Documents', state: 'current', doneOn: null, expectedOn: '2026-11-24' },
      { kind: 'cancel', state: 'upcoming', until: '2026-11-27', expected: true },
      { kind: 'funds', state: 'upcoming', on: '2026-11-30', expected: true },
    ],
    next: null,
  },
};

describe('the last-seen copy of a borrower’s progress (issue 47)', () => {
  const session = sessionFingerprint('Bearer first.borrower.token');

  test('reads back for the same session', () => {
    expect(readLastSeen(serializeLastSeen(LAST_SEEN, session), session)).toEqual(LAST_SEEN);
  });

  test('keeps the current step’s day, not "Today", which is only true on the day it was seen (issue 48)', () => {
    const road = LAST_SEEN.road;
    if (road === null) throw new Error('the fixture has a road');
    const seenToday: LastSeen = {
      ...LAST_SEEN,
      road: {
        ...road,
        milestones: road.milestones.map((m) =>
          m.kind === 'step' && m.state === 'current' ? { ...m, today: true } : m,
        ),
      },
    };
    expect(readLastSeen(serializeLastSeen(seenToday, session), session)).toEqual(LAST_SEEN);
  });

  test('is never read by another session (a second borrower on the same browser)', () => {
    const other = sessionFingerprint('Bearer second.borrower.token');
    expect(other).not.toBe(session);
    expect(readLastSeen(serializeLastSeen(LAST_SEEN, session), other)).toBeNull();
  });

  test('keeps only what the frame shows: no token, and nothing beyond the progress', () => {
    const stored = JSON.parse(serializeLastSeen(LAST_SEEN, session)) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(
      ['closed', 'current', 'road', 'savedAt', 'session', 'stage', 'steps', 'uuid', 'v'].sort(),
    );
    expect(JSON.stringify(stored)).not.toContain('borrower.token');
  });

  test.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another format', JSON.stringify({ ...LAST_SEEN, v: 2, session })],
    [
      'a malformed date',
      JSON.stringify({
        ...LAST_SEEN,
        v: 1,
        session,
        road: { ...LAST_SEEN.road, next: { kind: 'fundsOn', on: 'soon' } },
      }),
    ],
    [
      'a malformed milestone',
      JSON.stringify({ ...LAST_SEEN, v: 1, session, road: { milestones: [{ kind: 'funds', on: 30 }], next: null } }),
    ],
    ['steps that are not text', JSON.stringify({ ...LAST_SEEN, v: 1, session, steps: [{}] })],
    ['an unreadable time', JSON.stringify({ ...LAST_SEEN, v: 1, session, savedAt: 'yesterday' })],
  ])('reads %s as no copy', (_name, text) => {
    expect(readLastSeen(text, session)).toBeNull();
  });
});
