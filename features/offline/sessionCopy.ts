/**
 * What the device keeps of a borrower is tagged with their session (lastSeen.ts, screenCopy.ts) and read only by it.
 * A module of its own: the application area's saga reads the screen copy on the way in, without the offline page's
 * code.
 */

/**
 * A short tag of the session's token (FNV-1a, 32 bits): enough to tell one session from the next, and it says nothing
 * the token beside it in the same storage does not.
 */
export function sessionFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}.${token.length}`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A kept copy as written, if it is of this format and this session's; null when none, another's, or not JSON. */
export function readSessionCopy(
  text: string | null,
  version: number,
  fingerprint: string,
): Record<string, unknown> | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return isRecord(parsed) && parsed.v === version && parsed.session === fingerprint ? parsed : null;
}
