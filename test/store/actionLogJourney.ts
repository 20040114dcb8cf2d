import type { HelocApplication, OrgInfo, Profile } from '../../src/api/contract';
import { loaded, areaEntered, routeDecided, statusReceived } from '../../features/application/applicationSlice';
import { routeApplication } from '../../features/application/routing/routeApplication';
import { locationChanged, redirectRequested } from '../../features/navigation/navigationSlice';
import { resolved } from '../../features/organization/organizationSlice';
import { registrationActions } from '../../features/registration/registrationSlice';
import { signedIn, started } from '../../features/session/sessionSlice';
import { createActionLogRecorder, type ActionLogRecorderOptions } from '../../store/actionLog';
import { setupStore } from '../../store/store';

export const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

/** Personal data that must never appear in an exported log. */
export const CANARY = {
  street1: '4242 Canary Lane',
  city: 'Canaryville',
  zip: '90210',
  firstName: 'Zebulon',
  lastName: 'Quixotely',
  dob: '03/14/1977',
  email: 'zebulon.canary@example.com',
  phoneNumber: '5558675309',
  income: '187654',
  password: 'Canary#Secret99',
  token: 'Bearer canary-jwt-token',
};

const org = { orgCode: 'homeward', orgMetaData: { companyInfo: {}, products: {} } } as unknown as OrgInfo;

const profile: Profile = {
  identityUuid: 'id-1',
  organizationCode: 'homeward',
  userType: 'BORROWER',
  name: { firstName: CANARY.firstName, lastName: CANARY.lastName },
  email: CANARY.email,
  phoneNumbers: [{ type: 'MOBILE', number: CANARY.phoneNumber }] as Profile['phoneNumbers'],
  addresses: [],
};

export const application = (checklistStatus: string): HelocApplication => ({
  uuid: UUID,
  loanNumber: 'HL00000042',
  active: true,
  activeForAppStart: true,
  isInquiry: false,
  isCrypto: false,
  status: { checklistStatus },
  property: { street1: CANARY.street1, city: CANARY.city, state: 'TX', zip: CANARY.zip },
});

const at = (pathname: string, search = '') => locationChanged({ pathname, search, hash: '', action: 'PUSH' });

/**
 * A registration-to-offer journey dispatched straight into a real store (no sagas) with the recorder attached, as
 * main.tsx wires it: persisted slices rehydrate first, then the borrower types, submits, and is routed to the offer.
 */
export function recordJourney(options: Partial<ActionLogRecorderOptions> = {}) {
  let clock = 1_700_000_000_000;
  const recorder = createActionLogRecorder({
    appVersion: '0.1.0',
    rehydrateKeys: ['registration', 'preAuth'],
    now: () => clock,
    newId: () => 'session-0001',
    ...options,
  });
  const { store } = setupStore({ middleware: [recorder.middleware] });
  const dispatch = (action: Parameters<typeof store.dispatch>[0]) => {
    clock += 250;
    store.dispatch(action);
  };
  dispatch(started({ authenticated: false, environment: 'local' }));
  dispatch(resolved({ info: org, pricing: {} }));
  dispatch({ type: 'persist/REHYDRATE', key: 'registration' });
  dispatch({ type: 'persist/REHYDRATE', key: 'preAuth' });
  dispatch(at('/account/heloc/register-v2', `?utm_source=mail&email=${encodeURIComponent(CANARY.email)}`));
  dispatch(
    registrationActions.fieldsEdited({ street1: CANARY.street1, city: CANARY.city, state: 'TX', zip: CANARY.zip }),
  );
  dispatch(registrationActions.fieldsEdited({ addressQuery: `${CANARY.street1}, ${CANARY.city}` }));
  dispatch(registrationActions.fieldsEdited({ occupancyType: 'HOME' }));
  dispatch(registrationActions.stepCompleted({ step: 'property' }));
  dispatch(at('/account/heloc/register-v2/annual-income'));
  dispatch(registrationActions.fieldsEdited({ income: CANARY.income, employmentType: 'FULL_TIME' }));
  dispatch(at('/account/heloc/register-v2/legal-name'));
  dispatch(registrationActions.fieldsEdited({ firstName: CANARY.firstName, lastName: CANARY.lastName }));
  dispatch(registrationActions.fieldsEdited({ dob: CANARY.dob }));
  dispatch(registrationActions.fieldsEdited({ email: CANARY.email, phoneNumber: CANARY.phoneNumber }));
  dispatch(registrationActions.submitRequested({ password: CANARY.password }));
  dispatch(registrationActions.submitStarted());
  dispatch(registrationActions.submitStepFailed({ step: 'registerIdentity', message: `${CANARY.email} is taken` }));
  dispatch(signedIn());
  dispatch(registrationActions.submitSucceeded({ applicationUuid: UUID }));
  dispatch(redirectRequested({ to: `/account/heloc/${UUID}`, replace: true, reason: 'application created' }));
  dispatch(at(`/account/heloc/${UUID}`));
  dispatch(areaEntered({ uuid: UUID }));
  dispatch(loaded({ profile, application: application('APP_SUBMISSION') }));
  dispatch(statusReceived({ checklistStatus: 'OFFER_SELECTION' }));
  const decision = routeApplication(application('OFFER_SELECTION'));
  dispatch(routeDecided({ decision, trigger: 'poll' }));
  dispatch(at(`/account/heloc/${UUID}/product/select`));
  return { store, recorder, advance: (ms: number) => (clock += ms), dispatch };
}
