import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { maskForLog } from './actionLog';
import { createMasker } from './sanitize';

/**
 * Redux DevTools outside production only, with personal data masked in both actions and state as the exported action
 * log masks it: by key, then in free text (a URL's one-time secrets, an email quoted in a message).
 */
export function devToolsOptions(): DevToolsEnhancerOptions | false {
  if (process.env.NODE_ENV === 'production') return false;
  const masker = createMasker();
  return {
    name: 'HELOC borrower app',
    trace: true,
    traceLimit: 25,
    actionSanitizer: (action) => maskForLog(action, masker) as typeof action,
    stateSanitizer: (state) => maskForLog(state, masker) as typeof state,
  };
}
