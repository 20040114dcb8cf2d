import { useAppSelector } from '../../store/hooks';
import { useT } from '../../src/i18n/LocaleProvider';
import { Notice } from '../../src/ui/Notice';

/** Issue 47 (ours; no spec text exists): said when a return visit's screen from the device was out of date. */
export const MOVED_ON_TEXT = 'Your application has moved on since your last visit. This is where it is now.';

/**
 * A return visit paints what the borrower last saw (features/offline/screenCopy.ts); when the platform's answer finds
 * the application moved on, the borrower is taken to where it is now and told so, rather than finding the screen
 * changed under them. The live region stays mounted so that screen readers hear it appear.
 */
export function MovedOnNotice() {
  const movedOn = useAppSelector((state) => state.application.movedOnSinceLastVisit);
  const { t } = useT();
  return (
    <div role="status" data-not-kept>
      {movedOn ? (
        <Notice testId="moved-on-notice">
          <p>{t(MOVED_ON_TEXT)}</p>
        </Notice>
      ) : null}
    </div>
  );
}
