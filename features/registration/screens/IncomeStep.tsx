import { useT } from '../../../src/i18n/LocaleProvider';
import { CheckboxField, SelectField } from '../../../src/ui/forms';
import { MoneyInput } from '../../../src/ui/MoneyInput';
import { Notice } from '../../../src/ui/Notice';
import { useAppSelector } from '../../../store/hooks';
import { maskAmount, parseAmount } from '../../../src/lib/money';
import { LOW_INCOME_THRESHOLD } from '../schemas';
import { EMPLOYMENT_TYPES } from '../types';
import { StepForm } from './StepForm';
import { useFlagField, useTextField } from './useRegistrationForm';

const toAmount = (raw: string) => raw.replace(/[^\d.,$]/g, '');

/** 000 §5 income: a number from 0 to 9,999,999, employment type required, low incomes confirmed as annual pre-tax. */
export default function IncomeStep() {
  return (
    <StepForm step="income">
      <IncomeFields />
    </StepForm>
  );
}

export function IncomeFields() {
  const { t, text } = useT();
  const income = useTextField('income', toAmount);
  const otherIncome = useTextField('otherIncome', toAmount);
  const employmentType = useTextField('employmentType');
  const confirmed = useFlagField('lowIncomeConfirmed');
  // Parsed outside the selector: an empty income parses to NaN, which is never equal to itself, so selecting it would
  // rerender the step at every action.
  const amount = parseAmount(useAppSelector((state) => state.registration.draft.income));
  const low = !Number.isNaN(amount) && amount < LOW_INCOME_THRESHOLD;
  return (
    <>
      <MoneyInput
        {...income}
        value={maskAmount(income.value)}
        label={t('Annual income')}
        hint={t('Your total yearly income before taxes, in dollars')}
        required
      />
      {low ? (
        <Notice tone="warning" live="polite">
          <p>
            {t(
              'You entered less than $15,000. Please make sure this is your annual pre-tax income, not a monthly amount.',
            )}
          </p>
          <CheckboxField {...confirmed} label={t('Yes, this is my annual pre-tax income')} />
        </Notice>
      ) : null}
      <MoneyInput
        {...otherIncome}
        value={maskAmount(otherIncome.value)}
        label={t('Other annual income')}
        hint={t('For example rental income or a pension')}
      />
      <SelectField
        {...employmentType}
        label={t('Employment type')}
        placeholder={t('Select employment type')}
        options={EMPLOYMENT_TYPES.map((option) => ({ ...option, label: text(option.label) }))}
        required
      />
    </>
  );
}
