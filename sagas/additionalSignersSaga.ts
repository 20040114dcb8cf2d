import type { Action } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take } from 'typed-redux-saga';
import { getAdditionalSigners } from '../src/api/applicationSteps';
import type { AdditionalSignerSummary } from '../src/api/contractSigner';
import {
  additionalSignersActions as signersActions,
  selectAdditionalSigners,
  type SignersRefreshTrigger,
} from '../features/application/additionalSignersSlice';
import { everyActiveSignerSigned, hasOutstandingSigners } from '../features/application/signerProgress';
import { statusChangeAwaited } from '../features/application/applicationSlice';
import { applicationStepsActions as steps, selectSteps } from '../features/application/applicationStepsSlice';
import { selectApplicationUuid } from '../features/application/selectors';
import { loggedOut } from '../features/session/sessionSlice';
import { callApi, errorMessage } from './callApi';
import { reportFailure } from './failureReport';

/** How often signing/additional asks whether the invited signers have moved on (ours; docs/decisions.md). */
export const SIGNERS_REFRESH_MS = 10_000;

function* fetchSigners(uuid: string) {
  try {
    const signers = yield* callApi(getAdditionalSigners, uuid);
    yield* put(signersActions.listReceived(signers));
    return signers;
  } catch (error: unknown) {
    yield* reportFailure('Additional signers', error);
    yield* put(signersActions.listFailed({ message: errorMessage(error) }));
    return null;
  }
}

/** The invitation form is sent by the application steps saga; its success is the list's cue to change. */
function* invitationsSent() {
  for (;;) {
    yield* take(steps.stepSucceeded);
    if ((yield* select(selectSteps)).submit.step === 'additionalSigners') return;
  }
}

/**
 * What prompts the next refresh: only an invitation while nobody is outstanding, else also the clock. Not the window's
 * focus: 000 §7 refetches no query data on focus (001 §7 makes the conditions alone an exception).
 */
function* nextRefresh(outstanding: boolean) {
  if (!outstanding) {
    yield* call(invitationsSent);
    return 'invited' as const;
  }
  const { interval } = yield* race({ interval: delay(SIGNERS_REFRESH_MS), invited: call(invitationsSent) });
  const trigger: SignersRefreshTrigger = interval ? 'interval' : 'invited';
  return trigger;
}

/**
 * Refreshes the list until every signer still invited has signed, then hands over to the application area's status
 * poll (statusChangeAwaited), which routes on through the status table like any step that awaits the status.
 */
function* watchSigners(uuid: string) {
  let trigger: SignersRefreshTrigger = 'entry';
  for (;;) {
    yield* put(signersActions.refreshTicked({ trigger }));
    const signers: AdditionalSignerSummary[] | null = yield* fetchSigners(uuid);
    if (signers && everyActiveSignerSigned(signers)) {
      yield* put(signersActions.allSigned());
      // The status to leave is CO_DEED_REQ even when a reload found it already past (the screen stayed: same section).
      yield* put(statusChangeAwaited('CO_DEED_REQ'));
      return;
    }
    // A failed refresh is tried again at the same cadence as an outstanding signer.
    trigger = yield* nextRefresh(signers === null || hasOutstandingSigners(signers));
  }
}

const isStop = (action: Action): boolean => signersActions.screenLeft.match(action) || loggedOut.match(action);

/**
 * Loaded on demand by `additionalSigners/screenEntered` (sagas/lazySagas.ts). It starts from state rather than from
 * that action: the borrower may have left the screen again while this chunk downloaded.
 */
export function* additionalSignersSaga() {
  for (;;) {
    if (!(yield* select(selectAdditionalSigners)).onScreen) yield* take(signersActions.screenEntered);
    const uuid = yield* select(selectApplicationUuid);
    if (uuid === null) {
      yield* take(isStop);
      continue;
    }
    const { left } = yield* race({ watch: call(watchSigners, uuid), left: take(isStop) });
    // Everyone signed: nothing to refresh until the status poll moves the borrower off the screen.
    if (!left) yield* take(isStop);
  }
}
