import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { createMasker, sanitize } from './sanitize';

/** Redux DevTools outside production only, with personal data masked in both actions and state. */
export function devToolsOptions(): DevToolsEnhancerOptions | false {
  if (process.env.NODE_ENV === 'production') return false;
  const masker = createMasker();
  return {
    name: 'HELOC borrower app',
    trace: true,
    traceLimit: 25,
    actionSanitizer: (action) => sanitize(action, masker),
    stateSanitizer: (state) => sanitize(state, masker),
  };
}
