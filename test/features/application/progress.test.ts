import {
  formatAddress,
  progressSteps,
  propertyConditionLabel,
  currentStep,
  isInRescission,
  isStoppedOrHeld,
  stageOfApplication,
  stepOfStage,
} from '../../../features/application/progress';

describe('stage to step (001 §4)', () => {
  test.each([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['ID_UPLOAD', 4],
    ['LINK_INCOME', 3],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
    ['COMPLETE', 7],
    ['SOMETHING_NEW', 0],
    ['constructor', 0],
  ])('%s is step %i', (stage, step) => {
    expect(stepOfStage(stage)).toBe(step);
  });
});

test('the steps of 001 §2, ending with the notary kind', () => {
  expect(progressSteps(true)).toEqual([
    'Basic Info',
    'Select Offer',
    'Provide More Info',
    'Link Income Sources',
    'Verify Identity',
    'Sign Documents',
    'Schedule Notary Session',
  ]);
  expect(progressSteps(false).at(-1)).toBe('Talk to eNotary');
});

test.each([
  ['OFFER_SELECTION', false, 'PRODUCT_SELECT'],
  ['APP_SUBMISSION', false, 'MORE_INFO'],
  ['INCOME_VERIFICATION', false, 'LINK_INCOME'],
  ['IDENTITY_VERIFICATION', false, 'ID_UPLOAD'],
  ['NOTE_SIGNING', false, 'SIGNING'],
  ['GEN_NOTARY_DISCLOSURE', false, 'ENOTARY'],
  ['GEN_NOTARY_DISCLOSURE', true, 'MANUAL_NOTARY'],
  ['RESCISSION', false, 'COMPLETE'],
  ['HMDA_X', false, 'INITIAL'],
  // Issue 15: the screens whose frame used to say Basic Info.
  ['DECLINED', false, 'INITIAL'],
  ['NAV_BPO_PROCESSING', false, 'PRODUCT_SELECT'],
  ['NO_AVM_FOUND', false, 'PRODUCT_SELECT'],
  ['FINAL_TITLE_PROCESSING', false, 'SIGNING'],
  ['LIEN_VERIFICATION', false, 'SIGNING'],
  ['PAYOFF_REQUEST_PENDING', false, 'SIGNING'],
  ['DISBURSEMENT_ACCOUNT', false, 'SIGNING'],
  ['AUTOPAY_ACCOUNT', false, 'SIGNING'],
  ['ONSITE_APPRAISAL_PENDING', false, 'MORE_INFO'],
])('status %s (manual notary %p) is stage %s', (checklistStatus, manualNotary, stage) => {
  expect(stageOfApplication({ status: { checklistStatus, manualNotary } })).toBe(stage);
});

describe('address format (001 §3)', () => {
  test('title-cased street and city, then state zip', () => {
    expect(formatAddress({ street1: '123 MAIN ST', city: 'SAN LUIS OBISPO', state: 'ca', zip: '93401' })).toBe(
      '123 Main St, San Luis Obispo, CA 93401',
    );
  });
  test('street2 when present', () => {
    expect(
      formatAddress({ street1: '9 oak lane', street2: 'apt 4b', city: "coeur d'alene", state: 'ID', zip: '83814' }),
    ).toBe("9 Oak Lane, Apt 4b, Coeur D'Alene, ID 83814");
  });
});

test('property condition labels', () => {
  expect(propertyConditionLabel('GOOD')).toBe('Good');
  // Issue 15: no value, no line ('Property condition: Not available' is left out).
  expect(propertyConditionLabel(undefined)).toBeNull();
  expect(propertyConditionLabel('UNKNOWN_CONDITION')).toBeNull();
  expect(propertyConditionLabel('NOT_AVAILABLE')).toBeNull();
});

describe('the frame never goes back, and makes no promise where the application stopped (issue 15)', () => {
  test('a hold or time-out after a later step keeps that step current', () => {
    expect(currentStep(stageOfApplication({ status: { checklistStatus: 'UNKNOWN' } }), 4)).toBe(4);
    expect(currentStep(stageOfApplication({ status: { checklistStatus: 'NOTE_SIGNING' } }), 4)).toBe(5);
  });
  test.each(['DECLINED', 'NAV_BPO_PROCESSING', 'FINAL_TITLE_PROCESSING', 'UNKNOWN', 'PAYOFF_REQUEST_PENDING'])(
    '%s is stopped or on hold',
    (checklistStatus) => {
      expect(isStoppedOrHeld({ status: { checklistStatus } })).toBe(true);
    },
  );
  test('a decline by underwriting counts too; a working status does not', () => {
    expect(isStoppedOrHeld({ status: { checklistStatus: 'APP_SUBMISSION', uwDecision: 'DECLINE' } })).toBe(true);
    expect(isStoppedOrHeld({ status: { checklistStatus: 'OFFER_SELECTION' } })).toBe(false);
  });
  test('rescission is signed but not closed', () => {
    expect(isInRescission('RESCISSION')).toBe(true);
    expect(isInRescission('FUNDABLE')).toBe(false);
  });
});
