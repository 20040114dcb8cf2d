import { File as NodeFile } from 'node:buffer';
import type { HttpRequest } from '../../src/api/http';
import { ApiError } from '../../src/api/http';
import { applicationSlice } from '../../features/application/applicationSlice';
import { applicationStepsActions as steps } from '../../features/application/applicationStepsSlice';
import { pendingFiles } from '../../features/application/pendingFiles';
import { LINK_APPLICATION_KEY } from '../../sagas/applicationStepsSaga';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, testApplication, testProfile } from '../support/fixtures';

/** The application steps saga's income, identity and bank branches (issue 4), run whole against a fake platform. */

const UUID = TEST_UUID;
const B = `/service-application/api/v1/application/heloc/${UUID}`;

const profile = testProfile();

const application = testApplication;

const inArea = () => ({
  application: { ...applicationSlice.getInitialState(), uuid: UUID, profile, application: application('X') },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The test environment's FormData is Node's, which takes only Node's Blobs; the browser's File is one in the app.
 */
const file = (name: string): File => new NodeFile(['%PDF'], name, { type: 'application/pdf' }) as unknown as File;

describe('income documents', () => {
  test('the chosen files go as one multipart upload, then the status change is awaited', async () => {
    const seen: HttpRequest[] = [];
    const { api } = createFakeApi({
      [`POST ${B}/income-documents`]: (req) => {
        seen.push(req);
        return application('IN_PROGRESS');
      },
    });
    const app = startApp({ api, preloadedState: inArea() });
    pendingFiles.set({ files: [file('a.pdf'), file('b.pdf')] });
    app.store.dispatch(steps.incomeDocumentsSubmitted({ documentType: 'PAYSTUB', fileCount: 2 }));
    await flush();
    const form = seen[0]?.multipart;
    expect(form?.get('documentType')).toBe('PAYSTUB');
    expect(form?.getAll('files').map((entry) => (entry as File).name)).toEqual(['a.pdf', 'b.pdf']);
    expect(app.types()).toEqual(
      expect.arrayContaining([
        'applicationSteps/incomeDocumentsSubmitted',
        'application/loaded',
        'applicationSteps/stepSucceeded',
        'application/statusChangeAwaited',
      ]),
    );
    expect(app.store.getState().applicationSteps.submit.phase).toBe('sent');
    // The files were taken once: nothing is left for a second submit.
    expect(pendingFiles.take().files).toEqual([]);
  });

  test("a refusal shows the platform's message and awaits nothing", async () => {
    const { api } = createFakeApi({
      [`POST ${B}/income-documents`]: () => {
        throw new ApiError({ status: 400, body: { errors: ['files must hold 1 to 10 files'] } });
      },
    });
    const app = startApp({ api, preloadedState: inArea() });
    pendingFiles.set({ files: [file('a.pdf')] });
    app.store.dispatch(steps.incomeDocumentsSubmitted({ documentType: 'TAX_RETURN', fileCount: 1 }));
    await flush();
    expect(app.store.getState().applicationSteps.submit.phase).toBe('failed');
    expect(app.types()).not.toContain('application/statusChangeAwaited');
  });

  test("an answer cut off says 000 §8's default, never the client's text with the call's path and id", async () => {
    const { api } = createFakeApi({
      [`POST ${B}/income-documents`]: () => {
        throw new ApiError({
          status: 200,
          body: null,
          kind: 'unreadable',
          message: `Response was not convertible to json for ${B}/income-documents`,
          method: 'POST',
        });
      },
    });
    const app = startApp({ api, preloadedState: inArea() });
    pendingFiles.set({ files: [file('a.pdf')] });
    app.store.dispatch(steps.incomeDocumentsSubmitted({ documentType: 'TAX_RETURN', fileCount: 1 }));
    await flush();
    expect(app.store.getState().applicationSteps.submit.error).toBe('Something unexpected happened');
  });
});

describe('identity documents', () => {
  test('front and back go together', async () => {
    const seen: HttpRequest[] = [];
    const { api } = createFakeApi({
      [`POST ${B}/identity-documents`]: (req) => {
        seen.push(req);
        return application('WAITING_FOR_ID_VERIFICATION');
      },
    });
    const app = startApp({ api, preloadedState: inArea() });
    pendingFiles.set({ front: file('front.pdf'), back: file('back.pdf') });
    app.store.dispatch(steps.identityDocumentsSubmitted({ idType: 'STATE_ID', hasBack: true }));
    await flush();
    const form = seen[0]?.multipart;
    expect(form?.get('idType')).toBe('STATE_ID');
    expect((form?.get('front') as File).name).toBe('front.pdf');
    expect((form?.get('back') as File).name).toBe('back.pdf');
    expect(app.types()).toContain('application/statusChangeAwaited');
  });

  test('without a front nothing is sent', async () => {
    const { api, calls } = createFakeApi({});
    const app = startApp({ api, preloadedState: inArea() });
    app.store.dispatch(steps.identityDocumentsSubmitted({ idType: 'PASSPORT', hasBack: false }));
    await flush();
    expect(calls.filter((call) => call.path.startsWith(B))).toEqual([]);
    expect(app.store.getState().applicationSteps.submit.phase).toBe('failed');
  });
});

describe('income link', () => {
  test('starting stores the application for the bank return and leaves by a full redirect', async () => {
    const { api } = createFakeApi({
      [`POST ${B}/income-links`]: () => ({ redirect: '/income-link/authorize?application=x&type=bank' }),
    });
    const app = startApp({ api, preloadedState: inArea() });
    app.store.dispatch(steps.incomeLinkStarted({ type: 'bank' }));
    await flush();
    expect(app.localStorage.getItem(LINK_APPLICATION_KEY)).toBe(UUID);
    expect(app.nav.assigned).toEqual(['/income-link/authorize?application=x&type=bank']);
  });

  test('the bank return reads the application from local storage, completes and goes to the application', async () => {
    const seen: HttpRequest[] = [];
    const { api } = createFakeApi({
      [`POST ${B}/income-links/complete`]: (req) => {
        seen.push(req);
        return application('IN_PROGRESS');
      },
    });
    const app = startApp({ api });
    app.localStorage.setItem(LINK_APPLICATION_KEY, UUID);
    app.store.dispatch(steps.incomeLinkReturned({ uuid: null, type: 'bank', publicToken: 'link-sandbox-1' }));
    await flush();
    expect(seen[0]?.body).toEqual({ type: 'bank', publicToken: 'link-sandbox-1' });
    expect(app.localStorage.getItem(LINK_APPLICATION_KEY)).toBeNull();
    expect(app.nav.navigations.at(-1)).toEqual({ to: `/account/heloc/${UUID}`, replace: true });
  });

  test('a bank return with no stored application fails without a call', async () => {
    const { api, calls } = createFakeApi({});
    const app = startApp({ api });
    app.store.dispatch(steps.incomeLinkReturned({ uuid: null, type: 'bank', publicToken: 'link-sandbox-1' }));
    await flush();
    expect(calls.filter((call) => call.path.startsWith(B))).toEqual([]);
    expect(app.store.getState().applicationSteps.submit.phase).toBe('failed');
  });
});

describe('bank account', () => {
  test('the numbers travel in the intent only: state keeps the mask the platform answers', async () => {
    const seen: HttpRequest[] = [];
    const { api } = createFakeApi({
      [`POST ${B}/disbursement-account`]: (req) => {
        seen.push(req);
        return application('IN_PROGRESS', { disburseAccount: { routingNumber: '011000015', mask: '6789' } });
      },
    });
    const app = startApp({ api, preloadedState: inArea() });
    app.store.dispatch(
      steps.stepSubmitted({
        step: 'disbursementAccount',
        body: { routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING' },
        awaitsStatus: true,
      }),
    );
    await flush();
    expect(seen[0]?.body).toEqual({
      routingNumber: '011000015',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
    });
    expect(JSON.stringify(app.store.getState())).not.toContain('000123456789');
    expect(app.store.getState().application.application?.disburseAccount?.mask).toBe('6789');
    expect(app.types()).toContain('application/statusChangeAwaited');
  });
});

describe('payroll link return inside the area', () => {
  test('the area awaits the status change instead of reusing its old decision', async () => {
    const { api } = createFakeApi({
      [`POST ${B}/income-links/complete`]: () => application('IN_PROGRESS'),
    });
    const app = startApp({ api, preloadedState: inArea() });
    app.store.dispatch(steps.incomeLinkReturned({ uuid: UUID, type: 'payroll', publicToken: 'link-sandbox-2' }));
    await flush();
    expect(app.types()).toEqual(
      expect.arrayContaining([
        'application/loaded',
        'applicationSteps/stepSucceeded',
        'application/statusChangeAwaited',
      ]),
    );
    expect(app.types()).not.toContain('navigation/redirectRequested');
  });
});
