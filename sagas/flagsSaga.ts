import { delay, put, race, select, take } from 'typed-redux-saga';
import { KNOWN_FLAGS, fetchFeatureFlags, keepKnownFlags } from '../src/api/optimize';
import { fetchFailed, fetchStarted, overridesChanged, overridesLoaded, received } from '../features/flags/flagsSlice';
import { FLAG_OVERRIDES_STORAGE, applyOverrides, parseOverrides } from '../features/flags/overrides';
import { applicationUuidOfPath } from '../src/lib/url';
import type { RootState } from '../store/rootReducer';
import { callApi, errorMessage } from './callApi';
import { useContext } from './context';
import { reportFailure } from './failureReport';

/** 001 §7: flags are cached and polled every 60 s. */
export const FLAGS_POLL_MS = 60_000;

/**
 * 001 §7: flags are fetched with the user attributes the app has at the time. On an application's page its id is in
 * the path from the first moment, before the area is entered: the first call names it whichever comes first, the
 * area's entry or the call, and so is the call the page sent with its HTML (decision 469).
 */
export const selectOptimizeUser = (state: RootState) => ({
  organization: state.organization.status === 'resolved' ? state.organization.info.orgCode : undefined,
  applicationId: state.application.uuid ?? applicationUuidOfPath(state.navigation.location?.pathname ?? ''),
  identityId: state.application.profile?.identityUuid,
  createdTime: state.application.application?.auditFields?.createdDate,
  trackerId: state.telemetry.session?.trackerUuid,
});

function* fetchFlags() {
  yield* put(fetchStarted());
  try {
    const optimizeUser = yield* select(selectOptimizeUser);
    const flags = yield* callApi(fetchFeatureFlags, optimizeUser);
    const overrides = yield* select((state: RootState) => state.flags.overrides ?? {});
    yield* put(received(applyOverrides(keepKnownFlags(flags), overrides, KNOWN_FLAGS)));
  } catch (error: unknown) {
    yield* reportFailure('Feature flags', error);
    yield* put(fetchFailed({ message: errorMessage(error) }));
  }
}

export function* flagsSaga() {
  const storage = yield* useContext('sessionStorage');
  yield* put(overridesLoaded(parseOverrides(storage.getItem(FLAG_OVERRIDES_STORAGE))));
  // The first request in a task of its own, apart from the start of every saga (issue 16, as in appStarted).
  yield* delay(0);
  for (;;) {
    yield* fetchFlags();
    // An override change fetches at once, so the forced flag shows without waiting for the next poll.
    const { changed } = yield* race({ wait: delay(FLAGS_POLL_MS), changed: take(overridesChanged) });
    if (changed) storage.setItem(FLAG_OVERRIDES_STORAGE, JSON.stringify(changed.payload));
  }
}
