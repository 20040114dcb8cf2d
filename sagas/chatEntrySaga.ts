import { fork, put, select, take, takeEvery } from 'typed-redux-saga';
import { widgetOpened } from '../features/chat/chatSlice';
import { fetchFailed as flagsFetchFailed, received as flagsReceived } from '../features/flags/flagsSlice';
import { FLAG, selectFlagsReady } from '../features/flags/selectors';
import { chatRequested } from '../features/shellUi/shellUiSlice';
import type { RootState } from '../store/rootReducer';
import { useContext } from './context';

/** 001 §2: `?pop-webchat` opens chat once (when chat is on), then leaves the URL. */
function* popWebchat() {
  const navigator = yield* useContext('navigator');
  const location = navigator.current();
  const params = new URLSearchParams(location.search);
  if (!params.has('pop-webchat')) return;
  if (!(yield* select(selectFlagsReady))) yield* take([flagsReceived, flagsFetchFailed]);
  const chatOn = yield* select((state: RootState) => state.flags.values[FLAG.webchat]?.enabled === true);
  // With chat off the parameter stays for the routing that preserves it (src/lib/url.ts); nothing opens.
  if (!chatOn) return;
  params.delete('pop-webchat');
  const search = params.toString();
  // Not a redirect: navigation/redirectRequested keeps pop-webchat (src/lib/url.ts PRESERVED_QUERY_PARAMS), and this
  // removes it. The router still reports the change as navigation/locationChanged.
  navigator.navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });

  yield* put(widgetOpened({ source: 'popWebchat' }));
}

/**
 * The part of chat that runs from the start while the chat saga itself loads on demand (sagas/lazySagas.ts): the
 * prompt can be pressed the moment the flag shows it, and pop-webchat is decided by the first flags answer, both
 * possibly before the chat chunk has arrived. Opening the widget is state (`chat.open`), which the chat saga reads
 * when it starts.
 */
export function* chatEntrySaga() {
  yield* takeEvery(chatRequested, function* ({ payload }) {
    yield* put(widgetOpened({ source: payload.source }));
  });
  yield* fork(popWebchat);
}
