import { TOKEN_STORAGE_KEY, tokenExpired, tokenSubject } from '../../src/api/http';
import {
  endedElsewhere,
  expiredWhileAway,
  loggedOut,
  signedIn,
  started,
  unauthenticatedResponseReceived,
} from '../../features/session/sessionSlice';
import { LAST_SEEN_KEY } from '../../features/offline/storageKey';
import { LOGIN_PATH } from '../../src/lib/url';
import { bearer, expiresAt } from '../support/bearer';
import { createFakeApi, startApp } from '../support/sagaHarness';

const ADA = bearer({ sub: '7af78b24-60ed-482e-b725-224f0a9d605e', iat: 1 });
const ADA_RENEWED = bearer({ sub: '7af78b24-60ed-482e-b725-224f0a9d605e', iat: 2 });
const GRACE = bearer({ sub: '0c2d1e4f-2a3b-4c5d-8e9f-a0b1c2d3e4f5', iat: 3 });

const unreachable = () => createFakeApi({});

function signedInApp(token: string | null) {
  const app = startApp({
    api: unreachable().api,
    token,
    initialPath: '/account/heloc/some-application/start/app-summary',
  });
  app.store.dispatch(started({ authenticated: token !== null, environment: 'production' }));
  return app;
}

/** Another tab's write of the token, underneath this page's token store (which sees only its own). */
function anotherTabStores(app: ReturnType<typeof signedInApp>, token: string | null) {
  if (token === null) app.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else app.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

const flush = async () => {
  await jest.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the session a page shows, changed elsewhere (issue 47 item 5)', () => {
  test("another tab's logout ends this page's session, clears the device and takes its place with the login", async () => {
    const app = signedInApp(ADA);
    app.localStorage.setItem(LAST_SEEN_KEY, 'what this page wrote after the other tab cleared the device');
    await flush();
    anotherTabStores(app, null);
    app.sessionMayHaveChanged('anotherTab');
    await flush();
    expect(app.actions).toContainEqual(endedElsewhere({ cause: 'anotherTab', anotherSignedIn: false }));
    expect(app.actions).toContainEqual(loggedOut({ reason: 'endedElsewhere' }));
    expect(app.store.getState().session.authenticated).toBe(false);
    expect(app.nav.assignedInPlace).toEqual([LOGIN_PATH]);
    expect(app.localStorage.getItem(LAST_SEEN_KEY)).toBeNull();
  });

  test('a call the page still sent on its way out answers 401: the page goes to the login once, as it was sent', async () => {
    const app = signedInApp(ADA);
    await flush();
    anotherTabStores(app, null);
    app.sessionMayHaveChanged('anotherTab');
    app.store.dispatch(unauthenticatedResponseReceived({ status: 401 }));
    await flush();
    expect(app.nav.assigned).toEqual([LOGIN_PATH]);
    expect(app.types().filter((type) => type === loggedOut.type)).toHaveLength(1);
  });

  test('another borrower signed in elsewhere ends it too, and what the device keeps for them stays', async () => {
    const app = signedInApp(ADA);
    await flush();
    anotherTabStores(app, GRACE);
    app.localStorage.setItem(LAST_SEEN_KEY, "Grace's");
    app.sessionMayHaveChanged('anotherTab');
    await flush();
    expect(app.actions).toContainEqual(endedElsewhere({ cause: 'anotherTab', anotherSignedIn: true }));
    expect(app.nav.assignedInPlace).toEqual([LOGIN_PATH]);
    expect(app.localStorage.getItem(LAST_SEEN_KEY)).toBe("Grace's");
  });

  test('a token another tab renewed is the same session: nothing happens', async () => {
    const app = signedInApp(ADA);
    await flush();
    anotherTabStores(app, ADA_RENEWED);
    app.sessionMayHaveChanged('anotherTab');
    await flush();
    expect(app.types()).not.toContain(endedElsewhere.type);
    expect(app.types()).not.toContain(loggedOut.type);
    expect(app.nav.assigned).toEqual([]);
  });

  test('a page with no session (registration) does not mind another tab signing in', async () => {
    const app = signedInApp(null);
    await flush();
    anotherTabStores(app, GRACE);
    app.sessionMayHaveChanged('anotherTab');
    await flush();
    expect(app.types()).not.toContain(endedElsewhere.type);
    expect(app.nav.assigned).toEqual([]);
  });

  test('a sign-in on this page is the session it shows from then on', async () => {
    const app = signedInApp(null);
    await flush();
    app.tokenStore.set(ADA);
    app.store.dispatch(signedIn());
    anotherTabStores(app, ADA_RENEWED);
    app.sessionMayHaveChanged('anotherTab');
    await flush();
    expect(app.types()).not.toContain(endedElsewhere.type);
    anotherTabStores(app, GRACE);
    app.sessionMayHaveChanged('anotherTab');
    await flush();
    expect(app.actions).toContainEqual(endedElsewhere({ cause: 'anotherTab', anotherSignedIn: true }));
  });

  test('a page the back-forward cache brings back goes to the login when its session ended, and stays when not', async () => {
    const same = signedInApp(ADA);
    await flush();
    same.sessionMayHaveChanged('pageRestored');
    await flush();
    expect(same.nav.assigned).toEqual([]);

    const ended = signedInApp(ADA);
    await flush();
    ended.tokenStore.clear();
    ended.store.dispatch(loggedOut({ reason: 'userRequested' }));
    await flush();
    ended.sessionMayHaveChanged('pageRestored');
    await flush();
    expect(ended.types()).not.toContain(endedElsewhere.type);
    expect(ended.nav.assignedInPlace).toEqual([LOGIN_PATH]);

    const changed = signedInApp(ADA);
    await flush();
    anotherTabStores(changed, GRACE);
    changed.sessionMayHaveChanged('pageRestored');
    await flush();
    expect(changed.actions).toContainEqual(endedElsewhere({ cause: 'pageRestored', anotherSignedIn: true }));
  });
});

describe('a page that comes back after its token expired (decision 450)', () => {
  const SIGNED_AT = '2026-12-01T08:00:00Z';
  const EXPIRES_AT = '2026-12-01T20:00:00Z';
  const ADA_UNTIL_EVENING = bearer({
    sub: '7af78b24-60ed-482e-b725-224f0a9d605e',
    iat: expiresAt(SIGNED_AT),
    exp: expiresAt(EXPIRES_AT),
  });

  test.each(['pageRestored', 'pageVisible'] as const)(
    '%s past the expiry: the session ends as a 401 ends it, the device cleared, the login with the way back',
    async (cause) => {
      jest.setSystemTime(new Date(SIGNED_AT));
      const app = signedInApp(ADA_UNTIL_EVENING);
      await flush();
      app.localStorage.setItem(LAST_SEEN_KEY, "Ada's progress");
      jest.setSystemTime(new Date('2026-12-01T21:30:00Z'));
      app.sessionMayHaveChanged(cause);
      await flush();
      expect(app.actions).toContainEqual(expiredWhileAway({ cause }));
      expect(app.actions).toContainEqual(loggedOut({ reason: 'unauthenticated' }));
      expect(app.tokenStore.get()).toBeNull();
      expect(app.localStorage.getItem(LAST_SEEN_KEY)).toBeNull();
      expect(app.nav.assignedInPlace).toEqual([
        `${LOGIN_PATH}?redirectUrl=${encodeURIComponent('/account/heloc/some-application/start/app-summary')}`,
      ]);
    },
  );

  test('before the expiry nothing happens, nor for a page that had no session', async () => {
    jest.setSystemTime(new Date(SIGNED_AT));
    const live = signedInApp(ADA_UNTIL_EVENING);
    await flush();
    jest.setSystemTime(new Date('2026-12-01T19:59:00Z'));
    live.sessionMayHaveChanged('pageVisible');
    live.sessionMayHaveChanged('pageRestored');
    await flush();
    expect(live.types()).not.toContain(expiredWhileAway.type);
    expect(live.nav.assigned).toEqual([]);

    const none = signedInApp(null);
    await flush();
    jest.setSystemTime(new Date('2026-12-02T09:00:00Z'));
    none.sessionMayHaveChanged('pageVisible');
    await flush();
    expect(none.types()).not.toContain(expiredWhileAway.type);
    expect(none.nav.assigned).toEqual([]);
  });

  test('a device clock far ahead, which reads the token as expired from the start, does not end each session it gets', async () => {
    jest.setSystemTime(new Date('2026-12-02T09:00:00Z'));
    const app = signedInApp(ADA_UNTIL_EVENING);
    await flush();
    app.sessionMayHaveChanged('pageVisible');
    await flush();
    expect(app.types()).not.toContain(expiredWhileAway.type);
    expect(app.types()).not.toContain(loggedOut.type);
    expect(app.tokenStore.get()).toBe(ADA_UNTIL_EVENING);
  });

  test('a token renewed by a response is the one read: a renewed session does not end at the first expiry', async () => {
    jest.setSystemTime(new Date(SIGNED_AT));
    const app = signedInApp(ADA_UNTIL_EVENING);
    await flush();
    app.tokenStore.set(
      bearer({
        sub: '7af78b24-60ed-482e-b725-224f0a9d605e',
        iat: expiresAt('2026-12-01T19:00:00Z'),
        exp: expiresAt('2026-12-02T07:00:00Z'),
      }),
    );
    jest.setSystemTime(new Date('2026-12-01T21:30:00Z'));
    app.sessionMayHaveChanged('pageRestored');
    await flush();
    expect(app.types()).not.toContain(expiredWhileAway.type);
    expect(app.nav.assigned).toEqual([]);
  });
});

describe('what a token says of its session', () => {
  test("a JWT's subject, with or without the Bearer prefix; a renewed token has the same", () => {
    expect(tokenSubject(ADA)).toBe('sub:7af78b24-60ed-482e-b725-224f0a9d605e');
    expect(tokenSubject(ADA.replace('Bearer ', ''))).toBe(tokenSubject(ADA));
    expect(tokenSubject(ADA_RENEWED)).toBe(tokenSubject(ADA));
    expect(tokenSubject(GRACE)).not.toBe(tokenSubject(ADA));
  });

  test('no token is no session; a token that is no JWT names its session itself', () => {
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject('Bearer opaque')).toBe('Bearer opaque');
    expect(tokenSubject('Bearer a.%%%.c')).toBe('Bearer a.%%%.c');
    expect(tokenSubject(`Bearer a.${Buffer.from('{"iat":1}').toString('base64url')}.c`)).toMatch(/^Bearer a\./);
  });

  test('a JWT whose exp has passed is over; one to come, or a token that says nothing, is not', () => {
    const now = Date.parse('2026-12-01T09:00:00Z');
    expect(tokenExpired(bearer({ sub: 'a', exp: expiresAt('2026-12-01T08:59:59Z') }), now)).toBe(true);
    expect(tokenExpired(bearer({ sub: 'a', exp: expiresAt('2026-12-01T09:00:00Z') }), now)).toBe(true);
    expect(tokenExpired(bearer({ sub: 'a', exp: expiresAt('2026-12-01T21:00:00Z') }), now)).toBe(false);
    expect(tokenExpired(bearer({ sub: 'a' }), now)).toBe(false);
    expect(tokenExpired('Bearer opaque', now)).toBe(false);
  });
});
