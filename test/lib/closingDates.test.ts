import fc from 'fast-check';
import {
  addDays,
  closingDates,
  daysBetween,
  federalHolidays,
  isBankingDay,
  isLegalPublicHoliday,
  isRescissionBusinessDay,
  nextBankingDay,
  parseIsoDay,
  rightToCancelEnds,
} from '../../src/lib/closingDates';

const weekday = (iso: string): string =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

describe('federal legal public holidays (5 U.S.C. 6103(a)), by rule', () => {
  test.each([
    [
      2026,
      [
        '2026-01-01',
        '2026-01-19',
        '2026-02-16',
        '2026-05-25',
        '2026-06-19',
        '2026-07-04',
        '2026-09-07',
        '2026-10-12',
        '2026-11-11',
        '2026-11-26',
        '2026-12-25',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-01-18',
        '2027-02-15',
        '2027-05-31',
        '2027-06-19',
        '2027-07-04',
        '2027-09-06',
        '2027-10-11',
        '2027-11-11',
        '2027-11-25',
        '2027-12-25',
      ],
    ],
    [
      2028,
      [
        '2028-01-01',
        '2028-01-17',
        '2028-02-21',
        '2028-05-29',
        '2028-06-19',
        '2028-07-04',
        '2028-09-04',
        '2028-10-09',
        '2028-11-11',
        '2028-11-23',
        '2028-12-25',
      ],
    ],
  ])('%i: the eleven holidays on their own dates', (year, days) => {
    expect(federalHolidays(year).map((holiday) => holiday.day)).toEqual(days);
  });

  test('Inauguration Day (6103(c)) is not one of them', () => {
    expect(isLegalPublicHoliday('2029-01-20')).toBe(false);
  });

  test('nth-weekday holidays fall on their weekday in every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2021, max: 2200 }), (year) => {
        const byName = new Map(federalHolidays(year).map((holiday) => [holiday.name, holiday.day]));
        expect(weekday(byName.get('Memorial Day') ?? '')).toBe('Monday');
        expect(Number(addDays(byName.get('Memorial Day') ?? '', 7).slice(5, 7))).toBe(6);
        expect(weekday(byName.get('Thanksgiving Day') ?? '')).toBe('Thursday');
        expect(weekday(byName.get('Labor Day') ?? '')).toBe('Monday');
        expect(Number((byName.get('Labor Day') ?? '').slice(8))).toBeLessThanOrEqual(7);
        expect(federalHolidays(year)).toHaveLength(11);
      }),
    );
  });
});

describe('right to cancel and funding day: real cases, 2026-2028', () => {
  test.each([
    // [signed, cancel until midnight of, funds sent on, why]
    ['2026-07-02', '2026-07-07', '2026-07-08', 'July 4 on a Saturday: Friday July 3 counts, Saturday July 4 does not'],
    ['2026-07-03', '2026-07-08', '2026-07-09', 'signed on the Friday the holiday is observed'],
    ['2026-11-25', '2026-11-30', '2026-12-01', 'the week of Thanksgiving: the Saturday counts'],
    ['2026-11-24', '2026-11-28', '2026-11-30', 'cancel ends on a Saturday; funds on Monday'],
    ['2026-12-23', '2026-12-28', '2026-12-29', 'Christmas on a Friday'],
    ['2026-12-30', '2027-01-04', '2027-01-05', "New Year's Day 2027 on a Friday"],
    ['2026-06-17', '2026-06-22', '2026-06-23', 'Juneteenth on a Friday'],
    ['2027-06-17', '2027-06-22', '2027-06-23', 'Juneteenth on a Saturday: Friday June 18 counts'],
    ['2027-06-29', '2027-07-02', '2027-07-06', 'July 4 on a Sunday: the Federal Reserve closes Monday July 5'],
    ['2027-07-01', '2027-07-05', '2027-07-06', 'July 4 on a Sunday: Monday July 5 counts for rescission'],
    ['2027-11-23', '2027-11-27', '2027-11-29', 'Thanksgiving 2027'],
    ['2027-12-20', '2027-12-23', '2027-12-24', 'Christmas on a Saturday: Friday December 24 is a banking day'],
    ['2027-12-27', '2027-12-30', '2027-12-31', "New Year's Day 2028 on a Saturday: Friday December 31 open"],
    [
      '2028-01-14',
      '2028-01-19',
      '2028-01-20',
      'Martin Luther King Jr. Day, January 17 2028: the Saturday counts, the Monday not',
    ],
    ['2028-05-26', '2028-05-31', '2028-06-01', 'Memorial Day, May 29 2028'],
    ['2028-11-09', '2028-11-14', '2028-11-15', 'Veterans Day on a Saturday'],
    ['2028-06-16', '2028-06-21', '2028-06-22', 'Juneteenth on a Monday'],
    // No New Year's Day falls on a Sunday in 2026-2028; the nearest ones, either side.
    ['2022-12-29', '2023-01-02', '2023-01-03', "New Year's Day 2023 on a Sunday: Monday counts, the Fed is closed"],
    ['2033-12-28', '2033-12-31', '2034-01-03', "New Year's Day 2034 on a Sunday"],
  ])('signed %s: cancel until midnight %s, funds %s (%s)', (signed, cancelUntil, fundsOn) => {
    expect(rightToCancelEnds(signed)).toBe(cancelUntil);
    expect(closingDates(signed, 'HOME')).toEqual({ rightToCancel: true, signedOn: signed, cancelUntil, fundsOn });
  });

  test('the two dates the issue names read on their weekdays', () => {
    const july = closingDates('2026-07-02', 'HOME');
    expect(july.rightToCancel && [weekday(july.cancelUntil), weekday(july.fundsOn)]).toEqual(['Tuesday', 'Wednesday']);
    const thanksgiving = closingDates('2026-11-25', 'HOME');
    expect(thanksgiving.rightToCancel && [weekday(thanksgiving.cancelUntil), weekday(thanksgiving.fundsOn)]).toEqual([
      'Monday',
      'Tuesday',
    ]);
  });

  test.each(['SECONDARY', 'INVESTMENT'] as const)('%s: no right to cancel, funds the next banking day', (occupancy) => {
    expect(closingDates('2026-07-02', occupancy)).toEqual({
      rightToCancel: false,
      signedOn: '2026-07-02',
      fundsOn: '2026-07-03',
    });
  });

  test('rescission days and banking days differ where the law says they do', () => {
    expect(isRescissionBusinessDay('2026-07-03')).toBe(true);
    expect(isRescissionBusinessDay('2026-07-04')).toBe(false);
    expect(isRescissionBusinessDay('2026-07-05')).toBe(false);
    expect(isRescissionBusinessDay('2026-11-28')).toBe(true);
    expect(isBankingDay('2026-07-03')).toBe(true);
    expect(isBankingDay('2026-11-28')).toBe(false);
    expect(isBankingDay('2027-07-05')).toBe(false);
    expect(isBankingDay('2027-12-24')).toBe(true);
  });

  test('a day that is not on the calendar is refused', () => {
    expect(() => rightToCancelEnds('2026-02-30')).toThrow(RangeError);
    expect(() => parseIsoDay('07/02/2026')).toThrow(RangeError);
  });
});

describe('properties over any signing day (fast-check)', () => {
  const signingDay = fc
    .integer({ min: parseIsoDay('2021-01-01'), max: parseIsoDay('2100-12-31') })
    .map((day) => addDays('1970-01-01', day));

  test('the right to cancel ends after exactly three counted days, the last of them counted', () => {
    fc.assert(
      fc.property(signingDay, (signed) => {
        const end = rightToCancelEnds(signed);
        const span = daysBetween(signed, end);
        const counted = Array.from({ length: span }, (_, index) => addDays(signed, index + 1)).filter(
          isRescissionBusinessDay,
        );
        expect(counted).toHaveLength(3);
        expect(isRescissionBusinessDay(end)).toBe(true);
        expect(weekday(end)).not.toBe('Sunday');
        expect(isLegalPublicHoliday(end)).toBe(false);
      }),
    );
  });

  test('funds go out on a weekday that is not a holiday, the first such day after the right to cancel', () => {
    fc.assert(
      fc.property(signingDay, fc.constantFrom('HOME', 'SECONDARY', 'INVESTMENT' as const), (signed, occupancy) => {
        const dates = closingDates(signed, occupancy);
        const waitEnds = dates.rightToCancel ? dates.cancelUntil : signed;
        expect(['Saturday', 'Sunday']).not.toContain(weekday(dates.fundsOn));
        expect(isLegalPublicHoliday(dates.fundsOn)).toBe(false);
        expect(isBankingDay(dates.fundsOn)).toBe(true);
        expect(daysBetween(waitEnds, dates.fundsOn)).toBeGreaterThan(0);
        for (let day = addDays(waitEnds, 1); day !== dates.fundsOn; day = addDays(day, 1))
          expect(isBankingDay(day)).toBe(false);
      }),
    );
  });

  test('a holiday on a Sunday closes the Monday after; one on a Saturday leaves the Friday open', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2021, max: 2100 }), (year) => {
        for (const holiday of federalHolidays(year)) {
          const day = weekday(holiday.day);
          if (day === 'Sunday') expect(nextBankingDay(addDays(holiday.day, -1))).toBe(addDays(holiday.day, 2));
          if (day === 'Saturday') expect(isBankingDay(addDays(holiday.day, -1))).toBe(true);
        }
      }),
    );
  });
});
