import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_ADMIN_PREFIX, type CreateLoanOriginatorResponse, type LoanOriginator } from '../contract';
import { text, type SandboxDb } from '../db/database';
import type { ApplicationStore } from './applications';
import { BodyReader } from '../validation';

export class LoanOriginatorStore {
  constructor(private readonly db: SandboxDb) {}

  create(originator: LoanOriginator): string {
    const uuid = randomUUID();
    this.db.run('INSERT INTO loan_originators (uuid, data) VALUES (?, ?)', [uuid, JSON.stringify(originator)]);
    return uuid;
  }

  find(uuid: string): LoanOriginator | undefined {
    const row = this.db.get('SELECT data FROM loan_originators WHERE uuid = ?', [uuid]);
    // Written by create() from validated data.
    return row ? (JSON.parse(text(row, 'data')) as LoanOriginator) : undefined;
  }

  /** Makes the originator the application's referrer (HelocApplication.referrer.referrerUuid). */
  refer(applicationUuid: string, originatorUuid: string): void {
    this.db.run('UPDATE applications SET referrer_uuid = ? WHERE uuid = ?', [originatorUuid, applicationUuid]);
  }
}

/** The lead portal's loan originator lookup (001 §7); the organisation query is accepted and not checked. */
export function registerLeadPortalRoutes(
  app: FastifyInstance,
  deps: { originators: LoanOriginatorStore; applications: ApplicationStore },
): void {
  const { originators, applications } = deps;

  app.get<{ Params: { uuid: string } }>('/service-lead-portal/api/lo/:uuid', (request, reply) => {
    return originators.find(request.params.uuid) ?? reply.code(404).send({ errors: ['Loan originator not found'] });
  });

  app.post(`${SANDBOX_ADMIN_PREFIX}/loan-originators`, (request, reply) => {
    const reader = new BodyReader(request.body, [
      'applicationUuid',
      'originatorName',
      'brokerName',
      'email',
      'phoneNumber',
      'nmls',
    ]);
    const applicationUuid = reader.string('applicationUuid', { maxLength: 64 });
    if (applicationUuid !== undefined && !applications.find(applicationUuid))
      reader.fail('applicationUuid is not known');
    const originator: LoanOriginator = {
      originatorDisplayInfo: {
        originatorName: reader.string('originatorName', { maxLength: 100 }) ?? 'Jordan Rivera',
        brokerName: reader.string('brokerName', { maxLength: 100 }) ?? 'Sandbox Brokerage',
        // A data URI: the CSP allows img-src data:, and nothing leaves the machine.
        avatarUri: AVATAR,
        email: reader.string('email', { maxLength: 254 }) ?? 'jordan.rivera@brokerage.example',
        phoneNumber: reader.string('phoneNumber', { maxLength: 20 }) ?? '(555) 555-0142',
        nmls: reader.string('nmls', { pattern: /^\d{1,10}$/, maxLength: 10 }) ?? '9901234',
      },
      userInfo: {},
    };
    reader.finish();
    const uuid = originators.create(originator);
    if (applicationUuid !== undefined) originators.refer(applicationUuid, uuid);
    const response: CreateLoanOriginatorResponse = { uuid };
    return reply.code(201).send(response);
  });
}

const AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#475569"/>' +
      '<circle cx="32" cy="25" r="11" fill="#e2e8f0"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#e2e8f0"/></svg>',
  );
