import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { useT } from '../../../src/i18n/LocaleProvider';

/**
 * 000 §8's registration error banner: the message of the last failed call. It takes focus when it appears (as an
 * error summary does), so a borrower at the bottom of a long step, or using a screen reader, learns at once that
 * "Create account" did not go through; their answers stay in the form below. Our own messages (the 000 §8 default, the
 * dropped connection's) are read in the borrower's language; the platform's errors list is shown as sent (decision 212).
 */
export function RegistrationErrorBanner() {
  const message = useAppSelector((state) => state.registration.submit.error);
  const { text } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className="banner banner-warn" role="alert" tabIndex={-1} data-testid="registration-error-banner">
      {text(message)}
    </div>
  );
}
