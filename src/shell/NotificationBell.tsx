import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NOTIFICATION_MESSAGES } from '../../features/notifications/messages';
import { panelClosed, panelToggled } from '../../features/notifications/notificationsSlice';
import { selectHasUnreadNotifications } from '../../features/notifications/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';

// The list loads with the other frame parts no first screen shows (lazyShell.tsx).
const NotificationPanel = lazy(async () => ({
  default: (await import(/* webpackChunkName: "shell-overlays" */ './overlays/shellOverlays')).NotificationPanel,
}));

/** 001 §2: the bell with an unread dot, and the list: 3 newest, View All / View Less, 'No Notifications'. */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const open = useAppSelector((state) => state.notifications.panelOpen);
  const unread = useAppSelector(selectHasUnreadNotifications);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  // The labels are computed when the panel opens; a label that ages while it is open is fine.
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(panelClosed());
    };
    const onClick = (event: MouseEvent) => {
      if (container.current && event.target instanceof Node && !container.current.contains(event.target))
        dispatch(panelClosed());
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [dispatch, open]);

  return (
    <div className="notifications" ref={container}>
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(unread ? NOTIFICATION_MESSAGES.unreadLabel : NOTIFICATION_MESSAGES.bellLabel)}
        data-testid="notification-bell"
        onClick={() => {
          setNow(Date.now());
          dispatch(panelToggled());
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread ? <span className="unread-dot" data-testid="unread-dot" /> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel panelId={panelId} now={now} />
        </Suspense>
      ) : null}
    </div>
  );
}
