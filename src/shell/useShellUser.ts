import { useAppSelector } from '../../store/hooks';
import { isSignerPath } from '../lib/url';

/**
 * 001 §6: a user is an additional signer when additionalSignerVersion is v1 and their identity is among the
 * helocSigners, or their userType is CO_DEEDER; pages of the signer area are for signers too.
 */
export function useShellUser() {
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const profile = useAppSelector((state) => state.application.profile);
  const application = useAppSelector((state) => state.application.application);
  const pathname = useAppSelector((state) => state.navigation.location?.pathname ?? '');
  const signerByApplication =
    application?.additionalSignerVersion === 'v1' &&
    profile !== null &&
    (application.helocSigners ?? []).some((signer) => signer.identityUuid === profile.identityUuid);
  const isAdditionalSigner = signerByApplication || profile?.userType === 'CO_DEEDER' || isSignerPath(pathname);
  const isBroker = profile?.isBroker === true;
  return { authenticated, isAdditionalSigner, isBroker, pathname };
}
