import {
  ASSETS_RANGE,
  ASSETS_REQUIRED,
  EMAIL_DUPLICATE,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  ESTIMATE_RANGE,
  ESTIMATE_REQUIRED,
  PHONE_COUNTRY_CODE,
  PHONE_INVALID,
  PHONE_REQUIRED,
  SSN_INVALID,
  SSN_REQUIRED,
  dollars,
  ssnDigits,
  validateAssets,
  validateEmail,
  validateEstimate,
  validatePhone,
  validateSignerEmails,
  validateSsn,
} from '../../../features/application/stepRules';
import { INFO_SCREENS } from '../../../features/application/infoScreens';
import { APPLICATION_ROUTES, type RouteEntry } from '../../../src/app/routeTable';
import { isSensitiveKey } from '../../../store/sensitiveKeys';
import { applicationStepsActions, applicationStepsReducer } from '../../../features/application/applicationStepsSlice';

describe('SSN', () => {
  it.each([
    ['', SSN_REQUIRED],
    ['  ', SSN_REQUIRED],
    ['12345678', SSN_INVALID],
    ['1234567890', SSN_INVALID],
    ['12a-45-6789', SSN_INVALID],
    ['123-45-6789', null],
    ['123456789', null],
  ])('%j gives %j', (raw, expected) => {
    expect(validateSsn(raw)).toBe(expected);
  });

  it('sends digits only, under the masked key', () => {
    expect(ssnDigits('123-45 6789')).toBe('123456789');
    expect(isSensitiveKey('ssn')).toBe(true);
    expect(isSensitiveKey('emails')).toBe(true);
  });
});

describe('email and additional signers', () => {
  it('uses the 001 §5 messages', () => {
    expect(validateEmail('')).toBe(EMAIL_REQUIRED);
    expect(validateEmail('a@b')).toBe(EMAIL_INVALID);
    expect(validateEmail(' a@b.co ')).toBeNull();
  });

  it('flags a repeated address on its later rows only', () => {
    expect(validateSignerEmails(['a@b.co', 'x', 'A@B.co ', ''])).toEqual([
      null,
      EMAIL_INVALID,
      EMAIL_DUPLICATE,
      EMAIL_REQUIRED,
    ]);
  });
});

describe('phone', () => {
  it.each([
    ['', PHONE_REQUIRED],
    ['(555) 555-01', PHONE_INVALID],
    ['(155) 555-0100', PHONE_COUNTRY_CODE],
    ['(555) 555-0100', null],
  ])('%j gives %j', (formatted, expected) => {
    expect(validatePhone(formatted)).toBe(expected);
  });
});

describe('amounts', () => {
  it('reads dollars with $ and commas, else NaN', () => {
    expect(dollars('$450,000')).toBe(450_000);
    expect(dollars('abc')).toBeNaN();
    expect(dollars('')).toBeNaN();
  });

  it('bounds the home estimate to what the platform accepts', () => {
    expect(validateEstimate('')).toBe(ESTIMATE_REQUIRED);
    expect(validateEstimate('49,999')).toBe(ESTIMATE_RANGE);
    expect(validateEstimate('50,000')).toBeNull();
    expect(validateEstimate('20,000,001')).toBe(ESTIMATE_RANGE);
    expect(validateEstimate('lots')).toBe(ESTIMATE_RANGE);
  });

  it('takes any assets of $0 or more', () => {
    expect(validateAssets('')).toBe(ASSETS_REQUIRED);
    expect(validateAssets('0')).toBeNull();
    expect(validateAssets('-5')).toBe(ASSETS_RANGE);
  });
});

describe('status screens table', () => {
  const routed = new Set<string>();
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      if (entry.kind !== 'screen') continue;
      const path = prefix ? `${prefix}/${entry.path}` : entry.path;
      routed.add(path);
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(APPLICATION_ROUTES, '');

  it.each(Object.keys(INFO_SCREENS))('%s is an application route', (path) => {
    expect(routed.has(path)).toBe(true);
  });

  it('gives every screen a heading, a body, next steps and an action', () => {
    for (const text of Object.values(INFO_SCREENS)) {
      expect(text.title).not.toBe('');
      expect(text.body).not.toBe('');
      expect(text.next.length).toBeGreaterThan(0);
      expect(text.action.kind).toMatch(/^(dashboard|screen|recheck)$/);
    }
  });
});

describe('an SSN sent from credit/social', () => {
  it('travels in the intent only: the steps state keeps no trace of it', () => {
    const intent = applicationStepsActions.stepSubmitted({
      step: 'ssn',
      body: { ssn: '123456789' },
      awaitsStatus: true,
    });
    const state = applicationStepsReducer(undefined, intent);
    expect(JSON.stringify(state)).not.toContain('123456789');
    expect(Object.keys(intent.payload.body).every(isSensitiveKey)).toBe(true);
  });
});
