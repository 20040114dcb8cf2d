import { useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useT } from '../i18n/LocaleProvider';
import { maskAmount } from '../lib/money';
import { describedBy, FieldMessages, type FieldChrome } from './forms/Field';
import './kit.css';

type MoneyInputProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type' | 'children'> & {
    /** The amount as text ("85,000"); the mask groups it as the borrower types. */
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    /** Whole dollars only (a line amount), or cents allowed (an income). */
    cents?: boolean;
  };

/** Digits before the caret, so the caret stays after the same digit when the mask adds or removes commas. */
const digitsBefore = (text: string, caret: number): number => text.slice(0, caret).replace(/[^\d.]/g, '').length;
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/[\d.]/.test(text.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}

/** A money field: a "$" before the text, a numeric keypad on phones, thousands grouped as typed. */
export function MoneyInput({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  cents = true,
  required,
  className,
  ...input
}: MoneyInputProps) {
  const { t } = useT();
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && caret.current !== null && document.activeElement === element) {
      const position = caretAfterDigits(element.value, caret.current);
      element.setSelectionRange(position, position);
    }
    caret.current = null;
  }, [value]);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = cents ? event.target.value : event.target.value.replace(/\..*$/, '');
    caret.current = digitsBefore(typed, event.target.selectionStart ?? typed.length);
    onChange({ target: { value: maskAmount(typed) } });
  };
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? null : <span className="field-optional">{t(' (optional)')}</span>}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <span className="input-affix">
        <span className="input-prefix" aria-hidden="true">
          $
        </span>
        <input
          ref={ref}
          id={id}
          name={id}
          type="text"
          inputMode={cents ? 'decimal' : 'numeric'}
          autoComplete="off"
          className="field-input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          aria-required={required ? true : undefined}
          onChange={change}
          {...input}
        />
      </span>
    </div>
  );
}
