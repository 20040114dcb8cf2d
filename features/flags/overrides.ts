import type { FlagValue } from './flagsSlice';

/** sessionStorage key of the flag overrides: { [flagKey]: boolean } (001 §7: session-stored overrides force flags). */
export const FLAG_OVERRIDES_STORAGE = 'heloc-flag-overrides';

export type FlagOverrides = Record<string, boolean>;

export function parseOverrides(raw: string | null): FlagOverrides {
  try {
    const value: unknown = raw === null ? {} : JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

/** An override forces a known flag on or off; its variables stay as the service sent them. */
export function applyOverrides(
  values: Record<string, FlagValue>,
  overrides: FlagOverrides,
  knownKeys: readonly string[],
): Record<string, FlagValue> {
  const result: Record<string, FlagValue> = { ...values };
  for (const [key, enabled] of Object.entries(overrides)) {
    if (!knownKeys.includes(key)) continue;
    result[key] = { ...(result[key] ?? { variables: {} }), enabled };
  }
  return result;
}
