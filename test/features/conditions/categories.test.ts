import { CONDITION_CATEGORIES, type Condition } from '../../../src/api/contractShell';
import {
  CONDITION_TEXT,
  conditionHref,
  conditionPrompt,
  conditionPrompts,
  effectiveCategory,
  promptsForArea,
} from '../../../features/conditions/categories';

const condition = (categoryEnum: string, extra: Partial<Condition> = {}): Condition => ({
  uuid: `c-${categoryEnum}`,
  categoryEnum,
  created: '2024-05-01T10:00:00Z',
  ...extra,
});

test('every known category has a prompt with an action', () => {
  for (const category of CONDITION_CATEGORIES) {
    const prompt = conditionPrompt(condition(category), '1234');
    expect(prompt).not.toBeNull();
    expect(prompt?.actionLabel).not.toBe('');
  }
});

test('unknown categories are left out; the rest is oldest first', () => {
  const prompts = conditionPrompts(
    [
      condition('ESCALATION_REVIEW', { uuid: 'late', created: '2024-05-03T00:00:00Z' }),
      condition('NOT_A_CATEGORY'),
      condition('ID_VERIFICATION_FAILURE', { uuid: 'early', created: '2024-05-02T00:00:00Z' }),
    ],
    null,
  );
  expect(prompts.map((p) => p.uuid)).toEqual(['early', 'late']);
});

describe('bank account fraud review', () => {
  test('names the last 4 digits', () => {
    expect(conditionPrompt(condition('BANK_ACCOUNT_FRAUD_REVIEW'), '6789')?.description).toContain('ending in 6789');
  });
  test('several documents: Upload Bank Verification Documentation; a sole letter: Upload Bank Letter', () => {
    const several = condition('BANK_ACCOUNT_FRAUD_REVIEW', { requestDocuments: ['BANK_STATEMENT', 'BANK_LETTER'] });
    const letter = condition('BANK_ACCOUNT_FRAUD_REVIEW', { requestDocuments: ['BANK_LETTER'] });
    expect(conditionPrompt(several, null)?.header).toBe(CONDITION_TEXT.bankHeaderSeveral);
    expect(conditionPrompt(letter, null)?.header).toBe(CONDITION_TEXT.bankHeaderLetter);
  });
});

test('destinations and labels of 001 §4', () => {
  expect(conditionPrompt(condition('ID_VERIFICATION_FAILURE'), null)).toMatchObject({
    actionLabel: 'Verify ID',
    destination: 'identity',
  });
  expect(conditionPrompt(condition('MISSING_PHONE_NUMBER'), null)).toMatchObject({
    actionLabel: 'Enter Phone Number',
    destination: 'phone-number',
  });
  for (const category of ['GENERIC_DOCUMENT_REQUEST', 'ESCALATION_REVIEW'])
    expect(conditionPrompt(condition(category), null)?.actionLabel).toBe('Upload Documentation');
});

test.each(['GENERIC_DOCUMENT_REQUEST', 'ESCALATION_REVIEW'])(
  "%s: 001 §4's general text, and the loan team's own words beside it, as sent",
  (category) => {
    const general = CONDITION_TEXT.genericText;
    expect(conditionPrompt(condition(category), null)).toMatchObject({ description: general, comments: null });
    expect(conditionPrompt(condition(category, { commentsToBorrower: 'Send your HOA letter.' }), null)).toMatchObject({
      description: general,
      platformText: false,
      comments: 'Send your HOA letter.',
    });
    expect(conditionPrompt(condition(category, { commentsToBorrower: '  ' }), null)?.comments).toBeNull();
  },
);

test("a signer is not listed a missing phone number: it has no screen in the signer's area (000 §2.3)", () => {
  const prompts = conditionPrompts([condition('MISSING_PHONE_NUMBER'), condition('ID_VERIFICATION_FAILURE')], null);
  expect(promptsForArea(prompts, 'borrower').map((p) => p.destination)).toEqual(['phone-number', 'identity']);
  expect(promptsForArea(prompts, 'signer').map((p) => p.destination)).toEqual(['identity']);
});

test('a generic request with actionNeeded REVIEW_TRUST_REQUIREMENTS is a trust request', () => {
  const generic = condition('GENERIC_DOCUMENT_REQUEST', { actionNeeded: 'REVIEW_TRUST_REQUIREMENTS' });
  expect(effectiveCategory(generic)).toBe('REVIEW_TRUST_REQUIREMENTS');
  expect(conditionPrompt(generic, null)?.documentTypes).toEqual(['CERTIFICATE_OF_TRUST']);
});

test('paystubs: count from numDocsRequired, default 1', () => {
  expect(conditionPrompt(condition('HELOC_MANUAL_PAYSTUB_UPLOAD'), null)?.minFiles).toBe(1);
  const three = condition('HELOC_MANUAL_PAYSTUB_UPLOAD', { xtraData: { numDocsRequired: 3 } });
  expect(conditionPrompt(three, null)).toMatchObject({ minFiles: 3 });
  expect(conditionPrompt(three, null)?.description).toContain(CONDITION_TEXT.paystubBase);
});

test('hard credit inquiry: the description is the notes', () => {
  const hard = condition('HARD_CREDIT_INQUIRY_REVIEW', { notes: 'Cancel the Acme loan.' });
  expect(conditionPrompt(hard, null)?.description).toBe('Cancel the Acme loan.');
});

test('links carry conditionUuid, conditionType and conditionEnum', () => {
  const generic = condition('GENERIC_DOCUMENT_REQUEST', { actionNeeded: 'REVIEW_TRUST_REQUIREMENTS' });
  const prompt = conditionPrompt(generic, null);
  if (!prompt) throw new Error('expected a prompt');
  const href = new URL(conditionHref(prompt, { kind: 'borrower', uuid: 'app-1' }), 'http://x');
  expect(href.pathname).toBe('/account/heloc/app-1/conditions/upload-document');
  expect(Object.fromEntries(href.searchParams)).toEqual({
    conditionUuid: generic.uuid,
    conditionType: 'REVIEW_TRUST_REQUIREMENTS',
    conditionEnum: 'GENERIC_DOCUMENT_REQUEST',
  });
  expect(conditionHref(prompt, { kind: 'signer' })).toMatch(
    /^\/account\/heloc\/heloc-signer\/conditions\/upload-document\?/,
  );
});

test('a header the spec does not word is in sentence case (issue 48 item 10)', () => {
  // 001 §4 quotes these; every other header is ours.
  const spec = new Set<string>([
    CONDITION_TEXT.bankHeaderSeveral,
    CONDITION_TEXT.bankHeaderLetter,
    CONDITION_TEXT.verifyId,
    CONDITION_TEXT.enterPhone,
    CONDITION_TEXT.uploadDocumentation,
  ]);
  // The document names a borrower looks for, as lenders write them.
  const properNouns = /Certificate of Trust|ID\b/g;
  const headers = [
    ...CONDITION_CATEGORIES.map((category) => conditionPrompt(condition(category), '1234')?.header ?? ''),
    ...['BANK_STATEMENT', 'BANK_LETTER'].map(
      (document) =>
        conditionPrompt(condition('BANK_ACCOUNT_FRAUD_REVIEW', { requestDocuments: [document] }), '1234')?.header ?? '',
    ),
  ];
  const titleCased = headers.filter(
    (header) => !spec.has(header) && /\s[A-Z]/.test(header.replace(properNouns, (noun) => noun.toLowerCase())),
  );
  expect(titleCased).toEqual([]);
});
