import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../src/i18n/LocaleProvider';
import { useAppSelector } from '../../../store/hooks';
import { pendingFiles } from '../../application/pendingFiles';
import { IdentityForm } from '../../application/screens/IdentityForm';
import { IDENTITY_TEXT } from '../../application/stepInputs';
import { formReset, uploadRequested } from '../../conditions/conditionsSlice';
import { pendingInput } from '../../conditions/pendingInput';
import { FLAG, selectFlagEnabled } from '../../flags/selectors';
import { signerActions } from '../signerSlice';
import { SIGNER_TEXT } from '../text';
import { SignerPage, useSignerScreen } from './SignerPage';

/** identity: the signer's ID, the same form as the borrower's; a verified ID moves them on to sign. */
export default function SignerIdentity() {
  const { dispatch, signer } = useSignerScreen('identity');
  const backOfIdFlag = useAppSelector((state) => selectFlagEnabled(state, FLAG.backOfId));
  const { phase, step, error } = signer.step;
  return (
    <SignerPage title={IDENTITY_TEXT.title}>
      <IdentityForm
        backOfIdFlag={backOfIdFlag}
        submitting={phase === 'submitting' && step === 'identity'}
        serverError={phase === 'failed' && step === 'identity' ? error : null}
        onSubmit={({ idType, front, back }) => {
          pendingFiles.set({ front, back });
          dispatch(signerActions.identitySubmitted({ idType, hasBack: back !== null }));
        }}
      />
    </SignerPage>
  );
}

/**
 * conditions/identity: the same ID form answering an ID_VERIFICATION_FAILURE condition (001 §2, 001 §4 'Verify ID').
 * The ID goes to the condition as its documents, and the signer returns to the conditions dashboard.
 */
export function SignerConditionIdentity() {
  const { dispatch } = useSignerScreen('conditions/identity');
  const { t } = useT();
  const [params] = useSearchParams();
  const conditionUuid = params.get('conditionUuid') ?? '';
  const backOfIdFlag = useAppSelector((state) => selectFlagEnabled(state, FLAG.backOfId));
  const applicationUuid = useAppSelector((state) => state.conditions.watch?.applicationUuid ?? '');
  const upload = useAppSelector((state) => state.conditions.upload);
  useEffect(() => {
    dispatch(formReset());
  }, [dispatch]);
  return (
    <SignerPage title={SIGNER_TEXT.identity.conditionTitle}>
      <IdentityForm
        intro={t(SIGNER_TEXT.identity.conditionIntro)}
        backOfIdFlag={backOfIdFlag}
        submitting={upload.status === 'pending'}
        serverError={upload.error}
        onSubmit={({ idType, front, back }) => {
          const files = back ? [front, back] : [front];
          pendingInput.setFiles(files);
          dispatch(
            uploadRequested({
              applicationUuid,
              conditionUuid,
              documentType: idType,
              fileCount: files.length,
              area: 'signer',
            }),
          );
        }}
      />
    </SignerPage>
  );
}
