/**
 * The two calls the application area starts with (000 §2.4, applicationSaga's entry), in a module of their own so the
 * start-up can ask for them early (src/main.tsx) without the area's API modules in every first paint.
 */
export const PROFILE_PATH = '/service-profile/api/v1/profile';
export const HELOC_PATH = '/service-application/api/v1/application/heloc';
export const applicationPath = (uuid: string): string => `${HELOC_PATH}/${encodeURIComponent(uuid)}`;

export const areaEntryPaths = (uuid: string): string[] => [PROFILE_PATH, applicationPath(uuid)];
