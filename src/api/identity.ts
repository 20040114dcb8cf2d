/** identity service calls (001 §7). */
import type { Identity } from './contract';
import type { PhoneAliasRequest } from './contractRegistration';
import type { HttpClient } from './http';

export const IDENTITY_PATHS = ['/identity/secure/api/v1_1/identity', '/identity/secure/api/v1/identity'] as const;

export const USER_NOT_FOUND_MESSAGE = 'User not found';

/** Neither identity endpoint answered with an identity; `cause` holds the last failure (an ApiError, if any). */
export class UserNotFoundError extends Error {
  override readonly name = 'UserNotFoundError';

  constructor(cause: unknown) {
    super(USER_NOT_FOUND_MESSAGE, { cause });
  }
}

export interface GetIdentityOptions {
  /** A 'Bearer ...' value to verify before it is stored (registration answers with a jwt, 000 §7). */
  authorization?: string;
  /** Told v1_1's failure when v1 answered for it: the answer alone would hide it (issue 46). */
  onFallback?: (error: unknown) => void;
}

/**
 * Tries the v1_1 endpoint, then v1; throws UserNotFoundError when neither gives an identity. v1 answering is told to
 * `onFallback`, with v1_1's error (or one saying it answered no identity).
 */
export async function getIdentity(client: HttpClient, options: GetIdentityOptions = {}): Promise<Identity> {
  const headers = options.authorization === undefined ? undefined : { Authorization: options.authorization };
  let lastFailure: unknown = null;
  for (const path of IDENTITY_PATHS) {
    try {
      const identity = await client.request<unknown>({ method: 'GET', path, headers });
      if (isIdentity(identity)) {
        if (path !== IDENTITY_PATHS[0]) options.onFallback?.(lastFailure ?? new Error('v1_1 answered no identity'));
        return identity;
      }
    } catch (e: unknown) {
      lastFailure = e;
    }
  }
  throw new UserNotFoundError(lastFailure);
}

function isIdentity(value: unknown): value is Identity {
  return (
    typeof value === 'object' &&
    value !== null &&
    'uuid' in value &&
    typeof value.uuid === 'string' &&
    value.uuid !== ''
  );
}

export const IDENTITY_ALIAS_PATH = '/identity/secure/api/v1/identity/alias';

/** Saves the borrower's phone number (000 §4.3 step 3); answers the alias as stored. */
export function savePhoneAlias(client: HttpClient, phoneNumber: string): Promise<PhoneAliasRequest> {
  const body: PhoneAliasRequest = { type: 'Phone', value: phoneNumber };
  return client.request<PhoneAliasRequest>({ method: 'PUT', path: IDENTITY_ALIAS_PATH, body });
}
