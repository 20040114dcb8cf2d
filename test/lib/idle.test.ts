import { prefetchWhenIdle } from '../../src/lib/idle';

describe('prefetchWhenIdle', () => {
  test('loads when the browser is idle, with the timeout given', () => {
    const load = jest.fn(() => Promise.resolve());
    let idle: (() => void) | undefined;
    const requestIdleCallback = jest.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    const win = { setTimeout: jest.fn(), requestIdleCallback } as unknown as Window;
    prefetchWhenIdle(load, win, 3000);
    expect(load).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    idle?.();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('falls back to a timer, and a failed download is not an unhandled rejection', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    let timer: (() => void) | undefined;
    const win = {
      setTimeout: jest.fn((callback: () => void) => {
        timer = callback;
        return 1;
      }),
    } as unknown as Window;
    prefetchWhenIdle(load, win);
    timer?.();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
