import { useT } from '../../../src/i18n/LocaleProvider';
import { TextField } from '../../../src/ui/forms';
import type { TextFieldId } from '../types';
import { useTextField } from './useRegistrationForm';

const FIELD_IDS = {
  property: { street1: 'street1', street2: 'street2', city: 'city', state: 'state', zip: 'zip' },
  home: { street1: 'homeStreet1', street2: 'homeStreet2', city: 'homeCity', state: 'homeState', zip: 'homeZip' },
} as const satisfies Record<string, Record<string, TextFieldId>>;

const toStateCode = (raw: string) =>
  raw
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2);
const toZip = (raw: string) => raw.replace(/\D/g, '').slice(0, 5);

/** Street, unit, city, state and ZIP of the property or of the borrower's home (001 §5 address rules). */
export function AddressFields({ address }: { address: keyof typeof FIELD_IDS }) {
  const { t } = useT();
  const ids = FIELD_IDS[address];
  const section = `section-${address}`;
  const street1 = useTextField(ids.street1);
  const street2 = useTextField(ids.street2);
  const city = useTextField(ids.city);
  const state = useTextField(ids.state, toStateCode);
  const zip = useTextField(ids.zip, toZip);
  return (
    <>
      <TextField {...street1} label={t('Street address')} autoComplete={`${section} address-line1`} required />
      <TextField {...street2} label={t('Apartment, suite or unit')} autoComplete={`${section} address-line2`} />
      <TextField {...city} label={t('City')} autoComplete={`${section} address-level2`} required />
      <TextField
        {...state}
        label={t('State')}
        hint={t('Two letters, for example CA')}
        autoComplete={`${section} address-level1`}
        required
        maxLength={2}
      />
      <TextField
        {...zip}
        label={t('ZIP code')}
        inputMode="numeric"
        autoComplete={`${section} postal-code`}
        required
        maxLength={5}
      />
    </>
  );
}
