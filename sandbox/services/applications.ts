import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  ApiErrorBody,
  BpoStatus,
  Decision,
  HelocApplication,
  OccupancyType,
  PatchApplicationRequest,
  SubDecision,
} from '../contract';
import type { AuthGuard } from '../auth';
import {
  bool,
  integerOrNull,
  sqlBool,
  text,
  textOrNull,
  type Row,
  type SandboxDb,
  type SqlParam,
} from '../db/database';
import { cityOf, randomDigits, randomHomeValue, randomPropertyAddress } from '../fakeData';

export interface NewApplication {
  identityUuid: string;
  orgCode: string;
  checklistStatus: string;
  propertyState: string;
}

/*
 * Enumerated columns hold only values validated on the way in (admin input is checked against the contract's
 * lists), so reading them back as the contract's unions is safe.
 */
function toApplication(row: Row): HelocApplication {
  const routingNumber = textOrNull(row, 'disburse_routing_number');
  const adjustedHomeAmount = integerOrNull(row, 'adjusted_home_amount');
  return {
    uuid: text(row, 'uuid'),
    loanNumber: text(row, 'loan_number'),
    active: bool(row, 'active'),
    activeForAppStart: bool(row, 'active_for_app_start'),
    isInquiry: bool(row, 'is_inquiry'),
    isCrypto: bool(row, 'is_crypto'),
    status: {
      checklistStatus: text(row, 'checklist_status'),
      waitingOnFloodCert: bool(row, 'waiting_on_flood_cert'),
      bpo: textOrNull(row, 'bpo') as BpoStatus | null,
      uwDecision: textOrNull(row, 'uw_decision') as Decision | null,
      uwSubDecision: textOrNull(row, 'uw_sub_decision') as SubDecision | null,
      primaryParticipantAcceptComplete: bool(row, 'primary_participant_accept_complete'),
    },
    property: {
      street1: text(row, 'street1'),
      city: text(row, 'city'),
      state: text(row, 'state'),
      zip: text(row, 'zip'),
      occupancyType: text(row, 'occupancy_type') as OccupancyType,
    },
    ...(adjustedHomeAmount === null ? {} : { adjustedHomeAmount }),
    disburseAccount: routingNumber ? { routingNumber, mask: textOrNull(row, 'disburse_mask') ?? '0000' } : null,
    auditFields: { createdDate: text(row, 'created_at') },
    referrer: {},
  };
}

/** Patch fields that map one to one onto a column. */
const PATCH_COLUMNS = {
  checklistStatus: 'checklist_status',
  waitingOnFloodCert: 'waiting_on_flood_cert',
  bpo: 'bpo',
  uwDecision: 'uw_decision',
  uwSubDecision: 'uw_sub_decision',
  primaryParticipantAcceptComplete: 'primary_participant_accept_complete',
  isCrypto: 'is_crypto',
  isInquiry: 'is_inquiry',
} as const satisfies Partial<Record<keyof PatchApplicationRequest, string>>;

const toSql = (value: string | boolean | null): SqlParam => (typeof value === 'boolean' ? sqlBool(value) : value);

export class ApplicationStore {
  constructor(private readonly db: SandboxDb) {}

  create(input: NewApplication): HelocApplication {
    const uuid = randomUUID();
    const address = randomPropertyAddress(input.propertyState);
    this.db.run(
      `INSERT INTO applications (uuid, identity_uuid, org_code, loan_number, checklist_status, street1, city, state, zip,
                                 occupancy_type, adjusted_home_amount, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        uuid,
        input.identityUuid,
        input.orgCode,
        this.unusedLoanNumber(),
        input.checklistStatus,
        address.street1,
        address.city,
        address.state,
        address.zip,
        address.occupancyType ?? 'HOME',
        randomHomeValue(),
        new Date().toISOString(),
      ],
    );
    return this.require(uuid);
  }

  find(uuid: string): HelocApplication | undefined {
    const row = this.db.get('SELECT * FROM applications WHERE uuid = ?', [uuid]);
    return row ? toApplication(row) : undefined;
  }

  /** A borrower sees only their own applications; someone else's reads as missing, not forbidden. */
  findOwned(uuid: string, identityUuid: string): HelocApplication | undefined {
    const row = this.db.get('SELECT * FROM applications WHERE uuid = ? AND identity_uuid = ?', [uuid, identityUuid]);
    return row ? toApplication(row) : undefined;
  }

  listFor(identityUuid: string): HelocApplication[] {
    return this.db
      .all('SELECT * FROM applications WHERE identity_uuid = ? ORDER BY created_at, rowid', [identityUuid])
      .map(toApplication);
  }

  /** Applies a validated patch; undefined when there is no such application. */
  patch(uuid: string, patch: PatchApplicationRequest): HelocApplication | undefined {
    const current = this.find(uuid);
    if (!current) return undefined;
    const assignments: string[] = [];
    const params: SqlParam[] = [];
    const set = (column: string, value: SqlParam): void => {
      assignments.push(`${column} = ?`);
      params.push(value);
    };
    for (const [field, column] of Object.entries(PATCH_COLUMNS)) {
      const value = patch[field as keyof typeof PATCH_COLUMNS];
      if (value !== undefined) set(column, toSql(value));
    }
    if (patch.propertyState !== undefined) {
      // A new state needs a city and ZIP that belong to it, or the address would contradict itself on screen.
      const { city, zip } = cityOf(patch.propertyState);
      set('state', patch.propertyState);
      set('city', city);
      set('zip', zip);
    }
    if (patch.disburseRoutingNumber !== undefined) {
      set('disburse_routing_number', patch.disburseRoutingNumber);
      set(
        'disburse_mask',
        patch.disburseRoutingNumber === null ? null : (current.disburseAccount?.mask ?? randomDigits(4)),
      );
    }
    if (assignments.length > 0)
      this.db.run(`UPDATE applications SET ${assignments.join(', ')} WHERE uuid = ?`, [...params, uuid]);
    return this.require(uuid);
  }

  private require(uuid: string): HelocApplication {
    const application = this.find(uuid);
    if (!application) throw new Error('application vanished while being written');
    return application;
  }

  private unusedLoanNumber(): string {
    for (;;) {
      const candidate = `HL${randomDigits(8)}`;
      if (!this.db.get('SELECT 1 FROM applications WHERE loan_number = ?', [candidate])) return candidate;
    }
  }
}

const NOT_FOUND: ApiErrorBody = { errors: ['Application not found'] };

export function registerApplicationRoutes(
  app: FastifyInstance,
  deps: { applications: ApplicationStore; auth: AuthGuard },
): void {
  const { applications, auth } = deps;
  const guarded = { preHandler: auth.require };

  app.get('/service-application/api/v1/application/heloc/all', guarded, (request) =>
    applications.listFor(auth.caller(request).identityUuid),
  );

  app.get<{ Params: { uuid: string } }>(
    '/service-application/api/v1/application/heloc/:uuid',
    guarded,
    (request, reply) => {
      const application = applications.findOwned(request.params.uuid, auth.caller(request).identityUuid);
      return application ?? reply.code(404).send(NOT_FOUND);
    },
  );

  app.get<{ Params: { uuid: string } }>(
    '/service-krang-heloc/borrower/secure/api/v1/:uuid/status',
    guarded,
    (request, reply) => {
      const application = applications.findOwned(request.params.uuid, auth.caller(request).identityUuid);
      return application ? application.status : reply.code(404).send(NOT_FOUND);
    },
  );
}
