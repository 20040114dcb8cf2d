import type { Task } from 'redux-saga';
import { cancel, fork, put, select, take } from 'typed-redux-saga';
import { getTimeline } from '../src/api/timeline';
import { loaded, routeDecided, timelineReceived } from '../features/application/applicationSlice';
import { selectApplication, selectApplicationUuid } from '../features/application/selectors';
import { readsTimeline } from '../features/application/stages';
import type { RootState } from '../store/rootReducer';
import { callApi } from './callApi';
import { reportFailure } from './failureReport';

function* readTimeline(uuid: string) {
  try {
    const timeline = yield* callApi(getTimeline, uuid);
    yield* put(timelineReceived({ uuid, timeline }));
  } catch (error: unknown) {
    yield* reportFailure('Timeline', error);
  }
}

/**
 * The application and status a read is for, or null: where the road to funding is not shown (before the offer), and
 * while the area is loading, when the routing is on the device's copy (issue 47) and the platform's load, which
 * reads it, follows.
 */
function readFor(state: RootState): { uuid: string; key: string } | null {
  const uuid = selectApplicationUuid(state);
  const application = selectApplication(state);
  if (uuid === null || application === null || state.application.load !== 'succeeded') return null;
  if (!readsTimeline(application)) return null;
  return { uuid, key: `${uuid} ${application.status.checklistStatus}` };
}

/**
 * Issue 37: the road to funding, read from the platform when the application loads and each time the borrower is
 * routed on a status (a step done, the rescission begun), from the offer on. A failure leaves the sidebar without
 * dates: nothing the borrower must act on, so it is only logged. Like takeLatest, a new trigger replaces the read
 * under way, except one for the same application and status, which that read already answers: a return visit routed
 * on the restored copy, then on the platform's load, then on the load's routing, and asked three times (issue 47).
 */
export function* timelineSaga() {
  let reading: { key: string; task: Task } | null = null;
  for (;;) {
    yield* take([loaded, routeDecided]);
    const read = yield* select(readFor);
    if (reading?.task.isRunning() && reading.key === read?.key) continue;
    if (reading?.task.isRunning()) yield* cancel(reading.task);
    reading = read === null ? null : { key: read.key, task: yield* fork(readTimeline, read.uuid) };
  }
}
