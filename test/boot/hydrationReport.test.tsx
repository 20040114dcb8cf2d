import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { failureCaught } from '../../features/diagnostics/failures';
import { HYDRATION_FALLBACK, hydrationErrorReporter } from '../../src/boot/renderApp';
import { setupStore } from '../../store/store';

/**
 * Issue 46: a hydration React gives up on (the prerendered markup is not what the client renders) falls back to a
 * client render; that is a bug to hear of, so it is reported like every caught failure, not only written to the console.
 */
test('a hydration mismatch is reported through the failure channel, the page rendered by the client', async () => {
  const { store } = setupStore();
  const dispatched: unknown[] = [];
  const dispatch = ((action: unknown) => {
    dispatched.push(action);
    return store.dispatch(action as Parameters<typeof store.dispatch>[0]);
  }) as typeof store.dispatch;
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = '<p>The build said this</p>';
  document.body.append(container);
  try {
    await act(async () => {
      hydrateRoot(container, <p>{typeof window === 'undefined' ? 'The build said this' : 'The client says this'}</p>, {
        onRecoverableError: hydrationErrorReporter(dispatch),
      });
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
