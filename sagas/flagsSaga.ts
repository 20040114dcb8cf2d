import { delay, put, select } from 'typed-redux-saga';
import { fetchFeatureFlags, keepKnownFlags } from '../src/api/optimize';
import { fetchFailed, fetchStarted, received } from '../features/flags/flagsSlice';
import type { RootState } from '../store/store';
import { callApi, errorMessage } from './callApi';
import { useContext } from './context';

/** 001 §7: flags are cached and polled every 60 s. */
export const FLAGS_POLL_MS = 60_000;

/** 001 §7: flags are fetched with the user attributes the app has at the time. */
const selectOptimizeUser = (state: RootState) => ({
  organization: state.organization.status === 'resolved' ? state.organization.info.orgCode : undefined,
  applicationId: state.application.uuid ?? undefined,
  identityId: state.application.profile?.identityUuid,
  createdTime: state.application.application?.auditFields?.createdDate,
});

function* fetchFlags() {
  yield* put(fetchStarted());
  try {
    const optimizeUser = yield* select(selectOptimizeUser);
    const flags = yield* callApi(fetchFeatureFlags, optimizeUser);
    yield* put(received(keepKnownFlags(flags)));
  } catch (error: unknown) {
    (yield* useContext('logger')).warn(`Feature flags unavailable: ${errorMessage(error)}`);
    yield* put(fetchFailed({ message: errorMessage(error) }));
  }
}

export function* flagsSaga() {
  for (;;) {
    yield* fetchFlags();
    yield* delay(FLAGS_POLL_MS);
  }
}
