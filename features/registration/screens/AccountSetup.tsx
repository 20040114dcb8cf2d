import { PasswordForm } from './SetPasswordStep';
import { RegistrationErrorBanner } from './RegistrationErrorBanner';
import { LazyRegistrationModals } from './LazyRegistrationModals';

/**
 * register/account-setup: the legacy flow's login, the same password form and submit sequence as register-v2, so
 * the same 000 §8 banner and overlays (processing, account exists) as register-v2's layout gives its steps.
 */
export default function AccountSetup() {
  return (
    <>
      <RegistrationErrorBanner />
      <PasswordForm backHref="/account/heloc/register" />
      <LazyRegistrationModals />
    </>
  );
}
