import { useT } from '../../../src/i18n/LocaleProvider';
import { LanguageSwitch } from '../../../src/shell/LanguageSwitch';
import { useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { FieldMessages, focusField } from '../../../src/ui/forms';
import { useBrand } from '../../../src/shell/useBrand';
import { modalOpened } from '../../overlays/modalsSlice';
import { MODAL, MODAL_TITLE, MSG } from '../messages';
import { registrationActions } from '../registrationSlice';
import { ADDRESS_NOT_FOUND } from '../freeTextAddress';
import type { FieldError } from '../schemas';
import { selectIsDisasterZip, selectOutsideLicensedStates } from '../selectors';
import { AddressFields } from './AddressFields';
import { OccupancyField } from './OccupancyField';
import { StepForm } from './StepForm';
import { useTextField, useValidationContext } from './useRegistrationForm';

const LISTBOX_ID = 'address-suggestions';

const afterRender = (run: () => void) => requestAnimationFrame(run);
const firstOccupancyInput = () =>
  document.querySelector<HTMLInputElement>('input[name="occupancyType"]:checked')?.id ?? 'occupancyType';
const firstAddressError = () =>
  ['street1', 'city', 'state', 'zip'].find((id) => document.getElementById(id)?.getAttribute('aria-invalid')) ??
  'street1';

/** The property address typeahead (an ARIA 1.2 combobox) with the manual fields behind it, and the occupancy type. */
export default function PropertyStep() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { theme } = useBrand();
  const query = useTextField('addressQuery');
  const manual = useAppSelector((state) => state.registration.draft.manualAddress);
  const propertyState = useAppSelector((state) => state.registration.draft.state.toUpperCase());
  const suggestions = useAppSelector((state) => state.registration.suggestions);
  const outsideLicensedStates = useAppSelector(selectOutsideLicensedStates);
  const disasterZip = useAppSelector(selectIsDisasterZip);
  const { newYorkBlocks } = useValidationContext();
  const [active, setActive] = useState(-1);
  const open = !manual && suggestions.length > 0;

  const choose = (index: number) => {
    dispatch(registrationActions.addressSuggestionChosen({ index }));
    setActive(-1);
    // The combobox gives way to the filled-in fields; without this, focus falls back to the top of the page.
    afterRender(() => {
      focusField(firstOccupancyInput());
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      dispatch(registrationActions.addressSuggestionsReceived({ suggestions: [] }));
    }
  };

  // 000 §5 Hawaii: the main brand does not lend there; the modal points to a partner lender.
  const onValid = () => {
    if (theme.isMainBrand && propertyState === 'HI') dispatch(modalOpened({ id: MODAL.hawaii }));
    else dispatch(registrationActions.stepCompleted({ step: 'property' }));
  };
  // 000 §5 New York: a property this brand does not take opens the property-state modal.
  const onRejected = (errors: FieldError[]) => {
    const unmatched = errors.find((error) => error.field === 'addressQuery' && error.message === ADDRESS_NOT_FOUND);
    if (unmatched) {
      dispatch(registrationActions.freeTextAddressUnmatched());
      afterRender(() => {
        focusField(firstAddressError());
      });
    }
    const blockedState = errors.some((error) => error.field === 'state' && error.message === MSG.stateNotAvailable);
    const newYorkRule =
      (newYorkBlocks === 'NY' && propertyState === 'NY') || (newYorkBlocks === 'NON_NY' && propertyState !== 'NY');
    if (blockedState && newYorkRule) dispatch(modalOpened({ id: MODAL.newYork }));
  };

  return (
    <StepForm
      step="property"
      onValid={onValid}
      onRejected={onRejected}
      blocked={outsideLicensedStates}
      intro={
        // The row is kept from the first paint where Spanish is offered (src/brand/themeBoot.ts), so nothing moves.
        <div className="language-switch-slot">
          <LanguageSwitch placement="registration" />
        </div>
      }
    >
      {manual ? (
        <>
          <AddressFields address="property" />
          <p>
            <button
              type="button"
              className="link-button"
              onClick={() => dispatch(registrationActions.fieldsEdited({ manualAddress: false }))}
            >
              {t('Search for the address instead')}
            </button>
          </p>
        </>
      ) : (
        <div className={`field combobox${query.error ? ' field-invalid' : ''}`}>
          <label htmlFor={query.id} className="field-label">
            {t('Property address')}
          </label>
          <FieldMessages
            id={query.id}
            hint={t('Start typing, then choose the address from the list')}
            error={query.error}
          />
          <input
            id={query.id}
            name={query.id}
            className="field-input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={open && active >= 0 ? `${LISTBOX_ID}-${active}` : undefined}
            aria-invalid={query.error ? true : undefined}
            aria-describedby={`${query.id}-hint${query.error ? ` ${query.id}-error` : ''}`}
            value={query.value}
            onChange={query.onChange}
            onKeyDown={onKeyDown}
          />
          <ul
            id={LISTBOX_ID}
            role="listbox"
            aria-label={t('Suggested addresses')}
            className="combobox-list"
            hidden={!open}
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.street1}-${suggestion.zip}`}
                id={`${LISTBOX_ID}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(index);
                }}
              >
                {suggestion.street1}, {suggestion.city}, {suggestion.state} {suggestion.zip}
              </li>
            ))}
          </ul>
          <p>
            <button
              type="button"
              className="link-button"
              onClick={() => dispatch(registrationActions.manualAddressRevealed())}
            >
              {t('Enter the address manually')}
            </button>
          </p>
        </div>
      )}
      <OccupancyField />
      {disasterZip ? (
        <p className="warning-text" role="status">
          {t(
            'This property is in an area affected by a recent disaster. Under our Disaster Response Policy, a post-disaster inspection of the property may be required before closing.',
          )}
        </p>
      ) : null}
      {outsideLicensedStates ? (
        <p className="warning-text" role="alert">
          {t(MSG.licensedStates)}
        </p>
      ) : null}
      <p>
        <button type="button" className="link-button" onClick={() => dispatch(modalOpened({ id: MODAL.location }))}>
          {t(MODAL_TITLE.location)}
        </button>
      </p>
    </StepForm>
  );
}
