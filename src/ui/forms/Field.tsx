import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/** What every form control shows around itself (001 §4: disabled, read-only, invalid, required; error with icon). */
export interface FieldChrome {
  /** The control's id; its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
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
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextInputProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>;

export function TextField({ id, label, hint, error, className, required, ...input }: TextInputProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? null : <span className="field-optional"> (optional)</span>}
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

interface RadioGroupProps extends FieldChrome {
  options: readonly { value: string; label: string; hint?: string }[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A fieldset of radios; `id` names the group, and the first radio carries it so an error link can focus it. */
export function RadioGroup({ id, label, hint, error, options, value, onChange, disabled }: RadioGroupProps) {
  return (
    <fieldset
      className={`field fieldset${error ? ' field-invalid' : ''}`}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">{label}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`;
        return (
          <div className="choice" key={option.value}>
            <input
              type="radio"
              id={optionId}
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => {
                onChange(option.value);
              }}
            />
            <label htmlFor={optionId}>
              {option.label}
              {option.hint ? <span className="field-hint"> {option.hint}</span> : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

interface CheckboxProps extends FieldChrome {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function CheckboxField({ id, label, hint, error, checked, onChange, disabled }: CheckboxProps) {
  return (
    <div className={`field choice${error ? ' field-invalid' : ''}`}>
      <FieldMessages id={id} hint={hint} error={error} />
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
  );
}
