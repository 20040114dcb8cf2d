import { useT } from '../../../src/i18n/LocaleProvider';
import { RadioGroup } from '../../../src/ui/forms';
import type { OccupancyType } from '../../../src/api/contract';
import { OCCUPANCY_TYPES } from '../types';
import { useTextField } from './useRegistrationForm';

const OCCUPANCY_HINTS = {
  HOME: 'You live here most of the year',
  SECONDARY: 'A vacation or second home you use yourself',
  INVESTMENT: 'You rent it out',
} as const satisfies Record<OccupancyType, string>;

/**
 * Occupancy type HOME, SECONDARY or INVESTMENT as radio cards; nothing chosen is the 000 §5 placeholder, rejected with
 * 'Please select an occupancy type' (docs/decisions.md 102).
 */
export function OccupancyField() {
  const { t, text } = useT();
  const occupancyType = useTextField('occupancyType');
  return (
    <RadioGroup
      id={occupancyType.id}
      error={occupancyType.error}
      value={occupancyType.value}
      label={t('How do you use this property?')}
      variant="row"
      options={OCCUPANCY_TYPES.map((option) => ({
        ...option,
        label: text(option.label),
        hint: t(OCCUPANCY_HINTS[option.value]),
      }))}
      onChange={(value) => {
        occupancyType.onChange({ target: { value } });
      }}
    />
  );
}
