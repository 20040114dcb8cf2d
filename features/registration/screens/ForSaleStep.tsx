import { useT } from '../../../src/i18n/LocaleProvider';
import { RadioGroup } from '../../../src/ui/forms';
import { useBrand } from '../../../src/shell/useBrand';
import { StepForm } from './StepForm';
import { useTextField } from './useRegistrationForm';

const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const;

/** 000 §5: YES or NO must be chosen; the wording varies by brand ('within the next 6 months'). */
export default function ForSaleStep() {
  return (
    <StepForm step="forSale">
      <ForSaleFields />
    </StepForm>
  );
}

export function ForSaleFields() {
  const { theme } = useBrand();
  const { t } = useT();
  const field = useTextField('listedForSale');
  const question = theme.isMainBrand
    ? t('Is the property currently listed for sale?')
    : t('Is the property listed for sale, or do you plan to sell it within the next 6 months?');
  return (
    <>
      <RadioGroup
        id={field.id}
        label={question}
        options={YES_NO.map((option) => ({ ...option, label: t(option.label) }))}
        value={field.value}
        error={field.error}
        onChange={(value) => {
          field.onChange({ target: { value } });
        }}
      />
    </>
  );
}
