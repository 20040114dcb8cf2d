/**
 * The sandbox's HELOC applications: the store that creates them (by registration, with their scenario's workflow and
 * offers, or by the admin API), reads them for their borrower or a signer, patches and moves them on; and the
 * platform's GET of an application. How a row reads as an application is sandbox/services/applicationRows.ts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, HelocApplication, OfferGroup, PatchApplicationRequest, StatusChange } from '../contract';
import type { AuthGuard } from '../auth';
import { integerOrNull, sqlBool, text, textOrNull, type Row, type SandboxDb, type SqlParam } from '../db/database';
import { cityOf, randomDigits, randomHomeValue, randomPropertyAddress } from '../fakeData';
import { INITIAL_WORKFLOW_STATUS, isScenarioKey, type Run, type Workflow } from '../workflow';
import { runHistoryAt, workflowHistoryAt, type ReachedStatus } from '../workflowHistory';
import { type ApplicationData } from './applicationData';
import { underwriteGenerated } from './applicationOffers';
import type { SignerStore } from './signerStore';
import {
  ENDED_STATUSES,
  PATCH_COLUMNS,
  WORKFLOW_FIELDS,
  applicationDataOf,
  liveWorkflowState,
  pendingRunOf,
  toApplication,
  toSql,
  type NewApplication,
  type RegisteredApplication,
} from './applicationRows';

/** How the caller stands to an application: its primary borrower, or one of its additional signers (not removed). */
export type ApplicationRole = 'primary' | 'signer';

export class ApplicationStore {
  /**
   * Without a workflow, registration-made applications read as their stored status; without signers, applications
   * show none (tests of other services).
   */
  constructor(
    private readonly db: SandboxDb,
    private readonly workflow?: Workflow,
    private readonly signers?: SignerStore,
  ) {}

  /** An admin-made application: invented underwriting gives it offers like a registered one (issue 4). */
  create(input: NewApplication): HelocApplication {
    const uuid = randomUUID();
    const { address, valuation, offers } = underwriteGenerated(
      input.propertyState,
      () => randomPropertyAddress(input.propertyState),
      input.lastName,
    );
    this.db.run(
      `INSERT INTO applications (uuid, identity_uuid, org_code, loan_number, checklist_status, street1, city, state, zip,
                                 occupancy_type, adjusted_home_amount, created_at, offers)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        input.occupancyType ?? address.occupancyType ?? 'HOME',
        valuation ?? randomHomeValue(),
        new Date().toISOString(),
        offers === null ? null : JSON.stringify(offers),
      ],
    );
    if (input.documentsSignedAt !== undefined) this.saveData(uuid, { documentsSignedAt: input.documentsSignedAt });
    this.recordStatus(uuid, input.checklistStatus);
    return this.require(uuid);
  }

  find(uuid: string): HelocApplication | undefined {
    const row = this.db.get('SELECT * FROM applications WHERE uuid = ?', [uuid]);
    return row ? this.read(row) : undefined;
  }

  /** A borrower sees only their own applications; someone else's reads as missing, not forbidden. */
  findOwned(uuid: string, identityUuid: string): HelocApplication | undefined {
    const row = this.db.get('SELECT * FROM applications WHERE uuid = ? AND identity_uuid = ?', [uuid, identityUuid]);
    return row ? this.read(row) : undefined;
  }

  /** Reading is open to the application's additional signers too (issue 6); its steps stay the primary's. */
  findReadable(uuid: string, identityUuid: string): HelocApplication | undefined {
    return this.roleOf(uuid, identityUuid) === undefined ? undefined : this.find(uuid);
  }

  roleOf(uuid: string, identityUuid: string): ApplicationRole | undefined {
    if (this.db.get('SELECT 1 FROM applications WHERE uuid = ? AND identity_uuid = ?', [uuid, identityUuid]))
      return 'primary';
    return this.signers?.isActive(uuid, identityUuid) ? 'signer' : undefined;
  }

  /** The identity's own applications and those it signs, oldest first. */
  listFor(identityUuid: string): HelocApplication[] {
    const signed = this.signers?.applicationsOf(identityUuid) ?? [];
    return this.db
      .all(
        `SELECT * FROM applications WHERE identity_uuid = ? OR uuid IN (${signed.map(() => '?').join(', ')})
         ORDER BY created_at, rowid`,
        [identityUuid, ...signed],
      )
      .map((row) => this.read(row));
  }

  /** The primary borrower and the organisation of an application. */
  owner(uuid: string): { identityUuid: string; orgCode: string } | undefined {
    const row = this.db.get('SELECT identity_uuid, org_code FROM applications WHERE uuid = ?', [uuid]);
    return row ? { identityUuid: text(row, 'identity_uuid'), orgCode: text(row, 'org_code') } : undefined;
  }

  /** Registration's create HELOC; the workflow (if any) starts at `input.startedAt`. */
  createRegistered(input: RegisteredApplication): HelocApplication {
    const uuid = randomUUID();
    const { property } = input;
    this.db.run(
      `INSERT INTO applications (uuid, identity_uuid, org_code, loan_number, checklist_status, is_crypto, street1,
                                 street2, city, state, zip, occupancy_type, adjusted_home_amount, referrer_uuid,
                                 referral_uuid, workflow_scenario, workflow_started_at, offers, registration, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        uuid,
        input.identityUuid,
        input.orgCode,
        this.unusedLoanNumber(),
        input.scenario === null ? 'IN_PROGRESS' : INITIAL_WORKFLOW_STATUS.checklistStatus,
        sqlBool(input.isCrypto),
        property.street1,
        property.street2 === undefined || property.street2 === '' ? null : property.street2,
        property.city,
        property.state,
        property.zip,
        property.occupancyType,
        input.adjustedHomeAmount,
        input.referrerUuid,
        input.referralUuid,
        input.scenario,
        input.scenario === null ? null : input.startedAt,
        input.offers === null ? null : JSON.stringify(input.offers),
        JSON.stringify(input.registration),
        new Date(input.startedAt).toISOString(),
      ],
    );
    // A published application's statuses are its workflow's (liveHistory); an unpublished one sits at IN_PROGRESS.
    if (input.scenario === null) this.recordStatus(uuid, 'IN_PROGRESS', input.startedAt);
    return this.require(uuid);
  }

  /**
   * The borrower's application and its offers, which show only once the workflow has settled on them (or an admin
   * has taken the application over); undefined when the application is not theirs.
   */
  findOffers(
    uuid: string,
    identityUuid: string,
  ): { application: HelocApplication; offers: OfferGroup | null } | undefined {
    const row = this.db.get('SELECT * FROM applications WHERE uuid = ? AND identity_uuid = ?', [uuid, identityUuid]);
    if (!row) return undefined;
    const live = liveWorkflowState(row, this.workflow);
    const stored = textOrNull(row, 'offers');
    // Written by createRegistered() from a computed OfferGroup.
    // Only registration's own workflow hides the offers; a borrower's later run leaves them readable.
    const hidden = live !== undefined && !live.settled && textOrNull(row, 'pending_run') === null;
    const offers = stored === null || hidden ? null : (JSON.parse(stored) as OfferGroup);
    return { application: this.read(row, live), offers };
  }

  /**
   * Organisations where the identity has an application still under way, in first-created order. One that has ended
   * (declined, cancelled, complete) stays `active` for the app to route it, but does not block a new one.
   */
  activeOrganizations(identityUuid: string): string[] {
    const orgCodes = this.db
      .all('SELECT * FROM applications WHERE identity_uuid = ? AND active = 1 ORDER BY created_at, rowid', [
        identityUuid,
      ])
      .filter((row) => !ENDED_STATUSES.has(this.read(row).status.checklistStatus))
      .map((row) => text(row, 'org_code'));
    return [...new Set(orgCodes)];
  }

  /** The newest creation time (ISO) of the identity's applications created at or after `sinceIso`, if any. */
  latestApplicationSince(identityUuid: string, sinceIso: string): string | undefined {
    const row = this.db.get(
      'SELECT created_at FROM applications WHERE identity_uuid = ? AND created_at >= ? ORDER BY created_at DESC',
      [identityUuid, sinceIso],
    );
    return row === undefined ? undefined : text(row, 'created_at');
  }

  /** The newest application made from a referral link, with the email of its borrower. */
  findByReferral(referralUuid: string): { application: HelocApplication; email: string } | undefined {
    const row = this.db.get(
      `SELECT a.*, i.email AS borrower_email FROM applications a JOIN identities i ON i.uuid = a.identity_uuid
       WHERE a.referral_uuid = ? ORDER BY a.created_at DESC, a.rowid DESC`,
      [referralUuid],
    );
    return row ? { application: this.read(row), email: text(row, 'borrower_email') } : undefined;
  }

  /** Applies a validated patch; undefined when there is no such application. */
  patch(uuid: string, patch: PatchApplicationRequest): HelocApplication | undefined {
    const current = this.find(uuid);
    if (!current) return undefined;
    if (WORKFLOW_FIELDS.some((field) => patch[field] !== undefined)) this.stopWorkflow(uuid, current);
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
    if (patch.documentsSignedAt !== undefined) this.saveData(uuid, { documentsSignedAt: patch.documentsSignedAt });
    if (patch.checklistStatus !== undefined) this.recordStatus(uuid, patch.checklistStatus);
    return this.require(uuid);
  }

  /**
   * Issue 37: every status the application has had, oldest first, with the time it was taken: the changes written
   * down (an admin's, and each run's once it stops), then what the running workflow has reached, computed like the
   * status itself.
   */
  statusHistory(uuid: string): StatusChange[] {
    const row = this.db.get('SELECT * FROM applications WHERE uuid = ?', [uuid]);
    if (!row) return [];
    const changes = [...(applicationDataOf(row).statusHistory ?? []), ...this.liveHistory(row)];
    return changes.filter((change, index) => change.checklistStatus !== changes[index - 1]?.checklistStatus);
  }

  private liveHistory(row: Row): StatusChange[] {
    if (!this.workflow) return [];
    const { workflowStepMs } = this.workflow.settings();
    const now = this.workflow.now();
    const at = (startedAt: number) => (reached: ReachedStatus) => ({
      checklistStatus: reached.checklistStatus,
      changedAt: new Date(startedAt + reached.offsetMs).toISOString(),
    });
    const run = pendingRunOf(row);
    if (run) return runHistoryAt(run, now - run.startedAt, workflowStepMs).map(at(run.startedAt));
    const scenario = textOrNull(row, 'workflow_scenario');
    const startedAt = integerOrNull(row, 'workflow_started_at');
    if (scenario === null || startedAt === null || !isScenarioKey(scenario)) return [];
    return workflowHistoryAt(scenario, now - startedAt, workflowStepMs).map(at(startedAt));
  }

  /** Writes a status change down (at the workflow's now unless told), unless it repeats the last one. */
  private recordStatus(uuid: string, checklistStatus: string, atMs: number = this.workflow?.now() ?? Date.now()): void {
    const history = this.statusHistory(uuid);
    if (history.at(-1)?.checklistStatus === checklistStatus) return;
    const stored = this.data(uuid).statusHistory ?? [];
    this.saveData(uuid, {
      statusHistory: [...stored, { checklistStatus, changedAt: new Date(atMs).toISOString() }],
    });
  }

  /**
   * An admin who sets a status takes the application over from the workflow: what it shows now is written down, so
   * fields the patch leaves alone keep their values, and the clock stops.
   */
  private stopWorkflow(uuid: string, current: HelocApplication): void {
    // What the stopping run reached stays in the history once its clock is gone.
    this.saveData(uuid, { statusHistory: this.statusHistory(uuid) });
    this.db.run(
      `UPDATE applications SET checklist_status = ?, uw_decision = ?, uw_sub_decision = ?, workflow_scenario = NULL,
              workflow_started_at = NULL, pending_run = NULL
       WHERE uuid = ? AND (workflow_scenario IS NOT NULL OR pending_run IS NOT NULL)`,
      [current.status.checklistStatus, current.status.uwDecision ?? null, current.status.uwSubDecision ?? null, uuid],
    );
  }

  /** The borrower's stored choices and entries (empty when none, or no such application). */
  data(uuid: string): ApplicationData {
    const row = this.db.get('SELECT borrower_data FROM applications WHERE uuid = ?', [uuid]);
    return row ? applicationDataOf(row) : {};
  }

  /** Merges `patch` into the borrower's stored data. */
  saveData(uuid: string, patch: ApplicationData): void {
    this.db.run('UPDATE applications SET borrower_data = ? WHERE uuid = ?', [
      JSON.stringify({ ...this.data(uuid), ...patch }),
      uuid,
    ]);
  }

  /**
   * A borrower action moves the application on: whatever runs now is written down as the stored status (the
   * registration workflow stops), then the run starts from the clock's now.
   */
  startRun(uuid: string, run: Omit<Run, 'startedAt'>): HelocApplication {
    const current = this.require(uuid);
    this.stopWorkflow(uuid, current);
    this.db.run('UPDATE applications SET pending_run = ? WHERE uuid = ?', [
      JSON.stringify({ ...run, startedAt: this.workflow?.now() ?? Date.now() } satisfies Run),
      uuid,
    ]);
    return this.require(uuid);
  }

  /** Records the disbursement account: the routing number and the mask (last 4) only. */
  setDisburseAccount(uuid: string, routingNumber: string, mask: string): void {
    this.db.run('UPDATE applications SET disburse_routing_number = ?, disburse_mask = ? WHERE uuid = ?', [
      routingNumber,
      mask,
      uuid,
    ]);
  }

  /** The application holding a closing document (ids are random UUIDs inside its stored data). */
  findByDocument(docId: string): { application: HelocApplication; data: ApplicationData } | undefined {
    const row = this.db.get('SELECT * FROM applications WHERE borrower_data LIKE ?', [`%"${docId}"%`]);
    return row ? { application: this.read(row), data: applicationDataOf(row) } : undefined;
  }

  /** The stored offers of an application, whatever its workflow shows. */
  storedOffers(uuid: string): OfferGroup | null {
    const row = this.db.get('SELECT offers FROM applications WHERE uuid = ?', [uuid]);
    const stored = row ? textOrNull(row, 'offers') : null;
    // Written by create() and createRegistered() from a computed OfferGroup.
    return stored === null ? null : (JSON.parse(stored) as OfferGroup);
  }

  private read(row: Row, live = liveWorkflowState(row, this.workflow)): HelocApplication {
    return { ...toApplication(row, live), ...this.signers?.applicationFields(text(row, 'uuid')) };
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
      const application = applications.findReadable(request.params.uuid, auth.caller(request).identityUuid);
      return application ?? reply.code(404).send(NOT_FOUND);
    },
  );

  app.get<{ Params: { uuid: string } }>(
    '/service-krang-heloc/borrower/secure/api/v1/:uuid/status',
    guarded,
    (request, reply) => {
      const application = applications.findReadable(request.params.uuid, auth.caller(request).identityUuid);
      return application ? application.status : reply.code(404).send(NOT_FOUND);
    },
  );
}
