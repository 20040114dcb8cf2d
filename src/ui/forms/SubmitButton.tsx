import type { ReactNode } from 'react';

/** 001 §4: normal, or loading ('Submitting' or custom text) and disabled. */
export function SubmitButton({
  loading = false,
  loadingText = 'Submitting',
  disabled = false,
  children,
}: {
  loading?: boolean;
  loadingText?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button" disabled={loading || disabled} aria-busy={loading || undefined}>
      {loading ? loadingText : children}
    </button>
  );
}
