import type { FastifyInstance } from 'fastify';
import {
  SMS_CONSENT_TYPES,
  type ApiErrorBody,
  type ConsentPrompt,
  type OptInOut,
  type SmsConsentType,
  type UserConsent,
} from '../contract';
import type { AuthGuard } from '../auth';
import type { SandboxDb } from '../db/database';
import { BodyReader } from '../validation';
import type { OrganizationStore } from './orgs';
import { readList, requiredEmail, requiredPhone, requiredText } from './registrationInput';

/** The communication-preferences service (000 §7): the SMS consent prompts and the borrower's answers. */

export const CONSENT_PROMPTS: Readonly<Record<SmsConsentType, ConsentPrompt>> = {
  SMS: {
    uuid: '7d3c1a90-5b2e-4f61-8a47-2c9e0b1d5001',
    consentType: 'SMS',
    text:
      'I agree to receive marketing text messages at the mobile number I provided. Consent is not a condition of ' +
      'any purchase. Message frequency varies; message and data rates may apply. Reply STOP to opt out.',
  },
  SMS_TRANSACTIONAL: {
    uuid: '7d3c1a90-5b2e-4f61-8a47-2c9e0b1d5002',
    consentType: 'SMS_TRANSACTIONAL',
    text:
      'I agree to receive text messages about my application and account at the mobile number I provided. Message ' +
      'and data rates may apply. Reply STOP to opt out.',
  },
};

const promptByUuid = (uuid: string): ConsentPrompt | undefined =>
  Object.values(CONSENT_PROMPTS).find((prompt) => prompt.uuid === uuid);

const OPT_IN_OUT = ['OPT_IN', 'OPT_OUT'] as const satisfies readonly OptInOut[];

export function registerCommsPrefsRoutes(
  app: FastifyInstance,
  deps: { db: SandboxDb; orgs: OrganizationStore; auth: AuthGuard },
): void {
  const { db, orgs, auth } = deps;

  app.get<{ Params: { consentType: string } }>(
    '/service-comms-prefs/external/api/v1/consent/prompt/:consentType',
    (request, reply) => {
      const type = SMS_CONSENT_TYPES.find((candidate) => candidate === request.params.consentType);
      return type
        ? CONSENT_PROMPTS[type]
        : reply.code(404).send({ errors: ['Consent prompt not found'] } satisfies ApiErrorBody);
    },
  );

  app.post('/service-comms-prefs/secure/api/v1/consent/user', { preHandler: auth.require }, (request, reply) => {
    const reader = new BodyReader(request.body, ['org', 'source', 'productType', 'phone', 'email', 'consents']);
    const org = requiredText(reader, 'org', 64);
    if (org !== undefined && !orgs.exists(org)) reader.fail('org is not a known organisation');
    const source = requiredText(reader, 'source', 100);
    reader.required('productType');
    reader.oneOf('productType', ['HELOC'] as const);
    requiredPhone(reader, 'phone');
    requiredEmail(reader);
    const consents =
      readList(
        reader,
        'consents',
        ['consentPromptUuid', 'optInOut'],
        (inner): UserConsent | undefined => {
          const consentPromptUuid = requiredText(inner, 'consentPromptUuid', 64);
          inner.required('optInOut');
          const optInOut = inner.oneOf('optInOut', OPT_IN_OUT);
          if (consentPromptUuid !== undefined && !promptByUuid(consentPromptUuid))
            inner.fail('consentPromptUuid is not a known consent prompt');
          return consentPromptUuid && optInOut ? { consentPromptUuid, optInOut } : undefined;
        },
        { min: 1, max: 10, required: true },
      ) ?? [];
    reader.finish();

    const identityUuid = auth.caller(request).identityUuid;
    const at = new Date().toISOString();
    db.transaction(() => {
      for (const consent of consents) {
        db.run(
          `INSERT INTO sms_consents (identity_uuid, org_code, source, prompt_uuid, consent_type, opt_in_out, at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [
            identityUuid,
            org ?? '',
            source ?? '',
            consent.consentPromptUuid,
            promptByUuid(consent.consentPromptUuid)?.consentType ?? '',
            consent.optInOut,
            at,
          ],
        );
      }
    });
    return reply.code(204).send();
  });
}
