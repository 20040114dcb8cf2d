import { formatUsPhone, phoneDigits, US_PHONE_LENGTH } from '../../src/lib/phone';

describe('US phone formatting (001 §5)', () => {
  test.each([
    ['5555550100', '(555) 555-0100'],
    ['555-555-0100', '(555) 555-0100'],
    ['+15555550100', '(555) 555-0100'],
    ['+1 555 555 0100', '(555) 555-0100'],
    ['(555) 555-0100', '(555) 555-0100'],
    ['555', '(555'],
    ['55555', '(555) 55'],
    ['', ''],
  ])('%j formats as %j', (raw, formatted) => {
    expect(formatUsPhone(raw)).toBe(formatted);
  });

  test('a complete number is 14 characters; extra digits are dropped', () => {
    expect(formatUsPhone('555555010099')).toHaveLength(US_PHONE_LENGTH);
    expect(phoneDigits('(555) 555-0100')).toBe('5555550100');
  });

  test('without the +1 prefix a leading 1 is kept, so the schema can say the country code is not needed', () => {
    expect(formatUsPhone('15555550100').startsWith('(155)')).toBe(true);
  });
});
