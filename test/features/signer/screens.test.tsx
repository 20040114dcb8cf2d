import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { File as NodeFile } from 'node:buffer';
import type { CoDeedStatus, SignerStatus } from '../../../src/api/contractSigner';
import { pendingFiles } from '../../../features/application/pendingFiles';
import { resolved } from '../../../features/organization/organizationSlice';
import { pendingCredentials } from '../../../features/session/pendingCredentials';
import { loginRejected, signedIn, started } from '../../../features/session/sessionSlice';
import { signerActions } from '../../../features/signer/signerSlice';
import { SIGNER_TEXT } from '../../../features/signer/text';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { documentPdfsActions } from '../../../features/documents/documentPdfsSlice';
import { pdfBytes } from '../../../features/documents/pdfBytes';
import { renderAppRoutes } from '../../support/render';
import { testOrg } from '../../support/fixtures';

const SIGNER = '/account/heloc/heloc-signer';

/** pdf.js stand-in (test/support/fakePdfjs.ts): jsdom has no worker and no canvas. */
jest.mock('../../../features/documents/pdfjs', () => jest.requireActual<object>('../../support/fakePdfjs'));
const RESUME = `${SIGNER}/resume`;

const coDeed = (status: SignerStatus): CoDeedStatus => ({
  applicationUuid: '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f',
  loanNumber: 'HL00000042',
  status,
  invitedAt: '2026-01-01T00:00:00.000Z',
  signedAt: null,
});

const orgInfo = (externalAuthentication: boolean) => testOrg({ externalAuthentication, licensedStates: ['CA'] });

const stateAfter = (...actions: UnknownAction[]): RootState =>
  actions.reduce<RootState>((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '' }));

const signedInSigner = (status: SignerStatus, ...more: UnknownAction[]) =>
  stateAfter(
    signedIn(),
    signerActions.viewerChecked({ isSigner: true, isBroker: false }),
    signerActions.statusReceived(coDeed(status)),
    ...more,
  );

const lastRedirect = (view: Awaited<ReturnType<typeof renderAppRoutes>>) =>
  view.store.getState().navigation.lastRedirect;

beforeAll(() => {
  // jsdom lays nothing out; the error summary scrolls the first invalid field into view.
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  pendingCredentials.take();
  pendingFiles.take();
});

describe('signer login (000 §2.3)', () => {
  test('public while external authentication is off: labelled email and password', async () => {
    await renderAppRoutes(`${SIGNER}/login`, stateAfter(resolved({ info: orgInfo(false), pricing: {} })));
    expect(await screen.findByRole('heading', { level: 1, name: SIGNER_TEXT.login.title })).toBeInTheDocument();
    expect(screen.getByLabelText(SIGNER_TEXT.login.emailLabel)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(SIGNER_TEXT.login.passwordLabel)).toHaveAttribute('type', 'password');
  });

  test('the index redirects to login', async () => {
    const view = await renderAppRoutes(SIGNER);
    await waitFor(() => {
      expect(lastRedirect(view)?.to).toBe(`${SIGNER}/login`);
    });
  });

  test('empty: an error summary with the 001 §5 messages, the first field focused; nothing dispatched', async () => {
    const user = userEvent.setup();
    const view = await renderAppRoutes(`${SIGNER}/login`);
    await user.click(await screen.findByRole('button', { name: SIGNER_TEXT.login.submit }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(summary).toHaveTextContent('Please enter your email');
    expect(summary).toHaveTextContent('Required');
    expect(screen.getByLabelText(SIGNER_TEXT.login.emailLabel)).toHaveFocus();
    expect(view.dispatched).not.toContain('session/loginRequested');
  });

  test('a malformed email says so', async () => {
    const user = userEvent.setup();
    await renderAppRoutes(`${SIGNER}/login`);
    await user.type(await screen.findByLabelText(SIGNER_TEXT.login.emailLabel), 'not-an-email');
    await user.type(screen.getByLabelText(SIGNER_TEXT.login.passwordLabel), 'x');
    await user.click(screen.getByRole('button', { name: SIGNER_TEXT.login.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  test('valid: the credentials go to the side channel, the intent carries none of them', async () => {
    const user = userEvent.setup();
    const view = await renderAppRoutes(`${SIGNER}/login`);
    await user.type(await screen.findByLabelText(SIGNER_TEXT.login.emailLabel), ' signer@example.com ');
    await user.type(screen.getByLabelText(SIGNER_TEXT.login.passwordLabel), 'Secret!password1');
    await user.click(screen.getByRole('button', { name: SIGNER_TEXT.login.submit }));
    expect(view.dispatched).toContain('session/loginRequested');
    expect(view.store.getState().session.login.status).toBe('pending');
    expect(screen.getByRole('button', { name: SIGNER_TEXT.login.submitting })).toBeDisabled();
    expect(pendingCredentials.take()).toEqual({ email: 'signer@example.com', password: 'Secret!password1' });
  });

  test('a refusal shows the platform’s message as text and keeps what was typed', async () => {
    const user = userEvent.setup();
    const view = await renderAppRoutes(`${SIGNER}/login`);
    await user.type(await screen.findByLabelText(SIGNER_TEXT.login.emailLabel), 'signer@example.com');
    await user.type(screen.getByLabelText(SIGNER_TEXT.login.passwordLabel), 'wrong');
    await user.click(screen.getByRole('button', { name: SIGNER_TEXT.login.submit }));
    act(() => {
      view.store.dispatch(loginRejected({ message: '<b>Invalid email or password</b>' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('<b>Invalid email or password</b>');
    expect(screen.getByLabelText(SIGNER_TEXT.login.emailLabel)).toHaveValue('signer@example.com');
    expect(screen.getByLabelText(SIGNER_TEXT.login.passwordLabel)).toHaveValue('wrong');
  });

  test('a signed-in visitor goes on to resume', async () => {
    const view = await renderAppRoutes(`${SIGNER}/login`, stateAfter(signedIn()));
    await waitFor(() => {
      expect(lastRedirect(view)).toMatchObject({ to: RESUME, replace: true });
    });
    expect(screen.queryByLabelText(SIGNER_TEXT.login.emailLabel)).toBeNull();
  });

  test('external authentication on: the platform’s login page, by full page load, coming back to resume', async () => {
    const view = await renderAppRoutes(`${SIGNER}/login`, stateAfter(resolved({ info: orgInfo(true), pricing: {} })));
    await waitFor(() => {
      expect(lastRedirect(view)).toMatchObject({
        to: `/auth/login?redirectUrl=${encodeURIComponent(RESUME)}`,
        external: true,
      });
    });
  });
});

describe('signer resume whose saga code did not come (sagas/lazySagas.ts)', () => {
  test('says so in an alert, and Try again asks for the signer area once more', async () => {
    const view = await renderAppRoutes(
      RESUME,
      stateAfter(
        signedIn(),
        signerActions.loadFailed({ reason: 'error', message: 'The connection dropped before we could finish.' }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The connection dropped before we could finish.');
    expect(screen.queryByText(SIGNER_TEXT.resume.loading)).toBeNull();
    const entered = view.dispatched.filter((type) => type === 'signer/areaEntered').length;
    await userEvent.click(screen.getByRole('button', { name: SIGNER_TEXT.error.retry }));
    expect(view.dispatched.filter((type) => type === 'signer/areaEntered')).toHaveLength(entered + 1);
  });
});

describe('signer paths need a session (000 §2.1)', () => {
  test.each([
    'resume',
    'cancelled',
    'identity',
    'intro',
    'error',
    'sign',
    'documents',
    'conditions',
    'conditions/upload-document',
    'conditions/identity',
  ])('%s sends a signed-out visitor to the signer login, showing nothing', async (path) => {
    const view = await renderAppRoutes(
      `${SIGNER}/${path}`,
      stateAfter(started({ authenticated: false, environment: 'local' })),
    );
    await waitFor(() => {
      expect(lastRedirect(view)).toEqual({
        to: `${SIGNER}/login`,
        external: false,
        replace: true,
        reason: 'not signed in',
      });
    });
    expect(view.container.querySelector('h1')).toBeNull();
  });

  test('the legacy /account/heloc-signer/* is rewritten (000 §2.5)', async () => {
    const view = await renderAppRoutes('/account/heloc-signer/conditions/upload-document', stateAfter(signedIn()));
    await waitFor(() => {
      expect(lastRedirect(view)?.to).toBe(`${SIGNER}/conditions/upload-document`);
    });
  });
});

describe('signer screens', () => {
  test('every screen tells the signer saga it opened', async () => {
    const view = await renderAppRoutes(`${SIGNER}/intro`, signedInSigner('INVITED'));
    await screen.findByRole('heading', { level: 1, name: SIGNER_TEXT.intro.title });
    expect(view.dispatched).toContain('signer/areaEntered');
  });

  test('intro: what signing involves, whose loan, and the way to verify identity', async () => {
    await renderAppRoutes(`${SIGNER}/intro`, signedInSigner('INVITED'));
    await screen.findByRole('heading', { level: 1, name: SIGNER_TEXT.intro.title });
    expect(screen.getByTestId('loan-number')).toHaveTextContent('HL00000042');
    expect(screen.getByRole('link', { name: SIGNER_TEXT.intro.start })).toHaveAttribute('href', `${SIGNER}/identity`);
  });

  test('cancelled: removed, with the brand’s support phone', async () => {
    await renderAppRoutes(
      `${SIGNER}/cancelled`,
      signedInSigner('REMOVED', resolved({ info: orgInfo(false), pricing: {} })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: SIGNER_TEXT.cancelled.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('section')).toHaveTextContent('888-819-6388');
  });

  test('error: the reason as text, and Try again back to resume', async () => {
    await renderAppRoutes(
      `${SIGNER}/error`,
      stateAfter(signedIn(), signerActions.loadFailed({ reason: 'notASigner', message: 'No <i>application</i>' })),
    );
    await screen.findByRole('heading', { level: 1, name: SIGNER_TEXT.error.title });
    expect(screen.getByText('No <i>application</i>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SIGNER_TEXT.error.retry })).toHaveAttribute('href', RESUME);
  });

  test('identity: the shared ID form; the file goes to the side channel, the intent carries only the type', async () => {
    const user = userEvent.setup();
    const view = await renderAppRoutes(`${SIGNER}/identity`, signedInSigner('INVITED'));
    await user.click(await screen.findByRole('button', { name: 'Upload ID' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the type of ID');
    await user.click(screen.getByLabelText('Passport'));
    const file = new NodeFile(['png'], 'passport.png', { type: 'image/png' }) as unknown as File;
    await user.upload(screen.getByLabelText('Photo page of your passport'), file);
    await user.click(screen.getByRole('button', { name: 'Upload ID' }));
    expect(view.dispatched).toContain('signer/identitySubmitted');
    expect(view.store.getState().signer.step.phase).toBe('submitting');
    expect(pendingFiles.take().front?.name).toBe('passport.png');
  });

  test('identity refused: an old refusal is gone on arrival, a new one shows in the error summary', async () => {
    const view = await renderAppRoutes(
      `${SIGNER}/identity`,
      signedInSigner('INVITED', signerActions.stepFailed({ step: 'identity', message: 'Old refusal' })),
    );
    await screen.findByRole('heading', { level: 1, name: 'Verify your identity' });
    expect(screen.queryByText('Old refusal')).toBeNull();
    act(() => {
      view.store.dispatch(signerActions.identitySubmitted({ idType: 'PASSPORT', hasBack: false }));
      view.store.dispatch(signerActions.stepFailed({ step: 'identity', message: 'ID unreadable' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ID unreadable');
  });

  test('sign: the documents in the viewer; Sign stays off until the last page is read (001 §2)', async () => {
    const observers: { report: () => void }[] = [];
    window.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {
        observers.push({
          report: () => {
            this.callback(
              [{ isIntersecting: true, intersectionRatio: 0.3 } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
          },
        });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const user = userEvent.setup();
    const docs = [{ id: 'd1', title: 'Deed of trust', pdfUrl: '/d1.pdf' }];
    pdfBytes.put('d1', new ArrayBuffer(8));
    const view = await renderAppRoutes(
      `${SIGNER}/sign`,
      signedInSigner(
        'IDENTITY_VERIFIED',
        signerActions.documentsRequested(),
        signerActions.documentsReceived(docs),
        documentPdfsActions.loaded({ id: 'd1', byteLength: 8 }),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: SIGNER_TEXT.sign.title });
    // The gate watches the last page once the PDF is drawn.
    await screen.findByRole('group', { name: 'Deed of trust, page 2 of 2' });
    expect(screen.getByRole('region', { name: SIGNER_TEXT.sign.viewerLabel })).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: SIGNER_TEXT.sign.submit });
    expect(sign).toBeDisabled();
    expect(screen.getByText('Scroll to the end of the documents to sign them.')).toBeInTheDocument();
    act(() => {
      observers.at(-1)?.report();
    });
    expect(sign).toBeEnabled();
    expect(view.dispatched).toContain('signer/documentsReadToEnd');
    await user.click(sign);
    expect(view.dispatched).toContain('signer/signatureSubmitted');
  });

  test('documents: download buttons, and the signed state', async () => {
    const docs = [{ id: 'd1', title: 'Deed of trust', pdfUrl: '/d1.pdf' }];
    const view = await renderAppRoutes(
      `${SIGNER}/documents`,
      signedInSigner('SIGNED', signerActions.documentsRequested(), signerActions.documentsReceived(docs)),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: SIGNER_TEXT.documents.signedTitle }),
    ).toBeInTheDocument();
    // The PDF is asked for with the token (documentPdfs saga); its button waits for the bytes.
    expect(screen.getByRole('button', { name: 'Download Deed of trust (PDF)' })).toBeDisabled();
    expect(view.store.getState().documentPdfs.d1).toEqual({ status: 'loading', url: '/d1.pdf' });
  });

  test('conditions: the borrower’s dashboard, with signer links (001 §2)', async () => {
    const state = signedInSigner('SIGNED', {
      type: 'conditions/received',
      payload: [{ uuid: 'c-1', categoryEnum: 'GENERIC_DOCUMENT_REQUEST', created: '2026-01-03T00:00:00.000Z' }],
    });
    await renderAppRoutes(`${SIGNER}/conditions`, state);
    await screen.findByRole('heading', { level: 1, name: 'Conditions' });
    expect(screen.getByRole('link', { name: 'Upload Documentation' }).getAttribute('href')).toMatch(
      /^\/account\/heloc\/heloc-signer\/conditions\/upload-document\?conditionUuid=c-1&/,
    );
    expect(screen.getByRole('link', { name: SIGNER_TEXT.conditions.documentsLink })).toHaveAttribute(
      'href',
      `${SIGNER}/documents`,
    );
  });
});
