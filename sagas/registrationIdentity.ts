/**
 * Step 2 of the submit sequence (000 §4.3): the borrower's identity. In the legacy login mode, register and store the
 * token once GET identity accepts it, checking first by signing in when a lost answer may have created it (issue 17);
 * in the external mode, keep the form with a nonce and leave for the auth provider. 'identity exists' (000 §8), or a
 * 401 from either registration call, opens the account-exists modal and is never shown as text (issue 33).
 */

import { call, put, select } from 'typed-redux-saga';
import { registerIdentity, registerWithAuthProvider, verifyRegistrationJwt } from '../src/api/registration';
import { isApiError } from '../src/api/http';
import { apiFault, isOutcomeUnknown } from '../src/api/httpRetry';
import { login } from '../src/api/identityBroker';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { modalOpened } from '../features/overlays/modalsSlice';
import { MODAL, MSG } from '../features/registration/messages';
import { preAuthActions } from '../features/registration/preAuthSlice';
import { registrationActions } from '../features/registration/registrationSlice';
import type { RegistrationDraft } from '../features/registration/types';
import { signedIn } from '../features/session/sessionSlice';
import { useContext } from './context';
import { reportFailure } from './failureReport';
import { localTrackerUuid } from './localTracker';
import { PipelineStopped, identityFallbacks, selectOrgCode, selectRegistrationState } from './registrationCommon';
import { callApiRetrying, withTransientRetry } from './retry';

/** An answer whose errors list says the identity exists (the platform's wording, any case). */
export function saysIdentityExists(error: unknown): boolean {
  const fault = apiFault(error);
  if (fault?.kind !== 'http') return false;
  const { body } = fault;
  const errors: unknown = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : null;
  return (
    Array.isArray(errors) &&
    errors.some((entry) => typeof entry === 'string' && entry.trim().toLowerCase() === MSG.identityExists)
  );
}

/** The account exists: the modal says so (Log in), the borrower keeps the page and everything typed on it. */
function* accountExists() {
  yield* put(modalOpened({ id: MODAL.accountExists }));
  return new PipelineStopped(MSG.identityExists);
}

export function* stopIfIdentityExists(error: unknown) {
  return saysIdentityExists(error) ? yield* accountExists() : null;
}

/** 000 §4.3: a 401 from a registration call means the account exists, whatever its body says. */
const isRegistrationRefused = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Legacy login mode: register, verify the returned token with GET identity, only then store it (000 §7). */
export function* registerLegacy(draft: RegistrationDraft, password: string | undefined) {
  if (!draft.email && !draft.phoneNumber && !password) throw new Error(MSG.registerMissingAll);
  if (!draft.email) throw new Error(MSG.registerMissingEmail);
  if (!password) throw new Error(MSG.registerMissingPassword);
  // An earlier attempt may have created the identity while its answer was lost: check by signing in first.
  if ((yield* select(selectRegistrationState)).identityMayExist && (yield* signInIfRegistered(draft, password))) return;
  let jwt: string;
  try {
    // Not callApi: here a 401 means the account exists (000 §4.3), not that a session expired.
    ({ jwt } = yield* withTransientRetry('registerIdentity', function* register() {
      return yield* call(
        registerIdentity,
        yield* useContext('api'),
        { email: draft.email.trim(), password, phoneNumber: draft.phoneNumber },
        { organization: yield* select(selectOrgCode), telemetryTrackingId: yield* localTrackerUuid() },
      );
    }));
  } catch (error: unknown) {
    if (isRegistrationRefused(error)) throw yield* accountExists();
    if (!isOutcomeUnknown(error)) throw error;
    // Not sent again blindly: the identity may exist now. Signing in with what the borrower typed tells.
    yield* put(registrationActions.identityOutcomeUnknown());
    // The action says what the registration does next; the report counts the lost answer, recovered or not (issue 46).
    yield* reportFailure('Registration: register answer lost', error);
    if (yield* signInIfRegistered(draft, password)) return;
    throw error;
  }
  // Until the token is verified and stored, a failure leaves an identity the app cannot use: the retry signs in.
  yield* put(registrationActions.identityOutcomeUnknown());
  yield* storeVerifiedToken(jwt);
  yield* put(registrationActions.identityOutcomeSettled());
}

/**
 * Issue 17: whether the identity a lost register answer may have created exists, checked by signing in with the
 * email and password just typed. Signed in: the borrower goes on. Refused (401): it does not exist (or is not theirs,
 * which registering again reports as the account-exists modal), so the caller registers.
 */
function* signInIfRegistered(draft: RegistrationDraft, password: string) {
  try {
    // The client stores the token the login answer carries (Authorization header).
    yield* withTransientRetry('login', function* signIn() {
      const client = yield* useContext('api');
      return yield* call(login, client, 'customer' as const, { email: draft.email.trim(), password }, {});
    });
  } catch (error: unknown) {
    if (isApiError(error) && error.status === 401) {
      yield* put(registrationActions.identityOutcomeSettled());
      return false;
    }
    throw error;
  }
  yield* put(registrationActions.identityOutcomeSettled());
  yield* put(signedIn());
  return true;
}

/** 000 §7: a registration token is checked with GET identity before it is stored. */
export function* storeVerifiedToken(jwt: string) {
  const fallbacks = identityFallbacks();
  const { authorization } = yield* callApiRetrying(
    'Registration token check',
    verifyRegistrationJwt,
    jwt,
    fallbacks.onFallback,
  );
  yield* fallbacks.reported();
  (yield* useContext('tokenStore')).set(authorization);
  yield* put(signedIn());
}

/** External mode: keep the form with a nonce, then leave for the auth provider, which comes back to login-info. */
export function* registerExternal(draft: RegistrationDraft) {
  const nonce = (yield* useContext('newId'))();
  yield* put(preAuthActions.saved({ nonce, draft, savedAt: Date.now() }));
  const flush = yield* useContext('flushPersistence');
  if (flush) yield* call(flush);
  let redirect: string;
  try {
    // Not callApi: as for registerLegacy, a 401 here means the account exists, not that a session expired.
    ({ redirect } = yield* call(
      registerWithAuthProvider,
      yield* useContext('api'),
      {
        state: nonce,
        email: draft.email.trim(),
        phoneNumber: draft.phoneNumber,
        firstName: draft.firstName.trim(),
        middleName: draft.middleName.trim(),
        lastName: draft.lastName.trim(),
        suffix: draft.suffix,
      },
      { displayConsentsWithMfa: true },
    ));
  } catch (error: unknown) {
    // No round trip to come back from: the kept draft goes (the form still has it, in this tab's session).
    yield* put(preAuthActions.cleared({ reason: 'providerFailed' }));
    if (isRegistrationRefused(error)) throw yield* accountExists();
    throw error;
  }
  yield* put(redirectRequested({ to: redirect, external: true, reason: 'external authentication' }));
  throw new PipelineStopped('left for authentication');
}
