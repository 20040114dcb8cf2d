import type { ApplicationState } from './applicationSlice';

interface WithApplication {
  application: ApplicationState;
}

export const selectApplication = (state: WithApplication) => state.application.application;
export const selectApplicationUuid = (state: WithApplication) => state.application.uuid;
export const selectRouteDecision = (state: WithApplication) => state.application.decision;
export const selectRememberedStatus = (state: WithApplication) => state.application.rememberedStatus;
export const selectApplicationLoad = (state: WithApplication) => state.application.load;
