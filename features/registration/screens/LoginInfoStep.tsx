import { useT } from '../../../src/i18n/LocaleProvider';
import { useAppDispatch } from '../../../store/hooks';
import { registrationActions } from '../registrationSlice';
import { ConsentFields } from './ConsentFields';
import { StepForm } from './StepForm';

/** External-authentication mode: consents here, the login itself with the auth provider (000 §2.2). */
export default function LoginInfoStep() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  return (
    <StepForm
      final
      step="loginInfo"
      submitLabel={t('Continue to create your login')}
      onValid={() => dispatch(registrationActions.submitRequested({}))}
    >
      <p>{t('Next, you will create your login with our secure sign-in service and come straight back here.')}</p>
      <ConsentFields />
    </StepForm>
  );
}
