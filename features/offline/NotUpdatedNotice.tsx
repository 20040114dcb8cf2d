import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../../src/i18n/LocaleProvider';
import { Button } from '../../src/ui/Button';
import { Notice } from '../../src/ui/Notice';
import { PAGE_HEADING_ID } from '../../src/ui/PageHeading';
import { readAgainRequested } from '../application/applicationSlice';
import { NOT_UPDATED_TEXT } from './notUpdatedText';
import { dateTimeFormat } from '../../src/lib/intlFormats';
import { currentIntlLocale } from '../../src/lib/locale';

/**
 * A return visit paints what the borrower last saw (features/offline/screenCopy.ts); when the platform then cannot be
 * read, that screen stays up with what they typed on it rather than giving way to the load-error view, and this says
 * it may be out of date. "Try again" reads the application behind it; the answer goes on as a first load's would. The
 * live region stays mounted so that screen readers hear the notice appear.
 */
export function NotUpdatedNotice() {
  const notUpdated = useAppSelector((state) => state.application.restoredNotUpdated);
  // When a read asked for again failed too: said in the live region, with the time, so each failed try is heard.
  const failedAgainAt = useAppSelector((state) => state.application.readAgainFailedAt);
  const reading = useAppSelector((state) => state.application.load === 'loading');
  const dispatch = useAppDispatch();
  const { t } = useT();
  const region = useRef<HTMLDivElement>(null);
  // The busy button lets the focus go: once the read has answered, it goes back to Try again if the read failed,
  // else to the page's heading, as the notice and its button are gone (keyboard and screen reader users stay placed).
  const retried = useRef(false);
  useEffect(() => {
    if (!retried.current || reading) return;
    retried.current = false;
    (notUpdated ? region.current?.querySelector('button') : document.getElementById(PAGE_HEADING_ID))?.focus();
  }, [notUpdated, reading]);
  return (
    <div role="status" ref={region} data-not-kept>
      {notUpdated ? (
        <Notice tone="warning" title={t(NOT_UPDATED_TEXT.title)} testId="not-updated-notice">
          <p>{t(NOT_UPDATED_TEXT.body)}</p>
          {failedAgainAt ? (
            <p data-testid="not-updated-again">
              {t(NOT_UPDATED_TEXT.triedAgain, {
                time: dateTimeFormat(currentIntlLocale(), { hour: 'numeric', minute: '2-digit' }).format(
                  new Date(failedAgainAt),
                ),
              })}
            </p>
          ) : null}
          <Button
            variant="secondary"
            busy={reading}
            busyText={NOT_UPDATED_TEXT.reading}
            onClick={() => {
              retried.current = true;
              dispatch(readAgainRequested());
            }}
          >
            {t(NOT_UPDATED_TEXT.tryAgain)}
          </Button>
        </Notice>
      ) : null}
    </div>
  );
}
