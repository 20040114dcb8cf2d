import { toastDismissed } from '../../features/toasts/toastsSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';

/** 001 §2: toasts, at most 5, bottom-left; each stays until dismissed (no time limit to read it). */
export function Toasts() {
  const toasts = useAppSelector((state) => state.toasts.items);
  const dispatch = useAppDispatch();
  const { t, text } = useT();
  return (
    <div className="toasts" role="region" aria-label={t('Messages')}>
      <ul className="toast-list" aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast-${toast.variant}`}>
            <span>{text(toast.message)}</span>
            <button
              type="button"
              className="toast-dismiss"
              aria-label={t('Dismiss message')}
              onClick={() => dispatch(toastDismissed({ id: toast.id }))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Screen-reader status messages (001 §4), cleared 300 ms after being set by the shell saga. */
export function StatusAnnouncer() {
  const status = useAppSelector((state) => state.shellUi.status);
  const { text } = useT();
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="sr-status">
      {text(status)}
    </div>
  );
}
