import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { FLAG, selectFlagEnabled } from '../../flags/selectors';
import { registrationActions } from '../registrationSlice';
import { selectAgeRestricted, selectDraft, selectRegistrationErrors } from '../selectors';
import type { ValidationContext } from '../schemas';
import type { FlagFieldId, TextFieldId } from '../types';
import { isNewYorkVariant } from '../../../src/brand/registry';
import { useBrand } from '../../../src/shell/useBrand';

/** What the page's control named `name` holds: a text input's value, or the checked radio's. */
function pageValueOf(name: string): string {
  const controls = Array.from(document.getElementsByName(name)).filter(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement,
  );
  const radios = controls.filter((control) => control.type === 'radio');
  if (radios.length > 0) return radios.find((radio) => radio.checked)?.value ?? '';
  return controls[0]?.value ?? '';
}

/** A text field of the draft: its value, its change handler (an edit event) and its current error. */
export function useTextField(id: TextFieldId, format: (raw: string) => string = (raw) => raw) {
  const value = useAppSelector((state) => selectDraft(state)[id]);
  const error = useAppSelector((state) => selectRegistrationErrors(state).find((e) => e.field === id)?.message);
  const dispatch = useAppDispatch();
  const onChange = useCallback(
    (event: { target: { value: string } }) => {
      dispatch(registrationActions.fieldsEdited({ [id]: format(event.target.value) }));
    },
    [dispatch, format, id],
  );
  // The first step is prerendered (issue 16): a borrower can type or choose before the app takes the page over, and
  // that input reached no handler. Hydration keeps what the page holds; it is taken into the draft once, on mount.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const shown = pageValueOf(id);
    if (shown !== '' && !value) onChange({ target: { value: shown } });
  }, [id, onChange, value]);
  return { id, value, onChange, error };
}

export function useFlagField(id: FlagFieldId) {
  const checked = useAppSelector((state) => selectDraft(state)[id]);
  const error = useAppSelector((state) => selectRegistrationErrors(state).find((e) => e.field === id)?.message);
  const dispatch = useAppDispatch();
  const onChange = useCallback(
    (value: boolean) => {
      dispatch(registrationActions.fieldsEdited({ [id]: value }));
    },
    [dispatch, id],
  );
  return { id, checked, onChange, error };
}

/** Everything the rules depend on besides the draft, from the brand, flags and platform answers. */
export function useValidationContext(): Omit<ValidationContext, 'today'> {
  const { theme } = useBrand();
  const nyFlag = useAppSelector((state) => selectFlagEnabled(state, FLAG.newYorkModal));
  const eligibleStates = useAppSelector((state) => state.registration.eligibility.eligibleStates);
  const ageRestricted = useAppSelector(selectAgeRestricted);
  const production = useAppSelector((state) => state.session.environment === 'production');
  const newYorkBlocks = !nyFlag || !theme.isMainBrand ? null : isNewYorkVariant(theme) ? 'NON_NY' : 'NY';
  return { production, ageRestricted, eligibleStates, newYorkBlocks };
}
