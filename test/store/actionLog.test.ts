import { pollTicked, statusReceived } from '../../features/application/applicationSlice';
import { locationChanged } from '../../features/navigation/navigationSlice';
import { messageReceived } from '../../features/chat/chatSlice';
import { registrationActions } from '../../features/registration/registrationSlice';
import { devToolsOptions } from '../../store/devtools';
import {
  actionLogFileName,
  createActionLogRecorder,
  createBoundedMasker,
  logDownloadRequested,
  MASK_TOKEN,
  maskForLog,
} from '../../store/actionLog';
import {
  ACTION_LOG_VERSION,
  parseActionLog,
  validateActionLog,
  type ValidationResult,
} from '../../store/actionLogFormat';
import { replayLog, unexplainedDifferences } from '../../store/actionLogReplay';
import { setupStore } from '../../store/store';
import { CANARY, recordJourney, UUID } from './actionLogJourney';

describe('action-log recorder', () => {
  test('an exported journey carries no canary, and the keys routing needs survive', () => {
    const { recorder } = recordJourney();
    const log = recorder.exportLog();
    const text = JSON.stringify(log);
    for (const [name, canary] of Object.entries(CANARY)) {
      expect({ name, found: text.includes(canary) }).toEqual({ name, found: false });
    }
    expect(text).not.toContain(encodeURIComponent(CANARY.email));
    expect(text).toContain('OFFER_SELECTION');
    expect(text).toContain('"state":"TX"');
    expect(text).toContain('utm_source=mail');
    const parsed: unknown = JSON.parse(text);
    expect(validateActionLog(parsed)).toEqual({ ok: true, log: parsed });
  });

  test("the organisation's support email survives the free-text scrub; a borrower's email quoted anywhere does not", () => {
    const masker = createBoundedMasker(100);
    const text = JSON.stringify(
      maskForLog(
        {
          companyInfo: { supportEmail: 'support@homeward.example', supportPhone: '888-819-6388' },
          banner: 'Write to ada@example.com',
        },
        masker,
      ),
    );
    expect(text).toContain('support@homeward.example');
    expect(text).toContain('888-819-6388');
    expect(text).not.toContain('ada@example.com');
  });

  test('one-time secrets in a URL query (auth-provider state and code, link tokens) are masked', () => {
    const recorder = createActionLogRecorder({ appVersion: 'test', rehydrateKeys: [] });
    const { store } = setupStore({ middleware: [recorder.middleware] });
    store.dispatch(
      locationChanged({
        pathname: '/account/heloc/register-v2/login-info',
        search: '?state=nonce-secret-1&code=code-secret-2&utm_source=mail',
        hash: '',
        action: 'POP',
      }),
    );
    store.dispatch(
      locationChanged({
        pathname: '/account/heloc/plaid-oauth-success',
        search: '?oauth_state_id=link-secret-3',
        hash: '',
        action: 'POP',
      }),
    );
    const text = JSON.stringify(recorder.exportLog());
    for (const secret of ['nonce-secret-1', 'code-secret-2', 'link-secret-3']) expect(text).not.toContain(secret);
    expect(text).toContain('utm_source=mail');
  });

  test("the auth provider's state and code are masked in registration/started's query too, and a chat author's name", () => {
    const recorder = createActionLogRecorder({ appVersion: 'test', rehydrateKeys: [] });
    const { store } = setupStore({ middleware: [recorder.middleware] });
    store.dispatch(
      registrationActions.started({ query: { state: 'nonce-secret-1', code: 'code-secret-2', utm_source: 'mail' } }),
    );
    store.dispatch(
      messageReceived({
        id: 'm1',
        author: 'customer',
        authorName: 'Ada Lovelace',
        body: 'hello',
        createdAt: '2026-11-30T10:00:00.000Z',
      }),
    );
    const text = JSON.stringify(recorder.exportLog());
    for (const secret of ['nonce-secret-1', 'code-secret-2', 'Ada Lovelace']) expect(text).not.toContain(secret);
    expect(text).toContain('"utm_source":"mail"');
  });

  test('DevTools sees what the exported log sees: one-time secrets in a URL and an email in a message masked', () => {
    const options = devToolsOptions();
    if (!options) throw new Error('DevTools are on outside production');
    const shown = JSON.stringify([
      options.actionSanitizer?.(
        locationChanged({
          pathname: '/account/heloc/register-v2/login-info',
          search: '?state=nonce-secret-1&code=code-secret-2&utm_source=mail',
          hash: '',
          action: 'POP',
        }),
        0,
      ),
      options.actionSanitizer?.(registrationActions.submitFailed({ message: 'ada@example.com is taken' }), 1),
      options.stateSanitizer?.({ navigation: { location: { search: '?code=code-secret-3' } } }, 2),
    ]);
    for (const secret of ['nonce-secret-1', 'code-secret-2', 'code-secret-3', 'ada@example.com'])
      expect(shown).not.toContain(secret);
    expect(shown).toContain('utm_source=mail');
  });

  test('the same value masks to the same token, different values to different tokens', () => {
    const log = recordJourney().recorder.exportLog();
    const edits = log.entries.filter((entry) => entry.type === 'registration/fieldsEdited');
    const address = edits[0]?.payload as Record<string, string>;
    const loaded = log.entries.find((entry) => entry.type === 'application/loaded')?.payload as {
      application: { property: Record<string, string> };
      profile: { email: string };
    };
    expect(address.street1).toMatch(MASK_TOKEN);
    expect(loaded.application.property.street1).toBe(address.street1);
    expect(loaded.application.property.city).toBe(address.city);
    expect(address.city).not.toBe(address.street1);
    const contact = edits.find((entry) => 'email' in (entry.payload as object))?.payload as Record<string, string>;
    expect(contact.email).toBe(loaded.profile.email);
    // The email quoted in a message masks to the same token as the field.
    const failed = log.entries.find((entry) => entry.type === 'registration/submitStepFailed');
    expect((failed?.payload as { message: string }).message).toBe(`${loaded.profile.email} is taken`);
  });

  test('the start state is the one after rehydration; earlier actions are in the preamble', () => {
    const log = recordJourney().recorder.exportLog();
    expect(log.preamble.map((entry) => entry.type)).toEqual([
      'session/started',
      'organization/resolved',
      'persist/REHYDRATE',
      'persist/REHYDRATE',
    ]);
    expect(log.start.afterSeq).toBe(4);
    expect(log.start.state).toMatchObject({ organization: { status: 'resolved' }, session: { environment: 'local' } });
    expect(log.entries[0]).toMatchObject({ seq: 5, type: 'navigation/locationChanged', t: 1250 });
    expect(log.session).toEqual({
      id: 'session-0001',
      startedAt: new Date(1_700_000_000_000).toISOString(),
      organization: 'homeward',
      loanNumber: 'HL00000042',
    });
    expect(log.end.route).toBe(`/account/heloc/${UUID}/product/select`);
  });

  test('replaying the log through the real reducers reaches the live state, masked values aside', () => {
    const log = recordJourney().recorder.exportLog();
    const steps = replayLog(log);
    const last = steps.at(-1)!;
    expect(last.route).toBe(log.end.route);
    expect(unexplainedDifferences(last.state, log.end.state)).toEqual([]);
    const change = steps.find((step) => step.statusChange?.to === 'OFFER_SELECTION');
    expect(change?.statusChange?.decision).toMatchObject({
      row: 'OFFER_SELECTION',
      destination: { path: 'product/select' },
    });
    expect(steps.find((step) => step.recordedDecision)?.recordedDecision?.trigger).toBe('poll');
    expect(replayLog(log, { until: 10 }).at(-1)?.route).toBe('/account/heloc/register-v2/annual-income');
  });

  test('the download action is recorded, and the file is named by loan number or session id only', () => {
    const { recorder, dispatch } = recordJourney();
    dispatch(logDownloadRequested({ source: 'shortcut' }));
    const log = recorder.exportLog();
    expect(log.entries.at(-1)).toMatchObject({
      type: 'diagnostics/logDownloadRequested',
      payload: { source: 'shortcut' },
    });
    expect(actionLogFileName(log)).toBe('heloc-diagnostic-log-HL00000042.json');
    expect(actionLogFileName({ ...log, session: { ...log.session, loanNumber: null } })).toBe(
      'heloc-diagnostic-log-session-0001.json',
    );
  });

  test('12 hours of polling keep the buffer bounded, and what remains still replays', () => {
    const limits = { maxEntries: 2000, maxChars: 1_500_000, checkpointEvery: 200 };
    const { recorder, dispatch, advance } = recordJourney({ limits });
    const statuses = ['OFFER_SELECTION', 'HMDA', 'APP_SUBMISSION'];
    // A status poll every 5 s and a token refresh every minute: 8,640 ticks, 18,000 actions.
    const hours = 12;
    for (let tick = 0; tick < (hours * 3600) / 5; tick += 1) {
      advance(5000);
      dispatch(pollTicked({ attempt: tick % 14, delayMs: 5000 }));
      dispatch(statusReceived({ checklistStatus: statuses[Math.floor(tick / 500) % 3] ?? 'HMDA' }));
      if (tick % 12 === 0) dispatch({ type: 'session/tokenRefreshed', payload: { token: `Bearer t-${tick}` } });
      const stats = recorder.stats();
      expect(stats.entries).toBeLessThanOrEqual(limits.maxEntries);
      expect(stats.chars).toBeLessThanOrEqual(limits.maxChars);
    }
    const stats = recorder.stats();
    expect(stats.dropped).toBeGreaterThan(15_000);
    expect(stats.maskedValues).toBeLessThan(2000);
    const log = recorder.exportLog();
    expect(log.start.afterSeq).toBe(log.entries[0]!.seq - 1);
    expect(JSON.stringify(log)).not.toContain('Bearer t-');
    const last = replayLog(log).at(-1)!;
    expect(unexplainedDifferences(last.state, log.end.state)).toEqual([]);
  });

  test('without persisted slices the start is the state at store creation', () => {
    const recorder = createActionLogRecorder({ appVersion: 'test', newId: () => 'id' });
    const { store } = setupStore({ middleware: [recorder.middleware] });
    store.dispatch(logDownloadRequested({ source: 'devTools' }));
    const log = recorder.exportLog();
    expect(log.preamble).toEqual([]);
    expect(log.start.afterSeq).toBe(0);
    expect(log.entries.map((entry) => entry.type)).toEqual(['diagnostics/logDownloadRequested']);
  });

  test('the masker is bounded: past its limit new values share one token', () => {
    const masker = createBoundedMasker(2);
    expect(masker.mask('a')).toBe('«masked-1»');
    expect(masker.mask({ b: 1 })).toBe('«masked-2»');
    expect(masker.mask('c')).toBe('«masked-overflow»');
    expect(masker.mask('a')).toBe('«masked-1»');
  });
});

const errorOf = (result: ValidationResult): string => (result.ok ? '' : result.error);

describe('action-log schema check', () => {
  const good = () => JSON.parse(JSON.stringify(recordJourney().recorder.exportLog())) as Record<string, unknown>;

  test('malformed files are rejected with a sentence naming the problem', () => {
    expect(errorOf(parseActionLog('{not json'))).toMatch(/not valid JSON/);
    expect(parseActionLog('[]')).toEqual({ ok: false, error: 'Not an action log: the file is not a JSON object.' });
    expect(errorOf(validateActionLog({ ...good(), format: 'other' }))).toMatch(/"format"/);
    expect(validateActionLog({ ...good(), entries: [{ seq: 9, t: 1 }] })).toEqual({
      ok: false,
      error: 'Malformed action log: log.entries[0].type must be a string.',
    });
    expect(validateActionLog({ ...good(), start: { afterSeq: 0, t: 0, route: null } })).toEqual({
      ok: false,
      error: 'Malformed action log: log.start.state must be an object.',
    });
    const log = good();
    const entries = log.entries as { seq: number }[];
    entries[2]!.seq = 1;
    expect(errorOf(validateActionLog(log))).toMatch(/seq must be greater/);
  });

  test('a log of a future version is refused, not misread', () => {
    expect(validateActionLog({ ...good(), version: ACTION_LOG_VERSION + 1 })).toEqual({
      ok: false,
      error: `This action log is format version ${ACTION_LOG_VERSION + 1}, newer than this tool reads (up to ${ACTION_LOG_VERSION}). Update the app checkout and try again.`,
    });
  });
});
