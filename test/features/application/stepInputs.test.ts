import type { Lien } from '../../../src/api/contractApplication';
import {
  BANK_TEXT,
  FILE_TEXT,
  IDENTITY_TEXT,
  INCOME_TEXT,
  MAX_FILE_BYTES,
  autopayDiscount,
  checkBankAccount,
  checkEmployer,
  checkFiles,
  checkIdentity,
  digitsOnly,
  idNeedsBack,
  incomeMethods,
  isIncomeLinkType,
  isValidRoutingNumber,
  liensOnHome,
  payoffTotal,
} from '../../../features/application/stepInputs';

const pdf = (name = 'stub.pdf', size = 1000) => ({ name, type: 'application/pdf', size });

describe('income methods', () => {
  test('all four ways when the platform names none we know', () => {
    expect(incomeMethods(null)).toEqual(['link/bank', 'link/payroll', 'upload/paystubs', 'upload/tax-returns']);
    expect(incomeMethods([{ methods: ['CARRIER_PIGEON'] }])).toHaveLength(4);
  });
  test("only the platform's ways when it names some", () => {
    expect(incomeMethods([{ methods: ['PLAID', 'PAYSTUB'] }, { methods: ['TAX_RETURN'] }])).toEqual([
      'link/bank',
      'upload/paystubs',
      'upload/tax-returns',
    ]);
  });
  test('link types', () => {
    expect(isIncomeLinkType('bank')).toBe(true);
    expect(isIncomeLinkType('payroll')).toBe(true);
    expect(isIncomeLinkType('crypto')).toBe(false);
    expect(isIncomeLinkType(undefined)).toBe(false);
  });
});

describe('employer', () => {
  test('name and a formatted US phone are required', () => {
    expect(checkEmployer('', '')).toEqual([
      { field: 'employer-name', message: INCOME_TEXT.employerNameRequired },
      { field: 'employer-phone', message: INCOME_TEXT.phoneRequired },
    ]);
    expect(checkEmployer('Acme', '(555) 555-0100')).toEqual([]);
  });
  test('001 §5: a number starting with 1 is rejected with the country-code message', () => {
    expect(checkEmployer('Acme', '(155) 555-0100')).toEqual([
      { field: 'employer-phone', message: INCOME_TEXT.phoneCountryCode },
    ]);
  });
  test('over-long names are rejected', () => {
    expect(checkEmployer('x'.repeat(101), '(555) 555-0100')[0]?.message).toBe(INCOME_TEXT.employerNameTooLong);
  });
});

describe('files', () => {
  test('1 to 10 PDF, JPG or PNG files of at most 10 MB, none empty', () => {
    expect(checkFiles([])).toBe(FILE_TEXT.required);
    expect(checkFiles([pdf()])).toBeNull();
    expect(checkFiles(Array.from({ length: 11 }, () => pdf()))).toBe(FILE_TEXT.tooMany);
    expect(checkFiles([{ name: 'a.gif', type: 'image/gif', size: 10 }])).toBe(FILE_TEXT.wrongType('a.gif'));
    expect(checkFiles([pdf('big.pdf', MAX_FILE_BYTES + 1)])).toBe(FILE_TEXT.tooLarge('big.pdf'));
    expect(checkFiles([pdf('zero.pdf', 0)])).toBe(FILE_TEXT.empty('zero.pdf'));
    expect(checkFiles([pdf(), pdf()], 1)).toBe(FILE_TEXT.tooMany);
  });
});

describe('identity', () => {
  test('the back is asked for only with the back-of-id flag, and never for a passport', () => {
    expect(idNeedsBack('DRIVERS_LICENSE', false)).toBe(false);
    expect(idNeedsBack('DRIVERS_LICENSE', true)).toBe(true);
    expect(idNeedsBack('PASSPORT', true)).toBe(false);
    expect(idNeedsBack('', true)).toBe(false);
  });
  test('type and front are required; the back when needed', () => {
    expect(checkIdentity({ idType: '', front: null, back: null, backOfIdFlag: false })).toEqual([
      { field: 'id-type', message: IDENTITY_TEXT.typeRequired },
      { field: 'id-front', message: IDENTITY_TEXT.frontRequired },
    ]);
    expect(checkIdentity({ idType: 'STATE_ID', front: pdf(), back: null, backOfIdFlag: false })).toEqual([]);
    expect(checkIdentity({ idType: 'STATE_ID', front: pdf(), back: null, backOfIdFlag: true })).toEqual([
      { field: 'id-back', message: IDENTITY_TEXT.backRequired },
    ]);
    expect(checkIdentity({ idType: 'PASSPORT', front: pdf(), back: null, backOfIdFlag: true })).toEqual([]);
  });
});

describe('liens', () => {
  const lien = (id: string, balance: number): Lien => ({
    id,
    creditorName: id,
    monetaryBalance: balance,
    monetaryCalculatedNextPaymentMinimumAmount: 10,
    payOff: { status: 'NOT_MARKED' },
  });
  test('the payoff total sums the chosen balances', () => {
    expect(payoffTotal([lien('a', 100), lien('b', 250)], new Set(['b']))).toBe(250);
    expect(payoffTotal([lien('a', 100)], new Set())).toBe(0);
  });
  test('a lien is a debt secured by the home: a credit card or an installment loan is left out (issue 48)', () => {
    const typed = (id: string, accountType: Lien['accountType']): Lien => ({ ...lien(id, 100), accountType });
    const found = [
      typed('mortgage', 'MORTGAGE'),
      typed('card', 'REVOLVING'),
      typed('heloc', 'HOME_EQUITY'),
      typed('car', 'INSTALLMENT'),
      lien('untyped', 100),
    ];
    expect(liensOnHome(found).map((l) => l.id)).toEqual(['mortgage', 'heloc', 'untyped']);
  });
});

describe('bank account', () => {
  test('ABA routing checksum', () => {
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('121000358')).toBe(true);
    expect(isValidRoutingNumber('011000016')).toBe(false);
    expect(isValidRoutingNumber('01100001')).toBe(false);
  });
  const valid = {
    accountType: 'CHECKING' as const,
    routingNumber: '011000015',
    accountNumber: '123456789',
    confirmAccountNumber: '123456789',
  };
  test('a complete account passes', () => {
    expect(checkBankAccount(valid)).toEqual([]);
  });
  test('each field has its message', () => {
    expect(
      checkBankAccount({ accountType: '', routingNumber: '', accountNumber: '12', confirmAccountNumber: '' }),
    ).toEqual([
      { field: 'account-type', message: BANK_TEXT.accountTypeRequired },
      { field: 'routing-number', message: BANK_TEXT.routingRequired },
      { field: 'account-number', message: BANK_TEXT.accountRequired },
    ]);
    expect(checkBankAccount({ ...valid, routingNumber: '011000016' })).toEqual([
      { field: 'routing-number', message: BANK_TEXT.routingInvalid },
    ]);
    expect(checkBankAccount({ ...valid, confirmAccountNumber: '123456780' })).toEqual([
      { field: 'confirm-account-number', message: BANK_TEXT.confirmMismatch },
    ]);
  });
  test('digits only, as pasted', () => {
    expect(digitsOnly('0110-0001 5x', 9)).toBe('011000015');
    expect(digitsOnly('1234567890', 4)).toBe('1234');
  });
});

describe('autopay discount', () => {
  test("the offer's AUTOPAY discount, when it lowers the rate", () => {
    expect(
      autopayDiscount({ rate: 0.09, discountList: [{ discountType: 'AUTOPAY', rateWithDiscount: 0.0875 }] }),
    ).toEqual({ rate: 0.09, rateWithDiscount: 0.0875, discount: expect.closeTo(0.0025, 10) as number });
    expect(
      autopayDiscount({ rate: 0.09, discountList: [{ discountType: 'ALL_IN', rateWithDiscount: 0.08 }] }),
    ).toBeNull();
    expect(
      autopayDiscount({ rate: 0.09, discountList: [{ discountType: 'AUTOPAY', rateWithDiscount: 0.09 }] }),
    ).toBeNull();
    expect(autopayDiscount(undefined)).toBeNull();
  });
});
