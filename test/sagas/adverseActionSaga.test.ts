import { adverseActionActions } from '../../features/application/adverseActionSlice';
import { ApiError } from '../../src/api/http';
import { createMasker, sanitize } from '../../store/sanitize';
import { adverseActionNotice, lender } from '../fixtures/adverseAction';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { pdfLibText } from '../support/pdfText';
import type { OrgInfo } from '../../src/api/contract';
import { resolved } from '../../features/organization/organizationSlice';

const PATH = '/service-application/api/v1/application/heloc/app-1/adverse-action-notice';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

const ORG: OrgInfo = {
  baseUrl: '',
  orgCode: 'homeward',
  orgBrand: 'homeward',
  canonicalOrgCode: 'homeward',
  orgMetaData: { companyInfo: lender(), products: {} },
  orgPricingData: [],
};

describe('the adverse-action saga (loaded on demand, issue 36)', () => {
  test('loads the notice for the application; the action log and DevTools see it masked', async () => {
    const notice = adverseActionNotice();
    const { api, calls } = createFakeApi({ [`GET ${PATH}`]: () => notice });
    const { store, actions } = startApp({ api });
    store.dispatch(adverseActionActions.noticeRequested({ applicationUuid: 'app-1' }));
    await until(() => store.getState().adverseAction.notice.status === 'succeeded');

    expect(calls.filter((call) => call.path === PATH)).toHaveLength(1);
    expect(store.getState().adverseAction.notice).toEqual({
      status: 'succeeded',
      applicationUuid: 'app-1',
      adverseActionNotice: notice,
    });
    const received = actions.find((action) => adverseActionActions.noticeReceived.match(action));
    const logged = JSON.stringify(sanitize(received, createMasker()));
    expect(logged).toContain('adverseAction/noticeReceived');
    expect(logged).not.toContain('612');
    expect(logged).not.toContain('Excessive obligations');
    expect(JSON.stringify(sanitize(store.getState().adverseAction, createMasker()))).not.toContain('Experian');
  });

  test('404 (or an empty answer) means no notice yet; a refusal is a failure with the platform message', async () => {
    const { api } = createFakeApi({
      [`GET ${PATH}`]: () => {
        throw new ApiError({ status: 404, body: { errors: ['No adverse action notice for this application'] } });
      },
      'GET /service-application/api/v1/application/heloc/app-2/adverse-action-notice': () => null,
      'GET /service-application/api/v1/application/heloc/app-3/adverse-action-notice': () => {
        throw new ApiError({ status: 403, body: { errors: ['Not yours'] } });
      },
    });
    const { store } = startApp({ api });
    const noticeOf = () => store.getState().adverseAction.notice;
    store.dispatch(adverseActionActions.noticeRequested({ applicationUuid: 'app-1' }));
    await until(() => noticeOf().status === 'succeeded');
    expect(noticeOf()).toEqual({ status: 'succeeded', applicationUuid: 'app-1', adverseActionNotice: null });

    store.dispatch(adverseActionActions.noticeRequested({ applicationUuid: 'app-2' }));
    await until(() => noticeOf().status === 'succeeded');
    expect(noticeOf()).toEqual({ status: 'succeeded', applicationUuid: 'app-2', adverseActionNotice: null });

    store.dispatch(adverseActionActions.noticeRequested({ applicationUuid: 'app-3' }));
    await until(() => noticeOf().status === 'failed');
    expect(noticeOf()).toEqual({ status: 'failed', applicationUuid: 'app-3', message: 'Not yours' });
  });

  test('"Download this notice" saves a PDF of the notice, built on demand, named by the decision date', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:notice';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
    });
    const { api } = createFakeApi({ [`GET ${PATH}`]: () => adverseActionNotice() });
    const { store } = startApp({ api });
    store.dispatch(resolved({ info: ORG, pricing: {} }));
    store.dispatch(adverseActionActions.noticeRequested({ applicationUuid: 'app-1' }));
    await until(() => store.getState().adverseAction.notice.status === 'succeeded');
    store.dispatch(adverseActionActions.downloadRequested());
    expect(store.getState().adverseAction.download).toEqual({ status: 'preparing' });
    await until(() => store.getState().adverseAction.download.status !== 'preparing');

    expect(store.getState().adverseAction.download).toEqual({ status: 'idle' });
    expect(saved.map((file) => file.name)).toEqual(['adverse-action-notice-2026-11-27.pdf']);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdfLibText(bytes).join(' ')).toContain('Excessive obligations in relation to income');
    click.mockRestore();
  });

  test('without a notice to print, the download fails with a message and the borrower can try again', async () => {
    const { api } = createFakeApi({});
    const { store } = startApp({ api });
    store.dispatch(adverseActionActions.downloadRequested());
    await until(() => store.getState().adverseAction.download.status === 'failed');
    expect(store.getState().adverseAction.download).toEqual({
      status: 'failed',
      message: 'We could not make the PDF of this notice. Please try again.',
    });
  });
});
