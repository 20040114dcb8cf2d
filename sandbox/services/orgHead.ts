import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORG_HEAD_PATH } from '../contract';
import { orgHeadFragment } from '../appHost';
import { orgInfoFor, resolveOrganization, type OrganizationStore } from './orgs';
import { includedBannerFiles, type BannerStore } from './banners';

/**
 * The page's origin as the borrower sees it. A proxy terminating TLS talks plain HTTP to the platform, so its
 * X-Forwarded-Proto is believed for the scheme: the answer is the requester's own page, never cached or shared.
 */
function pageOrigin(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim().toLowerCase() : undefined;
  const scheme = proto === 'https' || proto === 'http' ? proto : request.protocol;
  return `${scheme}://${request.host}`;
}

/**
 * The organisation fragment as a platform call (ORG_HEAD_PATH), for a web server in front of the built app
 * (deploy/nginx: an SSI include at the `<!--org-head-->` marker). Unauthenticated like the other external calls: the
 * page it feeds is public. Resolved as when the sandbox serves the page itself (appHost.ts): `?org=` naming a known
 * organisation, else the host's `{org}.localhost`, else the default brand. A web server that gets no 200 here
 * includes nothing, and the app then fails with the private-label error (001 §1).
 */
export function registerOrgHeadRoute(
  app: FastifyInstance,
  deps: { orgs: OrganizationStore; banners: BannerStore },
): void {
  app.get(ORG_HEAD_PATH, (request, reply) => {
    const { org } = resolveOrganization(request, deps.orgs);
    const orgInfo = { ...orgInfoFor(request, org), baseUrl: pageOrigin(request) };
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(orgHeadFragment(orgInfo, includedBannerFiles(deps.banners)));
  });
}
