import type { FastifyInstance } from 'fastify';
import type { AffiliatePrefill, ApiErrorBody, OfferCodeLookup } from '../contract';
import type { Clock } from '../workflow';
import { queryParam } from './registrationInput';

/**
 * Prefill sources (000 §3): direct-mail offer codes and affiliate hand-offs. Fixed seed records, documented in
 * docs/sandbox.md; every person and address is invented.
 */

interface SeededOfferCode {
  offerCode: string;
  /** Dates are relative to today, so a seeded mailer never expires. */
  mailedDaysAgo: number;
  respondWithinDays: number;
  person: Omit<OfferCodeLookup, 'offerCode' | 'inHomeDate' | 'respondByDate'>;
}

export const SEEDED_OFFER_CODES: readonly SeededOfferCode[] = [
  {
    offerCode: 'SANDBOX25',
    mailedDaysAgo: 10,
    respondWithinDays: 45,
    person: {
      firstName: 'Avery',
      lastName: 'Mailer',
      street1: '1200 Maple Avenue',
      street2: null,
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
    },
  },
  {
    offerCode: 'MAILER100',
    mailedDaysAgo: 3,
    respondWithinDays: 30,
    person: {
      firstName: 'Jordan',
      lastName: 'Postwell',
      street1: '58 Aspen Drive',
      street2: 'Apt 2B',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
    },
  },
  {
    offerCode: 'WELCOMEHOME',
    mailedDaysAgo: 20,
    respondWithinDays: 60,
    person: {
      firstName: 'Casey',
      lastName: 'Letterby',
      street1: '301 Birch Road',
      street2: null,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
  },
];

export const SEEDED_AFFILIATE_PREFILLS: Readonly<Record<string, AffiliatePrefill>> = {
  'aff-sandbox-1': {
    name: { firstName: 'Morgan', lastName: 'Affiliate' },
    address: { street1: '845 Oak Street', city: 'Phoenix', state: 'AZ', zip: '85003' },
    dob: '1980-04-12',
    email: 'morgan.affiliate@sandbox.example',
    phone: '(555) 555-0191',
    income: 135000,
    affiliate: 'ratecompare-sandbox',
    abVersion: 'A',
  },
  'aff-sandbox-2': {
    name: { firstName: 'Riley', middleName: 'J', lastName: 'Partnerson', suffix: 'SR' },
    address: { street1: '16 Cedar Lane', street2: 'Suite 3', city: 'Tallahassee', state: 'FL', zip: '32301' },
    dob: '1965-11-30',
    email: 'riley.partnerson@sandbox.example',
    phone: '(555) 555-0192',
    income: 92000,
    affiliate: 'homeloanhub-sandbox',
    abVersion: 'B',
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function lookupOfferCode(code: string, now: number): OfferCodeLookup | undefined {
  const seeded = SEEDED_OFFER_CODES.find((offer) => offer.offerCode === code.trim().toUpperCase());
  if (!seeded) return undefined;
  const inHome = now - seeded.mailedDaysAgo * DAY_MS;
  return {
    ...seeded.person,
    offerCode: seeded.offerCode,
    inHomeDate: isoDay(inHome),
    respondByDate: isoDay(inHome + seeded.respondWithinDays * DAY_MS),
  };
}

export function registerMarketingRoutes(app: FastifyInstance, deps: { now: Clock }): void {
  // Public: both are read before the borrower registers.
  app.get<{ Params: { code: string } }>('/service-marketing/api/v1/offercode/:code', (request, reply) => {
    const offer = lookupOfferCode(request.params.code, deps.now());
    return offer ?? reply.code(404).send({ errors: ['Offer code not found'] } satisfies ApiErrorBody);
  });

  app.get('/a/external/prepop', (request, reply) => {
    const id = queryParam(request, 'id');
    if (id === undefined || id === '')
      return reply.code(400).send({ errors: ['id is required'] } satisfies ApiErrorBody);
    const prefill = Object.hasOwn(SEEDED_AFFILIATE_PREFILLS, id) ? SEEDED_AFFILIATE_PREFILLS[id] : undefined;
    return prefill ?? reply.code(404).send({ errors: ['Prefill not found'] } satisfies ApiErrorBody);
  });
}
