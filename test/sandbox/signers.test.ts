import { PDFDocument } from 'pdf-lib';
import type { HelocApplication, Profile } from '../../src/api/contract';
import type { ApplicationDocument } from '../../src/api/contractApplication';
import type { Condition } from '../../src/api/contractShell';
import {
  CO_DEED_BASE,
  IDENTITY_BROKER_FLAGS,
  type AdditionalSignerSummary,
  type CoDeedStatus,
  type CreateSignerRequest,
  type CreateSignerResponse,
  type SignerInvitation,
} from '../../src/api/contractSigner';
import { bearer, createBorrower, errorsOf } from './harness';
import { startClockedSandbox, type ClockedHarness } from './registrationSupport';

const HELOC = '/service-application/api/v1/application/heloc';
const STEP_MS = 1000;
const READABLE_PASSWORD = /^([A-Z][a-z][2-9][a-z]-){2}[A-Z][a-z][2-9][a-z]!$/;

let harness: ClockedHarness;
beforeEach(async () => {
  harness = await startClockedSandbox();
  await harness.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: STEP_MS } });
});
afterEach(() => harness.close());

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  jwt?: string;
  payload?: object;
}
const inject = ({ method = 'GET', url, jwt, payload }: Call) =>
  harness.app.inject({
    method,
    url,
    ...(jwt === undefined ? {} : { headers: bearer(jwt) }),
    ...(payload === undefined ? {} : { payload }),
  });

const invite = (uuid: string, jwt: string, emails: unknown) =>
  inject({ method: 'POST', url: `${HELOC}/${uuid}/additional-signers`, jwt, payload: { emails } });
const invitations = async (query: string): Promise<SignerInvitation[]> =>
  (await inject({ url: `/__sandbox/invitations?${query}` })).json<SignerInvitation[]>();
const application = async (uuid: string): Promise<HelocApplication> =>
  (await inject({ url: `/__sandbox/applications/${uuid}` })).json<HelocApplication>();
const coDeedStatus = (jwt: string) => inject({ url: `${CO_DEED_BASE}/status`, jwt });

async function createSigner(body: CreateSignerRequest): Promise<CreateSignerResponse> {
  const response = await inject({ method: 'POST', url: '/__sandbox/signers', payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<CreateSignerResponse>();
}

async function login(email: string, password: string, audience: 'customer' | 'agent' = 'customer') {
  return inject({ method: 'POST', url: `/identity-broker/${audience}/api/v3/login`, payload: { email, password } });
}

/** Logs in and answers the bare jwt, as the app would keep it. */
async function jwtOf(email: string, password: string): Promise<string> {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return String(response.headers.authorization).replace(/^Bearer /, '');
}

async function uploadIdentity(jwt: string, parts: [string, string, string?][]) {
  const form = new FormData();
  for (const [name, value, fileName] of parts)
    if (fileName) form.append(name, new Blob([value], { type: 'image/png' }), fileName);
    else form.append(name, value);
  const request = new Request('http://x', { method: 'POST', body: form });
  return harness.app.inject({
    method: 'POST',
    url: `${CO_DEED_BASE}/identity-documents`,
    headers: { ...bearer(jwt), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const PASSPORT: [string, string, string?][] = [
  ['idType', 'PASSPORT'],
  ['front', 'x', 'front.png'],
];

/** Walks a signer from INVITED to SIGNED. */
async function signAll(jwt: string): Promise<void> {
  expect((await uploadIdentity(jwt, PASSPORT)).statusCode).toBe(200);
  const documents = (await inject({ url: `${CO_DEED_BASE}/documents`, jwt })).json<ApplicationDocument[]>();
  const signed = await inject({
    method: 'POST',
    url: `${CO_DEED_BASE}/signatures`,
    jwt,
    payload: { documentIds: documents.map((doc) => doc.id) },
  });
  expect(signed.statusCode).toBe(200);
}

describe('inviting additional signers (POST B/additional-signers)', () => {
  it('makes an account and an invitation per email, and the application waits at CO_DEED_REQ', async () => {
    const primary = await createBorrower(harness.app, { orgCode: 'apm', checklistStatus: 'CO_DEED_REQ' });
    const response = await invite(primary.applicationUuid, primary.jwt, [
      'first.signer@sandbox.example',
      'second.signer@sandbox.example',
    ]);
    expect(response.statusCode).toBe(200);
    const answered = response.json<HelocApplication>();
    expect(answered.status.checklistStatus).toBe('CO_DEED_REQ');
    expect(answered.additionalSignerVersion).toBe('v1');

    const sent = await invitations(`applicationUuid=${primary.applicationUuid}`);
    expect(sent.map((invitation) => invitation.email)).toEqual([
      'first.signer@sandbox.example',
      'second.signer@sandbox.example',
    ]);
    expect(answered.helocSigners).toEqual(sent.map(({ identityUuid }) => ({ identityUuid })));
    for (const invitation of sent) {
      expect(invitation).toMatchObject({
        applicationUuid: primary.applicationUuid,
        status: 'INVITED',
        loginUrl: '/account/heloc/heloc-signer/login?org=apm',
      });
      expect(invitation.temporaryPassword).toMatch(READABLE_PASSWORD);
    }

    const [first] = sent;
    const jwt = await jwtOf(first?.email ?? '', first?.temporaryPassword ?? '');
    const profile = (await inject({ url: '/service-profile/api/v1/profile', jwt })).json<Profile>();
    expect(profile).toMatchObject({
      userType: 'CO_DEEDER',
      organizationCode: 'apm',
      identityUuid: first?.identityUuid,
    });

    const summaries = await inject({ url: `${HELOC}/${primary.applicationUuid}/additional-signers`, jwt: primary.jwt });
    expect(summaries.json<AdditionalSignerSummary[]>()).toEqual(
      sent.map((invitation) => ({
        identityUuid: invitation.identityUuid,
        email: invitation.email,
        status: 'INVITED',
        invitedAt: invitation.createdAt,
        signedAt: null,
      })),
    );
    // The list is the primary's: a signer reads the application, not who else signs it.
    expect((await inject({ url: `${HELOC}/${primary.applicationUuid}/additional-signers`, jwt })).statusCode).toBe(404);

    harness.advance(10 * STEP_MS);
    expect((await application(primary.applicationUuid)).status.checklistStatus).toBe('CO_DEED_REQ');
  });

  it('reuses an account that already exists, its type and password unchanged', async () => {
    const primary = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    const other = await createBorrower(harness.app, { email: 'has.account@sandbox.example' });
    expect((await invite(primary.applicationUuid, primary.jwt, ['HAS.ACCOUNT@sandbox.example'])).statusCode).toBe(200);

    const [invitation] = await invitations('email=has.account@sandbox.example');
    expect(invitation).toMatchObject({
      identityUuid: other.identityUuid,
      temporaryPassword: null,
      loginUrl: '/account/heloc/heloc-signer/login',
    });
    const jwt = await jwtOf(other.email, other.password);
    expect((await inject({ url: '/service-profile/api/v1/profile', jwt })).json<Profile>().userType).toBe('BORROWER');
    const listed = (await inject({ url: `${HELOC}/all`, jwt })).json<HelocApplication[]>();
    expect(listed.map((app) => app.uuid).sort()).toEqual([other.applicationUuid, primary.applicationUuid].sort());
  });

  it('refuses bad lists with every problem named, and makes nothing', async () => {
    const primary = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    const problems = async (emails: unknown) => {
      const response = await invite(primary.applicationUuid, primary.jwt, emails);
      expect(response.statusCode).toBe(400);
      return errorsOf(response);
    };
    expect(await problems([])).toEqual(['emails must list at least one email address']);
    expect(await problems('one@sandbox.example')).toEqual(['emails must list at least one email address']);
    expect(
      await problems(['not-an-email', primary.email.toUpperCase(), 'a@sandbox.example', 'A@sandbox.example']),
    ).toEqual([
      'Email 1 is not a valid email address',
      'Email 2 is your own email address: an additional signer must be someone else',
      'Email 4 is the same as email 3',
    ]);
    expect(await problems(['1@s.example', '2@s.example', '3@s.example', '4@s.example', '5@s.example'])).toEqual([
      'An application can have at most 4 additional signers',
    ]);
    expect(await invitations(`applicationUuid=${primary.applicationUuid}`)).toEqual([]);

    expect(
      (await invite(primary.applicationUuid, primary.jwt, ['1@s.example', '2@s.example', '3@s.example'])).statusCode,
    ).toBe(200);
    expect(await problems(['1@s.example', '4@s.example'])).toEqual([
      'Email 1 is already an additional signer of this application',
      'An application can have at most 4 additional signers, and 3 already are invited',
    ]);
    expect(await invitations(`applicationUuid=${primary.applicationUuid}`)).toHaveLength(3);
  });

  it('answers 409 away from CO_DEED_REQ, 404 for someone else, and makes no account', async () => {
    const primary = await createBorrower(harness.app, { checklistStatus: 'NOTE_SIGNING' });
    const early = await invite(primary.applicationUuid, primary.jwt, ['too.early@sandbox.example']);
    expect(early.statusCode).toBe(409);
    expect(await invitations('email=too.early@sandbox.example')).toEqual([]);
    expect((await createBorrower(harness.app, { email: 'too.early@sandbox.example' })).email).toBe(
      'too.early@sandbox.example',
    );

    const stranger = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    expect((await invite(primary.applicationUuid, stranger.jwt, ['x@sandbox.example'])).statusCode).toBe(404);
  });
});

describe("a signer's own calls (CO_DEED_BASE)", () => {
  it('go INVITED → IDENTITY_VERIFIED → SIGNED in order, and answer 409 out of order', async () => {
    const primary = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    const signer = await createSigner({ applicationUuid: primary.applicationUuid });
    const { jwt } = signer;

    const invited = await coDeedStatus(jwt);
    expect(invited.statusCode).toBe(200);
    expect(invited.json<CoDeedStatus>()).toEqual({
      applicationUuid: primary.applicationUuid,
      loanNumber: (await application(primary.applicationUuid)).loanNumber,
      status: 'INVITED',
      invitedAt: new Date(harness.now()).toISOString(),
      signedAt: null,
    });

    const early = await inject({ url: `${CO_DEED_BASE}/documents`, jwt });
    expect(early.statusCode).toBe(409);
    expect(errorsOf(early)).toEqual(['Verify your identity before viewing the documents']);
    const earlySignature = await inject({ method: 'POST', url: `${CO_DEED_BASE}/signatures`, jwt, payload: {} });
    expect(errorsOf(earlySignature)).toEqual(['Verify your identity before signing']);
    expect(earlySignature.statusCode).toBe(409);

    const noFront = await uploadIdentity(jwt, [['idType', 'LIBRARY_CARD']]);
    expect(noFront.statusCode).toBe(400);
    expect(errorsOf(noFront)).toEqual([
      'idType must be DRIVERS_LICENSE, PASSPORT, STATE_ID or PERMANENT_RESIDENT_CARD',
      'front is required',
    ]);
    const verified = await uploadIdentity(jwt, PASSPORT);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<CoDeedStatus>().status).toBe('IDENTITY_VERIFIED');
    const again = await uploadIdentity(jwt, PASSPORT);
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual(['Your identity is already verified']);

    const documents = (await inject({ url: `${CO_DEED_BASE}/documents`, jwt })).json<ApplicationDocument[]>();
    expect(documents.map((doc) => doc.title)).toEqual(['Deed of Trust', 'Additional Signer Acknowledgement']);
    const pdf = await inject({ url: documents[1]?.pdfUrl ?? '', jwt });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe('Additional Signer Acknowledgement');
    // The signer's documents are theirs alone: the primary borrower who invited them is refused.
    expect((await inject({ url: documents[1]?.pdfUrl ?? '', jwt: primary.jwt })).statusCode).toBe(403);

    const partial = await inject({
      method: 'POST',
      url: `${CO_DEED_BASE}/signatures`,
      jwt,
      payload: { documentIds: [documents[0]?.id] },
    });
    expect(partial.statusCode).toBe(400);
    expect(errorsOf(partial)).toEqual(['documentIds must list every document to sign']);
    harness.advance(60_000);
    const signed = await inject({
      method: 'POST',
      url: `${CO_DEED_BASE}/signatures`,
      jwt,
      payload: { documentIds: documents.map((doc) => doc.id) },
    });
    expect(signed.json<CoDeedStatus>()).toMatchObject({
      status: 'SIGNED',
      signedAt: new Date(harness.now()).toISOString(),
    });
    const twice = await inject({
      method: 'POST',
      url: `${CO_DEED_BASE}/signatures`,
      jwt,
      payload: { documentIds: documents.map((doc) => doc.id) },
    });
    expect(twice.statusCode).toBe(409);
    expect(errorsOf(twice)).toEqual(['You have already signed these documents']);
  });

  it('read the application they sign, but take none of the primary steps', async () => {
    const primary = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    const { jwt } = await createSigner({ applicationUuid: primary.applicationUuid, userType: 'BORROWER' });
    const read = await inject({ url: `${HELOC}/${primary.applicationUuid}`, jwt });
    expect(read.statusCode).toBe(200);
    expect(read.json<HelocApplication>().uuid).toBe(primary.applicationUuid);
    const listed = (await inject({ url: `${HELOC}/all`, jwt })).json<HelocApplication[]>();
    expect(listed.map((app) => app.uuid)).toEqual([primary.applicationUuid]);
    expect((await inject({ url: '/service-profile/api/v1/profile', jwt })).json<Profile>().userType).toBe('BORROWER');

    const step = await inject({
      method: 'POST',
      url: `${HELOC}/${primary.applicationUuid}/additional-signers`,
      jwt,
      payload: { emails: ['x@sandbox.example'] },
    });
    expect(step.statusCode).toBe(404);
    expect((await inject({ url: `${HELOC}/${primary.applicationUuid}/documents?kind=notes`, jwt })).statusCode).toBe(
      404,
    );
  });

  it('answer 400 to someone who signs nothing', async () => {
    const borrower = await createBorrower(harness.app);
    const status = await coDeedStatus(borrower.jwt);
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({ errors: ['Not an additional signer'] });
    const upload = await uploadIdentity(borrower.jwt, PASSPORT);
    expect(upload.statusCode).toBe(400);
    expect(errorsOf(upload)).toEqual(['Not an additional signer']);
    expect((await inject({ url: `${CO_DEED_BASE}/status` })).statusCode).toBe(401);
  });
});

describe('the co-deed completes', () => {
  it('only after the last active signer signs: IN_PROGRESS for one step, then NOTE_SIGNING', async () => {
    const primary = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    await invite(primary.applicationUuid, primary.jwt, ['one@sandbox.example', 'two@sandbox.example']);
    const [one, two] = await invitations(`applicationUuid=${primary.applicationUuid}`);
    const oneJwt = await jwtOf(one?.email ?? '', one?.temporaryPassword ?? '');
    const twoJwt = await jwtOf(two?.email ?? '', two?.temporaryPassword ?? '');

    await signAll(oneJwt);
    expect((await application(primary.applicationUuid)).status.checklistStatus).toBe('CO_DEED_REQ');
    await signAll(twoJwt);
    expect((await application(primary.applicationUuid)).status.checklistStatus).toBe('IN_PROGRESS');
    harness.advance(STEP_MS);
    expect((await application(primary.applicationUuid)).status.checklistStatus).toBe('NOTE_SIGNING');

    const summaries = (
      await inject({ url: `${HELOC}/${primary.applicationUuid}/additional-signers`, jwt: primary.jwt })
    ).json<AdditionalSignerSummary[]>();
    expect(summaries.map((summary) => summary.status)).toEqual(['SIGNED', 'SIGNED']);
  });

  it('when the lender removes the only signer still to sign; the removed signer sees REMOVED', async () => {
    const primary = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    const signed = await createSigner({ applicationUuid: primary.applicationUuid, status: 'SIGNED' });
    const pending = await createSigner({ applicationUuid: primary.applicationUuid });
    expect((await application(primary.applicationUuid)).status.checklistStatus).toBe('CO_DEED_REQ');

    const remove = (identityUuid: string) =>
      inject({ method: 'DELETE', url: `/__sandbox/applications/${primary.applicationUuid}/signers/${identityUuid}` });
    expect((await remove(pending.identityUuid)).statusCode).toBe(204);
    const after = await application(primary.applicationUuid);
    expect(after.helocSigners).toEqual([{ identityUuid: signed.identityUuid }]);
    expect(after.status.checklistStatus).toBe('IN_PROGRESS');

    expect((await coDeedStatus(pending.jwt)).json<CoDeedStatus>().status).toBe('REMOVED');
    const upload = await uploadIdentity(pending.jwt, PASSPORT);
    expect(upload.statusCode).toBe(409);
    expect(errorsOf(upload)).toEqual(['You are no longer a signer of this application']);
    expect((await inject({ url: `${HELOC}/${primary.applicationUuid}`, jwt: pending.jwt })).statusCode).toBe(404);

    expect((await remove(pending.identityUuid)).statusCode).toBe(404);
    expect((await remove(primary.identityUuid)).statusCode).toBe(404);
  });

  it('a signer of several applications follows the newest invitation not removed', async () => {
    const first = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    const second = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    const signer = await createSigner({ applicationUuid: first.applicationUuid });
    await invite(second.applicationUuid, second.jwt, [signer.email]);
    const statusOf = async () => (await coDeedStatus(signer.jwt)).json<CoDeedStatus>();
    expect((await statusOf()).applicationUuid).toBe(second.applicationUuid);

    const remove = (uuid: string) =>
      inject({ method: 'DELETE', url: `/__sandbox/applications/${uuid}/signers/${signer.identityUuid}` });
    await remove(second.applicationUuid);
    expect(await statusOf()).toMatchObject({ applicationUuid: first.applicationUuid, status: 'INVITED' });
    await remove(first.applicationUuid);
    expect(await statusOf()).toMatchObject({ applicationUuid: second.applicationUuid, status: 'REMOVED' });
  });
});

describe("a signer's conditions", () => {
  it('are seen, and answered, by that signer only', async () => {
    const primary = await createBorrower(harness.app, { checklistStatus: 'CO_DEED_REQ' });
    const signer = await createSigner({ applicationUuid: primary.applicationUuid });
    const other = await createSigner({ applicationUuid: primary.applicationUuid });
    const addCondition = (payload: object) => inject({ method: 'POST', url: '/__sandbox/conditions', payload });
    const primaryCondition = (
      await addCondition({ applicationUuid: primary.applicationUuid, categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })
    ).json<Condition>();
    const added = await addCondition({
      applicationUuid: primary.applicationUuid,
      categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW',
      identityUuid: signer.identityUuid,
    });
    expect(added.statusCode).toBe(201);
    const signerCondition = added.json<Condition>();

    const conditionsPath = `/service-conditions/external/api/v1/applications/${primary.applicationUuid}/conditions`;
    const seenBy = async (jwt: string) =>
      (await inject({ url: `${conditionsPath}/external-applicants`, jwt })).json<Condition[]>().map((c) => c.uuid);
    expect(await seenBy(primary.jwt)).toEqual([primaryCondition.uuid]);
    expect(await seenBy(signer.jwt)).toEqual([signerCondition.uuid]);
    expect(await seenBy(other.jwt)).toEqual([]);

    const upload = async (jwt: string, conditionUuid: string) => {
      const form = new FormData();
      form.append('documentType', 'SUPPORT');
      form.append('files', new Blob(['id'], { type: 'application/pdf' }), 'id.pdf');
      const request = new Request('http://x', { method: 'POST', body: form });
      return harness.app.inject({
        method: 'POST',
        url: `${conditionsPath}/${conditionUuid}/documents`,
        headers: { ...bearer(jwt), 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    expect((await upload(primary.jwt, signerCondition.uuid)).statusCode).toBe(404);
    expect((await upload(signer.jwt, primaryCondition.uuid)).statusCode).toBe(404);
    expect((await upload(signer.jwt, signerCondition.uuid)).statusCode).toBe(201);
    expect(await seenBy(signer.jwt)).toEqual([]);
    expect(await seenBy(primary.jwt)).toEqual([primaryCondition.uuid]);

    const notASigner = await addCondition({
      applicationUuid: primary.applicationUuid,
      categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
      identityUuid: primary.identityUuid,
    });
    expect(notASigner.statusCode).toBe(400);
    expect(errorsOf(notASigner)).toEqual(['identityUuid is not an additional signer of this application']);
  });
});

describe('identity broker', () => {
  it('lets only brokers in through the agent login; everyone through the customer one', async () => {
    const borrower = await createBorrower(harness.app);
    const broker = await createBorrower(harness.app, { isBroker: true });

    const refused = await login(borrower.email, borrower.password, 'agent');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: ['Not an agent account'] });
    expect(refused.headers.authorization).toBeUndefined();
    expect(errorsOf(await login(borrower.email, 'Wrong!password1', 'agent'))).toEqual(['Invalid email or password']);
    expect((await login(broker.email, broker.password, 'agent')).statusCode).toBe(200);
    expect((await login(borrower.email, borrower.password)).statusCode).toBe(200);
    expect((await login(broker.email, broker.password)).statusCode).toBe(200);

    const profileOf = async (jwt: string) =>
      (await inject({ url: '/service-profile/api/v1/profile', jwt })).json<Profile>();
    expect((await profileOf(broker.jwt)).isBroker).toBe(true);
    expect((await profileOf(borrower.jwt)).isBroker).toBe(false);
  });

  it('flags evaluate as seeded, one by one, and follow the admin API', async () => {
    const evaluate = async (featureKey: string) =>
      (
        await inject({
          method: 'POST',
          url: '/service-optimize/heloc/api/v1/feature',
          payload: { featureKey, optimizeUser: {}, trackerId: 't' },
        })
      ).json<{ enabled: boolean }>().enabled;
    expect(await evaluate(IDENTITY_BROKER_FLAGS.customer)).toBe(true);
    expect(await evaluate(IDENTITY_BROKER_FLAGS.agent)).toBe(false);
    await inject({ method: 'PUT', url: `/__sandbox/flags/${IDENTITY_BROKER_FLAGS.agent}`, payload: { enabled: true } });
    expect(await evaluate(IDENTITY_BROKER_FLAGS.agent)).toBe(true);
  });
});

describe('signer admin API', () => {
  it('POST /__sandbox/signers lists every problem, and keeps to 4 signers', async () => {
    const bad = await inject({
      method: 'POST',
      url: '/__sandbox/signers',
      payload: { applicationUuid: 'nope', email: 'x', userType: 'AGENT', status: 'REMOVED', extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([
      'unknown field: extra',
      'applicationUuid is not known',
      'email must be an email address',
      'userType must be one of CO_DEEDER, BORROWER',
      'status must be one of INVITED, IDENTITY_VERIFIED, SIGNED',
    ]);
    expect(errorsOf(await inject({ method: 'POST', url: '/__sandbox/signers', payload: {} }))).toEqual([
      'applicationUuid is required',
    ]);

    const primary = await createBorrower(harness.app);
    const made = await createSigner({ applicationUuid: primary.applicationUuid, email: 'made@sandbox.example' });
    expect(made.password).toMatch(READABLE_PASSWORD);
    expect((await login('made@sandbox.example', made.password)).statusCode).toBe(200);
    expect((await inject({ url: '/service-profile/api/v1/profile', jwt: made.jwt })).json<Profile>().userType).toBe(
      'CO_DEEDER',
    );
    const taken = await inject({
      method: 'POST',
      url: '/__sandbox/signers',
      payload: { applicationUuid: primary.applicationUuid, email: 'made@sandbox.example' },
    });
    expect(taken.statusCode).toBe(409);
    for (let count = 2; count <= 4; count += 1) await createSigner({ applicationUuid: primary.applicationUuid });
    const fifth = await inject({
      method: 'POST',
      url: '/__sandbox/signers',
      payload: { applicationUuid: primary.applicationUuid },
    });
    expect(fifth.statusCode).toBe(400);
    expect(errorsOf(fifth)).toEqual(['the application already has 4 additional signers']);
    expect((await application(primary.applicationUuid)).helocSigners).toHaveLength(4);
  });

  it('a reset forgets every signer and invitation', async () => {
    const primary = await createBorrower(harness.app);
    await createSigner({ applicationUuid: primary.applicationUuid });
    expect(await invitations('')).toHaveLength(1);
    expect((await inject({ method: 'POST', url: '/__sandbox/reset' })).statusCode).toBe(204);
    expect(await invitations('')).toEqual([]);
  });
});
