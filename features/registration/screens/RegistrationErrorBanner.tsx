import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../../store/hooks';

/**
 * 000 §8's registration error banner: the message of the last failed call. It takes focus when it appears (as an
 * error summary does), so a borrower at the bottom of a long step, or using a screen reader, learns at once that
 * "Create account" did not go through; their answers stay in the form below.
 */
export function RegistrationErrorBanner() {
  const message = useAppSelector((state) => state.registration.submit.error);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className="banner banner-warn" role="alert" tabIndex={-1} data-testid="registration-error-banner">
      {message}
    </div>
  );
}
