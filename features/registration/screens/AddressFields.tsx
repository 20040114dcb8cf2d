import { useT } from '../../../src/i18n/LocaleProvider';
import { TextField } from '../../../src/ui/forms';
import { useAppSelector } from '../../../store/hooks';
import { MSG } from '../messages';
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

/**
 * Past this many, a list of served states reads as noise (the main brand serves all but NY, which has its own modal).
 */
const SERVED_STATES_LISTED_UP_TO = 20;

/**
 * The states the organisation lends in, said after 000 §5's "not yet available in your state" (kept word for word),
 * so a borrower whose lender does not serve the property's state learns where it does (issue 34). Null when not due.
 */
export function servedStatesNote(stateError: string | undefined, eligibleStates: readonly string[] | null) {
  if (stateError !== MSG.stateNotAvailable || !eligibleStates || eligibleStates.length === 0) return null;
  if (eligibleStates.length > SERVED_STATES_LISTED_UP_TO) return null;
  return [...eligibleStates].sort().join(', ');
}

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
  const eligibleStates = useAppSelector((root) => root.registration.eligibility.eligibleStates);
  const servedStates = address === 'property' ? servedStatesNote(state.error, eligibleStates) : null;
  const servedId = `${ids.state}-served`;
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
        {...(servedStates ? { 'aria-describedby': `${ids.state}-hint ${ids.state}-error ${servedId}` } : {})}
      />
      {servedStates ? (
        <p id={servedId} className="served-states" data-testid="served-states">
          {t('We lend in: {states}.', { states: servedStates })}
        </p>
      ) : null}
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
