import {
  additionalSignersActions as actions,
  additionalSignersReducer as reducer,
  type AdditionalSignersState,
} from '../../../features/application/additionalSignersSlice';
import {
  everyActiveSignerSigned,
  hasOutstandingSigners,
  signingProgressText,
} from '../../../features/application/signerProgress';
import { areaEntered } from '../../../features/application/applicationSlice';
import { applicationStepsActions } from '../../../features/application/applicationStepsSlice';
import { loggedOut } from '../../../features/session/sessionSlice';
import type { AdditionalSignerSummary, SignerStatus } from '../../../src/api/contractSigner';
import { createBoundedMasker, maskForLog } from '../../../store/actionLog';

const signer = (n: number, status: SignerStatus): AdditionalSignerSummary => ({
  identityUuid: `signer-${n}`,
  email: `owner${n}@example.com`,
  status,
  invitedAt: '2026-11-22T10:00:00.000Z',
  signedAt: null,
});

const run = (...list: Parameters<typeof reducer>[1][]): AdditionalSignersState =>
  list.reduce<AdditionalSignersState>((state, action) => reducer(state, action), reducer(undefined, { type: 'init' }));

describe('additionalSigners slice', () => {
  test('the screen enters and leaves; the list arrives and a failed refresh keeps it', () => {
    const list = [signer(1, 'INVITED')];
    expect(run(actions.screenEntered())).toEqual({ onScreen: true, signers: null, load: 'idle' });
    expect(run(actions.screenEntered(), actions.refreshTicked({ trigger: 'entry' })).load).toBe('loading');
    const loaded = run(actions.screenEntered(), actions.listReceived(list), actions.listFailed({ message: 'down' }));
    expect(loaded).toEqual({ onScreen: true, signers: list, load: 'succeeded' });
    expect(run(actions.listFailed({ message: 'down' })).load).toBe('failed');
    expect(run(actions.screenEntered(), actions.screenLeft()).onScreen).toBe(false);
  });

  test('entering an area forgets the last list; logging out resets everything', () => {
    const shown = [actions.screenEntered(), actions.listReceived([signer(1, 'SIGNED')])];
    expect(run(...shown, areaEntered({ uuid: 'other' }))).toEqual({ onScreen: true, signers: null, load: 'idle' });
    expect(run(...shown, loggedOut({ reason: 'userRequested' }))).toEqual({
      onScreen: false,
      signers: null,
      load: 'idle',
    });
  });

  test('everyone signed means every signer not removed, and at least one', () => {
    expect(everyActiveSignerSigned([signer(1, 'SIGNED'), signer(2, 'REMOVED')])).toBe(true);
    expect(everyActiveSignerSigned([signer(1, 'SIGNED'), signer(2, 'IDENTITY_VERIFIED')])).toBe(false);
    expect(everyActiveSignerSigned([signer(1, 'REMOVED')])).toBe(false);
    expect(everyActiveSignerSigned([])).toBe(false);
    expect(hasOutstandingSigners([signer(1, 'SIGNED'), signer(2, 'INVITED')])).toBe(true);
    expect(hasOutstandingSigners([signer(1, 'SIGNED'), signer(2, 'REMOVED')])).toBe(false);
  });

  test('the live region counts without naming anyone', () => {
    expect(signingProgressText([signer(1, 'SIGNED'), signer(2, 'INVITED'), signer(3, 'REMOVED')])).toBe(
      '1 of 2 owners have signed.',
    );
    expect(signingProgressText([signer(1, 'INVITED')])).toBe('0 of 1 owner has signed.');
    expect(signingProgressText([signer(1, 'SIGNED')])).toBe('Everyone has signed. Taking you to the next step.');
    expect(signingProgressText([signer(1, 'REMOVED')])).toBe('Nobody is invited to sign at the moment.');
  });

  test('the emails it keeps and the invitation it sends are masked in every log', () => {
    const logged = JSON.stringify([
      maskForLog(actions.listReceived([signer(1, 'INVITED')]), createBoundedMasker(100)),
      maskForLog(
        applicationStepsActions.stepSubmitted({
          step: 'additionalSigners',
          body: { emails: ['owner1@example.com', 'owner2@example.com'] },
          awaitsStatus: false,
        }),
        createBoundedMasker(100),
      ),
      maskForLog(run(actions.listReceived([signer(1, 'INVITED')])), createBoundedMasker(100)),
    ]);
    expect(logged).not.toContain('@example.com');
    expect(logged).toContain('INVITED');
  });
});
