/**
 * Who is an additional signer (001 §6), and where the signer area sends one (000 §2.3). Pure: no React, no Redux.
 */
import type { HelocApplication, Profile } from '../../src/api/contract';
import { ADDITIONAL_SIGNER_VERSION, type SignerStatus } from '../../src/api/contractSigner';

export type SignerProfile = Pick<Profile, 'identityUuid' | 'userType'>;
export type SignerApplication = Pick<HelocApplication, 'additionalSignerVersion' | 'helocSigners'>;

/**
 * 001 §6: a user is an additional signer if additionalSignerVersion is v1 and their identity is among the
 * application's helocSigners, or their userType is CO_DEEDER.
 */
export function isAdditionalSigner(
  profile: SignerProfile | null | undefined,
  application: SignerApplication | null | undefined,
): boolean {
  if (!profile) return false;
  if (profile.userType === 'CO_DEEDER') return true;
  if (application?.additionalSignerVersion !== ADDITIONAL_SIGNER_VERSION) return false;
  return (application.helocSigners ?? []).some((signer) => signer.identityUuid === profile.identityUuid);
}

/** The rule over every application the user can see (GET .../heloc/all): a signer on any of them is a signer. */
export const isSignerOnAny = (profile: SignerProfile | null, applications: readonly SignerApplication[]): boolean =>
  isAdditionalSigner(profile, null) || applications.some((application) => isAdditionalSigner(profile, application));

/** The signer area's screens, as paths below /heloc-signer. */
export type SignerScreen =
  | 'login'
  | 'resume'
  | 'cancelled'
  | 'identity'
  | 'intro'
  | 'error'
  | 'sign'
  | 'documents'
  | 'conditions'
  | 'conditions/upload-document'
  | 'conditions/identity';

/**
 * Where resume sends a signer by their co-deed status: removed signers see that they were removed, invited ones start
 * with the introduction, verified ones sign; a signer who has signed sees open conditions first (only when the
 * additional-signer-conditions flag is on), else their documents.
 */
export function resumeDestination(
  status: SignerStatus,
  conditions: { flagOn: boolean; open: number },
): Extract<SignerScreen, 'cancelled' | 'intro' | 'sign' | 'conditions' | 'documents'> {
  switch (status) {
    case 'REMOVED':
      return 'cancelled';
    case 'INVITED':
      return 'intro';
    case 'IDENTITY_VERIFIED':
      return 'sign';
    case 'SIGNED':
      return conditions.flagOn && conditions.open > 0 ? 'conditions' : 'documents';
  }
}

/**
 * Which screens fit a status: the ones where the signer has something to do or see. Opening another (a bookmark, the
 * back button) sends the signer where their status says. Conditions may come at any status but the last, and only
 * with the additional-signer-conditions flag on: without it the signer's conditions are never fetched (001 §6), so
 * their screens would be a heading over nothing. Resume, error and login belong to no status.
 */
const SCREENS_OF_STATUS: Record<SignerStatus, readonly SignerScreen[]> = {
  INVITED: ['intro', 'identity'],
  IDENTITY_VERIFIED: ['sign', 'documents'],
  SIGNED: ['documents'],
  REMOVED: ['cancelled'],
};

export function screenFitsStatus(screen: SignerScreen, status: SignerStatus, conditions: { flagOn: boolean }): boolean {
  if (screen === 'resume' || screen === 'error' || screen === 'login') return true;
  if (screen === 'conditions' || screen.startsWith('conditions/')) return conditions.flagOn && status !== 'REMOVED';
  return SCREENS_OF_STATUS[status].includes(screen);
}
