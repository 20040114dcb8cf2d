import type { FastifyInstance } from 'fastify';
import { SANDBOX_ADMIN_PREFIX, type ExperimentRecord } from '../contract';
import type { AuthGuard } from '../auth';
import { text, type SandboxDb } from '../db/database';
import type { ApplicationStore } from './applications';
import { InputError } from '../validation';

export class ExperimentStore {
  constructor(private readonly db: SandboxDb) {}

  save(applicationUuid: string, records: ExperimentRecord[]): void {
    for (const record of records)
      this.db.run(
        `INSERT INTO experiments (application_uuid, name, variation) VALUES (?, ?, ?)
         ON CONFLICT (application_uuid, name) DO UPDATE SET variation = excluded.variation`,
        [applicationUuid, record.name, record.variation],
      );
  }

  listFor(applicationUuid: string): ExperimentRecord[] {
    return this.db
      .all('SELECT name, variation FROM experiments WHERE application_uuid = ? ORDER BY name', [applicationUuid])
      .map((row) => ({ name: text(row, 'name'), variation: text(row, 'variation') }));
  }
}

const WORD = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function readExperiments(body: unknown): ExperimentRecord[] {
  const list = typeof body === 'object' && body !== null && 'experiments' in body ? body.experiments : undefined;
  const valid =
    Array.isArray(list) &&
    list.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        'name' in entry &&
        typeof entry.name === 'string' &&
        WORD.test(entry.name) &&
        'variation' in entry &&
        typeof entry.variation === 'string' &&
        WORD.test(entry.variation),
    );
  if (!valid) throw new InputError(['experiments must be a list of { name, variation }']);
  return list as ExperimentRecord[];
}

/** PATCH {application base}/{uuid}/experiments (001 §7). */
export function registerExperimentRoutes(
  app: FastifyInstance,
  deps: { experiments: ExperimentStore; applications: ApplicationStore; auth: AuthGuard },
): void {
  const { experiments, applications, auth } = deps;

  app.patch<{ Params: { uuid: string } }>(
    '/service-application/api/v1/application/heloc/:uuid/experiments',
    { preHandler: auth.require },
    (request, reply) => {
      const application = applications.findOwned(request.params.uuid, auth.caller(request).identityUuid);
      if (!application) return reply.code(404).send({ errors: ['Application not found'] });
      experiments.save(application.uuid, readExperiments(request.body));
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { uuid: string } }>(`${SANDBOX_ADMIN_PREFIX}/applications/:uuid/experiments`, (request) =>
    experiments.listFor(request.params.uuid),
  );
}
