import { useState, type SyntheticEvent } from 'react';
import type { HelocApplication, Profile } from '../../../src/api/contract';
import { CheckboxField, ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { Skeleton } from '../../../src/ui/Skeleton';
import { SummaryList, type SummaryRow } from '../../../src/ui/SummaryList';
import { isoToDisplayDate } from '../../../src/lib/dates';
import { PageHeading } from '../../../src/ui/PageHeading';
import { formatPercent, formatUsd } from '../../../src/lib/money';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { formatAddress } from '../progress';
import { selectApplication } from '../selectors';
import { useStepData, useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';
import type { Translator } from '../../../src/i18n/translator';
import { EMPLOYMENT_TYPES } from '../../registration/types';
import { discountName } from '../offerComparison';
import { chosenOfferFacts, chosenOfferRow, givenAnswers, type ChosenOfferFacts } from '../reviewSummary';
import { originationFeeText } from './DrawSummary';
import { offerName } from './OfferCards';
import { MARITAL_OPTIONS } from './StartScreens';

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
        <h2 className="kit-summary-title">{t('Permission for a full credit check')}</h2>
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
 * The chosen offer as the offer screen named it (issue 48): its name, rate, APR and discounted rate, then its
 * figures. The offer and its amount lead back to product/select (a new choice keeps the status, decision 105); the
 * rest follows from them, so only those two rows have a Change link, each named for what it changes.
 */
function offerRows(
  t: Translator['t'],
  text: Translator['text'],
  application: HelocApplication,
  facts: ChosenOfferFacts | null,
): SummaryRow[] {
  if (application.amount === undefined || application.rate === undefined || application.term === undefined) return [];
  const toOffer = `/account/heloc/${application.uuid}/product/select`;
  const rate = formatPercent(application.rate);
  return [
    ...(facts
      ? [
          {
            key: 'offer',
            label: t('Offer'),
            value: offerName(t, facts.row),
            changeTo: toOffer,
            changeLabel: t('offer'),
            testId: 'review-offer-name',
          },
        ]
      : []),
    {
      key: 'line',
      label: t('Initial draw'),
      value: t('{amount}, drawn in full when the line opens', { amount: formatUsd(application.amount) }),
      changeTo: toOffer,
      changeLabel: t('initial draw'),
      testId: 'review-line',
    },
    {
      key: 'rate',
      label: t('Rate'),
      value: application.rateType === 'VARIABLE' ? t('{rate} variable', { rate }) : t('{rate} fixed', { rate }),
      testId: 'review-rate',
    },
    ...(facts
      ? [
          { key: 'apr', label: t('APR'), value: formatPercent(facts.apr), testId: 'review-apr' },
          ...(facts.discount
            ? [
                {
                  key: 'discount',
                  label: t('Lower rate'),
                  value: t('{rate} with {discount} discount', {
                    rate: formatPercent(facts.discount.rate),
                    discount: text(discountName(facts.discount.type)),
                  }),
                  testId: 'review-discount',
                },
              ]
            : []),
        ]
      : []),
    { key: 'term', label: t('Term'), value: t('{term} years', { term: application.term }) },
    ...(application.monthlyPayment !== undefined
      ? [
          {
            key: 'payment',
            label: t('Monthly payment'),
            value: formatUsd(application.monthlyPayment, 2),
            testId: 'review-payment',
          },
        ]
      : []),
    ...(application.originationFee !== undefined
      ? [
          {
            key: 'fee',
            label: t('Origination fee'),
            // Issue 48's review: with its percentage, as the offer screen led with it ("$919.38" stood alone).
            value: facts
              ? originationFeeText(t, application.originationFee, facts.row.offer.originationFee, facts.row.feeCapped)
              : formatUsd(application.originationFee, 2),
            testId: 'review-fee',
          },
        ]
      : []),
  ];
}

/** Registration's answers: the application is made from them, so they have no Change link. */
function registrationRows(
  t: Translator['t'],
  text: Translator['text'],
  application: HelocApplication,
  profile: Profile | null,
): SummaryRow[] {
  const occupancy = application.property.occupancyType;
  const declared = application.declaredIncome;
  const employment = EMPLOYMENT_TYPES.find((type) => type.value === declared?.employmentType);
  return [
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
      ? [{ key: 'occupancy', label: t('How you use it'), value: text(OCCUPANCY_LABELS[occupancy] ?? occupancy) }]
      : []),
    ...givenAnswers(application).flatMap((answer): SummaryRow[] => {
      if (!declared) return [];
      switch (answer.key) {
        case 'income':
          return [
            {
              key: 'income',
              label: t('Annual income'),
              value: t('{amount} a year before tax', { amount: formatUsd(declared.income) }),
              testId: 'review-income',
            },
          ];
        case 'otherIncome':
          return [
            {
              key: 'other-income',
              label: t('Other income'),
              value: t('{amount} a year before tax', { amount: formatUsd(declared.otherIncome) }),
            },
          ];
        case 'employment':
          return [
            {
              key: 'employment',
              label: t('Employment'),
              value: employment ? text(employment.label) : declared.employmentType,
            },
          ];
        default:
          return [];
      }
    }),
  ];
}

/** start/profile's answers, only those it was given: a borrower who never saw that page is told nothing about it. */
function profileRows(t: Translator['t'], text: Translator['text'], application: HelocApplication): SummaryRow[] {
  const toProfile = `/account/heloc/${application.uuid}/start/profile`;
  const marital = MARITAL_OPTIONS.find((option) => option.value === application.maritalStatus);
  return givenAnswers(application).flatMap((answer): SummaryRow[] => {
    if (answer.key === 'ssn' && application.ssnLast4)
      return [
        {
          key: 'ssn',
          label: t('Social Security number'),
          value: t('Ending in {digits}', { digits: application.ssnLast4 }),
          changeTo: toProfile,
          changeLabel: t('Social Security number'),
          testId: 'review-ssn',
        },
      ];
    if (answer.key === 'maritalStatus' && marital)
      return [
        {
          key: 'marital',
          label: t('Marital status'),
          value: text(marital.label),
          changeTo: toProfile,
          changeLabel: t('marital status'),
        },
      ];
    return [];
  });
}

/**
 * The choice and the answers before submission (issues 14 and 48), each in a GOV.UK summary list that says where
 * each answer was given: registration's, then the additional details page's when the borrower went through it.
 */
function ReviewSummary({ application, profile }: { application: HelocApplication; profile: Profile | null }) {
  const { t, text } = useT();
  useStepData('offers');
  const { offers } = useAppSelector(selectSteps);
  const facts = chosenOfferFacts(chosenOfferRow(offers, application.offerId, application.amount));
  const offer = offerRows(t, text, application, facts);
  const details = profileRows(t, text, application);
  return (
    <>
      {offer.length > 0 ? <SummaryList title={t('Your offer')} rows={offer} testId="review-offer" /> : null}
      <SummaryList
        title={t('What you told us when you registered')}
        rows={registrationRows(t, text, application, profile)}
        testId="review-answers"
      />
      {details.length > 0 ? (
        <SummaryList title={t('Additional details')} rows={details} testId="review-details" />
      ) : null}
    </>
  );
}
