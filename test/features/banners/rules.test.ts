import type { Banner } from '../../../src/api/contractShell';
import {
  BANNER_FORMAT_ERROR,
  checkBanners,
  isDismissed,
  parseDismissals,
  pruneDismissals,
  visibleBanners,
} from '../../../features/banners/rules';

const banner = (uuid: string, createdAt: string, extra: Partial<Banner> = {}): Banner => ({
  uuid,
  message: uuid,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  metadata: { createdAt, updatedAt: createdAt },
  ...extra,
});

describe('shape check (001 §5)', () => {
  test('a good list passes', () => {
    expect(checkBanners([banner('a', '2024-01-01T00:00:00Z')])).toMatchObject({ ok: true });
  });
  test.each([
    ['not a list', { a: 1 }],
    ['missing uuid', [{ message: 'm', apps: ['heloc'], variant: 'info' }]],
    ['empty apps', [{ uuid: 'u', message: 'm', apps: [], variant: 'info' }]],
    ['unknown variant', [{ uuid: 'u', message: 'm', apps: ['heloc'], variant: 'error' }]],
    ['no message', [{ uuid: 'u', apps: ['heloc'], variant: 'warn' }]],
  ])('%s is refused with the spec error', (_name, data) => {
    expect(checkBanners(data)).toEqual({ ok: false, error: BANNER_FORMAT_ERROR });
  });
});

describe('visible banners (001 §9)', () => {
  test('at most 2, newest created first, active and for this app only', () => {
    const list = [
      banner('old', '2024-01-01T00:00:00Z'),
      banner('new', '2024-03-01T00:00:00Z'),
      banner('mid', '2024-02-01T00:00:00Z'),
      banner('inactive', '2024-04-01T00:00:00Z', { active: false }),
      banner('other', '2024-05-01T00:00:00Z', { apps: ['other'] }),
    ];
    expect(visibleBanners(list, {}, 'heloc').map((b) => b.uuid)).toEqual(['new', 'mid']);
  });
  test('a banner that does not say it is active is not shown', () => {
    const checked = checkBanners([{ uuid: 'unsaid', message: 'm', apps: ['heloc'], variant: 'info' }]);
    expect(checked.ok && visibleBanners(checked.banners, {}, 'heloc')).toEqual([]);
  });
});

describe('dismissal (001 §4)', () => {
  const dismissedAt = Date.parse('2024-02-01T00:00:00Z');
  test('stays dismissed while updatedAt is not later', () => {
    expect(isDismissed(banner('a', '2024-01-01T00:00:00Z'), { a: dismissedAt })).toBe(true);
  });
  test('reappears when updated later, and the record is removed', () => {
    const updated = banner('a', '2024-01-01T00:00:00Z', {
      metadata: { createdAt: '2024-01-01T00:00:00Z', updatedAt: '2024-03-01T00:00:00Z' },
    });
    expect(isDismissed(updated, { a: dismissedAt })).toBe(false);
    expect(pruneDismissals([updated], { a: dismissedAt, b: 1 })).toEqual({ b: 1 });
  });
  test('a banner without metadata stays dismissed', () => {
    const { metadata: _m, ...bare } = banner('a', '2024-01-01T00:00:00Z');
    expect(isDismissed(bare, { a: dismissedAt })).toBe(true);
    expect(pruneDismissals([bare], { a: dismissedAt })).toEqual({ a: dismissedAt });
  });
  test('unreadable storage counts as none', () => {
    expect(parseDismissals('{oops')).toEqual({});
    expect(parseDismissals('{"a":5,"b":"x"}')).toEqual({ a: 5 });
  });
});
