import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiErrorBody } from '../../src/api/contract';
import type { CreateBorrowerRequest, CreateBorrowerResponse } from '../../src/api/contractSandbox';
import { createSandbox, type Sandbox } from '../../sandbox/server';

export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title>' +
  '<script defer src="/static/js/main.abc123.js"></script></head><body><div id="root"></div></body></html>';

export interface Harness {
  sandbox: Sandbox;
  app: FastifyInstance;
  distDir: string;
  close(): Promise<void>;
}

/** A sandbox over a temporary dist: with a fake build (index.html and one static file) unless `built` is false. */
export async function startSandbox({ built = true }: { built?: boolean } = {}): Promise<Harness> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'sandbox-dist-'));
  if (built) {
    writeFileSync(path.join(distDir, 'index.html'), FAKE_INDEX_HTML);
    mkdirSync(path.join(distDir, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(distDir, 'static', 'js', 'main.abc123.js'), 'console.log("app");\n');
  }
  const sandbox = await createSandbox({ distDir });
  return {
    sandbox,
    app: sandbox.app,
    distDir,
    async close() {
      await sandbox.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (jwt: string): { authorization: string } => ({ authorization: `Bearer ${jwt}` });

export async function createBorrower(
  app: FastifyInstance,
  body: CreateBorrowerRequest = {},
): Promise<CreateBorrowerResponse> {
  const response = await app.inject({ method: 'POST', url: '/__sandbox/borrowers', payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<CreateBorrowerResponse>();
}

export const errorsOf = (response: LightMyRequestResponse): string[] => response.json<ApiErrorBody>().errors ?? [];

export const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
    "connect-src 'self' ws: wss:; worker-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
    "form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

export function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers).toEqual(expect.objectContaining(SECURITY_HEADERS));
}
