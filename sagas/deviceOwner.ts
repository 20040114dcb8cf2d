import { sessionFingerprint } from '../features/offline/sessionCopy';
import { tokenSubject } from '../src/api/http';
import { useContext } from './context';

/**
 * Whoever is signed in on this browser now, as a fingerprint of their session's subject (never the subject itself),
 * or null for nobody. What the device keeps for one borrower (their chat, their telemetry session) names its owner
 * so, and only that owner carries it on (decisions 443, 445, 451).
 */
export function* deviceOwner() {
  const token = (yield* useContext('tokenStore')).get();
  return token ? sessionFingerprint(tokenSubject(token) ?? token) : null;
}

/**
 * Whether what was kept for `keptFor` carries on for `owner`: it was theirs, or a visitor's, which that visitor keeps
 * on signing in (the registration's own telemetry, kept in the tab's sessionStorage, so in the tab it began in only).
 * A visitor's chat is kept in localStorage, for every tab, and names its tab instead (sagas/chatSession.ts).
 */
export const carriesOnFor = (keptFor: string | null | undefined, owner: string | null): boolean =>
  keptFor === null || keptFor === undefined || keptFor === owner;
