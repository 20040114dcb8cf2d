import type { EarlyGets } from '../api/earlyGets';
import { createHttpClient, type HttpClientConfig } from '../api/http';
import { fetchFeatureFlags, firstCallOptimizeUser } from '../api/optimize';
import { fetchTakingSentCalls } from '../api/sentFirstCalls';
import { sendFirstCalls } from '../../sagas/applicationSaga';

/**
 * An application page's first calls, sent by the start-up (src/main.tsx) for the area's saga to take (issue 16). The
 * page's inline script has most often sent the profile and application calls with the HTML already
 * (src/boot/firstCallsScript.ts): they are taken from it, and only the screen's data call then leaves. The code of
 * the screen the application leads to is asked for as soon as the application is in, and the currency data is warmed
 * up. The feature flags' first call goes the same way (decision 467): the page sent it with the profile, and the flags
 * saga takes its answer. Loaded with the area's saga.
 */
export function sendApplicationFirstCalls(
  early: EarlyGets,
  config: HttpClientConfig,
  uuid: string,
  win: Window,
  preloadScreen: (href: string) => Promise<void>,
): void {
  const sentByPage = createHttpClient({ ...config, fetchImpl: fetchTakingSentCalls(win) });
  early.send(async (client) => {
    const screen = await sendFirstCalls(client, uuid);
    if (screen !== null) await preloadScreen(screen);
  }, sentByPage);
  if (config.orgCode !== '')
    early.send((client) => fetchFeatureFlags(client, firstCallOptimizeUser(config.orgCode, uuid)), sentByPage);
  // The area's frame and screens show amounts: the first currency formatter loads ICU's number and currency data
  // (about 15 ms on this machine, four times that on a phone), here in a task of its own, while the calls are out,
  // rather than inside the first render. The app's own formatters (src/lib/money.ts) are then quick to make.
  win.setTimeout(() => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(0), 0);
}
