import { tokenSubject } from '../../src/api/http';
import { endedElsewhere, loggedOut, signedIn, started } from '../../features/session/sessionSlice';
import { LAST_SEEN_KEY } from '../../features/offline/storageKey';
import { LOGIN_PATH } from '../../src/lib/url';
import { createFakeApi, startApp } from '../support/sagaHarness';

/** A bearer token as the platform signs them: only its subject and issue time matter here. */
const bearer = (sub: string, iat: number): string => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, iat })}.signature`;
};
const ADA = bearer('7af78b24-60ed-482e-b725-224f0a9d605e', 1);
const ADA_RENEWED = bearer('7af78b24-60ed-482e-b725-224f0a9d605e', 2);
const GRACE = bearer('0c2d1e4f-2a3b-4c5d-8e9f-a0b1c2d3e4f5', 3);

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
    app.tokenStore.clear();
    app.sessionMayHaveChanged('anotherTab');
    await flush();
    expect(app.actions).toContainEqual(endedElsewhere({ cause: 'anotherTab', anotherSignedIn: false }));
    expect(app.actions).toContainEqual(loggedOut({ reason: 'endedElsewhere' }));
    expect(app.store.getState().session.authenticated).toBe(false);
    expect(app.nav.assignedInPlace).toEqual([LOGIN_PATH]);
    expect(app.localStorage.getItem(LAST_SEEN_KEY)).toBeNull();
  });

  test('another borrower signed in elsewhere ends it too, and what the device keeps for them stays', async () => {
    const app = signedInApp(ADA);
    await flush();
    app.tokenStore.set(GRACE);
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
    app.tokenStore.set(ADA_RENEWED);
    app.sessionMayHaveChanged('anotherTab');
    await flush();
    expect(app.types()).not.toContain(endedElsewhere.type);
    expect(app.types()).not.toContain(loggedOut.type);
    expect(app.nav.assigned).toEqual([]);
  });

  test('a page with no session (registration) does not mind another tab signing in', async () => {
    const app = signedInApp(null);
    await flush();
    app.tokenStore.set(GRACE);
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
    app.tokenStore.set(ADA_RENEWED);
    app.sessionMayHaveChanged('anotherTab');
    await flush();
    expect(app.types()).not.toContain(endedElsewhere.type);
    app.tokenStore.set(GRACE);
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
    changed.tokenStore.set(GRACE);
    changed.sessionMayHaveChanged('pageRestored');
    await flush();
    expect(changed.actions).toContainEqual(endedElsewhere({ cause: 'pageRestored', anotherSignedIn: true }));
  });
});

describe('tokenSubject', () => {
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
});
