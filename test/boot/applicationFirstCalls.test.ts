import { createEarlyGets } from '../../src/api/earlyGets';
import { createHttpClient, createMemoryTokenStore } from '../../src/api/http';
import { sendApplicationFirstCalls } from '../../src/boot/applicationFirstCalls';

test("an application page's start-up sends the first calls, then warms the currency data up in a task of its own", () => {
  const timers: Array<() => void> = [];
  const sent: string[] = [];
  const page = {
    setTimeout: (callback: () => void) => {
      timers.push(callback);
      return timers.length;
    },
    fetch: (input: RequestInfo | URL) => {
      sent.push(input instanceof Request ? input.url : input.toString());
      return new Promise<Response>(() => undefined);
    },
  };
  const tokenStore = createMemoryTokenStore('Bearer one');
  const config = { baseUrl: '', orgCode: 'apm', origin: 'https://apm.example', tokenStore };
  const early = createEarlyGets(createHttpClient(config), tokenStore);
  const formatters = jest.spyOn(Intl, 'NumberFormat');
  // The page object stands for the window: only its timers and fetch are used.
  sendApplicationFirstCalls(early, config, 'app-1', page as unknown as Window, () => Promise.resolve());
  // The flags saga's first call with them (decision 467), through the same taker of the page's calls.
  expect(sent).toEqual([
    '/service-profile/api/v1/profile',
    '/service-application/api/v1/application/heloc/app-1',
    '/service-optimize/heloc/api/v1/features',
  ]);
  expect(formatters).not.toHaveBeenCalled();
  for (const timer of timers) timer();
  expect(formatters).toHaveBeenCalledWith(undefined, { style: 'currency', currency: 'USD' });
  formatters.mockRestore();
});
