import { put, select, take, takeLatest } from 'typed-redux-saga';
import { saveExperiments } from '../src/api/experiments';
import { loaded } from '../features/application/applicationSlice';
import { EXPERIMENTS, assignment, experimentMarkerKey } from '../features/experiments/experiments';
import { received as flagsReceived, fetchFailed as flagsFailed } from '../features/flags/flagsSlice';
import { selectFlagEnabled, selectFlagsReady } from '../features/flags/selectors';
import { eventTracked } from '../features/telemetry/telemetrySlice';
import type { RootState } from '../store/rootReducer';
import { callApi } from './callApi';
import { reportCallFailure } from './failureReport';
import { afterFirstScreen, useContext } from './context';

/**
 * 001 §4: once per application, each experiment's assignment is saved. The local marker is set first so two tabs do
 * not both save, and removed if saving fails so the next visit tries again.
 */
function* recordAssignments({ payload }: ReturnType<typeof loaded>) {
  const applicationUuid = payload.application.uuid;
  // A background write: after the page's first screen, whose calls it would otherwise compete with.
  yield* afterFirstScreen();
  if (!(yield* select(selectFlagsReady))) yield* take([flagsReceived, flagsFailed]);
  const storage = yield* useContext('localStorage');
  for (const experiment of EXPERIMENTS) {
    const marker = experimentMarkerKey(applicationUuid, experiment.name);
    if (storage.getItem(marker) !== null) continue;
    const variation = assignment(yield* select((state: RootState) => selectFlagEnabled(state, experiment.flagKey)));
    storage.setItem(marker, variation);
    try {
      yield* callApi(saveExperiments, applicationUuid, [{ name: experiment.name, variation }]);
      yield* put(
        eventTracked({ event: 'HELOC: Experiment Assigned', properties: { experiment: experiment.name, variation } }),
      );
    } catch (error: unknown) {
      storage.removeItem(marker);
      // The next visit tries again; until then the platform lacks the assignment, so it is told (issue 46).
      yield* reportCallFailure('Experiment assignment', error);
    }
  }
}

export function* experimentsSaga() {
  yield* takeLatest(loaded, recordAssignments);
}
