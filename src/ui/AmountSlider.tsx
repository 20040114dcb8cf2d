import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/LocaleProvider';
import { fillPlaceholders } from '../i18n/translator';
import { formatUsd, maskAmount, parseAmount } from '../lib/money';
import { FieldMessages } from './forms/Field';
import { MoneyInput } from './MoneyInput';
import './kit.css';

const OUT_OF_RANGE = 'Enter an amount from {min} to {max}';
const rangeValues = (min: number, max: number) => ({ min: formatUsd(min), max: formatUsd(max) });

/** The out-of-range message in English (the field shows it in the borrower's language). */
export const amountOutOfRange = (min: number, max: number): string =>
  fillPlaceholders(OUT_OF_RANGE, rangeValues(min, max));

/** A typed amount snapped into the slider's range and onto its step (the 001 §4 limits are already on the step). */
export function snapAmount(amount: number, min: number, max: number, step: number): number {
  const stepped = Math.round(amount / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/**
 * An amount picked with a slider or typed: the range input (arrow keys, Page Up/Down, Home/End as native) and a money
 * field show the same value. Typing moves the slider once the amount is in range; a value outside it says so and is
 * kept until corrected or left, when it snaps to the nearest allowed amount.
 *
 * By touch, a finger drags the slider sideways and scrolls the page up and down over it (`touch-action: pan-y`). A
 * browser that puts the thumb where a finger lands has already changed the amount when the finger moves on vertically
 * and the browser takes the gesture for a scroll (`pointercancel`): that scroll puts the amount back (issue 46).
 */
export function AmountSlider({
  id,
  label,
  hint,
  min,
  max,
  step,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const [typed, setTyped] = useState<string | null>(null);
  const sliderRef = useRef<HTMLInputElement>(null);
  /** The amount when a finger touched the slider, until the touch ends; null otherwise. */
  const touchedAt = useRef<number | null>(null);
  const parsed = typed === null ? value : parseAmount(typed);
  const outOfRange = typed !== null && (Number.isNaN(parsed) || parsed < min || parsed > max);
  const error = outOfRange ? t(OUT_OF_RANGE, rangeValues(min, max)) : undefined;
  const span = max - min;
  const fill = span > 0 ? ((value - min) / span) * 100 : 100;

  // Through the CSSOM: the CSP forbids inline style attributes.
  useLayoutEffect(() => {
    sliderRef.current?.style.setProperty('--slider-fill', `${fill}%`);
  }, [fill]);

  const commit = () => {
    if (typed === null) return;
    const amount = parseAmount(typed);
    if (!Number.isNaN(amount)) onChange(snapAmount(amount, min, max, step));
    setTyped(null);
  };

  return (
    <div className={`field amount-slider${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={`${id}-slider`}>
        {label}
      </label>
      <FieldMessages id={`${id}-slider`} hint={hint} />
      <input
        ref={sliderRef}
        id={`${id}-slider`}
        className="slider"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled || span <= 0}
        aria-valuetext={formatUsd(value)}
        aria-describedby={hint ? `${id}-slider-hint` : undefined}
        onChange={(event) => {
          setTyped(null);
          onChange(Number(event.target.value));
        }}
        onPointerDown={(event) => {
          touchedAt.current = event.pointerType === 'touch' ? value : null;
        }}
        onPointerUp={() => {
          touchedAt.current = null;
        }}
        onPointerCancel={() => {
          // The browser took the touch for a scroll: the finger meant the page, not the amount.
          if (touchedAt.current !== null) onChange(touchedAt.current);
          touchedAt.current = null;
        }}
      />
      <div className="amount-slider-scale" aria-hidden="true">
        <span>{formatUsd(min)}</span>
        <span>{formatUsd(max)}</span>
      </div>
      <MoneyInput
        id={id}
        label={
          <span className="visually-hidden">
            {label}
            {t(' in dollars')}
          </span>
        }
        error={error}
        value={typed ?? maskAmount(String(value))}
        // The slider's draw as a number: a copy of the screen may keep it (features/offline/keptScreen.ts), as it keeps
        // the slider's own value, so a return visit's first paint shows the amount rather than an empty field.
        data-kept-value=""
        cents={false}
        required
        disabled={disabled}
        onChange={(event) => {
          setTyped(event.target.value);
          const amount = parseAmount(event.target.value);
          if (!Number.isNaN(amount) && amount >= min && amount <= max) onChange(amount);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
