import { useT } from '../i18n/LocaleProvider';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './kit.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'button',
  secondary: 'button button-secondary',
  link: 'button button-link',
};

export const buttonClass = (variant: ButtonVariant = 'primary'): string => VARIANT_CLASS[variant];

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: ButtonVariant;
  /** Busy: the button says what is happening (001 §4 'Submitting' by default), shows a spinner and takes no clicks. */
  busy?: boolean;
  busyText?: string;
  children: ReactNode;
}

/** Primary, secondary or link-styled button; busy keeps its place in the layout and says what is happening. */
export function Button({
  variant = 'primary',
  busy = false,
  busyText = 'Submitting',
  disabled,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const { text } = useT();
  return (
    <button
      type={type}
      className={VARIANT_CLASS[variant]}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      {...rest}
    >
      {busy ? <span className="button-spinner" aria-hidden="true" /> : null}
      {busy ? text(busyText) : children}
    </button>
  );
}
