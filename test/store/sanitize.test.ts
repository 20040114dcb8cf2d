import { createMasker, sanitize } from '../../store/sanitize';
import { isSensitiveKey, SENSITIVE_KEYS } from '../../store/sensitiveKeys';

describe('personal data masking', () => {
  const action = {
    type: 'application/loaded',
    payload: {
      profile: {
        identityUuid: 'id-1',
        name: { firstName: 'Ada', middleName: 'K', lastName: 'Lovelace', suffix: 'JR' },
        email: 'ada@example.com',
        phoneNumbers: [{ type: 'MOBILE', number: '(555) 555-0100' }],
        dob: '1990-01-01',
      },
      application: {
        uuid: 'app-1',
        status: { checklistStatus: 'HMDA' },
        property: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
        disburseAccount: { routingNumber: '021000021', accountNumber: '123456789', mask: '6789' },
      },
      income: 120000,
      token: 'Bearer abc',
      nonce: 'n-1',
      ssn: '123-45-6789',
      password: 'Secret#Password1',
    },
  };
  const canaries = [
    'Ada',
    'Lovelace',
    'ada@example.com',
    '555-0100',
    '1990-01-01',
    '1 Main St',
    'Austin',
    '78701',
    '021000021',
    '123456789',
    '120000',
    'Bearer abc',
    'n-1',
    '123-45-6789',
    'Secret#Password1',
  ];

  test('no canary survives, and what routing needs does', () => {
    const text = JSON.stringify(sanitize(action, createMasker()));
    for (const canary of canaries) expect(text).not.toContain(canary);
    expect(text).toContain('HMDA');
    expect(text).toContain('"state":"TX"');
    expect(text).toContain('app-1');
    expect(text).toContain('application/loaded');
  });

  test('the same value masks to the same token within one masker, different values differently', () => {
    const masker = createMasker();
    const a = sanitize({ email: 'x@example.com', homeEmail: 'x@example.com', otherEmail: 'y@example.com' }, masker);
    expect(a.email).toBe(a.homeEmail);
    expect(a.email).not.toBe(a.otherEmail);
    expect(a.email).not.toContain('x@example.com');
  });

  test('the input is not changed', () => {
    const input = { email: 'x@example.com' };
    sanitize(input, createMasker());
    expect(input.email).toBe('x@example.com');
  });

  test('composed keys match by suffix', () => {
    expect(isSensitiveKey('primaryEmail')).toBe(true);
    expect(isSensitiveKey('disburseRoutingNumber')).toBe(true);
    expect(isSensitiveKey('checklistStatus')).toBe(false);
    expect(SENSITIVE_KEYS).toContain('nonce');
  });

  test("the organisation's own support phone and email stay readable; the borrower's do not", () => {
    const org = {
      type: 'organization/resolved',
      payload: {
        info: {
          orgMetaData: { companyInfo: { supportPhone: '888-819-6388', supportEmail: 'support@homeward.example' } },
        },
        borrower: { email: 'ada@example.com', phone: '5555550100' },
      },
    };
    const text = JSON.stringify(sanitize(org, createMasker()));
    expect(text).toContain('888-819-6388');
    expect(text).toContain('support@homeward.example');
    expect(text).not.toContain('ada@example.com');
    expect(text).not.toContain('5555550100');
  });

  test('free text is masked; a structured step body is walked, so the offer stays readable and the SSN does not', () => {
    const masker = createMasker();
    const chat = sanitize({ type: 'chat/messageSendRequested', payload: { body: 'my SSN is 123-45-6789' } }, masker);
    expect(JSON.stringify(chat)).not.toContain('123-45-6789');
    const step = sanitize(
      {
        type: 'applicationSteps/stepSubmitted',
        payload: { step: 'offerSelection', body: { offerId: 'offer-7', drawAmount: 50000, ssn: '123456789' } },
      },
      masker,
    );
    expect(step.payload.body.offerId).toBe('offer-7');
    expect(step.payload.body.drawAmount).toBe(50000);
    expect(JSON.stringify(step)).not.toContain('123456789');
    const hmda = sanitize({ body: { ethnicity: 'HISPANIC', race: 'ASIAN', sex: 'FEMALE' } }, masker);
    expect(JSON.stringify(hmda)).not.toMatch(/HISPANIC|ASIAN|FEMALE/);
  });
});
