import type { FastifyInstance } from 'fastify';
import { IDENTITY_BROKER_FLAGS, type ApiErrorBody, type FeatureFlag } from '../contract';
import { bool, sqlBool, text, textOrNull, type Row, type SandboxDb } from '../db/database';

/**
 * Every flag the app keeps (001 §7), off unless the sandbox should show the current product by default, plus the two
 * identity-broker flags the app evaluates one by one (001 §6).
 */
export const DEFAULT_FLAGS: readonly FeatureFlag[] = [
  { key: 'fe-heloc-additional-signer-conditions', enabled: false },
  { key: 'fe-heloc-back-of-id', enabled: false },
  { key: 'fe-heloc-business-iv', enabled: false },
  { key: 'fe-heloc-business-purpose', enabled: false },
  // The disaster ZIP codes the property step warns about (000 §5); on, with two ZIPs of the 2025 Los Angeles fires.
  { key: 'fe-heloc-ca-fires', enabled: true, variables: { zips: ['90272', '91001'] } },
  { key: 'fe-heloc-company-covers-appraisal', enabled: false },
  // Login goes through the customer identity broker by default (001 §6); the agent one is for brokers, when turned on.
  { key: IDENTITY_BROKER_FLAGS.customer, enabled: true },
  { key: 'fe-heloc-dc-fp7', enabled: false },
  // The New York rule of 000 §5 applies today, so the sandbox shows it unless told not to.
  { key: 'fe-heloc-figure-ny-modal', enabled: true },
  { key: 'fe-heloc-irs-maintenance', enabled: false },
  {
    key: 'fe-heloc-maintenance',
    enabled: false,
    variables: { routes: [], message: '', pageTitle: '', shouldShowDashboardLink: true },
  },
  { key: 'fe-heloc-multi-page-product-select', enabled: false },
  { key: 'fe-heloc-ny-fcra', enabled: false },
  { key: IDENTITY_BROKER_FLAGS.agent, enabled: false },
  { key: 'fe-heloc-rate-buy-down', enabled: false },
  // The redesigned registration (register-v2) is the current product, so the sandbox shows it unless told not to.
  { key: 'fe-heloc-redesign-2025', enabled: true },
  { key: 'fe-heloc-self-employ-tax-verification', enabled: false },
  { key: 'fe-heloc-sms-transactional-consent', enabled: false },
  { key: 'fe-heloc-webchat', enabled: false },
];

function toFlag(row: Row): FeatureFlag {
  const variables = textOrNull(row, 'variables');
  return {
    key: text(row, 'key'),
    enabled: bool(row, 'enabled'),
    // Written by put() from a validated JSON object.
    ...(variables === null ? {} : { variables: JSON.parse(variables) as Record<string, unknown> }),
  };
}

export class FlagStore {
  constructor(private readonly db: SandboxDb) {}

  seed(): void {
    for (const flag of DEFAULT_FLAGS) this.put(flag.key, flag.enabled, flag.variables);
  }

  list(): FeatureFlag[] {
    return this.db.all('SELECT * FROM flags ORDER BY key').map(toFlag);
  }

  find(key: string): FeatureFlag | undefined {
    const row = this.db.get('SELECT * FROM flags WHERE key = ?', [key]);
    return row ? toFlag(row) : undefined;
  }

  /** Creates or replaces; absent variables keep the ones stored, so toggling a flag never loses its settings. */
  put(key: string, enabled: boolean, variables?: Record<string, unknown>): FeatureFlag {
    this.db.run(
      `INSERT INTO flags (key, enabled, variables) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET enabled = excluded.enabled, variables = COALESCE(excluded.variables, variables)`,
      [key, sqlBool(enabled), variables === undefined ? null : JSON.stringify(variables)],
    );
    const flag = this.find(key);
    if (!flag) throw new Error('flag vanished while being written');
    return flag;
  }
}

/**
 * The optimize service. No token needed: the app asks for flags before anyone logs in. The `{context}` segment is the
 * product (heloc); every context reads the same flags here.
 */
export function registerOptimizeRoutes(app: FastifyInstance, deps: { flags: FlagStore }): void {
  const { flags } = deps;

  app.post('/service-optimize/:context/api/v1/features', () => flags.list());

  app.post('/service-optimize/:context/api/v1/feature', (request, reply) => {
    const body = request.body;
    const featureKey = typeof body === 'object' && body !== null && 'featureKey' in body ? body.featureKey : undefined;
    if (typeof featureKey !== 'string' || featureKey === '') {
      return reply.code(400).send({ errors: ['featureKey is required'] } satisfies ApiErrorBody);
    }
    // An unknown flag is off, as on the platform: the app must work without flags it does not know.
    return { enabled: flags.find(featureKey)?.enabled ?? false };
  });
}
