/** identity-broker calls: login and logout for customers (borrowers) and agents (brokers), 001 §6, §7. */
import type { IdentityBrokerKind, RedirectResponse } from './contract';
import type { HttpClient, QueryParams, TokenStore } from './http';

export type { IdentityBrokerKind } from './contract';

/** Login body: not shown in the spec, so passed through as the caller builds it. */
export type LoginRequest = Readonly<Record<string, unknown>>;

/** The page's query parameters plus the telemetry tracker (001 §7). */
export type LoginQuery = QueryParams & { telemetryTrackingId?: string };

export function login(
  client: HttpClient,
  kind: IdentityBrokerKind,
  body: LoginRequest,
  query: LoginQuery = {},
): Promise<RedirectResponse> {
  return client.request<RedirectResponse>({
    method: 'POST',
    path: `/identity-broker/${kind}/api/v3/login`,
    query,
    body,
    auth: false,
  });
}

/**
 * The stored jwt is removed before the call (001 §7), so the borrower is signed out locally even when the call
 * fails. The old token still goes with the call because the endpoint is a secure one and must know whose session
 * to end. A token the answer may carry is cleared again: nothing may sign the borrower back in here.
 */
export async function logout(
  client: HttpClient,
  kind: IdentityBrokerKind,
  tokenStore: TokenStore,
): Promise<RedirectResponse> {
  const previousToken = tokenStore.get();
  tokenStore.clear();
  try {
    return await client.request<RedirectResponse>({
      method: 'POST',
      path: `/identity-broker/${kind}/secure/api/v3/logout`,
      auth: false,
      headers: previousToken === null || previousToken === '' ? undefined : { Authorization: previousToken },
    });
  } finally {
    tokenStore.clear();
  }
}
