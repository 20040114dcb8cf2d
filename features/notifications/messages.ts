/** 001 §2 notification list texts. */
export const NOTIFICATION_MESSAGES = {
  empty: 'No Notifications',
  viewAll: 'View All',
  viewLess: 'View Less',
  bellLabel: 'Notifications',
  unreadLabel: 'Notifications, unread',
} as const;

/** 001 §9: notification preview 3. */
export const NOTIFICATION_PREVIEW = 3;
