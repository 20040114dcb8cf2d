import { expect, test, type APIRequestContext } from '@playwright/test';
import { CO_DEED_BASE, type SignerInvitation } from '../../src/api/contractSigner';
import type { ApplicationDocument } from '../../src/api/contractApplication';
import { appPath, createBorrower, expectNoAxeViolations, patchApplication, pathIs, signIn } from './support';

/**
 * The primary borrower's side of additional signers (signing/additional): invite, follow the signer's progress, move
 * on when everyone has signed. The signer's part is played through the sandbox's HTTP API (docs/sandbox.md).
 */

const MOVE_ON = { timeout: 30_000 };

/** The signer's session: the temporary password of their invitation, exchanged for a token like the login page does. */
async function signerToken(request: APIRequestContext, applicationUuid: string, email: string): Promise<string> {
  const invitations = await request.get(
    `/__sandbox/invitations?applicationUuid=${encodeURIComponent(applicationUuid)}&email=${encodeURIComponent(email)}`,
  );
  expect(invitations.status()).toBe(200);
  const [invitation] = (await invitations.json()) as SignerInvitation[];
  expect(invitation?.temporaryPassword).toEqual(expect.any(String));
  const login = await request.post('/identity-broker/customer/api/v3/login', {
    data: { email, password: invitation?.temporaryPassword },
  });
  expect(login.status()).toBe(200);
  const token = login.headers().authorization;
  if (!token) throw new Error('the login answered no token');
  return token;
}

async function verifySignerIdentity(request: APIRequestContext, token: string) {
  const response = await request.post(`${CO_DEED_BASE}/identity-documents`, {
    headers: { Authorization: token },
    multipart: {
      idType: 'DRIVERS_LICENSE',
      front: { name: 'front.png', mimeType: 'image/png', buffer: Buffer.from('front of the licence') },
    },
  });
  expect(response.status()).toBe(200);
}

async function signSignerDocuments(request: APIRequestContext, token: string) {
  const documents = await request.get(`${CO_DEED_BASE}/documents`, { headers: { Authorization: token } });
  expect(documents.status()).toBe(200);
  const documentIds = ((await documents.json()) as ApplicationDocument[]).map((doc) => doc.id);
  const signed = await request.post(`${CO_DEED_BASE}/signatures`, {
    headers: { Authorization: token },
    data: { documentIds },
  });
  expect(signed.status()).toBe(200);
}

test('the primary borrower invites a signer, follows them to Signed, then moves on without a reload', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
  const uuid = borrower.applicationUuid;
  await patchApplication(request, uuid, { checklistStatus: 'CO_DEED_REQ' });
  await signIn(page, borrower.jwt);
  await page.goto(appPath(uuid));
  await expect(page).toHaveURL(pathIs(appPath(uuid, 'signing/additional')));
  await expect(page.getByRole('heading', { level: 1, name: 'Invite the other owners to sign' })).toBeVisible();
  await expectNoAxeViolations(page);

  const email = `co-owner-${Date.now()}@example.com`;
  await page.getByLabel('Email of signer 1').fill(email);
  await page.getByRole('button', { name: 'Send invitations' }).click();

  const heading = page.getByRole('heading', { level: 1, name: 'Waiting for the other owners to sign' });
  await expect(heading).toBeVisible();
  const row = page.getByTestId('invited-signer').filter({ hasText: email });
  await expect(row).toContainText('Invitation sent');
  await expect(page.getByTestId('signing-progress')).toHaveText('0 of 1 owner has signed.');
  await expect(page).toHaveURL(pathIs(appPath(uuid, 'signing/additional')));
  await expectNoAxeViolations(page);
  // Emails are personal data: never in the address bar.
  expect(page.url()).not.toContain('example.com');

  const token = await signerToken(request, uuid, email);
  // The list is read again every 10 s, not on window focus (decision 411): each change shows within one refresh.
  await verifySignerIdentity(request, token);
  await expect(row).toContainText('Identity verified', MOVE_ON);

  await signSignerDocuments(request, token);
  await expect(row).toContainText('Signed', MOVE_ON);
  // NOTE_SIGNING routes to signing/intro (features/application/routing/statusTable.ts), found by the area's poll.
  await expect(page).toHaveURL(pathIs(appPath(uuid, 'signing/intro')), MOVE_ON);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign your documents' })).toBeVisible();
});

test('entering with a signer already invited shows the list, with room to invite more', async ({ page, request }) => {
  const borrower = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
  const uuid = borrower.applicationUuid;
  await patchApplication(request, uuid, { checklistStatus: 'CO_DEED_REQ' });
  const invited = await request.post(`/service-application/api/v1/application/heloc/${uuid}/additional-signers`, {
    headers: { Authorization: `Bearer ${borrower.jwt}` },
    data: { emails: [`first-owner-${Date.now()}@example.com`] },
  });
  expect(invited.status()).toBe(200);

  await signIn(page, borrower.jwt);
  await page.goto(appPath(uuid));
  await expect(page).toHaveURL(pathIs(appPath(uuid, 'signing/additional')));
  await expect(page.getByTestId('invited-signer')).toContainText('Invitation sent');
  await page.getByRole('button', { name: 'Invite another owner' }).click();
  await page.getByLabel('Email of signer 1').fill(`second-owner-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByTestId('invited-signer')).toHaveCount(2);
  await expect(page.getByTestId('signing-progress')).toHaveText('0 of 2 owners have signed.');
  await expectNoAxeViolations(page);
});
