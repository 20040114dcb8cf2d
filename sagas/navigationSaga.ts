import { eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, fork, put, race, select, take, takeEvery, takeLeading, delay } from 'typed-redux-saga';
import { selectOnline, wentOnline } from '../features/connectivity/connectivitySlice';
import { untilOnline } from './connectivitySaga';
import {
  locationChanged,
  redirectRequested,
  screenLoadErrored,
  screenLoadRetriesExhausted,
  type AppLocation,
  type HistoryAction,
} from '../features/navigation/navigationSlice';
import { activityEnded, activityStarted } from '../features/overlays/loaderSlice';
import { SCREEN_LOAD_RETRIES, SCREEN_LOAD_RETRY_KEY } from '../src/lib/screenLoad';
import { withPreservedQuery } from '../src/lib/url';
import { useContext, type Navigator } from './context';

/** How long a transition may keep the loader up before we stop waiting for the location to change. */
const TRANSITION_TIMEOUT_MS = 10_000;

interface LocationEvent {
  location: AppLocation;
  action: HistoryAction;
}

const locationEvents = (navigator: Navigator): EventChannel<LocationEvent> =>
  eventChannel((emit) =>
    navigator.subscribe((location, action) => {
      emit({ location, action });
    }),
  );

function* reportLocations(navigator: Navigator) {
  yield* put(locationChanged({ ...navigator.current(), action: 'POP' }));
  const channel = yield* call(locationEvents, navigator);
  try {
    for (;;) {
      const { location, action } = yield* take(channel);
      yield* put(locationChanged({ ...location, action }));
    }
  } finally {
    if (yield* cancelled()) channel.close();
  }
}

function* performRedirect({ payload }: ReturnType<typeof redirectRequested>) {
  const navigator = yield* useContext('navigator');
  const target = withPreservedQuery(payload.to, navigator.current().search);
  if (payload.external) {
    // Offline, a full page load would show the browser's own error page: wait for the connection, unless the
    // borrower is sent somewhere else meanwhile (issue 17).
    if (!(yield* select(selectOnline))) {
      const { superseded } = yield* race({ online: take(wentOnline), superseded: take(redirectRequested) });
      if (superseded) return;
    }
    navigator.assign(target, { replace: payload.replace ?? false });
    return;
  }
  yield* put(activityStarted({ activity: 'transitioning' }));
  try {
    navigator.navigate(target, {
      replace: payload.replace ?? false,
      ...(payload.state ? { state: payload.state } : {}),
    });
    // A lazily loaded screen changes the location only once its code has arrived.
    yield* race({ arrived: take(locationChanged), timeout: delay(TRANSITION_TIMEOUT_MS) });
  } finally {
    yield* put(activityEnded({ activity: 'transitioning' }));
  }
}

/** How often a screen load that failed as the page was being left looks again whether the page stayed. */
const LEAVING_RECHECK_MS = 500;

/** 000 §8: reload on a failed screen load, up to 5 times per tab (counted in session storage), then the error page. */
function* retryScreenLoad() {
  const navigator = yield* useContext('navigator');
  const storage = yield* useContext('sessionStorage');
  // The borrower is leaving (a link, an address typed, Back): the browser cut the screen's code off, which is no
  // failed load, and a reload now would take their navigation from them (Firefox aborts it for the reload). The page
  // goes, and this saga with it; a leave called off (a tel: link's beforeunload) retries once it is.
  const windowEvents = yield* useContext('windowEvents');
  while (windowEvents.isLeaving?.() === true) yield* delay(LEAVING_RECHECK_MS);
  const retries = Number(storage.getItem(SCREEN_LOAD_RETRY_KEY) ?? '0');
  if (retries < SCREEN_LOAD_RETRIES) {
    // A reload while offline shows the browser's error page and spends a retry for nothing.
    yield* untilOnline();
    storage.setItem(SCREEN_LOAD_RETRY_KEY, String(retries + 1));
    navigator.reload();
    return;
  }
  storage.removeItem(SCREEN_LOAD_RETRY_KEY);
  yield* put(screenLoadRetriesExhausted());
}

export function* navigationSaga() {
  const navigator = yield* useContext('navigator');
  yield* fork(reportLocations, navigator);
  yield* takeEvery(redirectRequested, performRedirect);
  yield* takeLeading(screenLoadErrored, retryScreenLoad);
}
