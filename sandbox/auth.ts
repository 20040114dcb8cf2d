import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ApiErrorBody } from './contract';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export interface TokenClaims {
  /** identity uuid */
  sub: string;
  org: string;
  iat: number;
  exp: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; status: 401 | 403; body: ApiErrorBody };

const UNAUTHENTICATED = { ok: false, status: 401, body: { message: 'unauthenticated' } } as const;
const INVALID_SIGNATURE = { ok: false, status: 403, body: { message: 'invalid signature' } } as const;

const base64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

function decodeJsonPart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * HS256 JSON web tokens signed with a secret that lives only in this process: a restarted sandbox invalidates every
 * token, which is what a tester expects from a fresh platform.
 */
export class TokenService {
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  sign(identityUuid: string, orgCode: string, nowMs: number = Date.now()): string {
    const iat = Math.floor(nowMs / 1000);
    const claims: TokenClaims = { sub: identityUuid, org: orgCode, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
    const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
    return `${unsigned}.${this.signature(unsigned)}`;
  }

  /** Order matters: a token that is not a JWT at all is "unauthenticated"; only a well-formed forgery is a 403. */
  verify(token: string, nowMs: number = Date.now()): TokenCheck {
    const parts = token.split('.');
    if (parts.length !== 3) return UNAUTHENTICATED;
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    const header = decodeJsonPart(headerPart);
    const payload = decodeJsonPart(payloadPart);
    if (!header || !payload) return UNAUTHENTICATED;
    if (header.alg !== 'HS256') return INVALID_SIGNATURE;
    // Compare the encoded text, not decoded bytes: base64url has spare bits, so two texts can decode alike.
    const expected = Buffer.from(this.signature(`${headerPart}.${payloadPart}`));
    const given = Buffer.from(signaturePart);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID_SIGNATURE;
    const { sub, org, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof org !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') {
      return UNAUTHENTICATED;
    }
    if (exp * 1000 <= nowMs) return UNAUTHENTICATED;
    return { ok: true, claims: { sub, org, iat, exp } };
  }

  private signature(unsigned: string): string {
    return createHmac('sha256', this.secret).update(unsigned).digest('base64url');
  }
}

const SCRYPT_KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT_KEY_LENGTH, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Stored as `scrypt$salt$hash` (base64url) so the format can change later without guessing. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface Caller {
  identityUuid: string;
  orgCode: string;
}

/**
 * The preHandler that guards platform calls, and the caller it found. The caller sits in a WeakMap rather than on
 * the request object so that no global fastify type augmentation is needed and it disappears with the request.
 */
export class AuthGuard {
  private readonly callers = new WeakMap<FastifyRequest, Caller>();

  constructor(
    private readonly tokens: TokenService,
    private readonly identityExists: (identityUuid: string) => boolean,
  ) {}

  /** Callback style: answering without calling done() is how a hook stops the route handler from running. */
  readonly require = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const check = this.check(request.headers.authorization);
    if (!check.ok) {
      reply.code(check.status).send(check.body);
      return;
    }
    this.callers.set(request, { identityUuid: check.claims.sub, orgCode: check.claims.org });
    done();
  };

  caller(request: FastifyRequest): Caller {
    const caller = this.callers.get(request);
    if (!caller) throw new Error('route is missing the auth preHandler');
    return caller;
  }

  private check(authorization: string | undefined): TokenCheck {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) return UNAUTHENTICATED;
    const check = this.tokens.verify(match[1]);
    // A valid token for an identity removed by a reset is as good as no token.
    if (check.ok && !this.identityExists(check.claims.sub)) return UNAUTHENTICATED;
    return check;
  }
}
