/**
 * The start of registration (000 §2.2, issue 3.3): the steering the page's query brings (utm, referral, offer code,
 * crypto), the prefills (offer code, referral, affiliate, profile), the referring loan officer's licensed states, the
 * eligibility lists, a `step=` deep link, the return from the auth provider and the dashboard's "Continue your
 * application". Each lookup runs on its own: one failing must not stop the others.
 */

import { call, fork, put, select } from 'typed-redux-saga';
import { PRE_AUTH_MAX_AGE_MS, preAuthActions } from '../features/registration/preAuthSlice';
import { getEligibleStates, getIneligibleZips } from '../src/api/eligibility';
import { getLicensedStates, getReferral, getReferralStatus } from '../src/api/leadPortal';
import { getAffiliatePrefill, lookupOfferCode } from '../src/api/prefill';
import { getProfile } from '../src/api/profile';
import { isApiError } from '../src/api/http';
import { FLAG } from '../features/flags/selectors';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { MSG } from '../features/registration/messages';
import { registrationActions } from '../features/registration/registrationSlice';
import { selectActiveSteps, selectReferrerRequired } from '../features/registration/selectors';
import { stepByQuery, stepHref, REGISTER_V2_BASE } from '../features/registration/steps';
import { isoToDisplayDate } from '../src/lib/dates';
import { formatUsPhone } from '../src/lib/phone';
import { APP_BASE, DASHBOARD_PATH, loginHref } from '../src/lib/url';
import type { RootState } from '../store/rootReducer';
import { callApi } from './callApi';
import { reportCallFailure } from './failureReport';
import { useContext } from './context';
import { CONTINUE_HREF, CONTINUE_QUERY, selectFlag, selectOrgCode, sendRegistrationEvent } from './registrationCommon';
import { continueApplication, resumeAfterAuthentication } from './registrationSubmit';

const NOT_ACCEPTING_APPS = `${APP_BASE}/not-accepting-apps`;

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

/**
 * Runs a start-up lookup on its own: one failing (an unknown offer code) must not stop the others. The page goes on
 * without what it would have brought (a prefill, the eligibility lists), so the failure is told (issue 46), under the
 * lookup's fixed label.
 */
function* attempt(label: string, saga: () => Generator) {
  try {
    yield* call(saga);
  } catch (error: unknown) {
    yield* reportCallFailure(`Registration start: ${label}`, error);
  }
}

export function* startRegistration({ payload: { query } }: ReturnType<typeof registrationActions.started>) {
  const sessionStore = yield* useContext('sessionStorage');
  const utm = Object.fromEntries(Object.entries(query).filter(([key]) => key.startsWith('utm_')));
  // 000 §9: offer codes and reservation codes (a mailer's), from the query or the session; both are looked up as the
  // offer code they are (000 §7), the query's first.
  const offerCode =
    query.offerCode ??
    query.offercode ??
    query.reservationCode ??
    query.reservationcode ??
    sessionStore.getItem('offerCode') ??
    sessionStore.getItem('reservationCode') ??
    undefined;
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
  // A draft kept for the auth provider's round trip that never came back is not kept for ever (decision 406).
  const keptAt = yield* select((state: RootState) => state.preAuth.savedAt);
  if (keptAt !== null && Date.now() - keptAt > PRE_AUTH_MAX_AGE_MS)
    yield* put(preAuthActions.cleared({ reason: 'expired' }));
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
