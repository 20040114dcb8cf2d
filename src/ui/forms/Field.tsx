import { useT } from '../../i18n/LocaleProvider';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import '../kit.css';

/** What every form control shows around itself (001 §4: disabled, read-only, invalid, required; error with icon). */
export interface FieldChrome {
  /** The control's id; its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

export const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function ErrorIcon() {
  return (
    <svg className="field-error-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <rect x="7" y="3.5" width="2" height="6" fill="#ffffff" />
      <rect x="7" y="11" width="2" height="2" fill="#ffffff" />
    </svg>
  );
}

export function FieldMessages({ id, hint, error }: Pick<FieldChrome, 'id' | 'hint' | 'error'>) {
  const { t, text } = useT();
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          <ErrorIcon />
          <span className="visually-hidden">{t('Error: ')}</span>
          {text(error)}
        </p>
      ) : null}
    </>
  );
}

type TextInputProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>;

export function TextField({ id, label, hint, error, className, required, ...input }: TextInputProps) {
  const { t } = useT();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? null : <span className="field-optional">{t(' (optional)')}</span>}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <input
        id={id}
        name={id}
        className={`field-input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required ? true : undefined}
        {...input}
      />
    </div>
  );
}

interface SelectProps extends FieldChrome, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  options: readonly { value: string; label: string }[];
  /** The unselected first entry; choosing it is rejected by the schema. */
  placeholder?: string;
}

export function SelectField({ id, label, hint, error, options, placeholder, required, ...select }: SelectProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <select
        id={id}
        name={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required ? true : undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the card, outside the label (a details disclosure: interactive content may not sit in a label). */
  after?: ReactNode;
  disabled?: boolean;
}

interface RadioGroupProps extends FieldChrome {
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Cards side by side when there is room (a few short cards); the kit alone decides cards or plain radios. */
  variant?: 'row';
}

/**
 * The one radio rule (issue 34, docs/decisions.md): a choice that needs a description (a hint or details) is a card,
 * and then every option of its group is; a choice its label says whole is a plain radio. Screens say what each option
 * means, never how it looks, so two screens cannot draw the same kind of choice two ways.
 */
export const radioGroupIsCards = (options: readonly ChoiceOption[]): boolean =>
  options.some((option) => Boolean(option.hint) || Boolean(option.after));

/**
 * A fieldset of radios drawn by the kit over the real inputs (arrow keys move the choice, as native radios do). `id`
 * names the group, and the first radio carries it so an error link can focus it.
 */
export function RadioGroup({ id, label, hint, error, options, value, onChange, disabled, variant }: RadioGroupProps) {
  const cards = radioGroupIsCards(options);
  return (
    <fieldset
      className={`field fieldset${error ? ' field-invalid' : ''}`}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">{label}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className={cards ? `choice-cards${variant === 'row' ? ' choice-cards-row' : ''}` : undefined}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div className={`choice${cards ? ' choice-card' : ''}`} key={option.value}>
              <input
                type="radio"
                id={optionId}
                name={id}
                value={option.value}
                checked={value === option.value}
                disabled={disabled || option.disabled}
                // The first radio carries the group's id, so its hint's id names the option, not `${id}-hint` (the group's).
                aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
                onChange={() => {
                  onChange(option.value);
                }}
              />
              <label htmlFor={optionId}>
                <span className={cards ? 'choice-card-title' : undefined}>{option.label}</span>
                {option.hint ? (
                  <span id={`${id}-${option.value}-hint`} className="choice-hint">
                    {option.hint}
                  </span>
                ) : null}
              </label>
              {option.after}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface CheckboxProps extends FieldChrome {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Draws the box and its label as a card (a lien to pay off, a choice with details). */
  card?: boolean;
}

export function CheckboxField({ id, label, hint, error, checked, onChange, disabled, card }: CheckboxProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className={`choice${card ? ' choice-card' : ''}`}>
        <input
          type="checkbox"
          id={id}
          name={id}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
