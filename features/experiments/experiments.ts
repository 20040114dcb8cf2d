import { APP_ID_REQUIRED } from '../../src/api/experiments';

export { APP_ID_REQUIRED };

/** Experiments the app records, each driven by a feature flag: 'variation' when on, else 'control' (001 §4). */
export const EXPERIMENTS = [{ name: 'redesign-2025', flagKey: 'fe-heloc-redesign-2025' }] as const;

export const CONTROL = 'control';
export const VARIATION = 'variation';

export const assignment = (flagOn: boolean): string => (flagOn ? VARIATION : CONTROL);

/** localStorage marker: this application's assignment was recorded. */
export const experimentMarkerKey = (applicationUuid: string, name: string): string =>
  `heloc-experiment:${applicationUuid}:${name}`;
