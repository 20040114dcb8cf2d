import './application.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../src/i18n/LocaleProvider';
import { formatUsd, formatPercent } from '../../../src/lib/money';
import {
  APPLICATION_PROGRESS_TITLE,
  DEFAULT_SIDEBAR_TEXT,
  ENCRYPTION_NOTICE,
  formatAddress,
  isStoppedOrHeld,
  propertyConditionLabel,
} from '../progress';
import {
  asksForCredentials,
  isCompleteScreen,
  isReadingScreen,
  isWideScreen,
  screenOf,
  stepNoteOf,
} from '../screenContext';
import { RoadToFundingList, StepItem, nextDateText, useFrameProgress } from './RoadToFunding';
import {
  forgetKeptScreen,
  keptScreenOnPage,
  KEPT_SCREEN_CLASS,
  KEPT_SCREEN_MARKUP_CLASS,
  KEPT_SCREEN_TEST_ID,
  WIDE_LAYOUT_QUERY,
} from '../../offline/keptScreenView';

/** 001 §2: the mobile layout breaks at 1024 px (the kept screen is tagged with the same query). */
const DESKTOP_QUERY = WIDE_LAYOUT_QUERY;

// jsdom (unit tests) has no matchMedia: render as desktop there.
const matchDesktop = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;

function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => matchDesktop()?.matches ?? true);
  useEffect(() => {
    const query = matchDesktop();
    if (!query) return undefined;
    const onChange = () => {
      setDesktop(query.matches);
    };
    query.addEventListener('change', onChange);
    return () => {
      query.removeEventListener('change', onChange);
    };
  }, []);
  return desktop;
}

/**
 * 001 §2 page frame of the application area: Application ID, encryption notice, property card, progress sidebar.
 * Issue 15: on phones the sidebar is a collapsible summary at the top, open on desktop; the current step never goes
 * back within a visit; empty fields and the funding promise are left out where they would mislead. Issue 34: the
 * summary names its journey ("Your application: step 3 of 7"), so registration's "Your details: step 7 of 7" is not
 * undone by it. Issue 37: from the offer on the steps carry their dates, and the right to cancel and the funding day
 * follow; once the documents are signed the next date replaces the promise. Issue 48: one count of seven steps
 * everywhere (the eNotary panel inside its step); the promise only where no dated plan is shown; on the complete page,
 * which is the road itself, the sidebar keeps the steps without their dates; a line under the steps whose name does
 * not describe the screen; the security note where credentials are asked.
 */
export function ApplicationFrame({ children }: { children: ReactNode }) {
  const translator = useT();
  const { t, text } = translator;
  const { application, stage, steps, current: currentIndex, panel, closed, road } = useFrameProgress();
  const screen = screenOf(useLocation().pathname);
  const onComplete = isCompleteScreen(screen);
  const stepNote = stepNoteOf(screen, stage);
  const desktop = useDesktop();
  const [expanded, setExpanded] = useState(false);
  const ids = { property: useId(), progress: useId() };
  const currentName = steps[currentIndex];
  const condition = application ? propertyConditionLabel(application.property.condition) : null;
  // A dated plan (the road) and a generic promise would disagree: the promise stands only where no plan is shown.
  const promise = road === null && (application === null || !isStoppedOrHeld(application));
  const next = road?.next && !onComplete ? nextDateText(translator, road.next) : null;
  const offer =
    application?.rate !== undefined && application.amount !== undefined
      ? { ...application, rate: application.rate, amount: application.amount }
      : null;
  return (
    <div
      className={
        isWideScreen(screen)
          ? 'application-frame application-frame-wide'
          : isReadingScreen(screen)
            ? 'application-frame application-frame-reading'
            : 'application-frame'
      }
    >
      <details
        className="application-aside"
        aria-label={t('Application details')}
        open={desktop || expanded}
        onToggle={(event) => {
          if (!desktop) setExpanded(event.currentTarget.open);
        }}
      >
        <summary className="application-summary" data-testid="application-summary">
          <span className="application-summary-text">
            {closed
              ? t('Application closed')
              : currentIndex < 0
                ? t('Application details')
                : currentName
                  ? t('Your application: step {step} of {steps} – {name}', {
                      step: currentIndex + 1,
                      steps: steps.length,
                      name: text(currentName),
                    })
                  : t('All steps done')}
            {next ? <span className="application-summary-next">{next}</span> : null}
          </span>
        </summary>
        {application ? (
          <section className="property-card" aria-labelledby={ids.property}>
            <h2 id={ids.property}>{t('Property details')}</h2>
            <dl>
              <dt>{t('Address')}</dt>
              <dd data-testid="property-address">{formatAddress(application.property)}</dd>
              {application.adjustedHomeAmount === undefined ? null : (
                <>
                  <dt>{t('Property value')}</dt>
                  <dd>{formatUsd(application.adjustedHomeAmount)}</dd>
                </>
              )}
              {condition === null ? null : (
                <>
                  <dt>{t('Property condition')}</dt>
                  <dd>{text(condition)}</dd>
                </>
              )}
            </dl>
          </section>
        ) : null}
        <section className="progress-sidebar" aria-labelledby={ids.progress} data-stage={stage}>
          <h2 id={ids.progress}>{t(APPLICATION_PROGRESS_TITLE)}</h2>
          {road && !onComplete ? (
            <RoadToFundingList road={road} current={currentIndex} panel={panel} />
          ) : (
            <ol className="progress-steps">
              {steps.map((step, index) => (
                <StepItem key={step} name={step} index={index} current={currentIndex} panel={panel} />
              ))}
            </ol>
          )}
          {offer ? (
            <dl className="offer-summary" data-testid="offer-summary">
              <dt>{t('Rate')}</dt>
              <dd>
                {offer.rateType === 'VARIABLE'
                  ? t('{rate} variable', { rate: formatPercent(offer.rate) })
                  : t('{rate} fixed', { rate: formatPercent(offer.rate) })}
              </dd>
              <dt>{t('Initial draw')}</dt>
              <dd>{formatUsd(offer.amount)}</dd>
              {offer.monthlyPayment === undefined ? null : (
                <>
                  <dt>{t('Monthly payment')}</dt>
                  <dd>{formatUsd(offer.monthlyPayment, 2)}</dd>
                </>
              )}
              {offer.term === undefined ? null : (
                <>
                  <dt>{t('Term')}</dt>
                  <dd>{t('{term} years', { term: offer.term })}</dd>
                </>
              )}
            </dl>
          ) : null}
          {next ? (
            <p className="sidebar-text" data-testid="sidebar-next-date">
              {next}
            </p>
          ) : promise && !offer ? (
            <p className="sidebar-text">{t(DEFAULT_SIDEBAR_TEXT)}</p>
          ) : null}
        </section>
      </details>
      <div className="application-main">
        {application ? (
          <p className="application-id">
            {t('Application ID:')} <span data-testid="loan-number">{application.loanNumber}</span>
          </p>
        ) : null}
        {stepNote ? (
          <p className="step-note" data-testid="step-note">
            {t(stepNote.note, { step: text(stepNote.step) })}
          </p>
        ) : null}
        {children}
        {asksForCredentials(screen) ? <p className="encryption-notice">{t(ENCRYPTION_NOTICE)}</p> : null}
      </div>
    </div>
  );
}

/**
 * The frame while the area loads (issue 16): the sidebar and the screen as placeholders of their size, so the page has
 * its shape before the status is known. The build prerenders it for every application path (tools/prerender.tsx), so
 * a borrower opening a link sees it before any script has run; nothing in it depends on the borrower or the brand.
 * `children` draw nothing of their own: the area's root, which sends the borrower on from under it (decision 455).
 */
export function ApplicationFrameSkeleton({ children }: { children?: ReactNode }) {
  const { text } = useT();
  // A return visit's page may have painted the screen last seen in its place (decision 426): the same markup, so
  // React takes it over as painted; inert, since nothing on it answers until the area's own screen replaces it.
  const [kept] = useState(keptScreenOnPage);
  useEffect(() => forgetKeptScreen, []);
  if (kept !== null)
    return (
      <div className={KEPT_SCREEN_CLASS} aria-busy="true" data-testid={KEPT_SCREEN_TEST_ID}>
        <p className="visually-hidden">{text('Loading')}</p>
        {/* The device's copy of a screen React drew from escaped text (features/offline/keptScreen.ts strips
            scripts, handlers, values and ids): markup of the app's own, not text from anyone else. */}
        <div className={KEPT_SCREEN_MARKUP_CLASS} inert dangerouslySetInnerHTML={{ __html: kept }} />
        {children}
      </div>
    );
  return (
    <div className="application-frame application-frame-loading" aria-busy="true" data-testid="application-skeleton">
      <div className="application-aside" aria-hidden="true">
        <span className="skeleton application-summary-skeleton" />
        <span className="skeleton skeleton-block application-card-skeleton" />
        <span className="skeleton skeleton-block application-progress-skeleton" />
      </div>
      <div className="application-main">
        <p className="visually-hidden">{text('Loading')}</p>
        <span aria-hidden="true" className="skeleton application-id-skeleton" />
        <span aria-hidden="true" className="skeleton application-heading-skeleton" />
        <span aria-hidden="true" className="skeleton skeleton-block application-offer-skeleton" />
      </div>
      {children}
    </div>
  );
}
