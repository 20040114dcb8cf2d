import { ORG_HEAD_MARKER } from '../../sandbox/appHost';
import { ORG_HEAD_PATH } from '../../src/api/contractShell';
import { expectSecurityHeaders, startSandbox, type Harness } from './harness';

/** The page the sandbox serves itself, cut at the marker's place: what nginx's SSI include must reproduce. */
async function fragmentInPage(harness: Harness, url: string, headers: Record<string, string> = {}): Promise<string> {
  const page = await harness.app.inject({ url, headers });
  const fragment = /<script id="org-info"[^>]*>[^<]*<\/script><script id="banner-files"[^>]*>[^<]*<\/script>/.exec(
    page.body,
  )?.[0];
  if (fragment === undefined) throw new Error(`no organisation fragment in ${url}`);
  return fragment;
}

describe('the organisation fragment as a platform call (deploy/nginx SSI)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startSandbox();
  });
  afterAll(() => harness.close());

  it.each([
    ['the default brand', '', { host: 'localhost:8080' }],
    ['?org=apm', '?org=apm', { host: 'localhost:8080' }],
    ['an {org}.localhost host', '', { host: 'apm.localhost:8080' }],
    ['an unknown ?org, falling back like the page', '?org=no-such-lender', { host: 'localhost:8080' }],
  ])('answers for %s exactly what the sandbox puts in the page', async (_name, query, headers) => {
    const response = await harness.app.inject({ url: `${ORG_HEAD_PATH}${query}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(response);
    expect(response.body).toBe(await fragmentInPage(harness, `/account/heloc/register-v2${query}`, headers));
    expect(response.body).not.toContain(ORG_HEAD_MARKER);
  });

  it('names the organisation the query asks for', async () => {
    const response = await harness.app.inject({ url: `${ORG_HEAD_PATH}?org=apm` });
    expect(response.body).toContain('"orgCode":"apm"');
  });

  it('takes the scheme a TLS-terminating proxy forwards, for the footer links built on baseUrl', async () => {
    const response = await harness.app.inject({
      url: ORG_HEAD_PATH,
      headers: { host: 'lender.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.body).toContain('"baseUrl":"https://lender.example"');
    const bogus = await harness.app.inject({
      url: ORG_HEAD_PATH,
      headers: { host: 'lender.example', 'x-forwarded-proto': 'javascript' },
    });
    expect(bogus.body).toContain('"baseUrl":"http://lender.example"');
  });
});
