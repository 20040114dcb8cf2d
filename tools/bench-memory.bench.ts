// Memory over a long session (docs/bench.md, section 5): the real store and sagas on jest's fake clock for 12 simulated
// hours, in the application area with the status, conditions and flags polls running. Flat means no growth per hour.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Condition } from '../src/api/contractShell';
import { areaEntered } from '../features/application/applicationSlice';
import type { OrgInfo } from '../src/api/contract';
import { CHAT_PATHS } from '../src/api/contractChat';
import { newChatRequested, preChatSubmitted, widgetOpened } from '../features/chat/chatSlice';
import { resolved } from '../features/organization/organizationSlice';
import { createFakeApi, createFakeSockets, startApp } from '../test/support/sagaHarness';
import { TEST_UUID, testApplication, testProfile } from '../test/support/fixtures';

const UUID = TEST_UUID;
const OUT = path.resolve('bench/out/memory.json');
const HOUR = 3_600_000;
const HOURS = 12;

const profile = testProfile();

const application = testApplication('OFFER_SELECTION');

/** Conditions change every poll (a new created time), so the store replaces data each minute as in real life. */
let tick = 0;
const conditions = (): Condition[] => {
  tick += 1;
  return [{ uuid: `c-${tick % 3}`, categoryEnum: 'PAYSTUB', created: new Date(Date.now()).toISOString() }];
};

const heapUsed = (): number => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

interface Sample {
  hour: number;
  storeBytes: number;
  heapBytes: number;
  requests: number;
  actions: number;
}

const results: Record<string, unknown> = { hours: HOURS };

function summary(samples: Sample[]) {
  // From hour 1: hour 0 still holds start-up garbage the first full hour sweeps away.
  const first = samples[1];
  const last = samples.at(-1);
  const perHour = (key: 'storeBytes' | 'heapBytes') =>
    first && last && last.hour > first.hour ? (last[key] - first[key]) / (last.hour - first.hour) : 0;
  return { samples, storeGrowthBytesPerHour: perHour('storeBytes'), heapGrowthBytesPerHour: perHour('heapBytes') };
}

/**
 * Runs the fake clock an hour at a time in ten-minute steps, so every due timer runs in order; `everyStep` lets the
 * app's side act between steps (a borrower starting a new chat once the last one's session has ended).
 */
async function runHours(sample: (hour: number) => Sample, everyStep: () => Promise<void> = () => Promise.resolve()) {
  const samples: Sample[] = [];
  for (let hour = 0; hour <= HOURS; hour += 1) {
    if (hour > 0) {
      for (let step = 0; step < 6; step += 1) {
        await jest.advanceTimersByTimeAsync(HOUR / 6);
        await everyStep();
      }
    }
    samples.push(sample(hour));
  }
  return samples;
}

const orgInfo = {
  baseUrl: 'http://app.test',
  canonicalOrgCode: 'homeward',
  orgBrand: 'homeward',
  orgCode: 'homeward',
  orgMetaData: { companyInfo: {}, products: {} },
  orgPricingData: [],
} as unknown as OrgInfo;

/** The chat service during open hours: a live session (6 h at most, 001 §9) whose token and nonce refresh. */
const chatHandlers = {
  [`GET ${CHAT_PATHS.hours}/openStatus`]: () => ({ isOpen: true }),
  [`GET ${CHAT_PATHS.hours}/week`]: () => [],
  [`POST ${CHAT_PATHS.initWebChat}`]: () => ({
    token: 'token-0',
    conversationSid: 'CH1',
    expiration: new Date(Date.now() + 6 * HOUR).toISOString(),
    omniProxyChannelId: 'channel-1',
    initialMessage: 'Welcome',
  }),
  [`POST ${CHAT_PATHS.refreshToken}`]: () => ({ token: `token-${Date.now()}` }),
  [`POST ${CHAT_PATHS.authenticate}`]: () => ({ nonce: 'nonce-0' }),
  [`PUT ${CHAT_PATHS.refresh}`]: () => ({ nonce: `nonce-${Date.now()}` }),
  [`POST ${CHAT_PATHS.webChatInfo}`]: () => ({ contactId: 'contact-1' }),
};

afterAll(() => {
  results.gcExposed = typeof (globalThis as { gc?: unknown }).gc === 'function';
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(results, null, 2));
});

test(`floor: ${HOURS} simulated hours of two one-minute timers and no app`, async () => {
  jest.useFakeTimers({ now: 0 });
  let fired = 0;
  const tick = () => {
    void Promise.resolve({ at: Date.now() }).then(() => (fired += 1));
  };
  const timers = [setInterval(tick, 60_000), setInterval(tick, 60_000)];
  const samples = await runHours((hour) => ({ hour, storeBytes: 0, heapBytes: heapUsed(), requests: 0, actions: 0 }));
  timers.forEach(clearInterval);
  jest.useRealTimers();
  results.floor = { ...summary(samples), timerCallbacks: fired };
  expect(fired).toBe(HOURS * 60 * 2);
});

test(`${HOURS} simulated hours in the application area with a live chat running`, async () => {
  jest.useFakeTimers({ now: 0 });
  const { api, calls } = createFakeApi({
    ...chatHandlers,
    'GET /service-profile/api/v1/profile': () => profile,
    [`GET /service-application/api/v1/application/heloc/${UUID}`]: () => application,
    [`GET /service-krang-heloc/borrower/secure/api/v1/${UUID}/status`]: () => ({ checklistStatus: 'OFFER_SELECTION' }),
    [`GET /service-conditions/external/api/v1/applications/${UUID}/conditions/external-applicants`]: conditions,
    'POST /service-optimize/heloc/api/v1/features': () => [{ key: 'fe-heloc-webchat', enabled: true, variables: {} }],
    'GET *': () => ({}),
    'POST *': () => ({}),
    'PUT *': () => ({}),
  });
  const sockets = createFakeSockets();
  const app = startApp({ api, openSocket: sockets.openSocket });
  app.store.dispatch(resolved({ info: orgInfo, pricing: {} }));
  app.nav.navigator.navigate(`/account/heloc/${UUID}`, { replace: true });
  app.store.dispatch(areaEntered({ uuid: UUID }));
  await jest.advanceTimersByTimeAsync(60_000);

  let chats = 0;
  const keepChatting = async () => {
    if (app.store.getState().chat.phase === 'messaging') return;
    chats += 1;
    // After a session ends the widget shows the end panel; the borrower starts a new chat from there.
    if (app.store.getState().chat.phase === 'ended') app.store.dispatch(newChatRequested());
    else app.store.dispatch(widgetOpened({ source: 'topBar' }));
    await jest.advanceTimersByTimeAsync(0);
    // A signed-in borrower's chat starts without the pre-chat form (issue 15, decision 135).
    if (app.store.getState().chat.phase === 'preChat')
      app.store.dispatch(preChatSubmitted({ friendlyName: 'Pat', emailAddress: 'pat@example.com' }));
    // The chat saga loads on demand and opens its socket a few turns later.
    for (let turn = 0; turn < 20 && app.store.getState().chat.phase !== 'messaging'; turn += 1) {
      await jest.advanceTimersByTimeAsync(100);
      sockets.opened.at(-1)?.serverOpen();
    }
    await jest.advanceTimersByTimeAsync(0);
  };
  await keepChatting();
  expect(app.store.getState().chat.phase).toBe('messaging');

  const samples = await runHours((hour) => {
    // The harness records every action for assertions; that is test memory, not the app's, so it is emptied here.
    const actions = app.actions.length;
    app.actions.length = 0;
    const requests = calls.length;
    calls.length = 0;
    // The fake sockets keep every frame sent (the pings) for assertions: test memory too.
    sockets.opened.forEach((socket) => {
      socket.sent.length = 0;
    });
    return { hour, storeBytes: JSON.stringify(app.store.getState()).length, heapBytes: heapUsed(), requests, actions };
  }, keepChatting);
  jest.useRealTimers();
  results.app = { ...summary(samples), chatSessions: chats, socketsOpened: sockets.opened.length };
  expect(samples).toHaveLength(HOURS + 1);
});
