/**
 * The credit-check branch screens (status family CREDIT_NO_MATCH_SSN and the locked or frozen credit statuses):
 * credit/social asks for the SSN again, credit/error explains how to lift a freeze.
 */
import { useState } from 'react';
import { useT } from '../../../src/i18n/LocaleProvider';
import { ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { ssnDigits, validateSsn } from '../stepRules';
import { InfoLayout } from './InfoScreen';
import { SsnField, prevent, useStepForm } from './stepForm';

/** credit/social: the credit bureau found no match; the borrower re-enters the SSN and the soft pull runs again. */
export function CreditSocial() {
  const { submitting, submit, errorsOf, shown } = useStepForm('ssn');
  const { t } = useT();
  const [ssn, setSsn] = useState('');
  const problems = { ssn: validateSsn(ssn) };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Confirm your Social Security number')}</PageHeading>
      <p className="lead">
        {t(
          'We could not find your credit file with the details you gave us. Please enter your Social Security number so we can check your credit again. This is a soft credit check and does not affect your credit score.',
        )}
      </p>
      <ErrorSummary errors={errorsOf(problems, 'ssn')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit(problems, () => ({ ssn: ssnDigits(ssn) }));
        })}
      >
        <SsnField value={ssn} onChange={setSsn} error={shown(problems, 'ssn')} />
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Check my credit')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

const BUREAUS = [
  { name: 'Equifax', url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/' },
  { name: 'Experian', url: 'https://www.experian.com/freeze/center.html' },
  { name: 'TransUnion', url: 'https://www.transunion.com/credit-freeze' },
] as const;

/** credit/error: the credit file is frozen or locked; how to lift it, then "I've unfrozen my credit". */
export function CreditFrozen() {
  const { t } = useT();
  const { submitting, submit, errorsOf } = useStepForm('creditUnfreeze');
  return (
    <InfoLayout
      title={t('Your credit is frozen')}
      body={t(
        'We could not check your credit because your credit file is frozen or locked. To continue, lift the freeze for a few days, then tell us.',
      )}
      next={[
        t('Sign in to each credit bureau below and lift (temporarily thaw) your freeze or lock.'),
        t('Come back and choose "I\'ve unfrozen my credit". We will check your credit again right away.'),
      ]}
    >
      <ul className="bureau-list">
        {BUREAUS.map((bureau) => (
          <li key={bureau.name}>
            <a className="standalone-link" href={bureau.url} target="_blank" rel="noreferrer noopener">
              {t('{name} (opens in a new tab)', { name: bureau.name })}
            </a>
          </li>
        ))}
      </ul>
      <ErrorSummary errors={errorsOf({}, 'unfreeze')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit({}, () => ({}));
        })}
      >
        <div className="actions" id="unfreeze" tabIndex={-1}>
          <SubmitButton loading={submitting}>{t("I've unfrozen my credit")}</SubmitButton>
        </div>
      </form>
    </InfoLayout>
  );
}
