import { PageHeading } from '../../../src/ui/PageHeading';
import { SupportContact } from '../../../src/shell/SupportContact';
import { useAppDispatch } from '../../../store/hooks';
import { areaEntered } from '../applicationSlice';
import { LOAD_ERROR_TEXT } from '../loadErrorText';
import { useT } from '../../../src/i18n/LocaleProvider';

/**
 * Issue 17: the application could not be loaded after the retries. The borrower stays on the URL they opened and
 * reads why (000 §8: the answer's errors, else 'Something unexpected happened'); "Try again" loads the data again
 * (entering the area once more), not the page, so it works offline-then-online without the browser's error page.
 */
export function ApplicationLoadError({ uuid, message }: { uuid: string; message: string }) {
  const { t, text } = useT();
  const dispatch = useAppDispatch();
  return (
    <section className="screen load-error" aria-labelledby="page-heading">
      <PageHeading>{t(LOAD_ERROR_TEXT.heading)}</PageHeading>
      <div className="banner banner-warn" role="alert" data-testid="application-load-error">
        {text(message)}
      </div>
      <p>{t(LOAD_ERROR_TEXT.intro)}</p>
      <p className="actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            // While it loads, the area shows the full-screen loader (the load's own busy state).
            dispatch(areaEntered({ uuid }));
          }}
        >
          {t(LOAD_ERROR_TEXT.tryAgain)}
        </button>
      </p>
      <p>
        {t(LOAD_ERROR_TEXT.help)} <SupportContact />.
      </p>
    </section>
  );
}
