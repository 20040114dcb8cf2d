import { eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, put, select, take } from 'typed-redux-saga';
import { selectOnline, wentOffline, wentOnline } from '../features/connectivity/connectivitySlice';
import { useContext, type WindowEvents } from './context';

const connectionChannel = (windowEvents: WindowEvents): EventChannel<boolean> =>
  eventChannel((emit) => windowEvents.onConnectionChange(emit));

/** Reports the browser's connection as events, starting with how it is now. */
export function* connectivitySaga() {
  const windowEvents = yield* useContext('windowEvents');
  if (!windowEvents.isOnline()) yield* put(wentOffline());
  const channel = yield* call(connectionChannel, windowEvents);
  try {
    for (;;) {
      const online = yield* take(channel);
      yield* put(online ? wentOnline() : wentOffline());
    }
  } finally {
    if (yield* cancelled()) channel.close();
  }
}

/** Returns at once when online, else when the connection comes back. */
export function* untilOnline() {
  if (yield* select(selectOnline)) return;
  yield* take(wentOnline);
}
