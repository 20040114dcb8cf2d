import { INFO_SCREENS } from '../../../features/application/infoScreens';
import { transientStatusText } from '../../../features/application/transientStatus';
import { ENOTARY_PANEL_STEPS, progressSteps, propertyConditionLabel } from '../../../features/application/progress';
import { discountName } from '../../../features/application/offerComparison';
import * as rules from '../../../features/application/stepRules';
import {
  BANK_TEXT,
  FILE_TEXT,
  ID_TYPES,
  INCOME_TEXT,
  checkFiles,
  type IncomeMethod,
} from '../../../features/application/stepInputs';
import { createSpanishTranslator } from '../../../src/i18n/es/spanish';
import { APPLICATION_TEXT } from '../../../src/i18n/messages/application';

/**
 * Issue 19: the application screens render texts from tables and functions (text() at render). Each must be a
 * catalogue message, else a Spanish-speaking borrower reads English.
 */
const spanish = createSpanishTranslator();
const untranslated = (texts: readonly string[]) => texts.filter((english) => spanish.text(english) === english);

describe('application texts read from tables', () => {
  test('status screens: heading, what happened, what happens next, action labels', () => {
    const texts = Object.values(INFO_SCREENS).flatMap((screen) => [
      screen.title,
      screen.body,
      ...screen.next,
      ...(screen.action.kind === 'screen' ? [screen.action.label] : []),
    ]);
    expect(untranslated(texts)).toEqual([]);
  });

  test('transient statuses, and the fallback for an unknown one', () => {
    const statuses = [
      'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_AVM_DATA',
      'WAITING_FOR_INITIAL_OFFERS',
      'GEN_APP_DISCLOSURES',
      'WAITING_FOR_ID_VERIFICATION',
      'HARD_CREDIT_PULL',
      'GEN_NOTE_SIGNING',
      'ONSITE_APPRAISAL_REQUEST',
      'PREQUAL_TITLE',
      'SOMETHING_NEW',
    ];
    const texts = statuses.flatMap((status) => {
      const { title, happening, duration } = transientStatusText(status);
      return [title, happening, duration];
    });
    expect(untranslated(texts)).toEqual([]);
  });

  test('sidebar stage names and property conditions', () => {
    const conditions = ['POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT'].map((c) => propertyConditionLabel(c) ?? '');
    expect(
      untranslated([...progressSteps(false), ...progressSteps(true), ...ENOTARY_PANEL_STEPS, ...conditions]),
    ).toEqual([]);
  });

  test('income methods, ID types, account types, discount names', () => {
    const methods = Object.values(
      INCOME_TEXT.methods as Record<IncomeMethod, { label: string; hint: string; need: string }>,
    );
    expect(
      untranslated([
        ...methods.flatMap((method) => [method.label, method.hint, method.need]),
        ...Object.values(INCOME_TEXT.linkTitle),
        ...Object.values(INCOME_TEXT.uploadTitle),
        ...Object.values(INCOME_TEXT.uploadHint),
        ...ID_TYPES.map((type) => type.label),
        ...BANK_TEXT.accountTypes.map((type) => type.label),
        ...['AUTOPAY', 'ALL_IN', 'CREDIT_UNION'].map(discountName),
      ]),
    ).toEqual([]);
  });

  test('messages made by functions are found by their template', () => {
    const file = { name: 'stub.gif', type: 'image/gif', size: 1 };
    expect(
      untranslated([
        BANK_TEXT.onFile('1234'),
        BANK_TEXT.paymentsFrom('1234'),
        BANK_TEXT.autopayHint('0.25%'),
        FILE_TEXT.tooMany,
        checkFiles([file]) ?? '',
        checkFiles([{ ...file, type: 'application/pdf', size: 0 }]) ?? '',
        checkFiles([{ ...file, type: 'application/pdf', size: 11 * 1024 * 1024 }]) ?? '',
      ]),
    ).toEqual([]);
    expect(spanish.text(BANK_TEXT.onFile('1234'))).toBe('Cuenta que termina en 1234');
  });

  test('validation messages of the branch and closing screens', () => {
    const messages = (Object.values(rules) as unknown[]).filter(
      (value): value is string => typeof value === 'string' && /[a-z] /.test(value),
    );
    expect(messages.length).toBeGreaterThan(10);
    expect(untranslated(messages)).toEqual([]);
  });

  test('no message of this part is a bare run of placeholders (text() would match any platform text with it)', () => {
    expect(APPLICATION_TEXT.filter((id) => /^[^A-Za-z]*$/.test(id.replace(/\{\w+\}/g, '')))).toEqual([]);
  });
});
