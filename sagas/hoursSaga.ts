import { call, delay, put } from 'typed-redux-saga';
import { getOperatingHours } from '../src/api/operatingHours';
import { hoursFetchFailed, hoursReceived } from '../features/footer/hoursSlice';
import { appStarted } from './appStarted';
import { callApi, errorMessage } from './callApi';
import { afterFirstScreen } from './context';
import { reportFailure } from './failureReport';

/** 001 §9: operating hours polled every 60 s. */
export const HOURS_POLL_MS = 60_000;

function* fetchHours(orgCode: string) {
  try {
    yield* put(hoursReceived(yield* callApi(getOperatingHours, 'OPS_PHONE', orgCode)));
  } catch (error: unknown) {
    yield* reportFailure('Operating hours', error);
    yield* put(hoursFetchFailed({ message: errorMessage(error) }));
  }
}

export function* hoursSaga() {
  const { organization } = yield* appStarted();
  if (organization.status !== 'resolved') return;
  // The support hours are no part of the first screen (the footer, the menu): they wait for it, as the bell does.
  yield* call(afterFirstScreen);
  for (;;) {
    yield* fetchHours(organization.info.orgCode);
    yield* delay(HOURS_POLL_MS);
  }
}
