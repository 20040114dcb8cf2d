import { lazyModal } from '../../../src/shell/overlays/LazyModal';
import { MODAL } from '../messages';

/**
 * The registration overlays (000 §2.6), loaded the first time one opens: none shows on the first step, so they and the
 * date code they use stay out of register-v2's first paint; the steps' chunk brings them, prefetched after it.
 */
export const LazyRegistrationModals = lazyModal(
  [MODAL.accountExists, MODAL.activeApplication, MODAL.hawaii, MODAL.newYork, MODAL.waitPeriod, MODAL.location],
  async () => (await import(/* webpackChunkName: "registration-steps" */ './RegistrationModals')).RegistrationModals,
);
