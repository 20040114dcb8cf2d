import { act, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { failureCaught } from '../../features/diagnostics/failures';
import { appRootOptions } from '../../src/boot/renderApp';
import { HYDRATION_FALLBACK, RENDER_RECOVERED } from '../../src/boot/recoveredRenders';
import { setupStore } from '../../store/store';

/** A store whose dispatch also keeps what it was given. */
function recordingStore() {
  const { store } = setupStore();
  const dispatched: unknown[] = [];
  const dispatch = ((action: unknown) => {
    dispatched.push(action);
    return store.dispatch(action as Parameters<typeof store.dispatch>[0]);
  }) as typeof store.dispatch;
  return { dispatch, dispatched };
}

/** A component whose first render throws, as a screen reading what is not there yet might. */
function throwingOnce() {
  let renders = 0;
  return function ThrowsOnce() {
    renders += 1;
    if (renders === 1) throw new TypeError('the screen read what was not there yet');
    return <p>Ready</p>;
  };
}

/**
 * Issue 46: a hydration React gives up on (the prerendered markup is not what the client renders) falls back to a
 * client render; that is a bug to hear of, so it is reported like every caught failure, not only written to the console.
 */
test('a hydration mismatch is reported through the failure channel, the page rendered by the client', async () => {
  const { dispatch, dispatched } = recordingStore();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = '<p>The build said this</p>';
  document.body.append(container);
  try {
    await act(async () => {
      hydrateRoot(
        container,
        <p>{typeof window === 'undefined' ? 'The build said this' : 'The client says this'}</p>,
        appRootOptions(dispatch, true),
      );
      await Promise.resolve();
    });
    expect(container.textContent).toBe('The client says this');
    expect(dispatched).toEqual([failureCaught({ what: HYDRATION_FALLBACK, errorName: 'Error' })]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Hydration fell back to a client render: Error: /));
  } finally {
    error.mockRestore();
    container.remove();
  }
});

test('a render that throws once while hydrating is reported with what it threw, the page rendered by the client', async () => {
  const { dispatch } = recordingStore();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = '<p>Ready</p>';
  document.body.append(container);
  const ThrowsOnce = throwingOnce();
  try {
    await act(async () => {
      hydrateRoot(container, <ThrowsOnce />, appRootOptions(dispatch, true));
      await Promise.resolve();
    });
    expect(container.textContent).toBe('Ready');
    // React's own words say only that it recovered; what was thrown is in the line too.
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Hydration fell back to a client render: Error: .*\(caused by TypeError: the screen read what was not there yet\)$/,
      ),
    );
  } finally {
    error.mockRestore();
    container.remove();
  }
});

test('a client render that throws once and is done again is reported, with what it threw, not left to the window (decision 456)', async () => {
  const { dispatch, dispatched } = recordingStore();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const uncaught = jest.fn();
  window.addEventListener('error', uncaught);
  const container = document.createElement('div');
  document.body.append(container);
  const ThrowsOnce = throwingOnce();
  try {
    await act(async () => {
      const root = createRoot(container, appRootOptions(dispatch, false));
      // A concurrent render (the app's navigations are transitions): React does it again synchronously when it throws.
      startTransition(() => {
        root.render(<ThrowsOnce />);
      });
      await Promise.resolve();
    });
    expect(container.textContent).toBe('Ready');
    expect(dispatched).toEqual([failureCaught({ what: RENDER_RECOVERED, errorName: 'Error' })]);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^A render that failed was done again: Error: .*\(caused by TypeError: the screen read what was not there yet\)$/,
      ),
    );
    expect(uncaught).not.toHaveBeenCalled();
  } finally {
    window.removeEventListener('error', uncaught);
    error.mockRestore();
    container.remove();
  }
});
