import type { AdditionalSignerSummary, SignerStatus } from '../../src/api/contractSigner';
import { fillPlaceholders } from '../../src/i18n/translator';

/**
 * Where the additional signers stand, as plain functions for the signing/additional screen and its saga (both load
 * lazily; the slice, which every page loads, does not need them).
 */

/** The words the screen shows for each status (English catalogue messages: the screen shows them through text()). */
export const SIGNER_STATUS_TEXT: Record<SignerStatus, string> = {
  INVITED: 'Invitation sent',
  IDENTITY_VERIFIED: 'Identity verified',
  SIGNED: 'Signed',
  REMOVED: 'Removed',
};

/** Signers who still count: the lender may remove one, who then neither signs nor holds the application back. */
export const activeSigners = (signers: readonly AdditionalSignerSummary[]): AdditionalSignerSummary[] =>
  signers.filter((signer) => signer.status !== 'REMOVED');

/** True once someone is invited and everyone still invited has signed; nobody invited is not "all signed". */
export function everyActiveSignerSigned(signers: readonly AdditionalSignerSummary[]): boolean {
  const active = activeSigners(signers);
  return active.length > 0 && active.every((signer) => signer.status === 'SIGNED');
}

/** Someone invited has not signed yet, so the list is worth refreshing. */
export const hasOutstandingSigners = (signers: readonly AdditionalSignerSummary[]): boolean =>
  activeSigners(signers).some((signer) => signer.status !== 'SIGNED');

/** The live region's sentence, in English (the screen shows it through text()): how far signing has come, without naming anyone. */
export function signingProgressText(signers: readonly AdditionalSignerSummary[]): string {
  const active = activeSigners(signers);
  if (active.length === 0) return 'Nobody is invited to sign at the moment.';
  if (everyActiveSignerSigned(signers)) return 'Everyone has signed. Taking you to the next step.';
  const signed = active.filter((signer) => signer.status === 'SIGNED').length;
  return fillPlaceholders(
    active.length === 1 ? '{signed} of {total} owner has signed.' : '{signed} of {total} owners have signed.',
    { signed, total: active.length },
  );
}
