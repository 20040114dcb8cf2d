/**
 * A short tag of the session's token (FNV-1a, 32 bits): enough to tell one session from the next, and it says nothing
 * the token beside it in the same storage does not. A module of its own: the application area's saga reads the screen
 * copy with it on the way in, without the offline page's code.
 */
export function sessionFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}.${token.length}`;
}
