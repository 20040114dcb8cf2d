import { ApiError } from '../../src/api/http';
import { TRANSIENT_RETRY_DELAYS_MS } from '../../src/api/httpRetry';
import { documentPdfsActions } from '../../features/documents/documentPdfsSlice';
import { pdfBytes } from '../../features/documents/pdfBytes';
import { createFakeApi, startApp } from '../support/sagaHarness';

const PATH = '/service-application/api/v1/application/heloc/documents';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the document PDFs saga (loaded on demand)', () => {
  afterEach(() => {
    pdfBytes.release('d1');
    pdfBytes.release('d2');
  });

  test('fetches with the API client, keeps the bytes out of the store and the actions, and drops them on release', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]).buffer;
    const { api, calls } = createFakeApi({ [`GET ${PATH}/d1`]: () => bytes });
    const { store, actions } = startApp({ api });
    store.dispatch(documentPdfsActions.requested({ id: 'd1', url: `${PATH}/d1` }));
    await until(() => store.getState().documentPdfs.d1?.status === 'loaded');

    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(`GET ${PATH}/d1`);
    expect(store.getState().documentPdfs.d1).toEqual({ status: 'loaded', byteLength: 5 });
    expect(pdfBytes.get('d1')).toBe(bytes);
    const loaded = actions.find((action) => documentPdfsActions.loaded.match(action));
    expect(loaded).toEqual(documentPdfsActions.loaded({ id: 'd1', byteLength: 5 }));
    expect(JSON.stringify(actions)).not.toContain('ArrayBuffer');

    store.dispatch(documentPdfsActions.released({ ids: ['d1'] }));
    expect(store.getState().documentPdfs.d1).toBeUndefined();
    expect(pdfBytes.get('d1')).toBeUndefined();
  });

  test('a refused PDF is a failure with its status and the platform message; nothing is kept', async () => {
    const { api } = createFakeApi({
      [`GET ${PATH}/d2`]: () => {
        throw new ApiError({ status: 403, body: { errors: ['This document belongs to someone else'] } });
      },
    });
    const { store } = startApp({ api });
    store.dispatch(documentPdfsActions.requested({ id: 'd2', url: `${PATH}/d2` }));
    await until(() => store.getState().documentPdfs.d2?.status === 'failed');
    expect(store.getState().documentPdfs.d2).toEqual({
      status: 'failed',
      httpStatus: 403,
      message: 'This document belongs to someone else',
    });
    expect(pdfBytes.get('d2')).toBeUndefined();
  });

  test('an answer that is not a PDF, or an address off the platform, fails without a status', async () => {
    const { api, calls } = createFakeApi({ [`GET ${PATH}/d1`]: () => '<html>' });
    const { store } = startApp({ api });
    store.dispatch(documentPdfsActions.requested({ id: 'd1', url: `${PATH}/d1` }));
    store.dispatch(documentPdfsActions.requested({ id: 'd2', url: 'https://elsewhere.example/d2' }));
    await until(
      () =>
        store.getState().documentPdfs.d1?.status === 'failed' && store.getState().documentPdfs.d2?.status === 'failed',
    );
    expect(store.getState().documentPdfs.d1).toMatchObject({ status: 'failed', httpStatus: null });
    expect(store.getState().documentPdfs.d2).toMatchObject({ status: 'failed', httpStatus: null });
    expect(calls.some((call) => call.path.includes('elsewhere'))).toBe(false);
  });

  test('a transient fault is retried on the one schedule before the borrower is told (issue 17)', async () => {
    jest.useFakeTimers();
    try {
      const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]).buffer;
      let answers = 0;
      const { api } = createFakeApi({
        [`GET ${PATH}/d1`]: () => {
          answers += 1;
          if (answers === 1) throw new ApiError({ status: 503, body: null, method: 'GET', call: `GET ${PATH}/:id` });
          return bytes;
        },
        [`GET ${PATH}/d2`]: () => {
          throw new ApiError({ status: 503, body: null, method: 'GET' });
        },
      });
      const { store, actions, logger } = startApp({ api });
      store.dispatch(documentPdfsActions.requested({ id: 'd1', url: `${PATH}/d1` }));
      store.dispatch(documentPdfsActions.requested({ id: 'd2', url: `${PATH}/d2` }));
      await jest.advanceTimersByTimeAsync(TRANSIENT_RETRY_DELAYS_MS.reduce((sum, wait) => sum + wait, 0));
      // A blip: loaded on the second attempt, and no failure said or counted.
      expect(store.getState().documentPdfs.d1).toEqual({ status: 'loaded', byteLength: 5 });
      expect(answers).toBe(2);
      // The log names the call as the client does, not by the function's name the production build minifies.
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^GET ${PATH}/:id failed \\(http 503\\); retry 1 in \\d+ ms$`)),
      );
      expect(
        actions.filter((action) => documentPdfsActions.failed.match(action)).map((action) => action.payload.id),
      ).toEqual(['d2']);
      // An outage: told once every retry is spent.
      expect(store.getState().documentPdfs.d2).toMatchObject({ status: 'failed', httpStatus: 503 });
    } finally {
      jest.useRealTimers();
    }
  });
});
