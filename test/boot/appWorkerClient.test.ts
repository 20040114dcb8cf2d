import { isNewVersionWaiting, registerAppWorker } from '../../src/boot/appWorkerClient';

/** workbox-window's Workbox, as far as registerAppWorker uses it: its listeners kept, to fire them by hand. */
const listeners = new Map<string, () => void>();
jest.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, listener);
    }
    register() {
      return Promise.resolve({ installing: null });
    }
  },
}));

const worker = (state: string) => ({ state }) as ServiceWorker;

/** A page already under a worker (not the installing visit, which keeps its page too) whose registration reads as given. */
function pageWith(registration: () => Promise<Partial<ServiceWorkerRegistration> | undefined>): Window {
  return {
    navigator: { serviceWorker: { controller: worker('activated'), getRegistration: jest.fn(registration) } },
  } as unknown as Window;
}

/** Registers on `win`, fires workbox-window's 'waiting', and lets the registration be read. */
async function waitingFired(win: Window, onUpdateWaiting: () => void, onFailure: (error: unknown) => void = jest.fn()) {
  await registerAppWorker(win, onUpdateWaiting, onFailure);
  listeners.get('waiting')?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  listeners.clear();
});

test('a worker waiting behind an active one is a new version; a first worker on its way to activating is not', () => {
  expect(isNewVersionWaiting({ active: worker('activated'), waiting: worker('installed') })).toBe(true);
  expect(isNewVersionWaiting({ active: null, waiting: worker('installed') })).toBe(false);
  expect(isNewVersionWaiting({ active: worker('activated'), waiting: null })).toBe(false);
  expect(isNewVersionWaiting(undefined)).toBe(false);
});

test("workbox-window's 'waiting' offers the new version only when an older worker is active", async () => {
  const offered = jest.fn();
  await waitingFired(
    pageWith(() => Promise.resolve({ active: worker('activated'), waiting: worker('installed') })),
    offered,
  );
  expect(offered).toHaveBeenCalledTimes(1);
});

test("the first worker still 'installed' 200 ms after installing (a loaded phone) offers nothing", async () => {
  const offered = jest.fn();
  await waitingFired(
    pageWith(() => Promise.resolve({ active: null, waiting: worker('installed') })),
    offered,
  );
  expect(offered).not.toHaveBeenCalled();
});

test('a registration that cannot be read offers nothing and hands the failure on, rejecting nothing', async () => {
  const offered = jest.fn();
  const failed = jest.fn();
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  const error = new Error('InvalidStateError');
  await waitingFired(
    pageWith(() => Promise.reject(error)),
    offered,
    failed,
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', onRejection);
  expect(offered).not.toHaveBeenCalled();
  expect(failed).toHaveBeenCalledWith(error);
  expect(rejections).toEqual([]);
});
