import { select, take } from 'typed-redux-saga';
import { resolutionFailed, resolved } from '../features/organization/organizationSlice';
import type { RootState } from '../store/store';

/**
 * Waits until the entry has reported the session and the organisation (it dispatches session/started, then the
 * organisation). Sagas may start before that (tests) or after it (after rehydration), so this reads state first.
 */
export function* appStarted() {
  const organization = yield* select((state: RootState) => state.organization);
  if (organization.status === 'unresolved') yield* take([resolved, resolutionFailed]);
  return yield* select((state: RootState) => ({ session: state.session, organization: state.organization }));
}
