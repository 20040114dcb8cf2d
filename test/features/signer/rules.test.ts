import { ADDITIONAL_SIGNER_VERSION } from '../../../src/api/contractSigner';
import { isAdditionalSigner, isSignerOnAny, resumeDestination, screenFitsStatus } from '../../../features/signer/rules';

const borrower = { identityUuid: 'id-1', userType: 'BORROWER' };
const coDeeder = { identityUuid: 'id-1', userType: 'CO_DEEDER' };
const signedBy = (identityUuid: string, version: string | undefined = ADDITIONAL_SIGNER_VERSION) => ({
  additionalSignerVersion: version,
  helocSigners: [{ identityUuid: 'someone-else' }, { identityUuid }],
});

describe('who is an additional signer (001 §6)', () => {
  test('additionalSignerVersion v1 and the identity among helocSigners', () => {
    expect(ADDITIONAL_SIGNER_VERSION).toBe('v1');
    expect(isAdditionalSigner(borrower, signedBy('id-1'))).toBe(true);
  });

  test('v1 but the identity is not among helocSigners: not a signer', () => {
    expect(isAdditionalSigner(borrower, signedBy('id-2'))).toBe(false);
  });

  test('v1 without a helocSigners list: not a signer', () => {
    expect(isAdditionalSigner(borrower, { additionalSignerVersion: 'v1' })).toBe(false);
  });

  test('among helocSigners but another (or no) version: not a signer', () => {
    expect(isAdditionalSigner(borrower, signedBy('id-1', 'v2'))).toBe(false);
    expect(isAdditionalSigner(borrower, { helocSigners: [{ identityUuid: 'id-1' }] })).toBe(false);
  });

  test('userType CO_DEEDER: a signer, whatever the application says (or without one)', () => {
    expect(isAdditionalSigner(coDeeder, null)).toBe(true);
    expect(isAdditionalSigner(coDeeder, signedBy('id-2', 'v2'))).toBe(true);
  });

  test('no profile, or a borrower without an application: not a signer', () => {
    expect(isAdditionalSigner(null, signedBy('id-1'))).toBe(false);
    expect(isAdditionalSigner(undefined, null)).toBe(false);
    expect(isAdditionalSigner(borrower, undefined)).toBe(false);
  });

  test('over a list of applications: a signer on any one is a signer', () => {
    expect(isSignerOnAny(borrower, [signedBy('id-2'), signedBy('id-1')])).toBe(true);
    expect(isSignerOnAny(borrower, [signedBy('id-2')])).toBe(false);
    expect(isSignerOnAny(borrower, [])).toBe(false);
    expect(isSignerOnAny(coDeeder, [])).toBe(true);
  });
});

describe('where resume sends a signer (000 §2.3)', () => {
  const off = { flagOn: false, open: 0 };
  test.each([
    ['REMOVED', off, 'cancelled'],
    ['INVITED', off, 'intro'],
    ['IDENTITY_VERIFIED', off, 'sign'],
    ['SIGNED', off, 'documents'],
    ['SIGNED', { flagOn: false, open: 2 }, 'documents'],
    ['SIGNED', { flagOn: true, open: 0 }, 'documents'],
    ['SIGNED', { flagOn: true, open: 1 }, 'conditions'],
  ] as const)('%s with conditions %o goes to %s', (status, conditions, screen) => {
    expect(resumeDestination(status, conditions)).toBe(screen);
  });
});

describe('which screens fit a status', () => {
  test.each([
    ['intro', 'INVITED', true],
    ['identity', 'INVITED', true],
    ['sign', 'INVITED', false],
    ['documents', 'INVITED', false],
    ['sign', 'IDENTITY_VERIFIED', true],
    ['documents', 'IDENTITY_VERIFIED', true],
    ['identity', 'IDENTITY_VERIFIED', false],
    ['documents', 'SIGNED', true],
    ['sign', 'SIGNED', false],
    ['cancelled', 'REMOVED', true],
    ['cancelled', 'SIGNED', false],
    ['documents', 'REMOVED', false],
    ['conditions', 'SIGNED', true],
    ['conditions/upload-document', 'INVITED', true],
    ['conditions/identity', 'REMOVED', false],
    ['resume', 'REMOVED', true],
    ['error', 'INVITED', true],
  ] as const)('%s at %s: %s', (screen, status, fits) => {
    expect(screenFitsStatus(screen, status, { flagOn: true })).toBe(fits);
  });

  test.each(['conditions', 'conditions/upload-document', 'conditions/identity'] as const)(
    'with the additional-signer-conditions flag off, %s fits no status (its conditions are never fetched)',
    (screen) => {
      for (const status of ['INVITED', 'IDENTITY_VERIFIED', 'SIGNED', 'REMOVED'] as const)
        expect(screenFitsStatus(screen, status, { flagOn: false })).toBe(false);
    },
  );
});
