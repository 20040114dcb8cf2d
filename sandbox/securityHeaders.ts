import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The page may load only its own scripts, styles and fonts, and talk only to its own origin (and its websockets). */
const CSP_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self' ws: wss:"],
  // The app's own service worker (issue 47); default-src already allows it, but a policy that names it cannot widen
  // by accident when default-src changes.
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'self'"],
];

/** What the build writes to dist/csp-hashes.json (webpack.config.js): the inline scripts and styles it allows. */
export interface CspHashes {
  'script-src'?: readonly string[];
  'style-src'?: readonly string[];
}

/** Only hash sources pass: a malformed or tampered file must not widen the policy. */
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

export function contentSecurityPolicy(hashes: CspHashes = {}): string {
  return CSP_DIRECTIVES.map(([name, sources]) => {
    const extra: unknown = name === 'script-src' || name === 'style-src' ? hashes[name] : undefined;
    const allowed = Array.isArray(extra)
      ? extra.filter((source): source is string => typeof source === 'string' && HASH_SOURCE.test(source))
      : [];
    return [name, sources, ...allowed].join(' ');
  }).join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const OTHER_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  ...OTHER_HEADERS,
};

/** No file (no build yet) or an unreadable one means no inline code is allowed: the strict policy. */
function readHashes(file: string): CspHashes {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * What the sandbox sends with every answer for this build, for a web server that must send the same
 * (tools/serve.ts writes them into nginx's configuration).
 */
export function securityHeadersForBuild(distDir: string): Readonly<Record<string, string>> {
  const policy = contentSecurityPolicy(readHashes(path.join(distDir, 'csp-hashes.json')));
  return { 'Content-Security-Policy': policy, ...OTHER_HEADERS };
}

/**
 * The policy follows the build: re-read when csp-hashes.json changes, so a rebuild while the sandbox runs is
 * picked up the way index.html is (appHost.ts).
 */
function policyFollowingBuild(distDir: string | undefined): () => string {
  if (distDir === undefined) return () => CONTENT_SECURITY_POLICY;
  const file = path.join(distDir, 'csp-hashes.json');
  let seen: number | undefined;
  let policy = CONTENT_SECURITY_POLICY;
  return () => {
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== seen) {
      seen = modified;
      policy = modified === undefined ? CONTENT_SECURITY_POLICY : contentSecurityPolicy(readHashes(file));
    }
    return policy;
  };
}

/** onSend runs for every answer, including errors, 404s, static files and hook short-circuits. */
export function registerSecurityHeaders(app: FastifyInstance, options: { distDir?: string } = {}): void {
  const policy = policyFollowingBuild(options.distDir);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers({ 'Content-Security-Policy': policy(), ...OTHER_HEADERS });
    done(null, payload);
  });
}
