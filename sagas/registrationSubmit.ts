/**
 * The submit pipeline (000 §4.3), one saga run per "Create account": the waitlist check, the identity
 * (sagas/registrationIdentity.ts), the phone, the ability to start, the HELOC, the SMS consents, the start events and
 * the route into the new application, each step reported as events under the processing modal. Also where a failure
 * lands (000 §8, issue 17: the banner on the page, or the dashboard once the account exists), the dashboard's
 * "Continue your application" and the return from the auth provider, which resume the same sequence.
 */

import { call, put, select } from 'typed-redux-saga';
import {
  checkWaitlist,
  createHeloc,
  exchangeAuthProviderCode,
  getOptimizelyProfile,
  saveOptimizelyProfile,
  savePhoneAlias,
  verifyAbilityToStart,
} from '../src/api/registration';
import { getConsentPrompt, saveUserConsents } from '../src/api/consents';
import { getIdentity } from '../src/api/identity';
import { borrowerMessage, isApiError } from '../src/api/http';
import { isOutcomeUnknown } from '../src/api/httpRetry';
import type { HelocApplication } from '../src/api/contract';
import type { SmsConsentType } from '../src/api/contractRegistration';
import { DASHBOARD_NOTICE_KEY, parseDashboardNotice, type DashboardNotice } from '../src/lib/dashboardNotice';
import { selectOnline } from '../features/connectivity/connectivitySlice';
import { FLAG } from '../features/flags/selectors';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { modalOpened } from '../features/overlays/modalsSlice';
import { buildCreateHelocRequest, isoDob } from '../features/registration/createHelocRequest';
import { INQUIRY_EXEMPT_REFERRER_NMLS, MODAL, MSG } from '../features/registration/messages';
import { preAuthActions } from '../features/registration/preAuthSlice';
import { registrationActions, type PipelineStep } from '../features/registration/registrationSlice';
import { selectLoginMode } from '../features/registration/selectors';
import { REGISTER_V2_BASE } from '../features/registration/steps';
import type { RegistrationDraft } from '../features/registration/types';
import { parseAmount } from '../src/lib/money';
import { formatUsPhone } from '../src/lib/phone';
import { APP_BASE, DASHBOARD_PATH } from '../src/lib/url';
import type { RootState } from '../store/rootReducer';
import { callApi } from './callApi';
import { useContext } from './context';
import { localTrackerUuid } from './localTracker';
import {
  CONTINUE_HREF,
  PipelineStopped,
  callIdempotentWrite,
  identityFallbacks,
  selectFlag,
  selectOrgCode,
  selectRegistrationState,
  sendRegistrationEvent,
} from './registrationCommon';
import { registerExternal, registerLegacy, stopIfIdentityExists, storeVerifiedToken } from './registrationIdentity';
import { callApiRetrying } from './retry';
import { isAnswerNotFailure, reportFailure } from './failureReport';
import { submitFailureMessage } from './submitFailure';

/**
 * Runs one step of the sequence, reporting it as events; a failure is recorded with the message shown to the borrower.
 * 000 §8: 'identity exists' is internal: whatever the answer's status (a 401, a 409, a 400...), an errors list holding
 * it opens the account-exists modal and stops, and is never shown as text (issue 33).
 */
function* runStep<T>(step: PipelineStep, work: () => Generator<unknown, T>) {
  yield* put(registrationActions.submitStepStarted({ step }));
  try {
    const result = yield* work();
    yield* put(registrationActions.submitStepSucceeded({ step }));
    return result;
  } catch (error: unknown) {
    const stopped = error instanceof PipelineStopped ? error : yield* stopIfIdentityExists(error);
    yield* put(registrationActions.submitStepFailed({ step, message: stopped ? null : displayedMessage(error) }));
    throw stopped ?? error;
  }
}

function* waitlistCheck(draft: RegistrationDraft) {
  const answer = yield* callIdempotentWrite('Waitlist check', checkWaitlist, {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    dob: isoDob(draft),
    email: draft.email.trim(),
    income: parseAmount(draft.income) || 0,
    street1: draft.street1,
    street2: draft.street2,
    city: draft.city,
    state: draft.state.toUpperCase(),
    zip: draft.zip,
    consent: draft.communicationConsent,
  });
  if (!answer.eligible) {
    yield* put(redirectRequested({ to: answer.redirect ?? '/waitlist', external: true, reason: 'waitlisted' }));
    throw new PipelineStopped('waitlisted');
  }
}

function* savePhoneIfNew(draft: RegistrationDraft, knownPhone: string | null) {
  if (knownPhone && formatUsPhone(knownPhone) === draft.phoneNumber) return;
  yield* callIdempotentWrite('Phone alias', savePhoneAlias, draft.phoneNumber);
}

function* verifyAbility() {
  const answer = yield* callApiRetrying('Ability to start', verifyAbilityToStart);
  if (answer.canStartApplication) return;
  if (answer.organizationsWithActiveApplication.length > 0) {
    yield* put(
      registrationActions.activeApplicationFound({ organizations: answer.organizationsWithActiveApplication }),
    );
    yield* put(modalOpened({ id: MODAL.activeApplication }));
  } else if (answer.canStartAfter) {
    yield* put(registrationActions.waitPeriodFound({ canStartAfter: answer.canStartAfter }));
    yield* put(modalOpened({ id: MODAL.waitPeriod }));
  } else {
    yield* put(modalOpened({ id: MODAL.accountExists }));
  }
  throw new PipelineStopped('cannot start an application');
}

/**
 * The signed-in borrower's identity, for the experiment profile and the start events (000 §7), or null: neither may
 * stop or hold up an application (no retries with waits under the processing modal), so a failed read is heard
 * (reported) and the sequence goes on without it.
 */
function* identityUuidOrNull() {
  const fallbacks = identityFallbacks();
  try {
    const { uuid } = yield* callApi(getIdentity, { onFallback: fallbacks.onFallback });
    yield* fallbacks.reported();
    return uuid;
  } catch (error: unknown) {
    yield* reportFailure('Registration: identity for events and experiments', error);
    return null;
  }
}

/**
 * 000 §7: the borrower's experiment profile goes with the new application: the one their identity already has (they
 * were bucketed on another device, say), else this device's tracker, saved to the identity, so the experiments they
 * see stay the same wherever they sign in. As for the identity, a failed call is heard and the application is created
 * without one.
 */
function* experimentProfile(identityUuid: string | null, tracker: string) {
  if (identityUuid === null) return null;
  try {
    const kept = yield* callApi(getOptimizelyProfile, identityUuid);
    if (kept.optimizelyProfileUuid) return kept.optimizelyProfileUuid;
    yield* callIdempotentWrite('Optimizely profile save', saveOptimizelyProfile, identityUuid, tracker);
    return tracker;
  } catch (error: unknown) {
    yield* reportFailure('Registration: Optimizely profile', error);
    return null;
  }
}

function* createApplication(identityUuid: string | null) {
  const registration = yield* select(selectRegistrationState);
  const tracker = yield* localTrackerUuid();
  if (!tracker) throw new Error(MSG.trackerRequiredForCreate);
  const optimizelyProfileUuid = yield* experimentProfile(identityUuid, tracker);
  const body = buildCreateHelocRequest(registration, { localTrackerUuid: tracker, optimizelyProfileUuid });
  const state = registration.draft.state.toUpperCase();
  try {
    return yield* callApiRetrying('Application create', createHeloc, body, state);
  } catch (error: unknown) {
    if (!isOutcomeUnknown(error) || !(yield* select(selectOnline))) throw error;
    // A lost answer is a failure even when what follows recovers it (issue 46): counted, so a flaky path is seen.
    yield* reportFailure('Registration: create answer lost', error);
    // Not sent again blindly: the application may exist now (verify-ability found none a moment ago).
    const created = yield* findActiveApplication();
    return created ?? (yield* callApiRetrying('Application create', createHeloc, body, state));
  }
}

/**
 * The application service module is the application area's (kept out of register-v2's first paint, bench/budget.json
 * `keptOut`); only a lost answer or a continuation needs it here, so it is loaded then.
 */
const applicationApi = () => import('../src/api/application');

function* findActiveApplication() {
  const { getAllApplications, pickActiveApplication } = yield* call(applicationApi);
  return pickActiveApplication(yield* callApiRetrying('Applications', getAllApplications)) ?? null;
}

function* saveSmsConsents(draft: RegistrationDraft) {
  const transactional = (yield* select(selectFlag(FLAG.smsTransactionalConsent)))?.enabled === true;
  const wanted: [SmsConsentType, boolean][] = [['SMS', draft.smsMarketingConsent]];
  if (transactional) wanted.push(['SMS_TRANSACTIONAL', draft.smsTransactionalConsent]);
  const consents = [];
  for (const [type, optIn] of wanted) {
    const prompt = yield* callApiRetrying('Consent prompt', getConsentPrompt, type);
    consents.push({ consentPromptUuid: prompt.uuid, optInOut: optIn ? ('OPT_IN' as const) : ('OPT_OUT' as const) });
  }
  yield* callIdempotentWrite('SMS consents', saveUserConsents, {
    org: yield* select(selectOrgCode),
    source: 'HELOC_REGISTRATION',
    productType: 'HELOC',
    phone: draft.phoneNumber,
    email: draft.email.trim(),
    consents,
  });
}

/** Steps 3 to 8, after the borrower has an identity (directly, or back from the auth provider). */
function* afterIdentity(draft: RegistrationDraft, knownPhone: string | null, progress: PipelineProgress) {
  yield* runStep('savePhone', () => savePhoneIfNew(draft, knownPhone));
  yield* runStep('verifyAbilityToStart', verifyAbility);
  const identityUuid = yield* identityUuidOrNull();
  const application = yield* runStep('createHeloc', () => createApplication(identityUuid));
  progress.applicationUuid = application.uuid;
  yield* afterCreate(draft, application, identityUuid);
}

/** Steps 6 to 8, once the application exists. */
function* afterCreate(draft: RegistrationDraft, application: HelocApplication, knownIdentityUuid?: string | null) {
  yield* runStep('saveSmsConsents', () => saveSmsConsents(draft));
  yield* runStep('sendStartEvents', function* startEvents() {
    const identityUuid = knownIdentityUuid === undefined ? yield* identityUuidOrNull() : knownIdentityUuid;
    yield* sendRegistrationEvent('helocStarted', application.uuid, identityUuid);
    yield* sendRegistrationEvent('appStarted', application.uuid, identityUuid);
  });
  yield* runStep('route', function* route() {
    yield* put(registrationActions.submitSucceeded({ applicationUuid: application.uuid }));
    (yield* useContext('sessionStorage')).removeItem(DASHBOARD_NOTICE_KEY);
    // 000 §9: an inquiry goes through the referring officer, unless the referrer carries the exempt NMLS value.
    if (application.isInquiry && application.referrer?.wholesaleBrokerNmls !== INQUIRY_EXEMPT_REFERRER_NMLS) {
      yield* put(modalOpened({ id: MODAL.contactLoanOfficer }));
      return;
    }
    yield* put(
      redirectRequested({ to: `${APP_BASE}/${application.uuid}`, replace: true, reason: 'application created' }),
    );
  });
}

/**
 * What the borrower reads about a failed call (000 §8): a spec message, the errors list, else the default; a call that
 * got no answer says the connection dropped and the answers are kept (issue 33), which is what happened.
 */
function displayedMessage(error: unknown): string {
  return error instanceof Error && CATALOGUE_MESSAGES.has(error.message)
    ? error.message
    : submitFailureMessage(error, borrowerMessage);
}

/** 000 §8's missing-data errors: plain sentences a borrower may read. */
const CATALOGUE_MESSAGES = new Set<string>([
  MSG.registerMissingAll,
  MSG.registerMissingEmail,
  MSG.registerMissingPassword,
  MSG.trackerRequiredForEvents,
  MSG.trackerRequiredForCreate,
  MSG.notAuthenticated,
]);

/** How far the sequence got: an application created before a later step failed is where the borrower continues. */
interface PipelineProgress {
  applicationUuid: string | null;
}

/** 001 §8 / issue 17: what the log may say about a failure: the step and the kind of fault, never the data. */
const faultSummary = (error: unknown): string =>
  isApiError(error) ? `${error.kind} ${error.status}` : error instanceof Error ? error.name : 'error';

/**
 * 000 §8: register errors are logged, and the banner shows the message of the last failed call where the borrower
 * lands. Issue 17: without an account they stay on the page with everything typed; with one (the identity exists,
 * the borrower is signed in) they go to the dashboard, which shows the banner and a way to continue. Unless the
 * platform does not lend in the state: that is an answer, and the borrower stays to read it.
 */
function* handlePipelineError(error: unknown, progress: PipelineProgress) {
  if (error instanceof PipelineStopped) {
    yield* put(registrationActions.submitStopped({ reason: error.message }));
    return;
  }
  const message = displayedMessage(error);
  const step = (yield* select(selectRegistrationState)).submit.step ?? 'unknown';
  // 000 §8 logs every register error; an answer (not lending in the state, a validation) is not counted as a failure.
  const notOffered = message.toLowerCase().startsWith(MSG.notOfferedPrefix);
  if (notOffered || isAnswerNotFailure(error))
    (yield* useContext('logger')).error(`Registration failed at ${step}: ${faultSummary(error)}`);
  else yield* reportFailure(`Registration: ${step}`, error);
  yield* put(registrationActions.submitFailed({ message }));
  const hasAccount = yield* select((state: RootState) => state.session.authenticated);
  if (!hasAccount || notOffered) return;
  const notice: DashboardNotice = {
    message,
    continueHref: CONTINUE_HREF,
    ...(progress.applicationUuid ? { applicationUuid: progress.applicationUuid } : {}),
  };
  (yield* useContext('sessionStorage')).setItem(DASHBOARD_NOTICE_KEY, JSON.stringify(notice));
  yield* put(redirectRequested({ to: DASHBOARD_PATH, external: true, reason: 'registration failed' }));
}

/** submitStarted opens the processing modal, which follows the pipeline until routed (sagas/processingSaga.ts). */
function* withProcessingModal(work: (progress: PipelineProgress) => Generator) {
  yield* put(registrationActions.submitStarted());
  const progress: PipelineProgress = { applicationUuid: null };
  try {
    yield* call(work, progress);
  } catch (error: unknown) {
    yield* handlePipelineError(error, progress);
  }
}

export function* submitPipeline({ payload }: ReturnType<typeof registrationActions.submitRequested>) {
  yield* withProcessingModal(function* pipeline(progress) {
    const draft = (yield* select(selectRegistrationState)).draft;
    const alreadySignedIn = yield* select((state: RootState) => state.session.authenticated);
    const knownPhone =
      alreadySignedIn && (yield* select((state: RootState) => state.registration.hasEmailAndPhone))
        ? draft.phoneNumber
        : null;
    yield* runStep('waitlistCheck', () => waitlistCheck(draft));
    if (!alreadySignedIn) {
      const mode = yield* select(selectLoginMode);
      yield* runStep('registerIdentity', () =>
        mode === 'external' ? registerExternal(draft) : registerLegacy(draft, payload.password),
      );
    }
    // A legacy registration sent the phone with the identity; only a profile that had none (or another) is new.
    yield* afterIdentity(draft, alreadySignedIn ? knownPhone : draft.phoneNumber, progress);
  });
}

/**
 * The dashboard's "Continue your application" (issue 17): the identity exists, so the sequence resumes at step 4
 * with the kept answers, or at step 6 with the application already created. The platform's state is checked
 * first: an application created by a call whose answer was lost is continued, not created twice.
 */
export function* continueApplication() {
  const notice = parseDashboardNotice((yield* useContext('sessionStorage')).getItem(DASHBOARD_NOTICE_KEY));
  yield* withProcessingModal(function* resume(progress) {
    const draft = (yield* select(selectRegistrationState)).draft;
    const existing = yield* runStep('verifyAbilityToStart', function* check() {
      if (!notice?.applicationUuid) return yield* findActiveApplication();
      const { getApplication } = yield* call(applicationApi);
      return yield* callApiRetrying('Application', getApplication, notice.applicationUuid);
    });
    if (existing) {
      progress.applicationUuid = existing.uuid;
      yield* afterCreate(draft, existing);
      return;
    }
    yield* afterIdentity(draft, draft.phoneNumber, progress);
  });
}

/** Back from the auth provider: restore the form only if the nonce matches, exchange the code, and carry on. */
export function* resumeAfterAuthentication(state: string, code: string) {
  const saved = yield* select((s: RootState) => s.preAuth);
  if (!saved.nonce || saved.nonce !== state || !saved.draft) {
    yield* put(preAuthActions.cleared({ reason: saved.nonce ? 'nonceMismatch' : 'noNonce' }));
    yield* put(registrationActions.submitFailed({ message: MSG.notAuthenticated }));
    yield* put(redirectRequested({ to: REGISTER_V2_BASE, replace: true, reason: 'pre-auth nonce did not match' }));
    return;
  }
  const draft = saved.draft;
  yield* put(registrationActions.prefillReceived({ source: 'preAuth', fields: draft }));
  yield* put(preAuthActions.cleared({ reason: 'restored' }));
  yield* withProcessingModal(function* resume(progress) {
    yield* runStep('registerIdentity', function* exchange() {
      const { jwt } = yield* callApi(exchangeAuthProviderCode, code);
      yield* storeVerifiedToken(jwt);
    });
    yield* afterIdentity(draft, null, progress);
  });
}
