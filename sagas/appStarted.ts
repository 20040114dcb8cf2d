import { delay, select, take } from 'typed-redux-saga';
import { resolutionFailed, resolved } from '../features/organization/organizationSlice';
import type { RootState } from '../store/rootReducer';

/**
 * Waits until the entry has reported the session and the organisation (it dispatches session/started, then the
 * organisation). Sagas may start before that (tests) or after it (after rehydration), so this reads state first.
 * Then it yields a task: the sagas that call it make their first request next, so the start of all sagas stays one
 * short task instead of one long one with every first request in it (issue 16). Watchers a saga set up before
 * calling it keep listening meanwhile.
 */
export function* appStarted() {
  const organization = yield* select((state: RootState) => state.organization);
  if (organization.status === 'unresolved') yield* take([resolved, resolutionFailed]);
  yield* delay(0);
  return yield* select((state: RootState) => ({ session: state.session, organization: state.organization }));
}
