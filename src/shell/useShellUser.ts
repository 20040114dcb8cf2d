import { isAdditionalSigner } from '../../features/signer/rules';
import { useAppSelector } from '../../store/hooks';
import { isSignerPath } from '../lib/url';

/**
 * Who the top bar is for. 001 §6 decides whether the user is an additional signer: in the borrower area from the
 * application's profile, in the signer area from the signer saga's check; pages of the signer area are for signers
 * whatever the check says. A broker (isBroker) sees the Dashboard either way.
 */
export function useShellUser() {
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const profile = useAppSelector((state) => state.application.profile);
  const application = useAppSelector((state) => state.application.application);
  const viewer = useAppSelector((state) => state.signer.viewer);
  const pathname = useAppSelector((state) => state.navigation.location?.pathname ?? '');
  const isSignerUser = isAdditionalSigner(profile, application) || viewer?.isSigner === true || isSignerPath(pathname);
  const isBroker = profile?.isBroker === true || viewer?.isBroker === true;
  return { authenticated, isAdditionalSigner: isSignerUser, isBroker, pathname };
}
