import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';
import { ADDRESS_NOT_FOUND, parseFreeTextAddress } from './freeTextAddress';
import type { FieldError } from './schemas';
import type { StepId } from './steps';
import { EMPTY_DRAFT, type AddressSuggestion, type RegistrationDraft } from './draft';

/** 000 §4.3, the submit sequence, in order. */
export const PIPELINE_STEPS = [
  'waitlistCheck',
  'registerIdentity',
  'savePhone',
  'verifyAbilityToStart',
  'createHeloc',
  'saveSmsConsents',
  'sendStartEvents',
  'route',
] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

export interface ReferralDetails {
  referralId?: string;
  referrerId?: string;
  contactId?: string;
  ownerId?: string;
}

export interface OfferCodeDetails {
  code: string;
  inHomeDate?: string;
  respondByDate?: string;
}

export interface LoanOfficerRules {
  id: string;
  enforceLicensedStates: boolean;
  licensedStates: string[];
}

export interface RegistrationState {
  draft: RegistrationDraft;
  /** Problems of the step last submitted, in field order. */
  errors: FieldError[];
  completed: StepId[];
  /** 000 §3: which fields came from the signed-in profile. */
  prefilled: { email: boolean; name: boolean; dob: boolean };
  hasEmailAndPhone: boolean;
  isPrepopComplete: boolean;
  referral: ReferralDetails;
  utm: Record<string, string>;
  offerCode: OfferCodeDetails | null;
  affiliate: { affiliate: string; abVersion: string } | null;
  isCrypto: boolean;
  loanOfficer: LoanOfficerRules | null;
  eligibility: { eligibleStates: string[] | null; ineligibleZips: string[]; disasterZips: string[] };
  suggestions: AddressSuggestion[];
  /** The processing modal's rotating message and progress (000 §2.6, §9). */
  processing: { messageIndex: number; percent: number };
  /** Where verify-ability found an active application (000 §4.3, the active-application modal). */
  activeApplicationOrganizations: string[];
  canStartAfter: string | null;
  /**
   * The register call may have created the identity without the app holding its token (the connection dropped, or
   * the token could not be verified): the next submit checks by signing in before registering again (issue 17).
   */
  identityMayExist: boolean;
  submit: {
    status: 'idle' | 'running' | 'failed' | 'succeeded';
    step: PipelineStep | null;
    /** The message of the last failed call, shown in the registration error banner (000 §8). */
    error: string | null;
    applicationUuid: string | null;
  };
}

export const initialRegistrationState: RegistrationState = {
  draft: EMPTY_DRAFT,
  errors: [],
  completed: [],
  prefilled: { email: false, name: false, dob: false },
  hasEmailAndPhone: false,
  isPrepopComplete: false,
  referral: {},
  utm: {},
  offerCode: null,
  affiliate: null,
  isCrypto: false,
  loanOfficer: null,
  eligibility: { eligibleStates: null, ineligibleZips: [], disasterZips: [] },
  suggestions: [],
  processing: { messageIndex: 0, percent: 0 },
  activeApplicationOrganizations: [],
  canStartAfter: null,
  identityMayExist: false,
  submit: { status: 'idle', step: null, error: null, applicationUuid: null },
};

export interface PrefillPayload {
  source: 'offerCode' | 'referral' | 'affiliate' | 'profile' | 'preAuth';
  fields: Partial<RegistrationDraft>;
}

export const registrationSlice = createSlice({
  name: 'registration',
  initialState: initialRegistrationState,
  reducers: {
    /** The borrower opened register-v2; the query says where they came from (utm, referrer, offer code, ...). */
    started(_state, _action: PayloadAction<{ query: Record<string, string> }>) {},
    /** The borrower changed fields; keyed by field so the action log masks personal data by key. */
    fieldsEdited(state, action: PayloadAction<Partial<RegistrationDraft>>) {
      state.draft = { ...state.draft, ...action.payload };
      const edited = Object.keys(action.payload);
      state.errors = state.errors.filter((error) => !edited.includes(error.field));
      if ('income' in action.payload) state.draft.lowIncomeConfirmed = false;
    },
    addressSuggestionsReceived(state, action: PayloadAction<{ suggestions: AddressSuggestion[] }>) {
      state.suggestions = action.payload.suggestions;
    },
    addressSuggestionChosen(state, action: PayloadAction<{ index: number }>) {
      const chosen = state.suggestions[action.payload.index];
      if (!chosen) return;
      state.draft = {
        ...state.draft,
        ...chosen,
        street2: '',
        addressQuery: `${chosen.street1}, ${chosen.city}, ${chosen.state} ${chosen.zip}`,
        manualAddress: true,
      };
      state.suggestions = [];
      state.errors = state.errors.filter(
        (error) => !['addressQuery', 'street1', 'city', 'state', 'zip'].includes(error.field),
      );
    },
    /** 000 §5: the extra address fields are revealed (street1 as typed so far, maybe empty). */
    /**
     * Continue with typed text no suggestion matched: the manual fields open with what could be read from it, and the
     * message sits on the first part still missing (the street when everything was read, for the borrower to check).
     */
    freeTextAddressUnmatched(state) {
      const parsed = parseFreeTextAddress(state.draft.addressQuery);
      state.draft = { ...state.draft, ...parsed, street2: '', manualAddress: true };
      state.suggestions = [];
      const missing = (['street1', 'city', 'state', 'zip'] as const).find((field) => parsed[field] === '') ?? 'street1';
      state.errors = [
        ...state.errors.filter((error) => error.field !== 'addressQuery'),
        { field: missing, message: ADDRESS_NOT_FOUND },
      ];
    },
    manualAddressRevealed(state) {
      state.draft.manualAddress = true;
      state.suggestions = [];
    },
    stepRejected(state, action: PayloadAction<{ step: StepId; errors: FieldError[] }>) {
      state.errors = action.payload.errors;
    },
    stepCompleted(state, action: PayloadAction<{ step: StepId }>) {
      state.errors = [];
      if (!state.completed.includes(action.payload.step)) state.completed.push(action.payload.step);
    },
    prefillReceived(state, action: PayloadAction<PrefillPayload>) {
      const { source, fields } = action.payload;
      // Prefill never overwrites what the borrower has typed.
      const kept = Object.fromEntries(
        Object.entries(fields).filter(([key, value]) => value !== '' && !state.draft[key as keyof RegistrationDraft]),
      );
      state.draft = { ...state.draft, ...kept };
      if (source === 'profile') {
        state.prefilled = {
          email: Boolean(fields.email),
          name: Boolean(fields.firstName && fields.lastName),
          dob: Boolean(fields.dob),
        };
        state.hasEmailAndPhone = Boolean(fields.email && fields.phoneNumber);
      }
      if (source === 'affiliate' || source === 'offerCode' || source === 'referral') state.isPrepopComplete = true;
    },
    steeringReceived(
      state,
      action: PayloadAction<{
        utm: Record<string, string>;
        referral: ReferralDetails;
        offerCode: OfferCodeDetails | null;
        isCrypto: boolean;
      }>,
    ) {
      state.utm = action.payload.utm;
      state.referral = { ...state.referral, ...action.payload.referral };
      state.offerCode = action.payload.offerCode ?? state.offerCode;
      state.isCrypto = action.payload.isCrypto;
    },
    affiliateReceived(state, action: PayloadAction<{ affiliate: string; abVersion: string }>) {
      state.affiliate = action.payload;
    },
    /** An invalid referrer is dropped (000 §5). */
    referrerDropped(state) {
      delete state.referral.referrerId;
      state.loanOfficer = null;
    },
    loanOfficerReceived(state, action: PayloadAction<LoanOfficerRules>) {
      state.loanOfficer = action.payload;
    },
    eligibilityReceived(
      state,
      action: PayloadAction<{ eligibleStates: string[]; ineligibleZips: string[]; disasterZips: string[] }>,
    ) {
      state.eligibility = action.payload;
    },
    /** The borrower finished the last step (the password travels in the action only; it never enters state). */
    submitRequested(_state, _action: PayloadAction<{ password?: string }>) {},
    submitStarted(state) {
      state.submit = { status: 'running', step: null, error: null, applicationUuid: null };
      state.processing = initialRegistrationState.processing;
    },
    processingTicked(state, action: PayloadAction<{ messageIndex: number; percent: number }>) {
      state.processing = action.payload;
    },
    activeApplicationFound(state, action: PayloadAction<{ organizations: string[] }>) {
      state.activeApplicationOrganizations = action.payload.organizations;
    },
    /** 000 §9: 45 days between HELOCs; the date (yyyy-MM-dd) a new application is possible. */
    waitPeriodFound(state, action: PayloadAction<{ canStartAfter: string }>) {
      state.canStartAfter = action.payload.canStartAfter;
    },
    submitStepStarted(state, action: PayloadAction<{ step: PipelineStep }>) {
      state.submit.step = action.payload.step;
    },
    submitStepSucceeded(_state, _action: PayloadAction<{ step: PipelineStep }>) {},
    /** `message` is what the banner shows (000 §8); null for a step that stopped the sequence on purpose. */
    submitStepFailed(state, action: PayloadAction<{ step: PipelineStep; message: string | null }>) {
      state.submit.error = action.payload.message;
    },
    submitSucceeded(state, action: PayloadAction<{ applicationUuid: string }>) {
      state.submit = { status: 'succeeded', step: null, error: null, applicationUuid: action.payload.applicationUuid };
    },
    submitFailed(state, action: PayloadAction<{ message: string }>) {
      state.submit = { ...state.submit, status: 'failed', step: null, error: action.payload.message };
    },
    /**
     * The sequence ended where the borrower was already shown the way on (a modal, the waitlist, the auth provider):
     * not an error, so no banner; `reason` is for the log only (it may be 'identity exists', never shown, 000 §8).
     */
    submitStopped(state, _action: PayloadAction<{ reason: string }>) {
      state.submit = { ...state.submit, status: 'idle', step: null, error: null };
    },
    /** Registering may have created the identity while its answer was lost (issue 17). */
    identityOutcomeUnknown(state) {
      state.identityMayExist = true;
    },
    /** The identity is known to exist and be the borrower's (signed in), or known not to exist. */
    identityOutcomeSettled(state) {
      state.identityMayExist = false;
    },
    /** Nothing to keep once the application exists. */
    finished() {
      return initialRegistrationState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialRegistrationState);
  },
});

export const registrationActions = registrationSlice.actions;
export const registrationReducer = registrationSlice.reducer;
