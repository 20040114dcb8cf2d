import { eventChannel, type EventChannel } from 'redux-saga';
import type { WindowEvents } from './context';

/** Window focus as a saga channel; the taker closes it (in `finally`), which removes the listener. */
export function focusChannel(windowEvents: WindowEvents): EventChannel<true> {
  return eventChannel<true>((emit) =>
    windowEvents.onFocus(() => {
      emit(true);
    }),
  );
}
