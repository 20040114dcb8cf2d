/**
 * error/decline (status DECLINED): the decision and, once the platform has it, the adverse-action notice that explains
 * it (issue 36): each principal reason in form C-1's words with what it means and what can be done, the credit score
 * and the bureau, the borrower's rights with their dates, when they may apply again, and the notice as a PDF. Until
 * the platform has a notice, the page promises the letter, as it always has.
 */
import { useEffect } from 'react';
import type { AdverseActionNotice } from '../../../src/api/contractAdverseAction';
import { useT } from '../../../src/i18n/LocaleProvider';
import { DASHBOARD_PATH } from '../../../src/lib/url';
import { SupportContact } from '../../../src/shell/SupportContact';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Skeleton } from '../../../src/ui/Skeleton';
import { SummaryList } from '../../../src/ui/SummaryList';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { adverseActionActions } from '../adverseActionSlice';
import { lenderLine } from '../adverseActionDocument';
import { NOTICE_TEXT, freeReportDeadline, noticeDate, shownReason } from '../adverseActionText';
import { formatAddress } from '../progress';
import { selectApplication } from '../selectors';
import { InfoLayout } from './InfoScreen';
import './decline.css';

const TITLE = 'We are unable to approve your application';
const BODY =
  'After reviewing your application, credit report and property, we are not able to offer you a home equity line of credit at this time.';
const APPLY_AGAIN =
  'You are welcome to apply again when your situation changes, for example after paying down debt or if your home value rises.';

/** The page before issue 36, and still the page while the platform has no notice: the letter will follow. */
function LetterPromise({ problem }: { problem?: { message: string; retry: () => void } }) {
  const { t } = useT();
  return (
    <InfoLayout
      title={TITLE}
      body={BODY}
      next={[
        'Within 30 days we will send you a letter that explains the main reasons for this decision and names the credit bureau we used.',
        'You have the right to a free copy of your credit report from that bureau within 60 days, and to dispute anything in it that is wrong.',
        APPLY_AGAIN,
      ]}
      action={{ kind: 'dashboard' }}
    >
      {problem ? (
        <Notice tone="warning" testId="decline-notice-failed">
          <p>{t(NOTICE_TEXT.loadFailed)}</p>
          <button type="button" className="button button-secondary" onClick={problem.retry}>
            {t('Try again')}
          </button>
        </Notice>
      ) : null}
    </InfoLayout>
  );
}

export function Decline() {
  const dispatch = useAppDispatch();
  const application = useAppSelector(selectApplication);
  const load = useAppSelector((state) => state.adverseAction.notice);
  const uuid = application?.uuid ?? null;
  const current = load.status !== 'idle' && load.applicationUuid === uuid;
  useEffect(() => {
    if (uuid !== null && !current) dispatch(adverseActionActions.noticeRequested({ applicationUuid: uuid }));
  }, [dispatch, uuid, current]);

  if (!current || load.status === 'loading') return <NoticeLoading />;
  if (load.status === 'failed')
    return (
      <LetterPromise
        problem={{
          message: load.message,
          retry: () => dispatch(adverseActionActions.noticeRequested({ applicationUuid: load.applicationUuid })),
        }}
      />
    );
  return load.adverseActionNotice ? <NoticeView notice={load.adverseActionNotice} /> : <LetterPromise />;
}

function NoticeLoading() {
  const { t } = useT();
  return (
    <section className="screen decline-screen" aria-labelledby="page-heading">
      <PageHeading>{t(TITLE)}</PageHeading>
      <p className="lead">{t(BODY)}</p>
      <Skeleton lines={6} />
    </section>
  );
}

function NoticeView({ notice }: { notice: AdverseActionNotice }) {
  const { t, text, locale } = useT();
  const dispatch = useAppDispatch();
  const application = useAppSelector(selectApplication);
  const lender = useAppSelector((state) =>
    state.organization.status === 'resolved' ? state.organization.info.orgMetaData.companyInfo : null,
  );
  const download = useAppSelector((state) => state.adverseAction.download);
  const date = (iso: string) => noticeDate(iso, locale);
  // Text the platform or the bureau wrote is shown as sent, and marked English on a Spanish page (decision 207).
  const sentLang = locale === 'en' ? undefined : 'en';
  const { creditScore: score, consumerReportingAgency: agency } = notice;
  const deadline = date(freeReportDeadline(notice.decisionDate));
  const preparing = download.status === 'preparing';

  return (
    <section className="screen decline-screen" aria-labelledby="page-heading">
      <PageHeading>{t(TITLE)}</PageHeading>
      <p className="lead">{t(BODY)}</p>
      <SummaryList
        testId="decline-facts"
        rows={[
          {
            key: 'date',
            label: t(NOTICE_TEXT.decisionDate),
            value: date(notice.decisionDate),
            testId: 'decision-date',
          },
          ...(lender ? [{ key: 'lender', label: t(NOTICE_TEXT.lender), value: lenderLine(lender) }] : []),
          ...(application
            ? [{ key: 'property', label: t('Property'), value: formatAddress(application.property) }]
            : []),
        ]}
      />

      <h2>{t(NOTICE_TEXT.reasonsHeading)}</h2>
      <p>{t(NOTICE_TEXT.reasonsIntro)}</p>
      <ol className="decline-reasons" data-testid="decline-reasons">
        {notice.reasons.map(shownReason).map((reason) => (
          <li key={reason.words} className="decline-reason" data-testid="decline-reason">
            {reason.kind === 'form' ? (
              <>
                <h3 className="decline-reason-words">{t(reason.words)}</h3>
                <p>{text(reason.means)}</p>
                {reason.canDo ? (
                  <p>
                    <strong>{t(NOTICE_TEXT.canDo)}</strong> {text(reason.canDo)}
                  </p>
                ) : null}
              </>
            ) : (
              <h3 className="decline-reason-words" lang={sentLang}>
                {reason.words}
              </h3>
            )}
          </li>
        ))}
      </ol>

      {score ? (
        <section className="decline-section" aria-labelledby="credit-score-heading" data-testid="credit-score">
          <h2 id="credit-score-heading">{t(NOTICE_TEXT.scoreHeading)}</h2>
          <p className="decline-score">
            <span className="decline-score-number" data-testid="credit-score-number">
              {score.score}
            </span>
            <span className="decline-score-range">
              {t(NOTICE_TEXT.scoreRange, { low: score.rangeLow, high: score.rangeHigh })}
            </span>
          </p>
          <p>{t(NOTICE_TEXT.scoreParagraph)}</p>
          <SummaryList
            headingLevel={3}
            rows={[
              { key: 'scored', label: t(NOTICE_TEXT.scoreDate), value: date(score.scoredOn) },
              ...(score.recentInquiries === undefined
                ? []
                : [{ key: 'inquiries', label: t(NOTICE_TEXT.inquiries), value: String(score.recentInquiries) }]),
            ]}
          />
          <h3>{t(NOTICE_TEXT.keyFactors)}</h3>
          <ol className="decline-factors" lang={sentLang} data-testid="key-factors">
            {score.keyFactors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ol>
        </section>
      ) : null}

      {agency ? (
        <section className="decline-section" aria-labelledby="credit-bureau-heading" data-testid="credit-bureau">
          <h2 id="credit-bureau-heading">{t(NOTICE_TEXT.bureauHeading)}</h2>
          <p>{t(NOTICE_TEXT.bureauParagraph)}</p>
          <SummaryList
            headingLevel={3}
            rows={[
              { key: 'name', label: t(NOTICE_TEXT.bureau), value: agency.name },
              {
                key: 'address',
                label: t('Address'),
                value: (
                  <address lang={sentLang}>
                    {agency.address.map((line) => (
                      <span key={line} className="decline-address-line">
                        {line}
                      </span>
                    ))}
                  </address>
                ),
              },
              {
                key: 'phone',
                label: t(NOTICE_TEXT.tollFree),
                value: (
                  <a className="standalone-link" href={`tel:${agency.tollFreePhone.replace(/[^\d+]/g, '')}`}>
                    {agency.tollFreePhone}
                  </a>
                ),
              },
            ]}
          />
          {score ? <p>{t(NOTICE_TEXT.scoreQuestions, { bureau: agency.name })}</p> : null}
        </section>
      ) : null}

      <section className="decline-section" aria-labelledby="rights-heading">
        <h2 id="rights-heading">{t(NOTICE_TEXT.rightsHeading)}</h2>
        {agency ? (
          <>
            <Notice tone="info" title={t(NOTICE_TEXT.freeReportTitle, { date: deadline })} testId="free-report">
              <p>{t(NOTICE_TEXT.freeReport, { bureau: agency.name, date: deadline })}</p>
            </Notice>
            <p>{t(NOTICE_TEXT.dispute)}</p>
          </>
        ) : null}
        <h3>{t(NOTICE_TEXT.ecoaHeading)}</h3>
        <p>{t(NOTICE_TEXT.ecoa)}</p>
        {lender?.federalRegulator ? (
          <>
            <p>{t(NOTICE_TEXT.regulator)}</p>
            <address className="decline-regulator" lang={sentLang} data-testid="federal-regulator">
              {[lender.federalRegulator.name, ...lender.federalRegulator.address].map((line) => (
                <span key={line} className="decline-address-line">
                  {line}
                </span>
              ))}
            </address>
          </>
        ) : null}
      </section>

      <section className="decline-section" aria-labelledby="apply-again-heading">
        <h2 id="apply-again-heading">{t(NOTICE_TEXT.reapplyHeading)}</h2>
        {notice.reapplyDate ? (
          <p data-testid="reapply-date">{t(NOTICE_TEXT.reapply, { date: date(notice.reapplyDate) })}</p>
        ) : null}
        <p>{t(APPLY_AGAIN)}</p>
      </section>

      {download.status === 'failed' ? (
        <Notice tone="error" live="assertive" testId="decline-download-failed">
          <p>{text(download.message)}</p>
        </Notice>
      ) : null}
      <p className="support-contact">
        {t('Questions?')} <SupportContact />.
      </p>
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={preparing}
          aria-busy={preparing || undefined}
          onClick={() => dispatch(adverseActionActions.downloadRequested())}
        >
          {preparing ? t(NOTICE_TEXT.preparing) : t(NOTICE_TEXT.download)}
        </button>
        <a className="button button-secondary" href={DASHBOARD_PATH}>
          {t('Go to dashboard')}
        </a>
      </div>
    </section>
  );
}
