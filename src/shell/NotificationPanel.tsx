import { NOTIFICATION_MESSAGES } from '../../features/notifications/messages';
import { expandToggled } from '../../features/notifications/notificationsSlice';
import { selectHasMoreNotifications, selectShownNotifications } from '../../features/notifications/selectors';
import { notificationTimeLabel } from '../../features/notifications/timeLabel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';

/** The bell's list (001 §2): 3 newest, View All / View Less, 'No Notifications'; loaded when the bell first opens. */
export function NotificationPanel({ panelId, now }: { panelId: string; now: number }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const expanded = useAppSelector((state) => state.notifications.expanded);
  const shown = useAppSelector(selectShownNotifications);
  const hasMore = useAppSelector(selectHasMoreNotifications);
  return (
    <section id={panelId} className="notifications-panel" aria-label={t(NOTIFICATION_MESSAGES.bellLabel)}>
      {shown.length === 0 ? (
        <p className="notifications-empty">{t(NOTIFICATION_MESSAGES.empty)}</p>
      ) : (
        <ul className="notifications-list">
          {shown.map((item) => (
            <li key={item.uuid} className={item.read ? 'notification' : 'notification notification-unread'}>
              <p className="notification-message">{item.message}</p>
              <p className="notification-time muted">
                <time dateTime={item.createdAt}>{notificationTimeLabel(item.createdAt, now)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <button type="button" className="link-button" onClick={() => dispatch(expandToggled())}>
          {t(expanded ? NOTIFICATION_MESSAGES.viewLess : NOTIFICATION_MESSAGES.viewAll)}
        </button>
      ) : null}
    </section>
  );
}
