import { PasswordForm } from './SetPasswordStep';

/** register/account-setup: the legacy flow's login, the same password form and submit sequence as register-v2. */
export default function AccountSetup() {
  return <PasswordForm backHref="/account/heloc/register" />;
}
