import { put, select, takeEvery } from 'typed-redux-saga';
import { FAILURE_CAUGHT_EVENT, failureCaught } from '../features/diagnostics/failures';
import { eventTracked } from '../features/telemetry/telemetrySlice';
import { routePattern } from '../src/lib/url';
import { browserEngine, engineMajorVersion } from '../src/lib/userAgent';
import type { RootState } from '../store/rootReducer';
import { useContext } from './context';

/**
 * Every caught failure (features/diagnostics/failures.ts) becomes a telemetry event, so the team learns of it the
 * first time it happens anywhere: what failed, the error's name, the engine and its major version, and the route
 * pattern (`/account/heloc/:uuid/signing/sign`), never the uuid, the query or whose application it was. The action
 * itself is in the diagnostic log already, as every action is.
 */
function* trackFailure({ payload }: ReturnType<typeof failureCaught>) {
  const userAgent = (yield* useContext('page'))?.userAgent?.() ?? '';
  const pathname = yield* select((state: RootState) => state.navigation.location?.pathname);
  const route = routePattern(pathname ?? (yield* useContext('navigator')).current().pathname);
  yield* put(
    eventTracked({
      event: FAILURE_CAUGHT_EVENT,
      properties: {
        what: payload.what,
        errorName: payload.errorName,
        engine: browserEngine(userAgent),
        engineMajor: engineMajorVersion(userAgent) ?? 0,
        route,
      },
      dontDedupe: true,
      pagePattern: route,
    }),
  );
}

export function* diagnosticsSaga() {
  yield* takeEvery(failureCaught, trackFailure);
}
