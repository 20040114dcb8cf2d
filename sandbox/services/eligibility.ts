import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, EligibleStatesResponse, IneligibleZipsResponse } from '../contract';
import type { OrganizationRecord } from '../organizations';
import type { OrganizationStore } from './orgs';
import { queryParam } from './registrationInput';

/**
 * Where an organisation lends (000 §7): the states it is licensed in, less a few ZIP codes it does not serve
 * (areas struck by disasters, places with local lending rules). Real ZIP codes, invented policy.
 */
export const INELIGIBLE_ZIPS_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  CA: ['90265', '95969'],
  CO: ['80027'],
  FL: ['33040', '33931'],
  HI: ['96761'],
  LA: ['70037'],
  NC: ['28714'],
  NJ: ['08008'],
  NY: ['11697'],
  OR: ['97535'],
  TX: ['77550'],
  WA: ['98855'],
};

export const eligibleStates = (org: OrganizationRecord): string[] =>
  [...org.orgMetaData.companyInfo.licensedStates].sort();

export const ineligibleZips = (org: OrganizationRecord): string[] =>
  eligibleStates(org).flatMap((state) => INELIGIBLE_ZIPS_BY_STATE[state] ?? []);

/** 000 §8: create HELOC's answer for a place the organisation does not lend in starts with these words. */
export const notOfferedInState = (state: string): string => `we do not currently offer loans in ${state}`;
export const notOfferedInZip = (zip: string): string => `we do not currently offer loans in ZIP code ${zip}`;

/** The organisation named by the orgCode query parameter; answers 400 or 404 itself when there is none. */
export function orgOf(
  request: FastifyRequest,
  reply: FastifyReply,
  orgs: OrganizationStore,
): OrganizationRecord | undefined {
  const orgCode = queryParam(request, 'orgCode');
  if (orgCode === undefined || orgCode === '') {
    void reply.code(400).send({ errors: ['orgCode is required'] } satisfies ApiErrorBody);
    return undefined;
  }
  const org = orgs.find(orgCode);
  if (!org) void reply.code(404).send({ errors: ['Organization not found'] } satisfies ApiErrorBody);
  return org;
}

export function registerEligibilityRoutes(app: FastifyInstance, deps: { orgs: OrganizationStore }): void {
  const { orgs } = deps;

  // Public: the app asks before anyone signs in.
  app.get('/service-application/external/api/v2/heloc/states-eligibility', (request, reply) => {
    const org = orgOf(request, reply, orgs);
    const states: EligibleStatesResponse | undefined = org && eligibleStates(org);
    return states ?? reply;
  });

  app.get('/service-application/external/api/v1/heloc/zip-eligibility', (request, reply) => {
    const org = orgOf(request, reply, orgs);
    const zips: IneligibleZipsResponse | undefined = org && ineligibleZips(org);
    return zips ?? reply;
  });
}
