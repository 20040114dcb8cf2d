import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, LicensedStatesResponse, LoanOriginator, ReferralLookup, ReferralStatus } from '../contract';
import type { SandboxDb } from '../db/database';
import type { ApplicationStore } from './applications';
import { queryParam, UUID } from './registrationInput';

/**
 * Referral links and the loan originators behind them (000 §5, §7): fixed seed records, documented in
 * docs/sandbox.md so testers can build links with them. Everything here is invented.
 */

export interface SeededLoanOriginator {
  uuid: string;
  orgCode: string;
  enforceLicensedStatesForReferral: boolean;
  licensedStates: string[];
  display: LoanOriginator;
}

const AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#1e3a5f"/>' +
      '<circle cx="32" cy="25" r="11" fill="#e2e8f0"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#e2e8f0"/></svg>',
  );

const originator = (
  name: string,
  email: string,
  phoneNumber: string,
  nmls: string,
  brokerName: string,
): LoanOriginator => ({
  originatorDisplayInfo: { originatorName: name, brokerName, avatarUri: AVATAR, email, phoneNumber, nmls },
  userInfo: {},
});

export const SEEDED_LOAN_ORIGINATORS: readonly SeededLoanOriginator[] = [
  {
    uuid: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b01',
    orgCode: 'homeward',
    enforceLicensedStatesForReferral: true,
    licensedStates: ['CA', 'OR', 'WA'],
    display: originator('Lena Ortiz', 'lena.ortiz@homeward.example', '(555) 555-0171', '9907101', 'Homeward Lending'),
  },
  {
    uuid: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b02',
    orgCode: 'homeward',
    enforceLicensedStatesForReferral: false,
    licensedStates: ['AZ', 'CA', 'CO', 'NV', 'TX'],
    display: originator('Marcus Hale', 'marcus.hale@homeward.example', '(555) 555-0172', '9907102', 'Homeward Lending'),
  },
  {
    uuid: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b03',
    orgCode: 'apm',
    enforceLicensedStatesForReferral: true,
    licensedStates: ['AZ', 'NV', 'UT'],
    display: originator(
      'Priya Natarajan',
      'priya.natarajan@apm.example',
      '(555) 555-0173',
      '9907103',
      'American Pacific Mortgage',
    ),
  },
  {
    // Proper Rate requires a referrer (docs/sandbox.md): this originator lets its registration start.
    uuid: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b04',
    orgCode: 'properrate',
    enforceLicensedStatesForReferral: false,
    licensedStates: ['CA', 'CO', 'TX'],
    display: originator(
      'Dana Whitfield',
      'dana.whitfield@properrate.example',
      '(555) 555-0174',
      '9907104',
      'Proper Rate',
    ),
  },
];

export interface SeededReferral {
  uuid: string;
  loanOriginatorUuid: string;
  lookup: ReferralLookup;
  /** A referral used before the sandbox started: its status is fixed. */
  usedStatus?: ReferralStatus;
}

export const SEEDED_REFERRALS: readonly SeededReferral[] = [
  {
    uuid: '5e1f0c2a-7b3d-4c8e-a1f2-000000000001',
    loanOriginatorUuid: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b01',
    lookup: {
      firstName: 'Sam',
      lastName: 'Referral',
      suffix: null,
      street1: '410 Juniper Court',
      street2: null,
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
      phoneNumber: '(555) 555-0181',
      email: 'sam.referral@sandbox.example',
    },
  },
  {
    uuid: '5e1f0c2a-7b3d-4c8e-a1f2-000000000002',
    loanOriginatorUuid: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b02',
    lookup: {
      firstName: 'Robin',
      lastName: 'Okafor',
      suffix: 'JR',
      street1: '77 Willow Way',
      street2: 'Unit 4',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phoneNumber: '(555) 555-0182',
      email: 'robin.okafor@sandbox.example',
    },
  },
  {
    uuid: '5e1f0c2a-7b3d-4c8e-a1f2-000000000003',
    loanOriginatorUuid: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b01',
    lookup: {
      firstName: 'Alex',
      lastName: 'Used',
      suffix: null,
      street1: '9 Cedar Lane',
      street2: null,
      city: 'Salem',
      state: 'OR',
      zip: '97301',
      phoneNumber: '(555) 555-0183',
      email: 'alex.used@sandbox.example',
    },
    usedStatus: { status: 'OFFER_SELECTION', email: 'alex.used@sandbox.example' },
  },
];

export const findSeededReferral = (uuid: string): SeededReferral | undefined =>
  SEEDED_REFERRALS.find((referral) => referral.uuid === uuid.toLowerCase());

export const findSeededLoanOriginator = (uuid: string): SeededLoanOriginator | undefined =>
  SEEDED_LOAN_ORIGINATORS.find((lo) => lo.uuid === uuid.toLowerCase());

/**
 * The seeded originators also go into the lead portal's originator table, so the app's originator lookup
 * (GET /service-lead-portal/api/lo/{uuid}) finds them too.
 */
export function seedLoanOriginators(db: SandboxDb): void {
  for (const lo of SEEDED_LOAN_ORIGINATORS) {
    db.run('INSERT OR REPLACE INTO loan_originators (uuid, data) VALUES (?, ?)', [lo.uuid, JSON.stringify(lo.display)]);
  }
}

/** What a referrer id amounts to when registration uses it. */
export type ReferrerCheck =
  { known: false } | { known: true; enforceLicensedStatesForReferral: boolean; licensedStates: string[] };

/** Seeded originators carry licensed states; ones made through the admin API enforce none. */
export function checkReferrer(db: SandboxDb, uuid: string): ReferrerCheck {
  const seeded = findSeededLoanOriginator(uuid);
  if (seeded) {
    return {
      known: true,
      enforceLicensedStatesForReferral: seeded.enforceLicensedStatesForReferral,
      licensedStates: seeded.licensedStates,
    };
  }
  const stored = db.get('SELECT 1 FROM loan_originators WHERE uuid = ?', [uuid]) !== undefined;
  return stored ? { known: true, enforceLicensedStatesForReferral: false, licensedStates: [] } : { known: false };
}

const MALFORMED: ApiErrorBody = { errors: ['Malformed id'] };

export function registerReferralRoutes(
  app: FastifyInstance,
  deps: { db: SandboxDb; applications: ApplicationStore },
): void {
  const { db, applications } = deps;

  // Public: referral links are opened before anyone signs in.
  app.get<{ Params: { uuid: string } }>('/service-lead-portal/api/referrals/:uuid', (request, reply) => {
    if (!UUID.test(request.params.uuid)) return reply.code(400).send(MALFORMED);
    const referral = findSeededReferral(request.params.uuid);
    return referral?.lookup ?? reply.code(404).send({ errors: ['Referral not found'] } satisfies ApiErrorBody);
  });

  app.get<{ Params: { uuid: string } }>(
    '/service-application/external/api/v1/heloc/referral-id/:uuid',
    (request, reply) => {
      if (!UUID.test(request.params.uuid)) return reply.code(400).send(MALFORMED);
      const referral = findSeededReferral(request.params.uuid);
      if (!referral) return reply.code(404).send({ errors: ['Referral not found'] } satisfies ApiErrorBody);
      const used = applications.findByReferral(referral.uuid);
      const status: ReferralStatus = used
        ? { status: used.application.status.checklistStatus, email: used.email }
        : (referral.usedStatus ?? { status: null, email: null });
      return status;
    },
  );

  app.get<{ Params: { uuid: string } }>('/service-lead-portal/api/lo/:uuid/licensed-states', (request, reply) => {
    if (!UUID.test(request.params.uuid)) return reply.code(400).send(MALFORMED);
    const organization = queryParam(request, 'organization');
    const seeded = findSeededLoanOriginator(request.params.uuid);
    // An originator works for one organisation; asked for under another, it does not exist there.
    if (seeded && organization !== undefined && organization !== seeded.orgCode) {
      return reply.code(404).send({ errors: ['Loan originator not found'] } satisfies ApiErrorBody);
    }
    const check = checkReferrer(db, request.params.uuid);
    if (!check.known) return reply.code(404).send({ errors: ['Loan originator not found'] } satisfies ApiErrorBody);
    const response: LicensedStatesResponse = {
      enforceLicensedStatesForReferral: check.enforceLicensedStatesForReferral,
      licensedStates: check.licensedStates,
    };
    return response;
  });
}
