/**
 * sessionStorage: the tab's telemetry session key, so a reload continues the session; when this page began it (this
 * device's clock, as the platform's epoch may be in another unit or zone); and the events already sent in it. Apart
 * from the telemetry saga, which loads on demand, so that a logout can end the session without loading it.
 */
export const SESSION_KEY_STORAGE = 'heloc-telemetry-session';
export const SESSION_SINCE_STORAGE = 'heloc-telemetry-session-since';
export const SENT_EVENTS_STORAGE = 'heloc-telemetry-sent';
/** Whose session it is (sagas/deviceOwner.ts); absent for a visitor's. */
export const SESSION_OWNER_STORAGE = 'heloc-telemetry-session-owner';

/** Everything a telemetry session keeps in the tab. */
export const TELEMETRY_SESSION_STORAGE = [
  SESSION_KEY_STORAGE,
  SESSION_SINCE_STORAGE,
  SENT_EVENTS_STORAGE,
  SESSION_OWNER_STORAGE,
] as const;
