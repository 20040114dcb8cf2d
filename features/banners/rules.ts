import { BANNER_VARIANTS, type Banner } from '../../src/api/contractShell';

/** 001 §5 banner shape error, word for word. */
export const BANNER_FORMAT_ERROR = 'Banner data does not match the expected format';
/** 001 §9: banners default max 2. */
export const MAX_BANNERS = 2;

/** localStorage key of the banner dismissals: { [uuid]: dismissedAt ms }. */
export const BANNER_DISMISSALS_KEY = 'heloc-banner-dismissals';

/** A dismissal as stored locally: when the borrower dismissed the banner (ms since the epoch). */
export type BannerDismissals = Record<string, number>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isBanner(value: unknown): value is Banner {
  return (
    isObject(value) &&
    isNonEmptyString(value.uuid) &&
    typeof value.message === 'string' &&
    Array.isArray(value.apps) &&
    value.apps.length > 0 &&
    value.apps.every((app) => typeof app === 'string') &&
    (BANNER_VARIANTS as readonly unknown[]).includes(value.variant)
  );
}

/** 001 §5: every entry has uuid, message, non-empty apps and a variant, or the whole list is refused. */
export function checkBanners(data: unknown): { ok: true; banners: Banner[] } | { ok: false; error: string } {
  if (!Array.isArray(data) || !data.every(isBanner)) return { ok: false, error: BANNER_FORMAT_ERROR };
  return { ok: true, banners: data.map(normalize) };
}

/** Only the fields the app uses, with optional ones checked, so odd extra data never reaches state. */
function normalize(banner: Banner): Banner {
  const metadata = isObject(banner.metadata) ? banner.metadata : undefined;
  return {
    uuid: banner.uuid,
    message: banner.message,
    apps: [...banner.apps],
    variant: banner.variant,
    ...(typeof banner.active === 'boolean' ? { active: banner.active } : {}),
    ...(typeof banner.dismissable === 'boolean' ? { dismissable: banner.dismissable } : {}),
    ...(metadata && typeof metadata.createdAt === 'string' && typeof metadata.updatedAt === 'string'
      ? { metadata: { createdAt: metadata.createdAt, updatedAt: metadata.updatedAt } }
      : {}),
  };
}

const time = (iso: string | undefined): number => (iso === undefined ? Number.NaN : Date.parse(iso));

/**
 * 001 §4: a dismissed banner stays dismissed until its updatedAt is later than the dismissal; a banner without
 * metadata (no updatedAt to compare) stays dismissed.
 */
export function isDismissed(banner: Banner, dismissals: BannerDismissals): boolean {
  const dismissedAt = dismissals[banner.uuid];
  if (dismissedAt === undefined) return false;
  const updatedAt = time(banner.metadata?.updatedAt);
  if (Number.isNaN(updatedAt)) return true;
  return updatedAt <= dismissedAt;
}

/** The dismissal records whose banner has reappeared (updated since) are removed (001 §4). */
export function pruneDismissals(banners: readonly Banner[], dismissals: BannerDismissals): BannerDismissals {
  const reappeared = new Set(
    banners.filter((b) => b.uuid in dismissals && !isDismissed(b, dismissals)).map((b) => b.uuid),
  );
  return Object.fromEntries(Object.entries(dismissals).filter(([uuid]) => !reappeared.has(uuid)));
}

/**
 * 001 §9: at most 2, newest created first, active and for this app only, not dismissed. Only a banner that says it is
 * active shows: one whose file leaves `active` out has not been switched on.
 */
export function visibleBanners(
  banners: readonly Banner[],
  dismissals: BannerDismissals,
  appName: string,
  max: number = MAX_BANNERS,
): Banner[] {
  const created = (banner: Banner): number => {
    const value = time(banner.metadata?.createdAt);
    return Number.isNaN(value) ? 0 : value;
  };
  return banners
    .filter((b) => b.active === true && b.apps.includes(appName) && !isDismissed(b, dismissals))
    .sort((a, b) => created(b) - created(a))
    .slice(0, max);
}

/** Parses the stored dismissals; anything unreadable counts as none. */
export function parseDismissals(stored: string | null): BannerDismissals {
  if (stored === null) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (!isObject(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}
