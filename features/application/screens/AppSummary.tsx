import { useState, type SyntheticEvent } from 'react';
import type { HelocApplication, Profile } from '../../../src/api/contract';
import { CheckboxField, ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { Skeleton } from '../../../src/ui/Skeleton';
import { SummaryList, type SummaryRow } from '../../../src/ui/SummaryList';
import { isoToDisplayDate } from '../../../src/lib/dates';
import { PageHeading } from '../../../src/ui/PageHeading';
import { formatPercent, formatUsd } from '../../../src/lib/money';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions } from '../applicationStepsSlice';
import { formatAddress } from '../progress';
import { selectApplication } from '../selectors';
import { useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

export const HARD_CREDIT_CONSENT_REQUIRED = 'Please agree to the hard credit pull to submit your application';
export const HARD_CREDIT_CONSENT_LABEL =
  'I authorize a hard credit pull. I understand it happens when I submit this application and may affect my credit score.';

/** start/app-summary: everything entered so far, the hard-credit consent (001 §3 consents HARD_CREDIT), submit. */
export default function AppSummary() {
  const { t, text } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const application = useAppSelector(selectApplication);
  const profile = useAppSelector((state) => state.application.profile);
  const [consent, setConsent] = useState(false);
  const [rejected, setRejected] = useState(false);
  const errors = [
    ...(rejected && !consent ? [{ field: 'hard-credit-consent', message: t(HARD_CREDIT_CONSENT_REQUIRED) }] : []),
    ...(error ? [{ field: 'hard-credit-consent', message: text(error) }] : []),
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
      <PageHeading>{t('Review your application')}</PageHeading>
      <ErrorSummary errors={errors} />
      {application ? <ReviewSummary application={application} profile={profile} /> : <Skeleton lines={6} />}
      <form className="form" noValidate onSubmit={onSubmit}>
        <h2 className="kit-summary-title">{t('Hard credit pull')}</h2>
        <CheckboxField
          id="hard-credit-consent"
          card
          label={t(HARD_CREDIT_CONSENT_LABEL)}
          checked={consent}
          error={rejected && !consent ? t(HARD_CREDIT_CONSENT_REQUIRED) : undefined}
          onChange={setConsent}
        />
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Submit application')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

const OCCUPANCY_LABELS: Readonly<Record<string, string>> = {
  HOME: 'Primary residence',
  SECONDARY: 'Second home',
  INVESTMENT: 'Investment property',
};

/**
 * The choice and the answers before submission (issue 14), each in a GOV.UK summary list. The offer's rows lead back
 * to product/select (a new choice keeps the status, docs/decisions.md 105) and the additional details to start/profile;
 * what registration fixed (name, contact, property) has no Change link: the application is made from it.
 */
function ReviewSummary({ application, profile }: { application: HelocApplication; profile: Profile | null }) {
  const { t, text } = useT();
  const base = `/account/heloc/${application.uuid}`;
  const toOffer = `${base}/product/select`;
  const offerRows: SummaryRow[] =
    application.amount !== undefined && application.rate !== undefined && application.term !== undefined
      ? [
          {
            key: 'line',
            label: t('Line amount'),
            value: formatUsd(application.amount),
            changeTo: toOffer,
            testId: 'review-line',
          },
          {
            key: 'draw',
            label: t('Initial draw'),
            value: t('{amount}, drawn in full when the line opens', { amount: formatUsd(application.amount) }),
            changeTo: toOffer,
          },
          {
            key: 'rate',
            label: t('Rate'),
            value:
              application.rateType === 'VARIABLE'
                ? t('{rate} variable', { rate: formatPercent(application.rate) })
                : t('{rate} fixed', { rate: formatPercent(application.rate) }),
            changeTo: toOffer,
            testId: 'review-rate',
          },
          {
            key: 'term',
            label: t('Term'),
            value: t('{term} years', { term: application.term }),
            changeTo: toOffer,
          },
          ...(application.monthlyPayment !== undefined
            ? [
                {
                  key: 'payment',
                  label: t('Monthly payment'),
                  value: formatUsd(application.monthlyPayment, 2),
                  changeTo: toOffer,
                  testId: 'review-payment',
                },
              ]
            : []),
          ...(application.originationFee !== undefined
            ? [
                {
                  key: 'fee',
                  label: t('Origination fee'),
                  value: formatUsd(application.originationFee, 2),
                  changeTo: toOffer,
                },
              ]
            : []),
        ]
      : [];
  const occupancy = application.property.occupancyType;
  const answerRows: SummaryRow[] = [
    ...(profile
      ? [
          {
            key: 'name',
            label: t('Name'),
            value: [profile.name.firstName, profile.name.middleName, profile.name.lastName, profile.name.suffix]
              .filter(Boolean)
              .join(' '),
          },
          ...(profile.dob ? [{ key: 'dob', label: t('Date of birth'), value: isoToDisplayDate(profile.dob) }] : []),
          { key: 'email', label: t('Email'), value: profile.email },
          ...(profile.phoneNumbers[0]
            ? [{ key: 'phone', label: t('Mobile phone'), value: profile.phoneNumbers[0].number }]
            : []),
        ]
      : []),
    { key: 'property', label: t('Property'), value: formatAddress(application.property) },
    ...(occupancy
      ? [
          {
            key: 'occupancy',
            label: t('How you use it'),
            value: text(OCCUPANCY_LABELS[occupancy] ?? occupancy),
          },
        ]
      : []),
    {
      key: 'details',
      label: t('Social Security number and marital status'),
      value: t('Given on the additional details page'),
      changeTo: `${base}/start/profile`,
      changeLabel: t('Social Security number and marital status'),
    },
  ];
  return (
    <>
      {offerRows.length > 0 ? <SummaryList title={t('Your offer')} rows={offerRows} testId="review-offer" /> : null}
      <SummaryList title={t('Your answers')} rows={answerRows} testId="review-answers" />
    </>
  );
}
