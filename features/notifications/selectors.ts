import { createSelector } from '@reduxjs/toolkit';
import type { AppNotification } from '../../src/api/contractShell';
import { NOTIFICATION_PREVIEW } from './messages';
import type { NotificationsState } from './notificationsSlice';

interface WithNotifications {
  notifications: NotificationsState;
}

const byNewest = (a: AppNotification, b: AppNotification): number => Date.parse(b.createdAt) - Date.parse(a.createdAt);

export const selectNotificationsNewestFirst = createSelector(
  [(state: WithNotifications) => state.notifications.items],
  (items) => [...items].sort(byNewest),
);

/** 001 §2: the 3 newest, or all when expanded. */
export const selectShownNotifications = createSelector(
  [selectNotificationsNewestFirst, (state: WithNotifications) => state.notifications.expanded],
  (items, expanded) => (expanded ? items : items.slice(0, NOTIFICATION_PREVIEW)),
);

/** The View All / View Less toggle shows only when there are more than 3. */
export const selectHasMoreNotifications = (state: WithNotifications): boolean =>
  state.notifications.items.length > NOTIFICATION_PREVIEW;

export const selectHasUnreadNotifications = (state: WithNotifications): boolean =>
  state.notifications.items.some((item) => !item.read);
