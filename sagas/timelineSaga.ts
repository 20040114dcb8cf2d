import { put, select, takeLatest } from 'typed-redux-saga';
import { getTimeline } from '../src/api/timeline';
import { loaded, routeDecided, timelineReceived } from '../features/application/applicationSlice';
import { selectApplication, selectApplicationUuid } from '../features/application/selectors';
import { stageOfApplication, stepOfStage } from '../features/application/stages';
import { callApi } from './callApi';
import { reportFailure } from './failureReport';

/**
 * Issue 37: the road to funding, read from the platform when the application loads and each time the borrower is
 * routed on a status (a step done, the rescission begun), from the offer on. A failure leaves the sidebar without
 * dates: nothing the borrower must act on, so it is only logged.
 */
function* readTimeline() {
  const uuid = yield* select(selectApplicationUuid);
  const application = yield* select(selectApplication);
  if (uuid === null || application === null || stepOfStage(stageOfApplication(application)) < 1) return;
  try {
    const timeline = yield* callApi(getTimeline, uuid);
    yield* put(timelineReceived({ uuid, timeline }));
  } catch (error: unknown) {
    yield* reportFailure('Timeline', error);
  }
}

export function* timelineSaga() {
  yield* takeLatest([loaded, routeDecided], readTimeline);
}
