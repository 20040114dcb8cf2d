import { call, put, select, takeLatest } from 'typed-redux-saga';
import { getNotifications, markNotificationsRead } from '../src/api/notifications';
import {
  fetchFailed,
  fetchStarted,
  markedRead,
  panelToggled,
  received,
} from '../features/notifications/notificationsSlice';
import { selectShownNotifications } from '../features/notifications/selectors';
import type { RootState } from '../store/rootReducer';
import { appStarted } from './appStarted';
import { callApi, errorMessage } from './callApi';
import { afterFirstScreen } from './context';
import { reportCallFailure, reportFailure } from './failureReport';

function* fetchNotifications() {
  yield* put(fetchStarted());
  try {
    yield* put(received(yield* callApi(getNotifications)));
    return true;
  } catch (error: unknown) {
    yield* reportFailure('Notifications', error);
    yield* put(fetchFailed({ message: errorMessage(error) }));
    return false;
  }
}

/** Opening the panel refetches, then marks what the borrower now sees as read. */
function* onPanelToggled() {
  const open = yield* select((state: RootState) => state.notifications.panelOpen);
  if (!open || !(yield* select((state: RootState) => state.session.authenticated))) return;
  if (!(yield* fetchNotifications())) return;
  const unread = (yield* select(selectShownNotifications)).filter((item) => !item.read).map((item) => item.uuid);
  if (unread.length === 0) return;
  yield* put(markedRead({ uuids: unread }));
  try {
    yield* callApi(markNotificationsRead, unread);
  } catch (error: unknown) {
    // The bell shows them read on this page, and unread again on the next: told like every handled failure.
    yield* reportCallFailure('Notifications: mark read', error);
  }
}

export function* notificationsSaga() {
  yield* takeLatest(panelToggled, onPanelToggled);
  const { session } = yield* appStarted();
  // The bell's count is no part of the first screen: on a slow phone its call would share the connection with the
  // screen's own data and code (issue 47 item 4). Opening the panel still fetches at once.
  yield* call(afterFirstScreen);
  if (session.authenticated) yield* fetchNotifications();
}
