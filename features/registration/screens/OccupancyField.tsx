import { SelectField } from '../../../src/ui/forms';
import { OCCUPANCY_TYPES } from '../types';
import { useTextField } from './useRegistrationForm';

/** Occupancy type HOME, SECONDARY or INVESTMENT; the placeholder is rejected (000 §5). */
export function OccupancyField() {
  const occupancyType = useTextField('occupancyType');
  return (
    <SelectField
      {...occupancyType}
      label="How do you use this property?"
      placeholder="Select occupancy type"
      options={OCCUPANCY_TYPES}
      required
    />
  );
}
