import type { ReactNode } from 'react';
import { Button } from '../Button';

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
    <Button type="submit" busy={loading} busyText={loadingText} disabled={disabled}>
      {children}
    </Button>
  );
}
