import { useT } from '../i18n/LocaleProvider';
import type { ReactNode } from 'react';
import './kit.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const ICON_PATH: Record<NoticeTone, string> = {
  info: 'M9 8h2v6H9zm0-3h2v2H9z',
  success: 'M8.5 13.5 5 10l1.4-1.4 2.1 2.1 5.1-5.1L15 7z',
  warning: 'M9 5h2v6H9zm0 7h2v2H9z',
  error: 'M6.4 5 10 8.6 13.6 5 15 6.4 11.4 10l3.6 3.6-1.4 1.4-3.6-3.6L6.4 15 5 13.6 8.6 10 5 6.4z',
};
/** Said to screen readers before the text, since the colour and icon are not. */
const TONE_LABEL = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
} as const satisfies Record<NoticeTone, string>;

/**
 * A callout in one of four tones. `live` makes it a status (polite) or alert region, for notices that appear after
 * the page has loaded; a notice present from the start needs neither.
 */
export function Notice({
  tone = 'info',
  title,
  live,
  children,
  testId,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  live?: 'polite' | 'assertive';
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useT();
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  return (
    <div className={`notice notice-${tone}`} role={role} data-testid={testId}>
      <svg className="notice-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="10" fill="currentColor" />
        <path d={ICON_PATH[tone]} fill="#ffffff" />
      </svg>
      <div className="notice-body">
        <span className="visually-hidden">{t(TONE_LABEL[tone])}: </span>
        {title ? <p className="notice-title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
