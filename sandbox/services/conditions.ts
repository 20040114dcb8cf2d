import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DOCUMENT_TYPES,
  SANDBOX_ADMIN_PREFIX,
  type ApiErrorBody,
  type Condition,
  type ConditionUploadResponse,
} from '../contract';
import type { AuthGuard, TokenService } from '../auth';
import { integer, integerOrNull, text, textOrNull, type Row, type SandboxDb, type SqlParam } from '../db/database';
import type { ApplicationStore } from './applications';
import { BodyReader, InputError } from '../validation';

export const CONDITIONS_BASE = '/service-conditions/external/api/v1/applications';
export const IDENTITY_ALIAS_PATH = '/identity/secure/api/v1/identity/alias';
/** Uploads above this are refused; the app never sends documents this large. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const UPPER_WORD = /^[A-Z][A-Z0-9_]*$/;

const identityOf = (row: Row): { identityUuid?: string } => {
  const identityUuid = textOrNull(row, 'identity_uuid');
  return identityUuid === null ? {} : { identityUuid };
};

function toCondition(row: Row): Condition {
  const documents = textOrNull(row, 'request_documents');
  const comments = textOrNull(row, 'comments_to_borrower');
  const notes = textOrNull(row, 'notes');
  const actionNeeded = textOrNull(row, 'action_needed');
  const numDocsRequired = integerOrNull(row, 'num_docs_required');
  return {
    uuid: text(row, 'uuid'),
    categoryEnum: text(row, 'category_enum'),
    created: text(row, 'created'),
    // Written by add() from a validated list.
    ...(documents === null ? {} : { requestDocuments: JSON.parse(documents) as string[] }),
    ...(comments === null ? {} : { commentsToBorrower: comments }),
    ...(notes === null ? {} : { notes }),
    ...(actionNeeded === null ? {} : { actionNeeded }),
    ...(numDocsRequired === null ? {} : { xtraData: { numDocsRequired } }),
  };
}

export interface NewCondition {
  applicationUuid: string;
  categoryEnum: string;
  created: string;
  requestDocuments?: string[];
  commentsToBorrower?: string;
  notes?: string;
  actionNeeded?: string;
  numDocsRequired?: number;
  /** An additional signer's condition; absent for the primary borrower's. */
  identityUuid?: string;
}

/** Whose conditions a caller sees: the primary borrower's (null), or one signer's own. */
export type ConditionAudience = { identityUuid: string | null };

// IS compares NULL as a value, so one placeholder picks the primary's conditions or one signer's.
const AUDIENCE = 'identity_uuid IS ?';
const audienceParams = ({ identityUuid }: ConditionAudience): SqlParam[] => [identityUuid];

export interface StoredDocument {
  documentType: string;
  fileName: string;
  size: number;
}

export class ConditionStore {
  constructor(private readonly db: SandboxDb) {}

  add(input: NewCondition): Condition {
    const uuid = randomUUID();
    this.db.run(
      `INSERT INTO conditions (uuid, application_uuid, category_enum, created, request_documents, comments_to_borrower,
                               notes, action_needed, num_docs_required, identity_uuid)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        uuid,
        input.applicationUuid,
        input.categoryEnum,
        input.created,
        input.requestDocuments ? JSON.stringify(input.requestDocuments) : null,
        input.commentsToBorrower ?? null,
        input.notes ?? null,
        input.actionNeeded ?? null,
        input.numDocsRequired ?? null,
        input.identityUuid ?? null,
      ],
    );
    const row = this.db.get('SELECT * FROM conditions WHERE uuid = ?', [uuid]);
    if (!row) throw new Error('condition vanished while being written');
    return toCondition(row);
  }

  /** Open conditions of an application for one audience, in the order the platform stored them. */
  openFor(applicationUuid: string, audience: ConditionAudience): Condition[] {
    return this.db
      .all(
        `SELECT * FROM conditions WHERE application_uuid = ? AND cleared_at IS NULL AND ${AUDIENCE} ORDER BY rowid`,
        [applicationUuid, ...audienceParams(audience)],
      )
      .map(toCondition);
  }

  /** Every condition with its state and uploaded documents, for the admin API. */
  allFor(
    applicationUuid: string,
  ): (Condition & { identityUuid?: string; cleared: boolean; documents: StoredDocument[] })[] {
    return this.db
      .all('SELECT * FROM conditions WHERE application_uuid = ? ORDER BY rowid', [applicationUuid])
      .map((row) => ({
        ...toCondition(row),
        ...identityOf(row),
        cleared: textOrNull(row, 'cleared_at') !== null,
        documents: this.db
          .all('SELECT document_type, file_name, size FROM condition_documents WHERE condition_uuid = ? ORDER BY id', [
            text(row, 'uuid'),
          ])
          .map((doc) => ({
            documentType: text(doc, 'document_type'),
            fileName: text(doc, 'file_name'),
            size: integer(doc, 'size'),
          })),
      }));
  }

  /** An open condition of the audience; another audience's reads as missing. */
  findOpen(applicationUuid: string, conditionUuid: string, audience: ConditionAudience): Condition | undefined {
    const row = this.db.get(
      `SELECT * FROM conditions WHERE uuid = ? AND application_uuid = ? AND cleared_at IS NULL AND ${AUDIENCE}`,
      [conditionUuid, applicationUuid, ...audienceParams(audience)],
    );
    return row ? toCondition(row) : undefined;
  }

  /** Stores the documents and clears the condition, as the platform's review would once documents arrive. */
  fulfil(conditionUuid: string, documents: (StoredDocument & { content: Buffer })[]): void {
    const at = new Date().toISOString();
    this.db.transaction(() => {
      for (const doc of documents) {
        this.db.run(
          `INSERT INTO condition_documents (condition_uuid, document_type, file_name, size, content_base64, uploaded_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          [conditionUuid, doc.documentType, doc.fileName, doc.size, doc.content.toString('base64'), at],
        );
      }
      this.db.run('UPDATE conditions SET cleared_at = ? WHERE uuid = ?', [at, conditionUuid]);
    });
  }

  /** Clears the identity's own conditions of a category: a signer's, and the primary's of their applications. */
  clearCategoryForIdentity(identityUuid: string, category: string): void {
    this.db.run(
      `UPDATE conditions SET cleared_at = ? WHERE category_enum = ? AND cleared_at IS NULL
         AND (identity_uuid = ?
              OR (identity_uuid IS NULL AND application_uuid IN (SELECT uuid FROM applications WHERE identity_uuid = ?)))`,
      [new Date().toISOString(), category, identityUuid, identityUuid],
    );
  }
}

interface UploadedFile {
  fileName: string;
  content: Buffer;
}

/** Reads a multipart body with the platform's own Web API parser (undici), so no multipart package is needed. */
async function readMultipart(request: FastifyRequest): Promise<{ documentTypes: string[]; files: UploadedFile[] }> {
  const contentType = request.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(request.body)) throw new InputError(['expected a multipart/form-data body']);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new InputError(['the multipart body could not be read']);
  }
  const documentTypes = form.getAll('documentType').filter((value): value is string => typeof value === 'string');
  const files: UploadedFile[] = [];
  for (const value of form.getAll('files')) {
    if (typeof value === 'string') continue;
    files.push({ fileName: value.name, content: Buffer.from(await value.arrayBuffer()) });
  }
  return { documentTypes, files };
}

const NOT_FOUND: ApiErrorBody = { errors: ['Condition not found'] };

export function registerConditionRoutes(
  app: FastifyInstance,
  deps: {
    db: SandboxDb;
    conditions: ConditionStore;
    applications: ApplicationStore;
    auth: AuthGuard;
    tokens: TokenService;
  },
): void {
  const { db, conditions, applications, auth, tokens } = deps;
  const guarded = { preHandler: auth.require };

  /** Each caller sees their own conditions (issue 6); undefined when the application is not theirs to read. */
  const audienceOf = (request: FastifyRequest<{ Params: { uuid: string } }>): ConditionAudience | undefined => {
    const { identityUuid } = auth.caller(request);
    switch (applications.roleOf(request.params.uuid, identityUuid)) {
      case 'primary':
        return { identityUuid: null };
      case 'signer':
        return { identityUuid };
      case undefined:
        return undefined;
    }
  };

  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_req, body, done) => {
      done(null, body);
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${CONDITIONS_BASE}/:uuid/conditions/external-applicants`,
    guarded,
    (request, reply) => {
      const audience = audienceOf(request);
      if (!audience) return reply.code(404).send({ errors: ['Application not found'] } satisfies ApiErrorBody);
      return conditions.openFor(request.params.uuid, audience);
    },
  );

  app.post<{ Params: { uuid: string; conditionUuid: string } }>(
    `${CONDITIONS_BASE}/:uuid/conditions/:conditionUuid/documents`,
    guarded,
    async (request, reply) => {
      const audience = audienceOf(request);
      const condition = audience && conditions.findOpen(request.params.uuid, request.params.conditionUuid, audience);
      if (!condition) return reply.code(404).send(NOT_FOUND);
      const { documentTypes, files } = await readMultipart(request);
      const errors: string[] = [];
      if (files.length === 0) errors.push('at least one file is required');
      if (documentTypes.length !== 1 && documentTypes.length !== files.length)
        errors.push('documentType must be given once, or once per file');
      const unknownType = documentTypes.find((type) => !(DOCUMENT_TYPES as readonly string[]).includes(type));
      if (unknownType !== undefined) errors.push('documentType is not a known document type');
      if (errors.length > 0) throw new InputError(errors);
      const stored = files.map((file, index) => ({
        documentType: documentTypes[documentTypes.length === 1 ? 0 : index] ?? '',
        fileName: file.fileName,
        size: file.content.length,
        content: file.content,
      }));
      conditions.fulfil(condition.uuid, stored);
      const response: ConditionUploadResponse = {
        conditionUuid: condition.uuid,
        files: stored.map(({ fileName, documentType, size }) => ({ name: fileName, documentType, size })),
      };
      return reply.code(201).send(response);
    },
  );

  // 001 §7 PUT identity alias {type: Phone, value}; registered here unless the identity service already has it.
  if (!app.hasRoute({ method: 'PUT', url: IDENTITY_ALIAS_PATH })) {
    app.put(IDENTITY_ALIAS_PATH, guarded, (request, reply) => {
      const reader = new BodyReader(request.body, ['type', 'value']);
      reader.required('type');
      reader.required('value');
      reader.oneOf('type', ['Phone'] as const);
      const value = reader.string('value', {
        pattern: /^[\d\s()+-]{10,19}$/,
        maxLength: 19,
        expected: 'a phone number',
      });
      reader.finish();
      db.run('UPDATE profiles SET phone_number = ? WHERE identity_uuid = ?', [
        value ?? '',
        auth.caller(request).identityUuid,
      ]);
      return reply.code(204).send();
    });
  }

  // Saving a phone alias answers a MISSING_PHONE_NUMBER condition; the route may belong to the registration service.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method === 'PUT' && request.url.split('?', 1)[0] === IDENTITY_ALIAS_PATH && reply.statusCode < 300) {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const check = token ? tokens.verify(token) : null;
      if (check?.ok) conditions.clearCategoryForIdentity(check.claims.sub, 'MISSING_PHONE_NUMBER');
    }
    done();
  });

  app.get<{ Params: { uuid: string } }>(`${SANDBOX_ADMIN_PREFIX}/applications/:uuid/conditions`, (request, reply) => {
    if (!applications.find(request.params.uuid))
      return reply.code(404).send({ errors: ['Application not found'] } satisfies ApiErrorBody);
    return conditions.allFor(request.params.uuid);
  });

  app.post(`${SANDBOX_ADMIN_PREFIX}/conditions`, (request, reply) => {
    const reader = new BodyReader(request.body, [
      'applicationUuid',
      'categoryEnum',
      'created',
      'requestDocuments',
      'commentsToBorrower',
      'notes',
      'actionNeeded',
      'numDocsRequired',
      'identityUuid',
    ]);
    reader.required('applicationUuid');
    reader.required('categoryEnum');
    const applicationUuid = reader.string('applicationUuid', { maxLength: 64 });
    if (applicationUuid !== undefined && !applications.find(applicationUuid))
      reader.fail('applicationUuid is not known');
    // Any upper-case word: the app must skip categories it does not know, and tests need to send one.
    const categoryEnum = reader.string('categoryEnum', {
      pattern: UPPER_WORD,
      maxLength: 64,
      expected: 'a category word',
    });
    const created = reader.string('created', { maxLength: 40 });
    if (created !== undefined && Number.isNaN(Date.parse(created))) reader.fail('created must be an ISO date-time');
    const documents = reader.json('requestDocuments');
    if (
      documents !== undefined &&
      (!Array.isArray(documents) || !documents.every((d) => typeof d === 'string' && UPPER_WORD.test(d)))
    )
      reader.fail('requestDocuments must be a list of document type words');
    const commentsToBorrower = reader.string('commentsToBorrower', { maxLength: 2000 });
    const notes = reader.string('notes', { maxLength: 2000 });
    const actionNeeded = reader.string('actionNeeded', { pattern: UPPER_WORD, maxLength: 64, expected: 'a word' });
    const numDocsRequired = reader.integer('numDocsRequired', 1, 20);
    const identityUuid = reader.string('identityUuid', { maxLength: 64 });
    if (
      identityUuid !== undefined &&
      applicationUuid !== undefined &&
      applications.roleOf(applicationUuid, identityUuid) !== 'signer'
    )
      reader.fail('identityUuid is not an additional signer of this application');
    reader.finish();
    if (applicationUuid === undefined || categoryEnum === undefined) throw new Error('checked as required');
    const condition = conditions.add({
      applicationUuid,
      categoryEnum,
      created: created ? new Date(created).toISOString() : new Date().toISOString(),
      ...(Array.isArray(documents) ? { requestDocuments: documents as string[] } : {}),
      ...(commentsToBorrower === undefined ? {} : { commentsToBorrower }),
      ...(notes === undefined ? {} : { notes }),
      ...(actionNeeded === undefined ? {} : { actionNeeded }),
      ...(numDocsRequired === undefined ? {} : { numDocsRequired }),
      ...(identityUuid === undefined ? {} : { identityUuid }),
    });
    return reply.code(201).send({ ...condition, ...(identityUuid === undefined ? {} : { identityUuid }) });
  });
}
