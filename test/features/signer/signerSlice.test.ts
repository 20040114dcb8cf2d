import { loggedOut } from '../../../features/session/sessionSlice';
import { signerActions as signer, signerReducer, type SignerState } from '../../../features/signer/signerSlice';
import type { CoDeedStatus } from '../../../src/api/contractSigner';

const status = (value: CoDeedStatus['status']): CoDeedStatus => ({
  applicationUuid: 'app-1',
  loanNumber: 'HL0001',
  status: value,
  invitedAt: '2026-01-01T00:00:00.000Z',
  signedAt: null,
});
const initial = (): SignerState => signerReducer(undefined, { type: '@@init' });
const run = (...actions: Parameters<typeof signerReducer>[1][]) => actions.reduce(signerReducer, initial());

describe('signer slice', () => {
  test('starts empty', () => {
    expect(initial()).toEqual({
      viewer: null,
      load: 'idle',
      coDeed: null,
      failure: null,
      documents: null,
      documentsLoad: 'idle',
      step: { phase: 'idle', step: null, error: null },
    });
  });

  test('a load: started, the rule checked, the status received', () => {
    const state = run(
      signer.loadStarted(),
      signer.viewerChecked({ isSigner: true, isBroker: false }),
      signer.statusReceived(status('INVITED')),
    );
    expect(state).toMatchObject({ load: 'succeeded', viewer: { isSigner: true, isBroker: false }, failure: null });
    expect(state.coDeed?.status).toBe('INVITED');
  });

  test('a failed load keeps why, and a new load clears it', () => {
    const failed = run(signer.loadFailed({ reason: 'notASigner', message: 'No' }));
    expect(failed).toMatchObject({ load: 'failed', failure: { reason: 'notASigner', message: 'No' } });
    expect(signerReducer(failed, signer.loadStarted())).toMatchObject({ load: 'loading', failure: null });
  });

  test('a step submits, succeeds with the status after it, or fails with a message', () => {
    const submitting = run(signer.identitySubmitted({ idType: 'PASSPORT', hasBack: false }));
    expect(submitting.step).toEqual({ phase: 'submitting', step: 'identity', error: null });
    const done = signerReducer(
      submitting,
      signer.stepSucceeded({ step: 'identity', status: status('IDENTITY_VERIFIED') }),
    );
    expect(done.step.phase).toBe('idle');
    expect(done.coDeed?.status).toBe('IDENTITY_VERIFIED');
    const failed = signerReducer(
      run(signer.signatureSubmitted({ documentIds: ['d1'] })),
      signer.stepFailed({ step: 'signatures', message: 'You have already signed these documents' }),
    );
    expect(failed.step).toEqual({
      phase: 'failed',
      step: 'signatures',
      error: 'You have already signed these documents',
    });
    expect(signerReducer(failed, signer.areaEntered({ screen: 'sign' })).step.phase).toBe('idle');
  });

  test('documents: loading, received, failed; a reload keeps what is shown', () => {
    const docs = [{ id: 'd1', title: 'Deed', pdfUrl: '/d1.pdf' }];
    expect(run(signer.documentsRequested()).documentsLoad).toBe('loading');
    const received = run(signer.documentsRequested(), signer.documentsReceived(docs));
    expect(received).toMatchObject({ documents: docs, documentsLoad: 'succeeded' });
    expect(signerReducer(received, signer.documentsRequested()).documentsLoad).toBe('succeeded');
    expect(run(signer.documentsFailed({ message: 'x' })).documentsLoad).toBe('failed');
  });

  test('resets on logout', () => {
    const state = run(signer.statusReceived(status('SIGNED')), loggedOut({ reason: 'userRequested' }));
    expect(state).toEqual(initial());
  });

  test('every action is named signer/... and serializable', () => {
    const action = signer.identitySubmitted({ idType: 'STATE_ID', hasBack: true });
    expect(action.type).toBe('signer/identitySubmitted');
    expect(JSON.parse(JSON.stringify(action))).toEqual(action);
  });
});
