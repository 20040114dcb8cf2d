import { prefetchWhenIdle, whenIdle } from '../../src/lib/idle';
import { firstScreenShown } from '../../src/lib/firstScreen';

/** A window whose timers and idle callbacks run when the test says. */
function fakeWindow({ idle }: { idle: boolean }) {
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const idles: Array<{ callback: () => void; options: unknown }> = [];
  const win = {
    setTimeout: jest.fn((callback: () => void, ms: number) => {
      timers.push({ callback, ms });
      return timers.length;
    }),
    ...(idle
      ? {
          requestIdleCallback: jest.fn((callback: () => void, options: unknown) => {
            idles.push({ callback, options });
            return idles.length;
          }),
        }
      : {}),
  } as unknown as Window;
  return { win, timers, idles };
}

// One module instance per test file: the first screen shows once, in the middle of this file.
describe('before the first screen has shown', () => {
  test('idle work waits for it, at most the timeout', () => {
    const { win, timers, idles } = fakeWindow({ idle: true });
    const work = jest.fn();
    whenIdle(work, win, 3000);
    expect(idles).toHaveLength(0);
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    // No screen within the bound: the wait for idle starts anyway.
    timers[0]?.callback();
    expect(idles.map((entry) => entry.options)).toEqual([{ timeout: 3000 }]);
    idles[0]?.callback();
    expect(work).toHaveBeenCalledTimes(1);
  });

  test('the first screen starts the waiting work once, and its bound then does nothing', () => {
    const { win, timers, idles } = fakeWindow({ idle: true });
    const load = jest.fn(() => Promise.resolve());
    prefetchWhenIdle(load, win, 3000);
    prefetchWhenIdle(load, win, 3000);
    expect(idles).toHaveLength(0);
    firstScreenShown();
    firstScreenShown();
    expect(idles).toHaveLength(2);
    for (const timer of timers) timer.callback();
    expect(idles).toHaveLength(2);
    for (const entry of idles) entry.callback();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('once the first screen has shown', () => {
  test('loads when the browser is idle, with the timeout given', () => {
    const { win, idles } = fakeWindow({ idle: true });
    const load = jest.fn(() => Promise.resolve());
    prefetchWhenIdle(load, win, 3000);
    expect(load).not.toHaveBeenCalled();
    expect(idles.map((entry) => entry.options)).toEqual([{ timeout: 3000 }]);
    idles[0]?.callback();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('falls back to a timer, and a failed download is not an unhandled rejection', async () => {
    const { win, timers } = fakeWindow({ idle: false });
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    prefetchWhenIdle(load, win);
    expect(timers.map((timer) => timer.ms)).toEqual([1]);
    timers[0]?.callback();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
