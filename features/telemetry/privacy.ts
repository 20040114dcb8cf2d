import { isFreeTextKey, isSensitiveKey } from '../../store/sensitiveKeys';
import type { EventPropertyValue } from './telemetrySlice';

/** Query parameters that may leave in an event: campaign and flow markers, never free text. */
export const TRACKED_QUERY_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'step',
  'org',
  'mode',
];

const MAX_VALUE_LENGTH = 200;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const LONG_DIGITS = /\d{7,}/;

/** Only the allow-listed query parameters, and only values that look like no personal data. */
export function trackedQueryParams(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const kept: Record<string, string> = {};
  for (const name of TRACKED_QUERY_PARAMS) {
    const value = params.get(name);
    if (value !== null && isSafeText(value)) kept[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return kept;
}

function isSafeText(value: string): boolean {
  return !EMAIL.test(value) && !LONG_DIGITS.test(value);
}

/**
 * Personal data never leaves in an event: sensitive keys are dropped, and string values that look like an email or
 * a long number (phone, account, SSN) are dropped too.
 */
export function safeEventProperties(
  properties: Record<string, EventPropertyValue> | undefined,
): Record<string, EventPropertyValue> {
  const kept: Record<string, EventPropertyValue> = {};
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (isSensitiveKey(key) || isFreeTextKey(key)) continue;
    if (typeof value === 'string') {
      if (!isSafeText(value)) continue;
      kept[key] = value.slice(0, MAX_VALUE_LENGTH);
    } else if (typeof value === 'number' ? Number.isFinite(value) : typeof value === 'boolean') {
      kept[key] = value;
    }
  }
  return kept;
}
