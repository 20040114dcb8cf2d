import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import { getConditions, savePhoneAlias, uploadConditionDocuments } from '../src/api/conditions';
import { areaLeft, loaded } from '../features/application/applicationSlice';
import {
  fetchFailed,
  phoneSaveFailed,
  phoneSaveRequested,
  phoneSaveSucceeded,
  pollRequested,
  pollStarted,
  pollTicked,
  type ConditionAreaKind,
  received,
  uploadFailed,
  uploadRequested,
  uploadSucceeded,
} from '../features/conditions/conditionsSlice';
import { CONDITION_TEXT, conditionsHome } from '../features/conditions/categories';
import { pendingInput } from '../features/conditions/pendingInput';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { loggedOut } from '../features/session/sessionSlice';
import { toastShown } from '../features/toasts/toastsSlice';
import { statusAnnounced } from '../features/shellUi/shellUiSlice';
import { selectActiveLocale } from '../features/locale/selectors';
import { translatorFor } from '../src/i18n/translator';
import type { MessageId } from '../src/i18n/catalog';
import type { RootState } from '../store/rootReducer';
import { failureWords, submitFailureMessage } from './submitFailure';
import { callApi, errorMessage } from './callApi';
import { afterFirstScreen, useContext } from './context';
import { reportCallFailure, reportFailure } from './failureReport';
import { focusChannel } from './windowFocus';

/** 001 §9: conditions polled every 60 s (and on window focus, 001 §7). */
export const CONDITIONS_POLL_MS = 60_000;

function* fetchConditions(uuid: string) {
  try {
    yield* put(received(yield* callApi(getConditions, uuid)));
  } catch (error: unknown) {
    yield* reportFailure('Conditions', error);
    yield* put(fetchFailed({ message: errorMessage(error) }));
  }
}

function* intervalTicks() {
  for (;;) {
    yield* delay(CONDITIONS_POLL_MS);
    yield* put(pollTicked({ trigger: 'interval' }));
  }
}

function* focusTicks() {
  const windowEvents = yield* useContext('windowEvents');
  const channel = yield* call(focusChannel, windowEvents);
  try {
    for (;;) {
      yield* take(channel);
      yield* put(pollTicked({ trigger: 'focus' }));
    }
  } finally {
    if (yield* cancelled()) channel.close();
  }
}

/** The poll for one application: a fetch now, then on every tick, until the borrower leaves or logs out. */
function* pollConditions(uuid: string, area: ConditionAreaKind) {
  yield* put(pollStarted({ applicationUuid: uuid, area }));
  yield* race({
    loop: call(function* () {
      yield* race({
        interval: call(intervalTicks),
        focus: call(focusTicks),
        fetches: call(function* () {
          yield* fetchConditions(uuid);
          yield* takeLatest(pollTicked, fetchConditions, uuid);
        }),
      });
    }),
    stop: take([areaLeft, loggedOut]),
  });
}

/** A confirmation in the borrower's language (the toast and the status announcement keep the words they were given). */
function* inBorrowersLanguage(message: MessageId) {
  return translatorFor(yield* select(selectActiveLocale)).t(message);
}

function* upload({ payload }: ReturnType<typeof uploadRequested>) {
  const files = pendingInput.takeFiles();
  try {
    yield* callApi(
      uploadConditionDocuments,
      payload.applicationUuid,
      payload.conditionUuid,
      payload.documentType,
      files,
    );
  } catch (error: unknown) {
    yield* reportCallFailure('Condition documents upload', error);
    yield* put(uploadFailed({ message: submitFailureMessage(error, failureWords) }));
    return;
  }
  yield* put(uploadSucceeded({ conditionUuid: payload.conditionUuid }));
  const uploaded = yield* inBorrowersLanguage(CONDITION_TEXT.uploaded);
  yield* put(toastShown({ message: uploaded, variant: 'success' }));
  yield* put(statusAnnounced({ message: uploaded }));
  yield* put(pollTicked({ trigger: 'upload' }));
  const area =
    payload.area === 'signer'
      ? { kind: 'signer' as const }
      : { kind: 'borrower' as const, uuid: payload.applicationUuid };
  yield* put(redirectRequested({ to: conditionsHome(area), reason: 'condition documents uploaded' }));
}

function* savePhone({ payload }: ReturnType<typeof phoneSaveRequested>) {
  const phone = pendingInput.takePhone();
  // No number is the borrower's to type, not a failure.
  if (phone === null) {
    yield* put(phoneSaveFailed({ message: 'Please enter your mobile phone' }));
    return;
  }
  try {
    yield* callApi(savePhoneAlias, phone);
  } catch (error: unknown) {
    yield* reportCallFailure('Condition phone save', error);
    yield* put(phoneSaveFailed({ message: submitFailureMessage(error, failureWords) }));
    return;
  }
  yield* put(phoneSaveSucceeded());
  yield* put(toastShown({ message: yield* inBorrowersLanguage(CONDITION_TEXT.phoneSaved), variant: 'success' }));
  yield* put(pollTicked({ trigger: 'upload' }));
  yield* put(
    redirectRequested({
      to: conditionsHome({ kind: 'borrower', uuid: payload.applicationUuid }),
      reason: 'condition phone saved',
    }),
  );
}

/** The borrower's poll starts once the application area has loaded; a signer's when the signer area asks. */
function* startPoll(action: ReturnType<typeof loaded> | ReturnType<typeof pollRequested>) {
  if (pollRequested.match(action)) {
    yield* pollConditions(action.payload.applicationUuid, action.payload.area);
    return;
  }
  // No screen shows the borrower's conditions but the conditions screens, whose heading shows at once: the first
  // fetch waits for the page's first screen, unless the borrower leaves first.
  const waited = yield* race({ shown: call(afterFirstScreen), left: take([areaLeft, loggedOut]) });
  if (waited.left !== undefined) return;
  // From state rather than the action: this saga's code may have loaded after the borrower left the area, or entered
  // another application's (its download waits for the first screen too, sagas/lazySagas.ts).
  const { uuid, inArea, application } = yield* select((state: RootState) => state.application);
  if (!inArea || uuid === null || application?.uuid !== uuid) return;
  yield* pollConditions(uuid, 'borrower');
}

/**
 * Loaded on demand (sagas/lazySagas.ts) by the first of its actions, which it handles itself: the application
 * loading, a signer's poll, an upload or a phone save. Later polls replace the running one (takeLatest).
 */
export function* conditionsSaga(first?: Action) {
  let poll: Task | null = null;
  if (first !== undefined) {
    if (uploadRequested.match(first)) yield* fork(upload, first);
    if (phoneSaveRequested.match(first)) yield* fork(savePhone, first);
    if (loaded.match(first) || pollRequested.match(first)) poll = yield* fork(startPoll, first);
  }
  yield* takeLeading(uploadRequested, upload);
  yield* takeLeading(phoneSaveRequested, savePhone);
  for (;;) {
    const next = yield* take<ReturnType<typeof loaded> | ReturnType<typeof pollRequested>>([
      loaded.type,
      pollRequested.type,
    ]);
    if (poll !== null) yield* cancel(poll);
    poll = yield* fork(startPoll, next);
  }
}
