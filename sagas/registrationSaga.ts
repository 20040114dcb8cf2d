/**
 * Registration's step saga, loaded on demand (sagas/lazySagas.ts): it answers the borrower's moves on register-v2 and
 * the legacy page (the typeahead's suggestions, the next step once one is completed, the preparation of what "Create
 * account" leads to) and hands the start (sagas/registrationStart.ts) and the submit pipeline
 * (sagas/registrationSubmit.ts) their actions.
 */

import { delay, fork, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { searchAddresses } from '../src/api/typeahead';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { registrationActions } from '../features/registration/registrationSlice';
import { selectActiveSteps } from '../features/registration/selectors';
import { nextStep, stepHref } from '../features/registration/steps';
import { ANY_APPLICATION_UUID, APP_BASE } from '../src/lib/url';
import type { RootState } from '../store/rootReducer';
import { callApi } from './callApi';
import { failureLine } from '../features/diagnostics/failures';
import { reportCallFailure } from './failureReport';
import { useContext } from './context';
import { startRegistration } from './registrationStart';
import { submitPipeline } from './registrationSubmit';

export const TYPEAHEAD_DEBOUNCE_MS = 250;

/** Whether the address search's current outage was reported: one outage is one report, however long the typing. */
interface SearchOutage {
  reported: boolean;
}

function* suggestAddresses(outage: SearchOutage, { payload }: ReturnType<typeof registrationActions.fieldsEdited>) {
  const query = payload.addressQuery ?? '';
  if (query.trim().length < 3) {
    yield* put(registrationActions.addressSuggestionsReceived({ suggestions: [] }));
    return;
  }
  yield* delay(TYPEAHEAD_DEBOUNCE_MS);
  try {
    const suggestions = yield* callApi(searchAddresses, query.trim(), 5);
    outage.reported = false;
    yield* put(registrationActions.addressSuggestionsReceived({ suggestions }));
  } catch (error: unknown) {
    // The borrower can still type the address in full; the failure is told (issue 46), once an outage: each pause in
    // the typing is another search, and the same failure again is only logged.
    if (!outage.reported) outage.reported = yield* reportCallFailure('Address suggestions', error);
    else (yield* useContext('logger')).warn(failureLine('Address suggestions failed again', error));
  }
}

const isAddressQueryEdit = (action: unknown): action is ReturnType<typeof registrationActions.fieldsEdited> =>
  registrationActions.fieldsEdited.match(action) && 'addressQuery' in action.payload;

function* moveOn({ payload }: ReturnType<typeof registrationActions.stepCompleted>) {
  const steps = yield* select(selectActiveSteps);
  const next = nextStep(steps, payload.step);
  if (!next) return;
  yield* put(redirectRequested({ to: stepHref(next), reason: `step ${payload.step} completed` }));
  if (nextStep(steps, next.id) === null) yield* fork(prepareWhatFollowsSubmit);
}

const SOME_APPLICATION = `${APP_BASE}/${ANY_APPLICATION_UUID}`;

/** The sagas "Create account" starts: the processing modal's, then the application area's. */
const SAGAS_AFTER_SUBMIT = new Set(['processing', 'application-area']);

/**
 * On the last step (issue 16), the code "Create account" leads to loads while the borrower types their password: the
 * processing modal's saga, the application area's saga and frame, and the offer screen, where a new application's
 * pre-qualification most often sends them (the status table's OFFER_SELECTION row). Without it each came one round
 * trip after the other once the account existed. A failed download is tried again when it is needed.
 */
function* prepareWhatFollowsSubmit() {
  const navigator = yield* useContext('navigator');
  void navigator.prepare(SOME_APPLICATION);
  void navigator.prepare(`${SOME_APPLICATION}/product/select`);
  const preloadSagas = yield* useContext('preloadSagas');
  preloadSagas?.(SAGAS_AFTER_SUBMIT);
}

/**
 * Loaded on demand (sagas/lazySagas.ts) with `first`, the registration action that loaded it (usually `started`, which
 * register-v2 and the legacy page dispatch on mount); it answers that action itself, then watches for the next ones.
 */
export function* registrationSaga(first?: Action) {
  const outage: SearchOutage = { reported: false };
  yield* takeLatest(registrationActions.started, startRegistration);
  yield* takeLatest(isAddressQueryEdit, suggestAddresses, outage);
  yield* takeEvery(registrationActions.stepCompleted, moveOn);
  yield* takeLeading(registrationActions.submitRequested, submitPipeline);
  // Its chunk has just been evaluated: the work below starts in a task of its own, so that the two do not make one
  // long task on a phone (issue 16). The watchers above already catch what is dispatched meanwhile.
  yield* delay(0);
  // An address typed before this saga was loaded (on the prerendered page before the app took it over, or while this
  // chunk came in) reached no watcher: it gets its suggestions now, unless an address was already chosen.
  const pending = yield* select((state: RootState) => state.registration.draft);
  if (!pending.manualAddress && pending.addressQuery.trim() !== '')
    yield* fork(suggestAddresses, outage, registrationActions.fieldsEdited({ addressQuery: pending.addressQuery }));
  if (!first) return;
  if (registrationActions.started.match(first)) yield* fork(startRegistration, first);
  else if (registrationActions.stepCompleted.match(first)) yield* fork(moveOn, first);
  else if (registrationActions.submitRequested.match(first)) yield* fork(submitPipeline, first);
}
