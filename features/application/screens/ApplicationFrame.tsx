import './application.css';
import type { ReactNode } from 'react';
import { selectApplication } from '../selectors';
import { useAppSelector } from '../../../store/hooks';
import { formatUsd, formatPercent } from '../../../src/lib/money';
import {
  APPLICATION_PROGRESS_TITLE,
  DEFAULT_SIDEBAR_TEXT,
  ENCRYPTION_NOTICE,
  ENOTARY_PANEL_STEPS,
  formatAddress,
  progressSteps,
  propertyConditionLabel,
  stageOfApplication,
  stepOfStage,
} from '../progress';

/** 001 §2 page frame of the application area: Application ID, encryption notice, property card, progress sidebar. */
export function ApplicationFrame({ children }: { children: ReactNode }) {
  const application = useAppSelector(selectApplication);
  const stage = application ? stageOfApplication(application) : 'INITIAL';
  const current = stepOfStage(stage);
  const steps = stage === 'ENOTARY' ? [...ENOTARY_PANEL_STEPS] : progressSteps(stage === 'MANUAL_NOTARY');
  const currentIndex = stage === 'ENOTARY' ? 1 : current;
  return (
    <div className="application-frame">
      <div className="application-main">
        {application ? (
          <p className="application-id">
            Application ID: <span data-testid="loan-number">{application.loanNumber}</span>
          </p>
        ) : null}
        {children}
        <p className="encryption-notice">{ENCRYPTION_NOTICE}</p>
      </div>
      <aside className="application-aside" aria-label="Application details">
        {application ? (
          <section className="property-card" aria-labelledby="property-card-title">
            <h2 id="property-card-title">Property details</h2>
            <dl>
              <dt>Address</dt>
              <dd data-testid="property-address">{formatAddress(application.property)}</dd>
              <dt>Property value</dt>
              <dd>
                {application.adjustedHomeAmount === undefined
                  ? 'Not available'
                  : formatUsd(application.adjustedHomeAmount)}
              </dd>
              <dt>Property condition</dt>
              <dd>{propertyConditionLabel(application.property.condition)}</dd>
            </dl>
          </section>
        ) : null}
        <section className="progress-sidebar" aria-labelledby="progress-title" data-stage={stage}>
          <h2 id="progress-title">{APPLICATION_PROGRESS_TITLE}</h2>
          <ol className="progress-steps">
            {steps.map((step, index) => (
              <li
                key={step}
                className={index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo'}
                aria-current={index === currentIndex ? 'step' : undefined}
              >
                {step}
                {index < currentIndex ? <span className="visually-hidden"> (completed)</span> : null}
              </li>
            ))}
          </ol>
          {application?.rate !== undefined && application.amount !== undefined ? (
            <dl className="offer-summary" data-testid="offer-summary">
              <dt>Rate</dt>
              <dd>
                {formatPercent(application.rate)} {application.rateType === 'VARIABLE' ? 'Variable' : 'Fixed'}
              </dd>
              <dt>Initial draw</dt>
              <dd>{formatUsd(application.amount)}</dd>
              {application.monthlyPayment === undefined ? null : (
                <>
                  <dt>Monthly payment</dt>
                  <dd>{formatUsd(application.monthlyPayment, 2)}</dd>
                </>
              )}
              {application.term === undefined ? null : (
                <>
                  <dt>Term</dt>
                  <dd>{application.term} years</dd>
                </>
              )}
            </dl>
          ) : (
            <p className="sidebar-text">{DEFAULT_SIDEBAR_TEXT}</p>
          )}
        </section>
      </aside>
    </div>
  );
}
