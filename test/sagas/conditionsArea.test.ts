import { File as NodeFile } from 'node:buffer';
import { pollRequested, uploadRequested } from '../../features/conditions/conditionsSlice';
import { pendingInput } from '../../features/conditions/pendingInput';
import { createFakeApi, startApp } from '../support/sagaHarness';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const BASE = `/service-conditions/external/api/v1/applications/${UUID}/conditions`;

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

function platform() {
  return createFakeApi({
    [`GET ${BASE}/external-applicants`]: () => [
      { uuid: 'c-1', categoryEnum: 'GENERIC_DOCUMENT_REQUEST', created: '2026-01-01T00:00:00.000Z' },
    ],
    [`POST ${BASE}/c-1/documents`]: () => ({ conditionUuid: 'c-1', documents: [] }),
    'POST /service-optimize/heloc/api/v1/features': () => [],
  });
}

describe('the conditions screens serve the signer area too (001 §2)', () => {
  test('the signer area starts the poll for the signer’s application', async () => {
    const { api, calls } = platform();
    const app = startApp({ api });
    app.store.dispatch(pollRequested({ applicationUuid: UUID, area: 'signer' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(app.store.getState().conditions).toMatchObject({
      watch: { applicationUuid: UUID, area: 'signer' },
      status: 'succeeded',
    });
    expect(calls.filter((call) => call.path === `${BASE}/external-applicants`)).toHaveLength(1);
  });

  test.each([
    ['signer', '/account/heloc/heloc-signer/conditions'],
    ['borrower', `/account/heloc/${UUID}/conditions`],
  ] as const)('after an upload the %s returns to %s', async (area, home) => {
    const { api } = platform();
    const app = startApp({ api });
    pendingInput.setFiles([new NodeFile(['x'], 'deed.pdf') as unknown as File]);
    app.store.dispatch(
      uploadRequested({ applicationUuid: UUID, conditionUuid: 'c-1', documentType: 'SUPPORT', fileCount: 1, area }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(app.nav.navigations.at(-1)).toEqual({ to: home, replace: false });
    expect(app.store.getState().conditions.upload.status).toBe('succeeded');
  });
});
