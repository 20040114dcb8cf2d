/** Shared msw wiring for the API tests: one server per test file, unhandled requests fail the test. */
import { setupServer } from 'msw/node';
import { createHttpClient, createMemoryTokenStore, type HttpClient, type TokenStore } from '../../src/api/http';

export const BASE_URL = 'https://platform.test';
export const ORG_CODE = 'apm';
export const ORIGIN = 'https://apm.heloc.test';
export const TOKEN = 'Bearer original-token';

export function startServer(): ReturnType<typeof setupServer> {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}

export function makeClient(token: string | null = TOKEN): { client: HttpClient; tokenStore: TokenStore } {
  const tokenStore = createMemoryTokenStore(token);
  return { client: createHttpClient({ baseUrl: BASE_URL, orgCode: ORG_CODE, origin: ORIGIN, tokenStore }), tokenStore };
}

export const url = (path: string): string => BASE_URL + path;
