import type { OrganizationRecord } from './organizations';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * Tagged template that escapes every interpolated value unless it is already `SafeHtml`, so page code cannot
 * forget to escape organisation data.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const rendered =
      value instanceof SafeHtml
        ? value.value
        : Array.isArray(value)
          ? value.map((item: SafeHtml) => item.value).join('')
          : escapeHtml(String(value));
    out += rendered + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

export interface PageContext {
  org: OrganizationRecord;
  /** Builds an on-site link that keeps the organisation choice when it came from the query. */
  href: (path: string) => string;
}

export interface PageContent {
  title: string;
  body: SafeHtml;
  /** Same-origin script paths; inline scripts are forbidden by the CSP. */
  scripts?: string[];
  /**
   * A page only a signed-in visitor sees (its script sends anyone else to the login): the header offers no "Log in"
   * beside the page's own "Log out".
   */
  signedIn?: true;
}

/** The legal document's name depends on the partner (001 §2, footer). */
const TERMS_OF_USE_ORGS = new Set(['apm', 'crosscountry', 'cmg', 'evergreen', 'fairway', 'grate', 'grate-affinity']);
export const termsTitle = (org: OrganizationRecord): string =>
  TERMS_OF_USE_ORGS.has(org.orgCode) ? 'Terms of Use' : 'Terms of Service';

export function renderPage(context: PageContext, content: PageContent): string {
  const { org, href } = context;
  const company = org.orgMetaData.companyInfo;
  const scripts = (content.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`);
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${content.title} | ${company.name}</title>
        <link rel="stylesheet" href="/site.css" />
        ${scripts}
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to main content</a>
        <header class="site-header">
          <a class="brand" href="${href('/')}">${company.name}</a>
          <nav aria-label="Account">
            <ul>
              <li><a href="${href('/dashboard')}">Dashboard</a></li>
              ${content.signedIn ? '' : html`<li><a href="${href('/auth/login')}">Log in</a></li>`}
            </ul>
          </nav>
        </header>
        <main id="main">${content.body}</main>
        <footer class="site-footer">
          <p>${company.legalText}</p>
          <p>${company.legalName}. NMLS ID ${company.nmls}.</p>
          <p>
            Questions? Call <a href="tel:${company.supportPhone}">${company.supportPhone}</a> or email
            <a href="mailto:${company.supportEmail}">${company.supportEmail}</a>.
          </p>
          <nav aria-label="Legal">
            <ul>
              <li><a href="${company.termsUrl ?? href('/terms')}">${termsTitle(org)}</a></li>
              <li><a href="${company.privacyUrl ?? href('/privacy')}">Privacy Policy</a></li>
              <li><a href="${company.licensesUrl ?? href('/licenses')}">Licenses</a></li>
              <li><a href="${href('/communications')}">Electronic Communications</a></li>
              <li><a href="${href('/contact')}">Contact us</a></li>
            </ul>
          </nav>
        </footer>
      </body>
    </html> `;
  return page.value;
}
