import { prefetchWhenIdle, type IdleWindow } from '../../src/lib/idle';

/**
 * The registration rules (schemas.ts, built on yup) are not part of register-v2's first paint: they load with the
 * "registration-steps" chunk (every step after the first), which the layout requests once the first step shows, so
 * by the time the borrower presses Continue both are usually there (decision 143).
 */
export const loadRegistrationRules = () => import(/* webpackChunkName: "registration-steps" */ './schemas');

/** Starts the download when the browser is idle after the first paint; a failure is met again on submit. */
export function prefetchRegistrationSteps(win: IdleWindow) {
  prefetchWhenIdle(loadRegistrationRules, win);
}
