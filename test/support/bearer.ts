/** A bearer token shaped as the platform signs them (a JWT): only its claims matter to the app, never its signature. */
export function bearer(claims: { sub: string; iat?: number; exp?: number }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** A JWT's `exp` for a moment given in milliseconds. */
export const expiresAt = (isoTime: string): number => Math.floor(Date.parse(isoTime) / 1000);
