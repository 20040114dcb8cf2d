import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, html, renderPage, SafeHtml, termsTitle, type PageContent, type PageContext } from '../html';
import { resolveOrganization, type OrganizationStore } from './orgs';
import {
  DASHBOARD_SCRIPT_ES,
  LOGIN_SCRIPT_ES,
  SITE_ES,
  localizeFrame,
  parseSiteLocale,
  type SiteLocale,
} from './siteLanguage';

/**
 * The lending site around the app: home, login, dashboard and the policy pages the app links to. Server-rendered,
 * branded for the organisation of the request; all placeholder text is written for the sandbox. The login, dashboard
 * and settings pages speak Spanish too (issue 19, `?lang=es`; the Spanish is in siteLanguage.ts).
 */
export const REGISTER_PATH = '/account/heloc/register-v2';

export interface SitePageContext extends PageContext {
  /** The page's language: `?lang=`, else English. */
  locale: SiteLocale;
}

type PageBuilder = (context: SitePageContext) => PageContent;

/**
 * An element's opening tag carrying, for its page's script, the texts the script writes itself in the page's language
 * (`data-text`; absent in English: the script has its own English).
 */
const withScriptText = (openingTag: string, locale: SiteLocale, text: object): SafeHtml =>
  new SafeHtml(locale === 'en' ? `${openingTag}>` : `${openingTag} data-text="${escapeHtml(JSON.stringify(text))}">`);

const home: PageBuilder = ({ org, href }) => {
  const name = org.orgMetaData.companyInfo.name;
  return {
    title: 'Home equity line of credit',
    body: html`<h1>Apply in 5 minutes, receive funding in 5 days</h1>
      <p>
        A home equity line of credit from ${name} lets you borrow against the value you have built in your home, with a
        fixed rate on your first draw and a simple online application.
      </p>
      <p><a class="button" href="${href(REGISTER_PATH)}">Start your application</a></p>
      <p>Already applied? <a href="${href('/auth/login')}">Log in</a> to pick up where you left off.</p>
      <h2>How it works</h2>
      <ol>
        <li>Tell us about your home and your income.</li>
        <li>See your offers: checking your rate uses a soft credit pull, which does not affect your credit score.</li>
        <li>Verify your details, sign your documents online, and receive your funds.</li>
      </ol>`,
  };
};

const LOGIN_EN: Record<keyof typeof SITE_ES.login, string> = {
  title: 'Log in',
  noscript: 'Logging in needs JavaScript. Please turn it on and reload this page.',
  email: 'Email address',
  password: 'Password',
  submit: 'Log in',
  newHere: 'New here?',
  start: 'Start an application',
};

const login: PageBuilder = ({ href, locale }) => {
  const text = locale === 'es' ? SITE_ES.login : LOGIN_EN;
  return {
    title: text.title,
    scripts: ['/page-language.js', '/auth/login.js'],
    body: html`<h1>${text.title}</h1>
      <noscript><p>${text.noscript}</p></noscript>
      ${withScriptText('<form id="login-form" class="stack" method="post" action="/auth/login"', locale, LOGIN_SCRIPT_ES)}
        <p id="login-error" class="error" role="alert"></p>
        <div class="field">
          <label for="email">${text.email}</label>
          <input id="email" name="email" type="email" autocomplete="email" required />
        </div>
        <div class="field">
          <label for="password">${text.password}</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required />
        </div>
        <button type="submit">${text.submit}</button>
      </form>
      <p>${text.newHere} <a href="${href(REGISTER_PATH)}">${text.start}</a></p>`,
  };
};

const DASHBOARD_EN: Record<keyof typeof SITE_ES.dashboard, string> = {
  title: 'Your dashboard',
  loading: 'Loading your applications…',
  applications: 'Your applications',
  startNew: 'Start a new application',
  settings: 'Account settings',
  logout: 'Log out',
};

const dashboard: PageBuilder = ({ href, locale }) => {
  const text = locale === 'es' ? SITE_ES.dashboard : DASHBOARD_EN;
  return {
    title: text.title,
    scripts: ['/page-language.js', '/dashboard.js'],
    signedIn: true,
    body: html`<h1>${text.title}</h1>
      <p id="dashboard-status" role="status">${text.loading}</p>
      <p id="dashboard-error" class="error" role="alert"></p>
      <h2>${text.applications}</h2>
      ${withScriptText('<ul id="application-list" class="application-list"', locale, DASHBOARD_SCRIPT_ES)}</ul>
      <p><a class="button" href="${href(REGISTER_PATH)}">${text.startNew}</a></p>
      <p><a href="${href('/dashboard/settings')}">${text.settings}</a></p>
      <button type="button" id="logout-button" class="secondary">${text.logout}</button>`,
  };
};

const SETTINGS_EN: Record<keyof typeof SITE_ES.settings, string> = {
  title: 'Account settings',
  body: 'This is where you will manage your sign-in details and how we contact you. In the sandbox these settings are not editable yet.',
  back: 'Back to your dashboard',
};

const settings: PageBuilder = ({ href, locale }) => {
  const text = locale === 'es' ? SITE_ES.settings : SETTINGS_EN;
  return {
    title: text.title,
    body: html`<h1>${text.title}</h1>
      <p>${text.body}</p>
      <p><a href="${href('/dashboard')}">${text.back}</a></p>`,
  };
};

/** The pages with a Spanish version; the others (placeholder policies, home) stay English whatever `?lang` says. */
const TRANSLATED: ReadonlySet<PageBuilder> = new Set([login, dashboard, settings]);

const terms: PageBuilder = ({ org, href }) => {
  const name = org.orgMetaData.companyInfo.name;
  const title = termsTitle(org);
  return {
    title,
    body: html`<h1>${title}</h1>
      <p>
        These placeholder terms describe how you may use the ${name} website in this sandbox. They are written for
        testing and are not a binding agreement.
      </p>
      <h2>Using the site</h2>
      <p>You agree to give accurate information when you apply and to keep your login details to yourself.</p>
      <h2>Your application</h2>
      <p>Submitting an application does not guarantee approval. Offers depend on your credit, income and property.</p>
      <h2>Changes to these terms</h2>
      <p>We may update these terms. The date of the latest version will appear on this page.</p>
      <p><a href="${href('/')}">Back to home</a></p>`,
  };
};

const privacy: PageBuilder = ({ org, href }) => {
  const name = org.orgMetaData.companyInfo.name;
  return {
    title: 'Privacy Policy',
    body: html`<h1>Privacy Policy</h1>
      <p>This placeholder policy explains, for the sandbox, how ${name} would handle the information you share.</p>
      <h2>What we collect</h2>
      <p>The details you enter in your application, such as your name, contact details, income and property address.</p>
      <h2>How we use it</h2>
      <p>To assess your application, to contact you about it, and to meet our legal obligations. We do not sell it.</p>
      <h2>Your choices</h2>
      <p>You can ask us what we hold about you and ask us to correct it by contacting support.</p>
      <p><a href="${href('/')}">Back to home</a></p>`,
  };
};

const licenses: PageBuilder = ({ org, href }) => {
  const company = org.orgMetaData.companyInfo;
  const states = [...company.licensedStates].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  return {
    title: 'Licenses',
    body: html`<h1>Licenses</h1>
      <p>
        ${company.legalName}, NMLS ID ${company.nmls}, is shown in the sandbox as licensed to offer home equity lines of
        credit in the following states.
      </p>
      <ul class="columns">
        ${states.map((state) => html`<li>${state}</li>`)}
      </ul>
      <p><a href="${href('/')}">Back to home</a></p>`,
  };
};

const communications: PageBuilder = ({ org, href }) => ({
  title: 'Electronic Communications Policy',
  body: html`<h1>Electronic Communications Policy</h1>
    <p>
      By agreeing to electronic communications you let ${org.orgMetaData.companyInfo.name} send you disclosures, notices
      and documents about your application by email or on this website instead of by post.
    </p>
    <p>
      You can withdraw your consent or ask for paper copies at any time by contacting support. Withdrawing consent may
      slow your application down.
    </p>
    <p><a href="${href('/')}">Back to home</a></p>`,
});

const waitlist: PageBuilder = ({ href }) => ({
  title: 'You are on the waitlist',
  body: html`<h1>You are on the waitlist</h1>
    <p>
      Thank you for your interest. We cannot offer you a line of credit yet, and we will email you as soon as we can.
    </p>
    <p><a href="${href('/')}">Back to home</a></p>`,
});

const marketingWaitlist: PageBuilder = ({ href }) => ({
  title: 'Thanks for signing up',
  body: html`<h1>Thanks for signing up</h1>
    <p>We have saved your details and will let you know when new home equity offers become available to you.</p>
    <p><a href="${href('/')}">Back to home</a></p>`,
});

const contact: PageBuilder = ({ org, href }) => {
  const company = org.orgMetaData.companyInfo;
  return {
    title: 'Contact us',
    body: html`<h1>Contact us</h1>
      <p>
        Call us at <a href="tel:${company.supportPhone}">${company.supportPhone}</a>, Monday to Friday 6 am to 6 pm and
        Saturday 8 am to 4 pm Pacific Time.
      </p>
      <p>
        Email us at <a href="mailto:${company.supportEmail}">${company.supportEmail}</a> and we will reply within one
        business day.
      </p>
      <p><a href="${href('/')}">Back to home</a></p>`,
  };
};

export const notFoundPage: PageBuilder = ({ href }) => ({
  title: 'Page not found',
  body: html`<h1>Page not found</h1>
    <p>We could not find the page you asked for. Check the address, or go back to the home page.</p>
    <p><a href="${href('/')}">Back to home</a></p>`,
});

const PAGES: Readonly<Record<string, PageBuilder>> = {
  '/': home,
  '/auth/login': login,
  '/dashboard': dashboard,
  '/dashboard/settings': settings,
  '/terms': terms,
  '/privacy': privacy,
  '/licenses': licenses,
  '/communications': communications,
  '/waitlist': waitlist,
  '/marketing-waitlist': marketingWaitlist,
  '/contact': contact,
};

export const SITE_PAGE_PATHS: readonly string[] = Object.keys(PAGES);

/** A page in its language: `<html lang>`, the body and the frame around it (English for untranslated pages). */
function render(page: PageBuilder, context: PageContext & { locale?: SiteLocale }): string {
  const locale = TRANSLATED.has(page) ? (context.locale ?? 'en') : 'en';
  return localizeFrame(renderPage(context, page({ ...context, locale })), locale);
}

/** The HTML of a site page, or undefined for a path that is not one. */
export function renderSitePage(path: string, context: PageContext & { locale?: SiteLocale }): string | undefined {
  const page = PAGES[path];
  return page ? render(page, context) : undefined;
}

const withParam = (path: string, name: string, value: string): string =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/**
 * The request's organisation and language. Site links keep an organisation chosen by `?org=` and a language chosen by
 * `?lang=` (the app reads the same `?lang` on its own pages and keeps it as the borrower's choice).
 */
export function pageContext(request: FastifyRequest, orgs: OrganizationStore): SitePageContext {
  const { org, via } = resolveOrganization(request, orgs);
  const lang = parseSiteLocale((request.query as Record<string, unknown> | undefined)?.lang);
  return {
    org,
    locale: lang ?? 'en',
    href: (path) => {
      const branded = via === 'query' ? withParam(path, 'org', org.orgCode) : path;
      return lang === null ? branded : withParam(branded, 'lang', lang);
    },
  };
}

export function sendPage(reply: FastifyReply, context: SitePageContext, page: PageBuilder, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(render(page, context));
}

export function registerSitePages(app: FastifyInstance, deps: { orgs: OrganizationStore }): void {
  for (const [path, page] of Object.entries(PAGES)) {
    app.get(path, (request, reply) => sendPage(reply, pageContext(request, deps.orgs), page));
  }
}
