import { AddressFields } from './AddressFields';
import { StepForm } from './StepForm';

/** Asked when the property is a second home or an investment (docs/decisions.md). */
export default function HomeAddressStep() {
  return (
    <StepForm step="homeAddress">
      <AddressFields address="home" />
    </StepForm>
  );
}
