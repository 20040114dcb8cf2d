import type { BusinessHours } from '../../../src/api/contractShell';
import { formatClock, formatOperatingHours, licensedStatesFor, policyLinks } from '../../../features/footer/format';
import { setFormatLocale } from '../../../src/lib/locale';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const week = (weekday: [string, string] | null, weekend: [string, string] | null): BusinessHours[] =>
  DAYS.map((weekdayName, i) => {
    const hours = i >= 5 ? weekend : weekday;
    return {
      weekday: weekdayName,
      weekdayValue: i + 1,
      startTime: hours?.[0] ?? '00:00',
      endTime: hours?.[1] ?? '00:00',
      isOpen: hours !== null,
    };
  });

test('clock format', () => {
  expect(formatClock('00:30')).toBe('12:30 AM');
  expect(formatClock('12:00')).toBe('12:00 PM');
  expect(formatClock('17:45')).toBe('5:45 PM');
  expect(formatClock('x')).toBeNull();
});

test('weekdays and weekend combined, in Pacific Time', () => {
  expect(formatOperatingHours(week(['06:00', '18:00'], ['08:00', '17:00']))).toEqual([
    'Mon-Fri 6:00 AM - 6:00 PM PT',
    'Sat-Sun 8:00 AM - 5:00 PM PT',
  ]);
});

test('closed weekend left out; a day with other hours gets its own line', () => {
  const hours = week(['06:00', '18:00'], null).map((d) => (d.weekdayValue === 5 ? { ...d, endTime: '16:00' } : d));
  expect(formatOperatingHours(hours)).toEqual(['Mon-Thu 6:00 AM - 6:00 PM PT', 'Fri 6:00 AM - 4:00 PM PT']);
});

describe('licensed states (001 §2)', () => {
  test('sorted case-insensitively', () => {
    expect(licensedStatesFor(['tx', 'AZ', 'ca', 'Co'], { isMainBrand: false, isNewYorkVariant: false })).toEqual([
      'AZ',
      'ca',
      'Co',
      'tx',
    ]);
  });
  test('names in the order the English collator gives, plain or not', () => {
    const names = ['West Virginia', 'washington', 'New York', 'Nevada', 'N. Mariana Islands', 'Guam-2', 'Guam 1', 'DC'];
    const english = new Intl.Collator('en', { sensitivity: 'base' });
    const brand = { isMainBrand: false, isNewYorkVariant: false };
    expect(licensedStatesFor(names, brand)).toEqual([...names].sort((a, b) => english.compare(a, b)));
    // Text outside plain letters is compared by the collator: an accent does not send a name to the end.
    expect(licensedStatesFor(['Texas', 'Óregon', 'Nevada'], brand)).toEqual(['Nevada', 'Óregon', 'Texas']);
  });
  test('NY by brand: main brand never lists NY; its NY organisations list only NY; partners as given', () => {
    const states = ['NY', 'CA', 'NJ'];
    expect(licensedStatesFor(states, { isMainBrand: true, isNewYorkVariant: false })).toEqual(['CA', 'NJ']);
    expect(licensedStatesFor(states, { isMainBrand: true, isNewYorkVariant: true })).toEqual(['NY']);
    expect(licensedStatesFor(states, { isMainBrand: false, isNewYorkVariant: false })).toEqual(['CA', 'NJ', 'NY']);
  });
});

test('policy links: partner URLs, else the fallbacks; communications at {base}/communications', () => {
  expect(policyLinks(null, 'https://x.example/')).toEqual({
    terms: '/terms',
    privacy: '/privacy',
    licenses: '/licenses',
    communications: 'https://x.example/communications',
  });
  expect(policyLinks({ termsUrl: '/t?org=apm' }, '').terms).toBe('/t?org=apm');
});

test('in Spanish the days and times are written the language’s way (Intl, es-US)', () => {
  setFormatLocale('es');
  try {
    const [weekdays, weekend] = formatOperatingHours(week(['06:00', '18:00'], ['08:00', '17:00']));
    expect(weekdays).toMatch(/^lun\.?-vie\.? 6:00 .*PT$/);
    expect(weekdays).not.toMatch(/Mon|AM|PM/);
    expect(weekend).toMatch(/^sáb\.?-dom\.? 8:00 /);
  } finally {
    setFormatLocale('en');
  }
});
