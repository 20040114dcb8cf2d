/** service-optimize: feature flags (001 §7). */
import type { FeatureFlag, FeatureFlagsRequest, OptimizeUser } from './contract';
import type { HttpClient } from './http';

/** The only flags the app keeps (001 §7; 'ny modal' is fe-heloc-figure-ny-modal, named so in 000 §7). */
export const KNOWN_FLAGS = [
  'fe-heloc-additional-signer-conditions',
  'fe-heloc-back-of-id',
  'fe-heloc-business-iv',
  'fe-heloc-business-purpose',
  'fe-heloc-ca-fires',
  'fe-heloc-company-covers-appraisal',
  'fe-heloc-dc-fp7',
  'fe-heloc-figure-ny-modal',
  'fe-heloc-irs-maintenance',
  'fe-heloc-maintenance',
  'fe-heloc-multi-page-product-select',
  'fe-heloc-ny-fcra',
  'fe-heloc-rate-buy-down',
  'fe-heloc-redesign-2025',
  'fe-heloc-self-employ-tax-verification',
  'fe-heloc-sms-transactional-consent',
  'fe-heloc-webchat',
] as const;

export type KnownFlagKey = (typeof KNOWN_FLAGS)[number];

/** A kept flag as it goes into state: plain JSON data. */
export interface FlagState {
  enabled: boolean;
  variables: Record<string, unknown>;
}

export type KnownFlags = Partial<Record<KnownFlagKey, FlagState>>;

const KNOWN_FLAG_SET: ReadonlySet<string> = new Set(KNOWN_FLAGS);

export function isKnownFlagKey(key: string): key is KnownFlagKey {
  return KNOWN_FLAG_SET.has(key);
}

/**
 * The user attributes of an application page's first flags call: the organisation and the application the page's path
 * names, as the flags saga has them when it first asks (the profile, the application's dates and the telemetry
 * session are not in yet). The page's inline script sends that call with the page (src/boot/firstCallsScript.ts,
 * decisions 467 and 469), and the app takes its answer when it asks the same.
 */
export const firstCallOptimizeUser = (organization: string, applicationId: string): OptimizeUser => ({
  organization,
  applicationId,
});

export async function fetchFeatureFlags(client: HttpClient, optimizeUser: OptimizeUser): Promise<FeatureFlag[]> {
  const body: FeatureFlagsRequest = { optimizeUser };
  const flags = await client.request<unknown>({
    method: 'POST',
    path: '/service-optimize/heloc/api/v1/features',
    body,
    // It evaluates the flags for the user it names and changes nothing, so it may be sent early (decision 467).
    read: true,
  });
  if (!Array.isArray(flags)) throw new Error('Feature flags answer is not a list');
  return flags.filter(isFeatureFlag);
}

/** Body of POST /service-optimize/heloc/api/v1/feature (001 §7): one flag evaluated for one user. */
export interface FeatureRequest {
  featureKey: string;
  optimizeUser: OptimizeUser;
  trackerId?: string;
}

/**
 * 001 §7: evaluates one flag, including flags outside the kept list (the identity-broker flags of 001 §6). An answer
 * without a boolean `enabled` reads as off, like an unknown flag.
 */
export async function fetchFeature(
  client: HttpClient,
  featureKey: string,
  optimizeUser: OptimizeUser,
  trackerId?: string,
): Promise<boolean> {
  const body: FeatureRequest = { featureKey, optimizeUser, ...(trackerId ? { trackerId } : {}) };
  const answer = await client.request<unknown>({
    method: 'POST',
    path: '/service-optimize/heloc/api/v1/feature',
    body,
  });
  return isPlainObject(answer) && answer.enabled === true;
}

/** Keeps the known flags only; an entry of the wrong shape is dropped, missing variables become {}. */
export function keepKnownFlags(flags: readonly FeatureFlag[]): KnownFlags {
  const kept: KnownFlags = {};
  for (const flag of flags) {
    if (!isFeatureFlag(flag) || !isKnownFlagKey(flag.key)) continue;
    kept[flag.key] = { enabled: flag.enabled, variables: isPlainObject(flag.variables) ? { ...flag.variables } : {} };
  }
  return kept;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Flags come from the network; the static type alone does not make them so.
function isFeatureFlag(value: unknown): value is FeatureFlag {
  return isPlainObject(value) && typeof value.key === 'string' && typeof value.enabled === 'boolean';
}
