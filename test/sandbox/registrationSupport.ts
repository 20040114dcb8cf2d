/** Shared set-up for the registration tests: a sandbox on a hand-moved clock, and valid registration bodies. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { HelocApplication } from '../../src/api/contract';
import type { CreateHelocRequest, JwtResponse, RegisterIdentityRequest } from '../../src/api/contractRegistration';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSandbox } from '../../sandbox/server';
import type { Harness } from './harness';

export interface ClockedHarness extends Harness {
  /** Moves the sandbox clock on. */
  advance(ms: number): void;
  now(): number;
}

export const START_TIME = Date.parse('2025-06-02T15:00:00Z');

/** A sandbox over an empty dist (no app pages are needed here) on a clock that moves only when told. */
export async function startClockedSandbox(): Promise<ClockedHarness> {
  let time = START_TIME;
  const distDir = mkdtempSync(path.join(tmpdir(), 'sandbox-dist-'));
  const sandbox = await createSandbox({ distDir, now: () => time });
  return {
    sandbox,
    app: sandbox.app,
    distDir,
    advance(ms) {
      time += ms;
    },
    now: () => time,
    async close() {
      await sandbox.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

export const STRONG_PASSWORD = 'Sandbox!pass123';

let counter = 0;
/** A fresh address each call, so tests never collide on the unique email. */
export const uniqueEmail = (localPart = 'borrower'): string =>
  `${localPart}+${Date.now()}-${++counter}@sandbox.example`;

export async function registerBorrower(
  app: FastifyInstance,
  overrides: Partial<RegisterIdentityRequest> = {},
  organization = 'homeward',
): Promise<{ jwt: string; email: string; headers: { authorization: string } }> {
  const body: RegisterIdentityRequest = {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    phoneNumber: '(555) 555-0134',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: `/identity-broker/customer/api/v3/register?organization=${organization}&telemetryTrackingId=tracker-1`,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  const { jwt } = response.json<JwtResponse>();
  return { jwt, email: body.email, headers: { authorization: `Bearer ${jwt}` } };
}

export interface CreateOverrides {
  firstName?: string;
  lastName?: string;
  dob?: string;
  street1?: string;
  city?: string;
  state?: string;
  zip?: string;
  incomePrimary?: number;
}

/** A complete, valid create-HELOC body (000 §7) for a Sacramento home, with the given changes. */
export function createBody(
  overrides: CreateOverrides = {},
  extra: Partial<CreateHelocRequest> = {},
): CreateHelocRequest {
  const address = {
    street1: overrides.street1 ?? '1234 Maple Avenue',
    street2: '',
    city: overrides.city ?? 'Sacramento',
    state: overrides.state ?? 'CA',
    zip: overrides.zip ?? '95814',
  };
  return {
    abVersionsRequest: { abVersions: [] },
    affiliateAbVersion: null,
    affiliateAppIndicator: false,
    affiliateLiveOffers: false,
    consentListRequest: { consents: [{ consentType: 'SMS_MARKETING', accepted: false }] },
    consentRequests: [
      { consentType: 'TERMS_AND_PRIVACY', accepted: true },
      { consentType: 'ELECTRONIC_COMMUNICATIONS', accepted: true },
      { consentType: 'SOFT_CREDIT_PULL', accepted: true },
    ],
    income: { incomeCoDeeders: 0, incomePrimary: overrides.incomePrimary ?? 150_000, incomeOther: 0 },
    marketingTools: { totalExpertOwnerId: null, totalExpertContactId: null },
    profileRequest: {
      firstName: overrides.firstName ?? 'Avery',
      middleName: '',
      lastName: overrides.lastName ?? 'Testwell',
      suffix: '',
      dob: overrides.dob ?? '1980-05-17',
      email: 'ignored@sandbox.example',
      phoneNumber: '(555) 555-0134',
      homeAddress: address,
    },
    propertyListedForSale: false,
    propertyRequest: { ...address, occupancyType: 'HOME' },
    publish: true,
    utmParameters: {},
    employmentType: 'FULL_TIME',
    offerCode: null,
    optimizelyProfileRequest: null,
    referrerId: null,
    referralId: null,
    localTrackerUuid: '3f6c2a1e-8b9d-4c7e-a5f4-1b2c3d4e5f60',
    ...extra,
  };
}

export function createHeloc(
  app: FastifyInstance,
  headers: { authorization: string },
  body: unknown,
  state = 'CA',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/service-application/api/v3/application/helocs?state=${state}`,
    headers,
    payload: body as object,
  });
}

/** Registers a borrower and creates their HELOC; expects it to be accepted. */
export async function registerAndCreate(
  app: FastifyInstance,
  overrides: CreateOverrides = {},
  extra: Partial<CreateHelocRequest> = {},
): Promise<{ application: HelocApplication; headers: { authorization: string } }> {
  const { headers } = await registerBorrower(app);
  const response = await createHeloc(app, headers, createBody(overrides, extra), overrides.state ?? 'CA');
  expect(response.json()).toMatchObject({ uuid: expect.any(String) as string });
  expect(response.statusCode).toBe(201);
  return { application: response.json<HelocApplication>(), headers };
}

export async function statusOf(
  app: FastifyInstance,
  headers: { authorization: string },
  uuid: string,
): Promise<HelocApplication['status']> {
  const response = await app.inject({ url: `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<HelocApplication['status']>();
}
