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
  await registerAppWorker(win, onUpdateWaiting, onFailure, jest.fn());
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

test("the installing visit's page that cannot be kept is its own failure, not the registration's", async () => {
  const failed = jest.fn();
  const report = jest.fn();
  const dropped = new TypeError('Failed to fetch');
  // The first visit: no worker serves the page yet, so it is kept now; the connection drops as it is read.
  const win = {
    location: { href: 'https://lender.example/account/heloc/register-v2', origin: 'https://lender.example' },
    navigator: { serviceWorker: { controller: null, getRegistration: jest.fn() } },
    fetch: jest.fn(() => Promise.reject(dropped)),
  } as unknown as Window;
  await expect(registerAppWorker(win, jest.fn(), failed, report)).resolves.toBeUndefined();
  expect(report).toHaveBeenCalledWith('Offline copy: first page', dropped);
  expect(failed).not.toHaveBeenCalled();
});
