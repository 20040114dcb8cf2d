import type { FastifyRequest } from 'fastify';
import type { OrgInfo } from '../contract';
import { text, type SandboxDb } from '../db/database';
import { DEFAULT_ORG_CODE, listOrganizations, type OrganizationRecord } from '../organizations';

/** Organisation records as the platform stores them: seeded from organizations.ts, read from the database. */
export class OrganizationStore {
  constructor(private readonly db: SandboxDb) {}

  seed(): void {
    for (const org of listOrganizations()) {
      this.db.run('INSERT INTO organizations (org_code, data) VALUES (?, ?)', [org.orgCode, JSON.stringify(org)]);
    }
  }

  find(orgCode: string): OrganizationRecord | undefined {
    const row = this.db.get('SELECT data FROM organizations WHERE org_code = ?', [orgCode]);
    // The JSON was written by seed() from typed records, so it has their shape.
    return row ? (JSON.parse(text(row, 'data')) as OrganizationRecord) : undefined;
  }

  exists(orgCode: string): boolean {
    return this.db.get('SELECT 1 FROM organizations WHERE org_code = ?', [orgCode]) !== undefined;
  }

  /** The default brand; the seed always holds it, so its absence is a broken database. */
  defaultOrganization(): OrganizationRecord {
    const org = this.find(DEFAULT_ORG_CODE);
    if (!org) throw new Error('the default organisation is missing from the database');
    return org;
  }
}

export interface ResolvedOrganization {
  org: OrganizationRecord;
  /** Links on a page chosen by query must carry the query on, or the next page would fall back to the default. */
  via: 'query' | 'host' | 'default';
}

const LOCALHOST_SUBDOMAIN = /^([a-z0-9-]+)\.localhost$/;

/**
 * The organisation a page request is for: an `org` query parameter naming a known org, else an `{orgCode}.localhost`
 * host, else the default brand. Unknown codes fall through rather than fail, as a mistyped link should still work.
 */
export function resolveOrganization(request: FastifyRequest, store: OrganizationStore): ResolvedOrganization {
  const fromQuery = new URL(request.url, 'http://sandbox.invalid').searchParams.get('org');
  const queryOrg = fromQuery ? store.find(fromQuery) : undefined;
  if (queryOrg) return { org: queryOrg, via: 'query' };
  const fromHost = LOCALHOST_SUBDOMAIN.exec(request.hostname.toLowerCase())?.[1];
  const hostOrg = fromHost ? store.find(fromHost) : undefined;
  if (hostOrg) return { org: hostOrg, via: 'host' };
  return { org: store.defaultOrganization(), via: 'default' };
}

/**
 * A link that brings its reader back branded: a partner's carries `?org=` (resolveOrganization reads it first), the
 * main brand's stays bare.
 */
export const withOrgQuery = (path: string, orgCode: string): string =>
  orgCode === DEFAULT_ORG_CODE ? path : `${path}${path.includes('?') ? '&' : '?'}org=${encodeURIComponent(orgCode)}`;

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function orgInfoFor(request: FastifyRequest, org: OrganizationRecord): OrgInfo {
  return { baseUrl: requestOrigin(request), ...org };
}
