/**
 * @jest-environment jsdom
 */
import axe from 'axe-core';
import { renderPage } from '../../sandbox/html';
import { findOrganization } from '../../sandbox/organizations';
import {
  confirmPage,
  messagePage,
  providerContext,
  type PendingRegistration,
} from '../../sandbox/services/registrationAuthProvider';

/* As for the site pages: axe in jsdom checks structure, names, landmarks and ARIA, not colour contrast. */
const org = findOrganization('apm');
if (!org) throw new Error('apm is seeded');
const context = providerContext(org);

const pending: PendingRegistration = {
  id: 'registration-1',
  state: 'nonce',
  orgCode: 'apm',
  email: 'quinn@sandbox.example',
  phoneNumber: '(555) 555-0148',
  firstName: 'Quinn',
  middleName: null,
  lastName: 'Fixture',
  suffix: null,
  displayConsentsWithMfa: true,
  identityUuid: null,
  code: null,
  codeExpiresAt: null,
  codeUsed: false,
};

describe.each([
  ['the Continue page', confirmPage(pending, context)],
  ['the error page', messagePage('Link not valid', 'This sign-up link is not valid.', context)],
])('auth provider: %s', (_name, content) => {
  it('has no WCAG 2.2 A/AA violations axe can find', async () => {
    const parsed = new DOMParser().parseFromString(renderPage(context, content), 'text/html');
    document.documentElement.lang = parsed.documentElement.lang;
    document.documentElement.innerHTML = parsed.documentElement.innerHTML;
    expect(document.querySelectorAll('main h1')).toHaveLength(1);
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
