import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  APPLICATION_NAME_HEADER,
  AUTH_PROVIDER_RETURN_PATH,
  HELOC_APPLICATION_NAME,
  IDENTITY_EXISTS_MESSAGE,
  type ApiErrorBody,
  type AuthProviderRegistrationResponse,
  type JwtResponse,
} from '../contract';
import { hashPassword, type TokenService } from '../auth';
import { bool, integerOrNull, text, textOrNull, type Row, type SandboxDb } from '../db/database';
import { html, renderPage, type PageContent, type PageContext } from '../html';
import { DEFAULT_ORG_CODE, type OrganizationRecord } from '../organizations';
import { BodyReader, ConflictError } from '../validation';
import type { Workflow } from '../workflow';
import type { IdentityStore } from './identity';
import { withOrgQuery, type OrganizationStore } from './orgs';
import type { ProfileStore } from './profile';
import {
  headerValue,
  optionalSuffix,
  optionalText,
  orgHeader,
  queryParam,
  requiredEmail,
  requiredFirstName,
  requiredLastName,
  requiredPhone,
  requiredText,
} from './registrationInput';

/**
 * The external authentication provider of the external-authentication mode (000 §2.2, §7), played by the sandbox:
 *
 * 1. The app posts the registration data with its pre-auth nonce (`state`) and is told where to send the browser.
 * 2. The provider's page (GET /auth-provider/authorize) shows the email being registered and a Continue button: a
 *    plain form, so it needs no script (the CSP forbids inline ones) and works with the keyboard alone.
 * 3. Continue (POST /auth-provider/authorize) creates the identity and its profile and redirects (303) to
 *    login-info with the nonce and a one-time code.
 * 4. The app exchanges the code once for a jwt (POST /auth-provider/api/v1/token), within CODE_LIFETIME_MS.
 *
 * Identities made here have no password the sandbox's login page accepts: the provider owns the credentials.
 */

export const AUTHORIZE_PATH = '/auth-provider/authorize';
export const CODE_LIFETIME_MS = 5 * 60 * 1000;

export interface PendingRegistration {
  id: string;
  state: string;
  orgCode: string;
  email: string;
  phoneNumber: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  displayConsentsWithMfa: boolean;
  identityUuid: string | null;
  code: string | null;
  codeExpiresAt: number | null;
  codeUsed: boolean;
}

const toPending = (row: Row): PendingRegistration => ({
  id: text(row, 'id'),
  state: text(row, 'state'),
  orgCode: text(row, 'org_code'),
  email: text(row, 'email'),
  phoneNumber: text(row, 'phone_number'),
  firstName: text(row, 'first_name'),
  middleName: textOrNull(row, 'middle_name'),
  lastName: text(row, 'last_name'),
  suffix: textOrNull(row, 'suffix'),
  displayConsentsWithMfa: bool(row, 'display_consents_with_mfa'),
  identityUuid: textOrNull(row, 'identity_uuid'),
  code: textOrNull(row, 'code'),
  codeExpiresAt: integerOrNull(row, 'code_expires_at'),
  codeUsed: bool(row, 'code_used'),
});

/** Keeps all but the last four digits out of the page. */
const maskedPhone = (phone: string): string => `(***) ***-${phone.replace(/\D/g, '').slice(-4)}`;

export function providerContext(org: OrganizationRecord): PageContext {
  return {
    org,
    href: (path) => withOrgQuery(path, org.orgCode),
  };
}

export function confirmPage(pending: PendingRegistration, context: PageContext): PageContent {
  const company = context.org.orgMetaData.companyInfo.name;
  const mfaNotice = pending.displayConsentsWithMfa
    ? html`<p>
        When you sign in, we will text a verification code to ${maskedPhone(pending.phoneNumber)}. Message and data
        rates may apply.
      </p>`
    : html``;
  return {
    title: 'Create your account',
    body: html`<h1>Create your account</h1>
      <p>You are creating a ${company} account for this email address:</p>
      <p class="registered-email"><strong>${pending.email}</strong></p>
      ${mfaNotice}
      <form class="stack" method="post" action="${AUTHORIZE_PATH}">
        <input type="hidden" name="state" value="${pending.state}" />
        <input type="hidden" name="registration" value="${pending.id}" />
        <button type="submit">Continue</button>
      </form>
      <p><a href="${context.href('/account/heloc/register-v2')}">Cancel and go back</a></p>`,
  };
}

export function messagePage(title: string, message: string, context: PageContext): PageContent {
  return {
    title,
    body: html`<h1>${title}</h1>
      <p>${message}</p>
      <p><a href="${context.href('/auth/login')}">Log in</a></p>`,
  };
}

const sendHtml = (reply: FastifyReply, status: number, context: PageContext, content: PageContent): FastifyReply =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage(context, content));

const INVALID_LINK = 'This sign-up link is not valid. Please start your application again.';

export function registerAuthProviderRoutes(
  app: FastifyInstance,
  deps: {
    db: SandboxDb;
    orgs: OrganizationStore;
    identities: IdentityStore;
    profiles: ProfileStore;
    tokens: TokenService;
    workflow: Workflow;
  },
  rules: { emailTaken: (email: string) => boolean },
): void {
  const { db, orgs, identities, profiles, tokens, workflow } = deps;

  const findPending = (id: string | undefined): PendingRegistration | undefined => {
    if (id === undefined) return undefined;
    const row = db.get('SELECT * FROM auth_provider_registrations WHERE id = ?', [id]);
    return row ? toPending(row) : undefined;
  };
  const contextFor = (orgCode: string): PageContext =>
    providerContext(orgs.find(orgCode) ?? orgs.defaultOrganization());

  app.post('/auth-provider/api/v1/registrations', (request, reply) => {
    const reader = new BodyReader(request.body, [
      'state',
      'email',
      'phoneNumber',
      'firstName',
      'middleName',
      'lastName',
      'suffix',
    ]);
    const state = requiredText(reader, 'state', 200);
    const email = requiredEmail(reader);
    const phoneNumber = requiredPhone(reader, 'phoneNumber');
    const firstName = requiredFirstName(reader);
    const middleName = optionalText(reader, 'middleName', 100);
    const lastName = requiredLastName(reader);
    const suffix = optionalSuffix(reader);
    if (headerValue(request, APPLICATION_NAME_HEADER) !== HELOC_APPLICATION_NAME) {
      reader.fail(`the ${APPLICATION_NAME_HEADER} header must be ${HELOC_APPLICATION_NAME}`);
    }
    const orgCode = orgHeader(request);
    if (orgCode === undefined || !orgs.exists(orgCode)) reader.fail('the x-org header must name a known organisation');
    const display = queryParam(request, 'displayConsentsWithMfa') ?? 'false';
    if (display !== 'true' && display !== 'false') reader.fail('displayConsentsWithMfa must be true or false');
    reader.finish();
    if (!state || !email || !phoneNumber || !firstName || !lastName || orgCode === undefined) {
      throw new Error('registration fields were checked as required');
    }
    if (rules.emailTaken(email))
      return reply.code(401).send({ errors: [IDENTITY_EXISTS_MESSAGE] } satisfies ApiErrorBody);

    const id = randomUUID();
    db.run(
      `INSERT INTO auth_provider_registrations (id, state, org_code, email, phone_number, first_name, middle_name,
                                                last_name, suffix, display_consents_with_mfa, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        state,
        orgCode,
        email,
        phoneNumber,
        firstName,
        middleName?.trim() || null,
        lastName,
        suffix || null,
        display === 'true' ? 1 : 0,
        workflow.now(),
      ],
    );
    const query = new URLSearchParams({ state, registration: id });
    const response: AuthProviderRegistrationResponse = { redirect: `${AUTHORIZE_PATH}?${query.toString()}` };
    return response;
  });

  app.get(AUTHORIZE_PATH, (request, reply) => {
    const pending = findPending(queryParam(request, 'registration'));
    const context = contextFor(pending?.orgCode ?? DEFAULT_ORG_CODE);
    if (!pending || pending.state !== queryParam(request, 'state')) {
      return sendHtml(reply, 400, context, messagePage('Link not valid', INVALID_LINK, context));
    }
    if (pending.identityUuid !== null) {
      return sendHtml(
        reply,
        409,
        context,
        messagePage('Account already created', 'You have already created this account. Please log in.', context),
      );
    }
    return sendHtml(reply, 200, context, confirmPage(pending, context));
  });

  // The Continue form posts urlencoded data; the parser is scoped to this route's plugin so nothing else accepts it.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.post(AUTHORIZE_PATH, async (request, reply) => {
      const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const registration = 'registration' in form && typeof form.registration === 'string' ? form.registration : '';
      const state = 'state' in form && typeof form.state === 'string' ? form.state : '';
      const pending = findPending(registration);
      const context = contextFor(pending?.orgCode ?? DEFAULT_ORG_CODE);
      if (!pending || pending.state !== state) {
        return sendHtml(reply, 400, context, messagePage('Link not valid', INVALID_LINK, context));
      }
      // The app reads its organisation from the host or ?org=, so a partner's borrower must come back with it.
      const returnTo = (code: string): FastifyReply => {
        const query = new URLSearchParams({ state, code });
        if (pending.orgCode !== DEFAULT_ORG_CODE) query.set('org', pending.orgCode);
        return reply.redirect(`${AUTH_PROVIDER_RETURN_PATH}?${query.toString()}`, 303);
      };

      // A second click before the app took the code sends the browser back with the same one.
      if (pending.code !== null && !pending.codeUsed && (pending.codeExpiresAt ?? 0) > workflow.now()) {
        return returnTo(pending.code);
      }
      if (pending.identityUuid !== null) {
        return sendHtml(
          reply,
          409,
          context,
          messagePage('Account already created', 'You have already created this account. Please log in.', context),
        );
      }
      if (rules.emailTaken(pending.email)) {
        return sendHtml(
          reply,
          409,
          context,
          messagePage('Account already exists', 'An account already exists for this email address.', context),
        );
      }
      // The provider keeps the credentials; the sandbox stores a password nobody knows.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const code = randomBytes(24).toString('base64url');
      try {
        db.transaction(() => {
          const identity = identities.insert({ email: pending.email, passwordHash, orgCode: pending.orgCode });
          profiles.create({
            identityUuid: identity.uuid,
            organizationCode: pending.orgCode,
            firstName: pending.firstName,
            lastName: pending.lastName,
            phoneNumber: pending.phoneNumber,
            homeZip: '',
          });
          profiles.update(identity.uuid, {
            middleName: pending.middleName ?? '',
            suffix: pending.suffix ?? '',
          });
          db.run(
            'UPDATE auth_provider_registrations SET identity_uuid = ?, code = ?, code_expires_at = ? WHERE id = ?',
            [identity.uuid, code, workflow.now() + CODE_LIFETIME_MS, pending.id],
          );
        });
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        return sendHtml(
          reply,
          409,
          context,
          messagePage('Account already exists', 'An account already exists for this email address.', context),
        );
      }
      return returnTo(code);
    });
    done();
  });

  app.post('/auth-provider/api/v1/token', (request, reply) => {
    const reader = new BodyReader(request.body, ['code']);
    const code = requiredText(reader, 'code', 100);
    reader.finish();
    const row = db.get('SELECT * FROM auth_provider_registrations WHERE code = ?', [code ?? '']);
    const pending = row ? toPending(row) : undefined;
    if (
      !pending ||
      pending.identityUuid === null ||
      pending.codeUsed ||
      (pending.codeExpiresAt ?? 0) <= workflow.now() ||
      !identities.exists(pending.identityUuid)
    ) {
      return reply
        .code(400)
        .send({ errors: ['The code is not valid, has expired or was already used'] } satisfies ApiErrorBody);
    }
    db.run('UPDATE auth_provider_registrations SET code_used = 1 WHERE id = ?', [pending.id]);
    const response: JwtResponse = { jwt: tokens.sign(pending.identityUuid, pending.orgCode) };
    return response;
  });
}
