import { createSelector } from '@reduxjs/toolkit';
import type { OrganizationState } from '../organization/organizationSlice';
import type { RegistrationState } from './registrationSlice';
import { activeSteps } from './steps';
import type { LoginMode } from './types';

interface WithRegistration {
  registration: RegistrationState;
  organization: OrganizationState;
}

export const selectRegistration = (state: WithRegistration) => state.registration;
export const selectDraft = (state: WithRegistration) => state.registration.draft;
export const selectRegistrationErrors = (state: WithRegistration) => state.registration.errors;

const selectHeloc = (state: WithRegistration) =>
  state.organization.status === 'resolved' ? state.organization.info.orgMetaData.products.heloc : undefined;

export const selectLoginMode = (state: WithRegistration): LoginMode =>
  selectHeloc(state)?.externalAuthentication ? 'external' : 'legacy';
export const selectAgeRestricted = (state: WithRegistration): boolean => selectHeloc(state)?.ageRestricted === true;
export const selectReferrerRequired = (state: WithRegistration): boolean =>
  selectHeloc(state)?.referrerRequired === true;

export const selectActiveSteps = createSelector(
  [
    (state: WithRegistration) => state.registration.draft.occupancyType,
    (state: WithRegistration) => state.registration.hasEmailAndPhone,
    selectLoginMode,
  ],
  (occupancyType, hasEmailAndPhone, loginMode) =>
    activeSteps({ draft: { occupancyType }, hasEmailAndPhone, loginMode }),
);

/** 000 §5: a referring loan officer's licensed states, when enforced, must include the property's state. */
export const selectOutsideLicensedStates = (state: WithRegistration): boolean => {
  const officer = state.registration.loanOfficer;
  const propertyState = state.registration.draft.state.toUpperCase();
  return Boolean(officer?.enforceLicensedStates && propertyState && !officer.licensedStates.includes(propertyState));
};

export const selectIsDisasterZip = (state: WithRegistration): boolean =>
  state.registration.eligibility.disasterZips.includes(state.registration.draft.zip);

export const selectSubmitting = (state: WithRegistration): boolean => state.registration.submit.status === 'running';
