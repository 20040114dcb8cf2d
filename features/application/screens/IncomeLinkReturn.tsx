import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../src/ui/Link';
import type { IncomeLinkType } from '../../../src/api/contractApplication';
import { ErrorSummary } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { INCOME_TEXT } from '../stepInputs';
import { DASHBOARD_PATH } from '../../../src/lib/url';
import { useT } from '../../../src/i18n/LocaleProvider';

/**
 * The linking page sends the borrower back here with a one-time token; the saga sends it to the platform and then
 * routes by status. The bank return knows no application (it lives outside /{uuid}): the saga reads it back from
 * local storage.
 */
export function IncomeLinkReturn({ type, tokenParam }: { type: IncomeLinkType; tokenParam: string }) {
  const { t, text } = useT();
  const dispatch = useAppDispatch();
  const uuid = useParams().uuid ?? null;
  const [params] = useSearchParams();
  const token = params.get(tokenParam);
  const { submit } = useAppSelector(selectSteps);
  // The token is good once: a second mount (StrictMode, a re-render of the route) must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    dispatch(applicationStepsActions.incomeLinkReturned({ uuid, type, publicToken: token }));
  }, [dispatch, token, type, uuid]);

  const failure = !token ? INCOME_TEXT.returnMissingToken : submit.phase === 'failed' ? submit.error : null;
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(INCOME_TEXT.returnTitle)}</PageHeading>
      {failure ? (
        <>
          <ErrorSummary errors={[{ field: 'income-link-return', message: text(failure) }]} />
          <p id="income-link-return">
            {uuid ? (
              <Link className="standalone-link" to={`/account/heloc/${uuid}/income/review`}>
                {t('Back to income verification')}
              </Link>
            ) : (
              <a className="standalone-link" href={DASHBOARD_PATH}>
                {t('Go to dashboard')}
              </a>
            )}
          </p>
        </>
      ) : (
        <p role="status">{t(INCOME_TEXT.returnWorking)}</p>
      )}
    </section>
  );
}
