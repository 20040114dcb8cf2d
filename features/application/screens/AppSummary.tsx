import { useState, type SyntheticEvent } from 'react';
import { ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { formatPercent, formatUsd } from '../../../src/lib/money';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions } from '../applicationStepsSlice';
import { formatAddress } from '../progress';
import { selectApplication } from '../selectors';
import { useStepScreen } from './useStep';

export const HARD_CREDIT_CONSENT_REQUIRED = 'Please agree to the hard credit pull to submit your application';
export const HARD_CREDIT_CONSENT_LABEL =
  'I authorize a hard credit pull. I understand it happens when I submit this application and may affect my credit score.';

/** start/app-summary: everything entered so far, the hard-credit consent (001 §3 consents HARD_CREDIT), submit. */
export default function AppSummary() {
  const { dispatch, submitting, error } = useStepScreen();
  const application = useAppSelector(selectApplication);
  const profile = useAppSelector((state) => state.application.profile);
  const [consent, setConsent] = useState(false);
  const [rejected, setRejected] = useState(false);
  const errors = [
    ...(rejected && !consent ? [{ field: 'hard-credit-consent', message: HARD_CREDIT_CONSENT_REQUIRED }] : []),
    ...(error ? [{ field: 'hard-credit-consent', message: error }] : []),
  ];
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consent) {
      setRejected(true);
      document.getElementById('hard-credit-consent')?.focus();
      return;
    }
    dispatch(
      applicationStepsActions.stepSubmitted({
        step: 'submission',
        body: { hardCreditConsent: true },
        awaitsStatus: true,
      }),
    );
  };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Review your application</PageHeading>
      <ErrorSummary errors={errors} />
      {application ? (
        <dl className="summary-list">
          {profile ? (
            <>
              <dt>Name</dt>
              <dd>
                {profile.name.firstName} {profile.name.lastName}
              </dd>
              <dt>Email</dt>
              <dd>{profile.email}</dd>
            </>
          ) : null}
          <dt>Property</dt>
          <dd>{formatAddress(application.property)}</dd>
          {application.amount !== undefined && application.rate !== undefined ? (
            <>
              <dt>Initial draw</dt>
              <dd>{formatUsd(application.amount)}</dd>
              <dt>Rate</dt>
              <dd>{formatPercent(application.rate)} Fixed</dd>
              <dt>Term</dt>
              <dd>{application.term} years</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className={`field${rejected && !consent ? ' field-invalid' : ''}`}>
          <input
            type="checkbox"
            id="hard-credit-consent"
            checked={consent}
            aria-invalid={rejected && !consent ? true : undefined}
            onChange={(event) => {
              setConsent(event.target.checked);
            }}
          />
          <label htmlFor="hard-credit-consent">{HARD_CREDIT_CONSENT_LABEL}</label>
        </div>
        <div className="actions">
          <SubmitButton loading={submitting}>Submit application</SubmitButton>
        </div>
      </form>
    </section>
  );
}
