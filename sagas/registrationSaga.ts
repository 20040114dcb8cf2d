import { call, delay, fork, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import {
  checkWaitlist,
  createHeloc,
  exchangeAuthProviderCode,
  registerIdentity,
  registerWithAuthProvider,
  savePhoneAlias,
  verifyAbilityToStart,
  verifyRegistrationJwt,
} from '../src/api/registration';
import { getConsentPrompt, saveUserConsents } from '../src/api/consents';
import { isDuplicateEventError, sendEvent } from '../src/api/events';
import { getEligibleStates, getIneligibleZips } from '../src/api/eligibility';
import { getLicensedStates, getReferral, getReferralStatus } from '../src/api/leadPortal';
import { getAffiliatePrefill, lookupOfferCode } from '../src/api/prefill';
import { searchAddresses } from '../src/api/typeahead';
import { getProfile } from '../src/api/profile';
import { borrowerMessage, isApiError, type HttpClient } from '../src/api/http';
import { apiFault, isOutcomeUnknown } from '../src/api/httpRetry';
import { login } from '../src/api/identityBroker';
import type { HelocApplication } from '../src/api/contract';
import { DASHBOARD_NOTICE_KEY, parseDashboardNotice, type DashboardNotice } from '../src/lib/dashboardNotice';
import { selectOnline } from '../features/connectivity/connectivitySlice';
import { callApiRetrying, withTransientRetry } from './retry';
import type { SmsConsentType } from '../src/api/contractRegistration';
import { FLAG } from '../features/flags/selectors';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { modalOpened } from '../features/overlays/modalsSlice';
import { buildCreateHelocRequest, isoDob } from '../features/registration/createHelocRequest';
import { INQUIRY_EXEMPT_REFERRER_NMLS, MODAL, MSG } from '../features/registration/messages';
import { preAuthActions } from '../features/registration/preAuthSlice';
import { registrationActions, type PipelineStep } from '../features/registration/registrationSlice';
import { selectActiveSteps, selectLoginMode, selectReferrerRequired } from '../features/registration/selectors';
import { nextStep, stepByQuery, stepHref, REGISTER_V2_BASE } from '../features/registration/steps';
import type { RegistrationDraft } from '../features/registration/types';
import { parseAmount } from '../src/lib/money';
import { signedIn } from '../features/session/sessionSlice';
import { isoToDisplayDate } from '../src/lib/dates';
import { formatUsPhone } from '../src/lib/phone';
import { ANY_APPLICATION_UUID, APP_BASE, DASHBOARD_PATH, loginHref } from '../src/lib/url';
import type { RootState } from '../store/rootReducer';
import type { Action } from '@reduxjs/toolkit';
import { callApi, errorMessage } from './callApi';
import { useContext } from './context';
import { localTrackerUuid } from './localTracker';
import { submitFailureMessage } from './submitFailure';

export const TYPEAHEAD_DEBOUNCE_MS = 250;
const NOT_ACCEPTING_APPS = `${APP_BASE}/not-accepting-apps`;

/** Ends the pipeline without the generic error handling: the borrower was already shown where to go. */
class PipelineStopped extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PipelineStopped';
  }
}

const selectRegistrationState = (state: RootState) => state.registration;
const selectOrgCode = (state: RootState) =>
  state.organization.status === 'resolved' ? state.organization.info.orgCode : '';
const selectFlag = (key: string) => (state: RootState) => state.flags.values[key];

// ---------------------------------------------------------------- start: steering and prefill (000 §2.2, issue 3.3)

function* prefillFromOfferCode(code: string) {
  const offer = yield* callApi(lookupOfferCode, code);
  yield* put(
    registrationActions.steeringReceived({
      ...(yield* select(selectSteering)),
      offerCode: { code: offer.offerCode, inHomeDate: offer.inHomeDate, respondByDate: offer.respondByDate },
    }),
  );
  yield* put(
    registrationActions.prefillReceived({
      source: 'offerCode',
      fields: { firstName: offer.firstName, lastName: offer.lastName, ...addressFields(offer) },
    }),
  );
}

const selectSteering = (state: RootState) => ({
  utm: state.registration.utm,
  referral: state.registration.referral,
  offerCode: state.registration.offerCode,
  isCrypto: state.registration.isCrypto,
});

const addressFields = (address: {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}) => ({
  street1: address.street1,
  street2: address.street2 ?? '',
  city: address.city,
  state: address.state,
  zip: address.zip,
  addressQuery: `${address.street1}, ${address.city}, ${address.state} ${address.zip}`,
  manualAddress: true,
});

function* prefillFromReferral(referralId: string) {
  const status = yield* callApi(getReferralStatus, referralId);
  if (status.status) {
    // 000 §7: a referral that was already used sends the borrower to login.
    yield* put(redirectRequested({ to: loginHref(DASHBOARD_PATH), external: true, reason: 'referral already used' }));
    return;
  }
  const referral = yield* callApi(getReferral, referralId);
  yield* put(
    registrationActions.prefillReceived({
      source: 'referral',
      fields: {
        firstName: referral.firstName,
        lastName: referral.lastName,
        suffix: referral.suffix ?? '',
        email: referral.email,
        phoneNumber: formatUsPhone(referral.phoneNumber),
        ...addressFields(referral),
      },
    }),
  );
}

function* prefillFromAffiliate(id: string) {
  const prefill = yield* callApi(getAffiliatePrefill, id);
  yield* put(registrationActions.affiliateReceived({ affiliate: prefill.affiliate, abVersion: prefill.abVersion }));
  yield* put(
    registrationActions.prefillReceived({
      source: 'affiliate',
      fields: {
        firstName: prefill.name.firstName,
        middleName: prefill.name.middleName ?? '',
        lastName: prefill.name.lastName,
        dob: isoToDisplayDate(prefill.dob),
        email: prefill.email,
        phoneNumber: formatUsPhone(prefill.phone),
        income: String(prefill.income),
        ...addressFields(prefill.address),
      },
    }),
  );
}

function* prefillFromProfile() {
  const profile = yield* callApi(getProfile);
  yield* put(
    registrationActions.prefillReceived({
      source: 'profile',
      fields: {
        firstName: profile.name.firstName,
        middleName: profile.name.middleName ?? '',
        lastName: profile.name.lastName,
        email: profile.email,
        phoneNumber: profile.phoneNumbers[0] ? formatUsPhone(profile.phoneNumbers[0].number) : '',
        dob: profile.dob ? isoToDisplayDate(profile.dob) : '',
      },
    }),
  );
}

/** 000 §5: the referring loan officer's licensed states; an invalid referrer ends at not-accepting-apps or is dropped. */
function* checkReferrer(referrerId: string | undefined) {
  const required = yield* select(selectReferrerRequired);
  if (!referrerId) {
    if (required)
      yield* put(redirectRequested({ to: NOT_ACCEPTING_APPS, replace: true, reason: MSG.referrerRequired }));
    return;
  }
  try {
    const rules = yield* callApi(getLicensedStates, referrerId, yield* select(selectOrgCode));
    yield* put(
      registrationActions.loanOfficerReceived({
        id: referrerId,
        enforceLicensedStates: rules.enforceLicensedStatesForReferral,
        licensedStates: rules.licensedStates,
      }),
    );
  } catch (error: unknown) {
    if (!isApiError(error) || (error.status !== 404 && error.status !== 400)) throw error;
    if (required) {
      yield* put(redirectRequested({ to: NOT_ACCEPTING_APPS, replace: true, reason: 'invalid referrer' }));
      return;
    }
    yield* put(registrationActions.referrerDropped());
    const navigator = yield* useContext('navigator');
    const { pathname, search } = navigator.current();
    const query = new URLSearchParams(search);
    query.delete('referrer');
    const rest = query.toString();
    yield* put(
      redirectRequested({
        to: `${pathname}${rest ? `?${rest}` : ''}`,
        replace: true,
        reason: 'invalid referrer dropped',
      }),
    );
  }
}

function* loadEligibility() {
  const orgCode = yield* select(selectOrgCode);
  const [eligibleStates, ineligibleZips] = [
    yield* callApi(getEligibleStates, orgCode),
    yield* callApi(getIneligibleZips, orgCode),
  ];
  const disasterFlag = yield* select(selectFlag(FLAG.disasterZips));
  const zips = disasterFlag?.enabled ? disasterFlag.variables?.zips : undefined;
  const disasterZips = Array.isArray(zips) ? zips.filter((zip): zip is string => typeof zip === 'string') : [];
  yield* put(registrationActions.eligibilityReceived({ eligibleStates, ineligibleZips, disasterZips }));
}

/** Runs a start-up lookup on its own: one failing (an unknown offer code) must not stop the others. */
function* attempt(label: string, saga: () => Generator) {
  try {
    yield* call(saga);
  } catch (error: unknown) {
    (yield* useContext('logger')).warn(`Registration ${label} failed: ${errorMessage(error)}`);
  }
}

function* startRegistration({ payload: { query } }: ReturnType<typeof registrationActions.started>) {
  const sessionStore = yield* useContext('sessionStorage');
  const utm = Object.fromEntries(Object.entries(query).filter(([key]) => key.startsWith('utm_')));
  const offerCode = query.offerCode ?? query.offercode ?? sessionStore.getItem('offerCode') ?? undefined;
  const current = yield* select(selectSteering);
  yield* put(
    registrationActions.steeringReceived({
      utm: Object.keys(utm).length > 0 ? utm : current.utm,
      referral: {
        ...(query.referrer ? { referrerId: query.referrer } : {}),
        ...(query.referralId ? { referralId: query.referralId } : {}),
        ...(query.contactId ? { contactId: query.contactId } : {}),
        ...(query.ownerId ? { ownerId: query.ownerId } : {}),
      },
      offerCode: current.offerCode,
      // 000 §1: utm_source=cloc marks a crypto HELOC.
      isCrypto: (utm.utm_source ?? current.utm.utm_source) === 'cloc',
    }),
  );

  if (query.state && query.code) {
    yield* fork(resumeAfterAuthentication, query.state, query.code);
    return;
  }
  if (query[CONTINUE_QUERY] === 'application') {
    yield* fork(startContinuation);
  }
  // register-v2 addresses its steps by `step`; the legacy form asks everything on one page.
  const onRegisterV2 = (yield* useContext('navigator')).current().pathname.startsWith(REGISTER_V2_BASE);
  const target = query.step && onRegisterV2 ? stepByQuery(query.step) : undefined;
  if (target && (yield* select(selectActiveSteps)).some((step) => step.id === target.id)) {
    yield* put(redirectRequested({ to: stepHref(target), replace: true, reason: `step=${query.step ?? ''}` }));
  }

  const signedInNow = yield* select((state: RootState) => state.session.authenticated);
  yield* fork(attempt, 'eligibility', loadEligibility);
  yield* fork(attempt, 'referrer', () => checkReferrer(query.referrer ?? current.referral.referrerId));
  if (offerCode) yield* fork(attempt, 'offer code', () => prefillFromOfferCode(offerCode));
  if (query.referralId) yield* fork(attempt, 'referral', () => prefillFromReferral(query.referralId ?? ''));
  if (query.prepop) yield* fork(attempt, 'affiliate prefill', () => prefillFromAffiliate(query.prepop ?? ''));
  if (signedInNow) yield* fork(attempt, 'profile prefill', prefillFromProfile);
  yield* fork(attempt, 'start event', () => sendRegistrationEvent('heloc-register-start', null));
}

/** Signed in: continue now. Else the session ended since: sign in first, then come back here. */
function* startContinuation() {
  const signedInNow = yield* select((state: RootState) => state.session.authenticated);
  if (!signedInNow) {
    yield* put(redirectRequested({ to: loginHref(CONTINUE_HREF), external: true, reason: 'continue needs a session' }));
    return;
  }
  yield* put(redirectRequested({ to: REGISTER_V2_BASE, replace: true, reason: 'continuing the application' }));
  yield* call(continueApplication);
}

/**
 * A write the platform treats as idempotent (a consent saved, an alias set, an event it dedupes as DUPLICATE, a
 * waitlist check): when its outcome is unknown it is safe to send once more (issue 17).
 */
function* callIdempotentWrite<Args extends unknown[], Result>(
  fn: (client: HttpClient, ...args: Args) => Promise<Result>,
  ...args: Args
) {
  try {
    return yield* callApiRetrying(fn, ...args);
  } catch (error: unknown) {
    if (!isOutcomeUnknown(error) || !(yield* select(selectOnline))) throw error;
    return yield* callApiRetrying(fn, ...args);
  }
}

// ---------------------------------------------------------------- steps

function* suggestAddresses({ payload }: ReturnType<typeof registrationActions.fieldsEdited>) {
  const query = payload.addressQuery ?? '';
  if (query.trim().length < 3) {
    yield* put(registrationActions.addressSuggestionsReceived({ suggestions: [] }));
    return;
  }
  yield* delay(TYPEAHEAD_DEBOUNCE_MS);
  try {
    const suggestions = yield* callApi(searchAddresses, query.trim(), 5);
    yield* put(registrationActions.addressSuggestionsReceived({ suggestions }));
  } catch (error: unknown) {
    (yield* useContext('logger')).warn(`Address suggestions failed: ${errorMessage(error)}`);
  }
}

const isAddressQueryEdit = (action: unknown): action is ReturnType<typeof registrationActions.fieldsEdited> =>
  registrationActions.fieldsEdited.match(action) && 'addressQuery' in action.payload;

function* moveOn({ payload }: ReturnType<typeof registrationActions.stepCompleted>) {
  const steps = yield* select(selectActiveSteps);
  const next = nextStep(steps, payload.step);
  if (!next) return;
  yield* put(redirectRequested({ to: stepHref(next), reason: `step ${payload.step} completed` }));
  if (nextStep(steps, next.id) === null) yield* fork(prepareWhatFollowsSubmit);
}

const SOME_APPLICATION = `${APP_BASE}/${ANY_APPLICATION_UUID}`;
/** The sagas "Create account" starts: the processing modal's, then the application area's. */
const SAGAS_AFTER_SUBMIT = new Set(['processing', 'application-area']);

/**
 * On the last step (issue 16), the code "Create account" leads to loads while the borrower types their password: the
 * processing modal's saga, the application area's saga and frame, and the offer screen, where a new application's
 * pre-qualification most often sends them (the status table's OFFER_SELECTION row). Without it each came one round
 * trip after the other once the account existed. A failed download is tried again when it is needed.
 */
function* prepareWhatFollowsSubmit() {
  const navigator = yield* useContext('navigator');
  navigator.prepare(SOME_APPLICATION);
  navigator.prepare(`${SOME_APPLICATION}/product/select`);
  const preloadSagas = yield* useContext('preloadSagas');
  preloadSagas?.(SAGAS_AFTER_SUBMIT);
}

// ---------------------------------------------------------------- the submit pipeline (000 §4.3)

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

function* stopIfIdentityExists(error: unknown) {
  return saysIdentityExists(error) ? yield* accountExists() : null;
}

/** 000 §4.3: a 401 from a registration call means the account exists, whatever its body says. */
const isRegistrationRefused = (error: unknown): boolean => isApiError(error) && error.status === 401;

function* sendRegistrationEvent(event: string, applicationUuid: string | null) {
  const tracker = yield* localTrackerUuid();
  if (!tracker) throw new Error(MSG.trackerRequiredForEvents);
  const navigator = yield* useContext('navigator');
  const { pathname } = navigator.current();
  try {
    yield* callIdempotentWrite(sendEvent, {
      domain: 'heloc',
      queryParams: {},
      pagePath: pathname,
      event,
      sessionKey: tracker,
      applicationUuid,
      eventType: 'WEB',
      productType: 'HELOC',
      eventProperties: {},
    });
  } catch (error: unknown) {
    // 000 §7: a DUPLICATE reply means it was already recorded.
    if (!isDuplicateEventError(error)) throw error;
  }
}

function* waitlistCheck(draft: RegistrationDraft) {
  const answer = yield* callIdempotentWrite(checkWaitlist, {
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

/** Legacy login mode: register, verify the returned token with GET identity, only then store it (000 §7). */
function* registerLegacy(draft: RegistrationDraft, password: string | undefined) {
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
function* storeVerifiedToken(jwt: string) {
  const { authorization } = yield* callApiRetrying(verifyRegistrationJwt, jwt);
  (yield* useContext('tokenStore')).set(authorization);
  yield* put(signedIn());
}

/** External mode: keep the form with a nonce, then leave for the auth provider, which comes back to login-info. */
function* registerExternal(draft: RegistrationDraft) {
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
    if (isRegistrationRefused(error)) throw yield* accountExists();
    throw error;
  }
  yield* put(redirectRequested({ to: redirect, external: true, reason: 'external authentication' }));
  throw new PipelineStopped('left for authentication');
}

function* savePhoneIfNew(draft: RegistrationDraft, knownPhone: string | null) {
  if (knownPhone && formatUsPhone(knownPhone) === draft.phoneNumber) return;
  yield* callIdempotentWrite(savePhoneAlias, draft.phoneNumber);
}

function* verifyAbility() {
  const answer = yield* callApiRetrying(verifyAbilityToStart);
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

function* createApplication() {
  const registration = yield* select(selectRegistrationState);
  const tracker = yield* localTrackerUuid();
  if (!tracker) throw new Error(MSG.trackerRequiredForCreate);
  const body = buildCreateHelocRequest(registration, { localTrackerUuid: tracker, optimizelyProfileUuid: null });
  const state = registration.draft.state.toUpperCase();
  try {
    return yield* callApiRetrying(createHeloc, body, state);
  } catch (error: unknown) {
    if (!isOutcomeUnknown(error) || !(yield* select(selectOnline))) throw error;
    // Not sent again blindly: the application may exist now (verify-ability found none a moment ago).
    const created = yield* findActiveApplication();
    return created ?? (yield* callApiRetrying(createHeloc, body, state));
  }
}

/**
 * The application service module is the application area's (kept out of register-v2's first paint, bench/budget.json
 * `keptOut`); only a lost answer or a continuation needs it here, so it is loaded then.
 */
const applicationApi = () => import('../src/api/application');

function* findActiveApplication() {
  const { getAllApplications, pickActiveApplication } = yield* call(applicationApi);
  return pickActiveApplication(yield* callApiRetrying(getAllApplications)) ?? null;
}

function* saveSmsConsents(draft: RegistrationDraft) {
  const transactional = (yield* select(selectFlag(FLAG.smsTransactionalConsent)))?.enabled === true;
  const wanted: [SmsConsentType, boolean][] = [['SMS', draft.smsMarketingConsent]];
  if (transactional) wanted.push(['SMS_TRANSACTIONAL', draft.smsTransactionalConsent]);
  const consents = [];
  for (const [type, optIn] of wanted) {
    const prompt = yield* callApiRetrying(getConsentPrompt, type);
    consents.push({ consentPromptUuid: prompt.uuid, optInOut: optIn ? ('OPT_IN' as const) : ('OPT_OUT' as const) });
  }
  yield* callIdempotentWrite(saveUserConsents, {
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
  const application = yield* runStep('createHeloc', createApplication);
  progress.applicationUuid = application.uuid;
  yield* afterCreate(draft, application);
}

/** Steps 6 to 8, once the application exists. */
function* afterCreate(draft: RegistrationDraft, application: HelocApplication) {
  yield* runStep('saveSmsConsents', () => saveSmsConsents(draft));
  yield* runStep('sendStartEvents', function* startEvents() {
    yield* sendRegistrationEvent('helocStarted', application.uuid);
    yield* sendRegistrationEvent('appStarted', application.uuid);
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
  (yield* useContext('logger')).error(`Registration failed at ${step}: ${faultSummary(error)}`);
  yield* put(registrationActions.submitFailed({ message }));
  const hasAccount = yield* select((state: RootState) => state.session.authenticated);
  if (!hasAccount || message.toLowerCase().startsWith(MSG.notOfferedPrefix)) return;
  const notice: DashboardNotice = {
    message,
    continueHref: CONTINUE_HREF,
    ...(progress.applicationUuid ? { applicationUuid: progress.applicationUuid } : {}),
  };
  (yield* useContext('sessionStorage')).setItem(DASHBOARD_NOTICE_KEY, JSON.stringify(notice));
  yield* put(redirectRequested({ to: DASHBOARD_PATH, external: true, reason: 'registration failed' }));
}

/** Where the dashboard's "Continue your application" leads: register-v2 resumes the sequence (issue 17). */
export const CONTINUE_QUERY = 'resume';
const CONTINUE_HREF = `${REGISTER_V2_BASE}?${CONTINUE_QUERY}=application`;

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

function* submitPipeline({ payload }: ReturnType<typeof registrationActions.submitRequested>) {
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
function* continueApplication() {
  const notice = parseDashboardNotice((yield* useContext('sessionStorage')).getItem(DASHBOARD_NOTICE_KEY));
  yield* withProcessingModal(function* resume(progress) {
    const draft = (yield* select(selectRegistrationState)).draft;
    const existing = yield* runStep('verifyAbilityToStart', function* check() {
      if (!notice?.applicationUuid) return yield* findActiveApplication();
      const { getApplication } = yield* call(applicationApi);
      return yield* callApiRetrying(getApplication, notice.applicationUuid);
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
function* resumeAfterAuthentication(state: string, code: string) {
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

/**
 * Loaded on demand (sagas/lazySagas.ts) with `first`, the registration action that loaded it (usually `started`, which
 * register-v2 and the legacy page dispatch on mount); it answers that action itself, then watches for the next ones.
 */
export function* registrationSaga(first?: Action) {
  yield* takeLatest(registrationActions.started, startRegistration);
  yield* takeLatest(isAddressQueryEdit, suggestAddresses);
  yield* takeEvery(registrationActions.stepCompleted, moveOn);
  yield* takeLeading(registrationActions.submitRequested, submitPipeline);
  // Its chunk has just been evaluated: the work below starts in a task of its own, so that the two do not make one
  // long task on a phone (issue 16). The watchers above already catch what is dispatched meanwhile.
  yield* delay(0);
  // An address typed before this saga was loaded (on the prerendered page before the app took it over, or while this
  // chunk came in) reached no watcher: it gets its suggestions now, unless an address was already chosen.
  const pending = yield* select((state: RootState) => state.registration.draft);
  if (!pending.manualAddress && pending.addressQuery.trim() !== '')
    yield* fork(suggestAddresses, registrationActions.fieldsEdited({ addressQuery: pending.addressQuery }));
  if (!first) return;
  if (registrationActions.started.match(first)) yield* fork(startRegistration, first);
  else if (registrationActions.stepCompleted.match(first)) yield* fork(moveOn, first);
  else if (registrationActions.submitRequested.match(first)) yield* fork(submitPipeline, first);
}
