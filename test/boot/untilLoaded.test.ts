import { RELOAD_CODE_RETRY_MS, untilLoaded } from '../../src/boot/untilLoaded';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** A download that fails `failures` times, then brings the code. */
function flakyDownload(failures: number) {
  let tries = 0;
  const load = () => {
    tries += 1;
    return tries <= failures
      ? Promise.reject(Object.assign(new Error('Loading chunk react-dom failed.'), { name: 'ChunkLoadError' }))
      : Promise.resolve('the code');
  };
  return { load, tries: () => tries };
}

test('code that did not arrive is asked for again until it comes, and its failure is reported once', async () => {
  const download = flakyDownload(3);
  const onFailed = jest.fn();
  let loaded: string | null = null;
  void untilLoaded(window, download.load, onFailed).then((code) => {
    loaded = code;
  });
  await jest.advanceTimersByTimeAsync(0);
  expect(download.tries()).toBe(1);
  expect(onFailed).toHaveBeenCalledTimes(1);
  expect((onFailed.mock.calls[0] as [Error])[0].name).toBe('ChunkLoadError');
  await jest.advanceTimersByTimeAsync(RELOAD_CODE_RETRY_MS);
  expect(download.tries()).toBe(2);
  // The connection's return asks at once, without waiting for the timer.
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(0);
  expect(download.tries()).toBe(3);
  await jest.advanceTimersByTimeAsync(RELOAD_CODE_RETRY_MS);
  expect(download.tries()).toBe(4);
  expect(loaded).toBe('the code');
  expect(onFailed).toHaveBeenCalledTimes(1);
});

test('code that comes at once is neither asked for again nor reported', async () => {
  const download = flakyDownload(0);
  const onFailed = jest.fn();
  await expect(untilLoaded(window, download.load, onFailed)).resolves.toBe('the code');
  expect(download.tries()).toBe(1);
  expect(onFailed).not.toHaveBeenCalled();
});
