import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { failureCaught } from '../../../features/diagnostics/failures';
import { PageLeaving, useReportFailure } from '../../../features/diagnostics/useReportFailure';
import { setupStore } from '../../../store/store';

/** A screen whose chunk failed to load, as webpack says it: what a page cut off by its own navigation sees too. */
function chunkFailure(): Error {
  const error = new Error('Loading chunk 854 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function Reports({ error }: { error: Error }) {
  const report = useReportFailure();
  useEffect(() => {
    report('Document viewer: open', error);
  }, [report, error]);
  return null;
}

function renderReporting(leaving: boolean) {
  const { store } = setupStore();
  const dispatched: unknown[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof dispatch;
  render(
    <Provider store={store}>
      <PageLeaving.Provider value={() => leaving}>
        <Reports error={chunkFailure()} />
      </PageLeaving.Provider>
    </Provider>,
  );
  return dispatched;
}

describe("a component's caught failure (issue 46)", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('is said and counted while the borrower stays', () => {
    expect(renderReporting(false)).toContainEqual(
      failureCaught({ what: 'Document viewer: open', errorName: 'ChunkLoadError' }),
    );
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^Document viewer: open: ChunkLoadError/));
  });

  it("is no failure when the page's own navigation cut it off (WebKit fails a loading chunk as the page is left)", () => {
    expect(renderReporting(true).filter((action) => failureCaught.match(action as never))).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
