import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { SANDBOX_ADMIN_PREFIX, type ApiErrorBody } from './contract';
import { registerAdminRoutes } from './admin';
import { registerAppHost } from './appHost';
import { AuthGuard, TokenService } from './auth';
import { SandboxDb } from './db/database';
import { emptyAllTables, migrate } from './db/migrate';
import { FaultStore } from './faults';
import { RequestLog, pathOf } from './requestLog';
import { registerSecurityHeaders } from './securityHeaders';
import { ApplicationStore, registerApplicationRoutes } from './services/applications';
import { registerApplicationStepRoutes } from './services/applicationSteps';
import { registerTimelineRoutes } from './services/timeline';
import { IdentityStore, registerIdentityRoutes } from './services/identity';
import { FlagStore, registerOptimizeRoutes } from './services/optimize';
import { OrganizationStore } from './services/orgs';
import { registerOrgHeadRoute } from './services/orgHead';
import { ProfileStore, registerProfileRoutes } from './services/profile';
import { notFoundPage, pageContext, registerSitePages, sendPage } from './services/sitePages';
import { ConflictError, InputError } from './validation';
import { BannerStore, registerBannerRoutes } from './services/banners';
import { LegalDocumentStore, registerLegalRoutes } from './services/legalDocuments';
import { registerDocumentRoutes } from './services/applicationDocuments';
import { ConditionStore, registerConditionRoutes } from './services/conditions';
import { ExperimentStore, registerExperimentRoutes } from './services/experiments';
import { FeedbackStore, registerFeedbackRoutes } from './services/feedback';
import { LoanOriginatorStore, registerLeadPortalRoutes } from './services/leadPortal';
import { NotificationStore, registerNotificationRoutes } from './services/notifications';
import { OperatingHoursStore, registerOperatingHoursRoutes } from './services/operatingHours';
import { TelemetryStore, registerTelemetryRoutes } from './services/telemetry';
import { registerRegistrationServices, seedRegistrationData } from './services/registration';
import { Workflow, type Clock } from './workflow';
import { registerChatRoutes } from './services/chat';
import { ChatStore } from './services/chatStore';
import { SignerStore } from './services/signerStore';
import { registerSignerRoutes } from './services/signers';
import { AdverseActionStore, registerAdverseActionRoutes } from './services/adverseAction';

export interface SandboxOptions {
  /** The webpack output: index.html and static/. Need not exist; app pages then answer 503. */
  distDir: string;
  /** The clock the application workflow runs on (tests move it by hand); Date.now by default. */
  now?: Clock;
  /**
   * The component kit gallery's build (`npm run build:gallery`, dist-gallery/), served at /__sandbox/gallery/ when
   * given and present. Development only: `npm run sandbox` passes it unless NODE_ENV is production.
   */
  galleryDir?: string;
  /**
   * axe-core's browser script (a file path), served at /__sandbox/axe.js when given. Development only, for the browser
   * suite's accessibility checks: a page loads it as a cached same-origin script instead of having 650 KB sent to it
   * over the DevTools protocol at every check (decision 291).
   */
  axeScript?: string;
}

export interface Sandbox {
  app: FastifyInstance;
  /** Starts listening; port 0 picks a free port. Resolves to the base URL, e.g. http://localhost:8080. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);

const statusOf = (error: unknown): number => {
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/** Browsers asking for a page get the site's 404 page; API clients get an ApiErrorBody. */
const wantsHtml = (accept: string | undefined, method: string): boolean =>
  method === 'GET' && (accept ?? '').includes('text/html');

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const db = await SandboxDb.open();
  migrate(db);

  const orgs = new OrganizationStore(db);
  const identities = new IdentityStore(db);
  const profiles = new ProfileStore(db);
  const workflow = new Workflow(db, options.now);
  const signers = new SignerStore(db);
  const applications = new ApplicationStore(db, workflow, signers);
  const flags = new FlagStore(db);
  const faults = new FaultStore(db);
  const requests = new RequestLog(db);
  const tokens = new TokenService();
  const auth = new AuthGuard(tokens, (uuid) => identities.exists(uuid));
  const notifications = new NotificationStore(db);
  const banners = new BannerStore(db);
  const legal = new LegalDocumentStore(db);
  const conditions = new ConditionStore(db);
  const hours = new OperatingHoursStore(db);
  const originators = new LoanOriginatorStore(db);
  const feedback = new FeedbackStore(db);
  const experiments = new ExperimentStore(db);
  const telemetry = new TelemetryStore(db);
  const chats = new ChatStore(db, workflow.now);
  const notices = new AdverseActionStore(db);

  const seed = (): void => {
    db.transaction(() => {
      orgs.seed();
      flags.seed();
      banners.seed();
      legal.seed();
      hours.seed();
      seedRegistrationData(db);
    });
  };
  const reset = (): void => {
    emptyAllTables(db);
    seed();
  };
  seed();

  // No request logger: URLs and bodies can carry personal data, and the console must never show it.
  const app = Fastify({ logger: false });

  // Hook order is the order requests meet them: headers for every answer, then the log, then injected faults.
  registerSecurityHeaders(app, { distDir: options.distDir });
  requests.register(app);
  faults.register(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof InputError) return reply.code(400).send({ errors: error.errors } satisfies ApiErrorBody);
    if (error instanceof ConflictError) return reply.code(409).send({ errors: [error.message] } satisfies ApiErrorBody);
    const status = statusOf(error);
    if (status >= 500) {
      // The route pattern, never the URL, and the stack, never request data: both are free of personal data.
      console.error(`Sandbox error in ${request.method} ${request.routeOptions.url ?? pathOf(request.url)}`, error);
      return reply.code(500).send({ errors: ['Something unexpected happened in the sandbox'] } satisfies ApiErrorBody);
    }
    // Fastify's own client errors (bad JSON, wrong content type) carry a message meant for the caller.
    const message =
      typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
        ? error.message
        : 'Bad request';
    return reply.code(status).send({ errors: [message] } satisfies ApiErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (!path.startsWith(SANDBOX_ADMIN_PREFIX) && wantsHtml(request.headers.accept, request.method)) {
      return sendPage(reply, pageContext(request, orgs), notFoundPage, 404);
    }
    return reply.code(404).send({ errors: ['Not found'] } satisfies ApiErrorBody);
  });

  await registerAppHost(app, { distDir: options.distDir, orgs, banners });
  if (options.galleryDir && existsSync(path.join(options.galleryDir, 'index.html')))
    await app.register(fastifyStatic, {
      root: options.galleryDir,
      prefix: `${SANDBOX_ADMIN_PREFIX}/gallery/`,
      decorateReply: false,
    });
  const { axeScript } = options;
  if (axeScript && existsSync(axeScript))
    app.get(`${SANDBOX_ADMIN_PREFIX}/axe.js`, async (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await readFile(axeScript)),
    );
  registerOrgHeadRoute(app, { orgs, banners });
  registerSitePages(app, { orgs });
  registerIdentityRoutes(app, { identities, profiles, tokens, auth });
  registerProfileRoutes(app, { profiles, auth });
  registerApplicationRoutes(app, { applications, auth });
  registerOptimizeRoutes(app, { flags });
  registerRegistrationServices(app, { db, orgs, identities, profiles, applications, tokens, auth, workflow });
  // Shell services last: conditions and telemetry register shared routes only if no other service has.
  registerNotificationRoutes(app, { notifications, identities, auth });
  registerBannerRoutes(app, { banners });
  registerLegalRoutes(app, { orgs, legal });
  registerOperatingHoursRoutes(app, { hours });
  registerLeadPortalRoutes(app, { originators, applications });
  registerFeedbackRoutes(app, { feedback, auth });
  registerExperimentRoutes(app, { experiments, applications, auth });
  registerTelemetryRoutes(app, { telemetry });
  registerConditionRoutes(app, { db, conditions, applications, auth, tokens });
  registerApplicationStepRoutes(app, { applications, auth, now: workflow.now });
  registerTimelineRoutes(app, { applications, auth, now: workflow.now });
  registerSignerRoutes(app, { db, identities, profiles, applications, signers, auth, now: workflow.now });
  registerDocumentRoutes(app, { applications, profiles, auth, now: workflow.now });
  registerAdverseActionRoutes(app, { notices, applications, auth, now: workflow.now });
  registerChatRoutes(app, { chats, hours, auth, requests });
  registerAdminRoutes(app, {
    db,
    tokens,
    orgs,
    identities,
    profiles,
    applications,
    signers,
    flags,
    faults,
    requests,
    notices,
    reset,
    now: workflow.now,
  });

  await app.ready();

  return {
    app,
    async listen(port, host = 'localhost') {
      await app.listen({ port, host });
      const address = app.server.address();
      const boundPort = typeof address === 'object' && address !== null ? address.port : port;
      // *.localhost resolves to loopback in browsers, so a loopback server is shown as localhost for org subdomains.
      const shownHost = LOOPBACK_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      return `http://${shownHost}:${boundPort}`;
    },
    async close() {
      await app.close();
      db.close();
    },
  };
}
