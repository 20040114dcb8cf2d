import { PageHeading } from '../../../src/ui/PageHeading';
import { useAppSelector } from '../../../store/hooks';
import { FLAG, selectFlagEnabled } from '../../flags/selectors';
import { applicationStepsActions } from '../applicationStepsSlice';
import { pendingFiles } from '../pendingFiles';
import { IDENTITY_TEXT } from '../stepInputs';
import { IdentityForm } from './IdentityForm';
import { useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

/** identity: the ID type, then its front (and its back when the fe-heloc-back-of-id flag is on), as one upload. */
export default function Identity() {
  const { t } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const backOfIdFlag = useAppSelector((state) => selectFlagEnabled(state, FLAG.backOfId));
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(IDENTITY_TEXT.title)}</PageHeading>
      <IdentityForm
        backOfIdFlag={backOfIdFlag}
        submitting={submitting}
        serverError={error}
        onSubmit={({ idType, front, back }) => {
          pendingFiles.set({ front, back });
          dispatch(applicationStepsActions.identityDocumentsSubmitted({ idType, hasBack: back !== null }));
        }}
      />
    </section>
  );
}
