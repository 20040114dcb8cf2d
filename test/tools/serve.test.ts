import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PAGE_VARY, pageLanguage } from '../../sandbox/appHost';
import { LANGUAGE_COOKIE } from '../../sandbox/contract';
import { ORG_HEAD_PATH } from '../../src/api/contractShell';
import { LOCALES } from '../../src/lib/locale';
import {
  brotliStaticModule,
  DEPLOY_DIR,
  fillTemplate,
  platformOrigin,
  workerUserFor,
  writeNginxConfig,
  type ServeOptions,
} from '../../tools/serve';

const SITE_TEMPLATE = readFileSync(path.join(DEPLOY_DIR, 'site.conf.template'), 'utf8');
const NGINX = '/usr/sbin/nginx';

/** The regex of the location block that proxies the platform's API. */
function apiLocation(): RegExp {
  const source = /location ~ (\^\/\(service-[^ ]+) \{/.exec(SITE_TEMPLATE)?.[1];
  if (source === undefined) throw new Error('no API location in site.conf.template');
  return new RegExp(source);
}

/** Every absolute path the app's API modules name (template literals cut at their first placeholder). */
function pathsTheAppCalls(): string[] {
  const apiDir = path.join(__dirname, '..', '..', 'src', 'api');
  const paths = new Set<string>();
  for (const file of readdirSync(apiDir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(path.join(apiDir, file), 'utf8');
    for (const match of text.matchAll(/['`](\/[A-Za-z_][^'`$]*)/g)) paths.add(match[1] ?? '');
  }
  return [...paths];
}

/** A loopback port nothing listens on at the moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** A GET's body (gunzipped) and its Vary header lines as sent, which node's `headers` would join into one. */
function get(port: number, url: string, headers: Record<string, string>): Promise<{ body: string; vary: string[] }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        const vary = response.rawHeaders.filter(
          (_value, index, all) => index % 2 === 1 && /^vary$/i.test(all[index - 1] ?? ''),
        );
        resolve({ body: body.toString(), vary });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Pages of the app and the site, served by nginx itself or the platform's site block, not the API block. */
const NOT_API = /^\/(account|__sandbox|waitlist$|marketing-waitlist$)/;

describe('deploy/nginx', () => {
  it('proxies every API path the app calls to the platform', () => {
    const api = apiLocation();
    const calls = pathsTheAppCalls().filter((call) => !NOT_API.test(call));
    expect(calls.length).toBeGreaterThan(30);
    expect(calls.filter((call) => !api.test(call))).toEqual([]);
    expect(api.test('/account/heloc/register-v2')).toBe(false);
    expect(api.test('/static/main.js')).toBe(false);
  });

  it("includes the organisation from the sandbox's fragment call", () => {
    expect(SITE_TEMPLATE).toContain(`proxy_pass \${PLATFORM_URL}${ORG_HEAD_PATH};`);
    expect(SITE_TEMPLATE).toContain("sub_filter '<!--org-head-->'");
  });

  it("writes out the app's languages in the page-language maps", () => {
    // nginx cannot read src/lib/locale.ts: a language added there is added to the maps too (decision 384).
    const alternatives = [...SITE_TEMPLATE.matchAll(/\(\?<heloc_lang_\w+>([^)]*\|[^)]*)\)/g)].map((match) => match[1]);
    expect(alternatives).toEqual([LOCALES.join('|'), LOCALES.join('|')]);
    // ?lang's map has a line per language, its letters spelled out raw or percent-encoded (decision 420).
    const askedMap = /map \$heloc_lang_arg_trimmed \$heloc_lang_asked \{([^}]*)\}/.exec(SITE_TEMPLATE)?.[1] ?? '';
    const lines = [...askedMap.matchAll(/^\s*"~\*(.+)"\s+(\w+);$/gm)].map(([, source = '', value]) => ({
      pattern: new RegExp(source, 'i'),
      value,
    }));
    expect(lines.map((line) => line.value)).toEqual([...LOCALES]);
    const encoded = (text: string) => text.replace(/./g, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
    for (const { pattern, value = '' } of lines) {
      for (const form of [value, value.toUpperCase(), encoded(value), `${encoded(value.toUpperCase())}%2D`])
        expect([form, pattern.test(form)]).toEqual([form, true]);
      expect(pattern.test(`${value}x`)).toBe(false);
    }
  });

  it('fills only upper-case placeholders and refuses a missing one', () => {
    expect(fillTemplate('root ${DIST_DIR}; $host ${heloc_dollar}', { DIST_DIR: '/srv/app' })).toBe(
      'root /srv/app; $host ${heloc_dollar}',
    );
    expect(() => fillTemplate('listen ${LISTEN};', {})).toThrow('no value for ${LISTEN}');
  });

  it('takes the platform as a bare origin', () => {
    expect(platformOrigin('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000');
    expect(platformOrigin('https://platform.example/')).toBe('https://platform.example');
    expect(() => platformOrigin('http://127.0.0.1:9000/api')).toThrow('must be an origin');
    expect(() => platformOrigin('file:///etc')).toThrow('must be http(s)');
    expect(() => platformOrigin('9000')).toThrow('not a URL');
  });

  describe('the configuration npm run serve writes', () => {
    let confDir: string;
    let distDir: string;
    const options = (): ServeOptions => ({
      listen: '127.0.0.1:8080',
      platformUrl: 'http://127.0.0.1:9000',
      distDir,
      confDir,
      sandboxAdmin: false,
      accessLog: false,
      workerUser: workerUserFor(process.getuid?.()),
      mimeTypes: '/etc/nginx/mime.types',
      brotliModule: brotliStaticModule(),
    });
    beforeEach(() => {
      confDir = mkdtempSync(path.join(tmpdir(), 'serve-test-conf-'));
      distDir = mkdtempSync(path.join(tmpdir(), 'serve-test-dist-'));
      writeFileSync(
        path.join(distDir, 'csp-hashes.json'),
        JSON.stringify({ 'script-src': ["'sha256-abc='", "'unsafe-inline'"] }),
      );
    });
    afterEach(() => {
      rmSync(confDir, { recursive: true, force: true });
      rmSync(distDir, { recursive: true, force: true });
    });

    it("sends the build's CSP hashes, never a source that is not a hash", () => {
      writeNginxConfig(options());
      const headers = readFileSync(path.join(confDir, 'security-headers.conf'), 'utf8');
      expect(headers).toContain(
        `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='`,
      );
      expect(headers).not.toContain('unsafe-inline');
      expect(headers).toContain("frame-ancestors 'none'");
      expect(headers).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    });

    it("sends the build's .br files where nginx has the brotli_static module, and only the .gz files without it", () => {
      writeNginxConfig({ ...options(), brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' });
      expect(readFileSync(path.join(confDir, 'nginx.conf'), 'utf8')).toContain(
        'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;',
      );
      const site = readFileSync(path.join(confDir, 'site.conf'), 'utf8');
      expect(site).toMatch(/^\s*brotli_static on;$/m);
      expect(site).toMatch(/^\s*gzip_static on;$/m);
      writeNginxConfig({ ...options(), brotliModule: null });
      expect(readFileSync(path.join(confDir, 'nginx.conf'), 'utf8')).not.toContain('load_module');
      expect(readFileSync(path.join(confDir, 'site.conf'), 'utf8')).not.toMatch(/^\s*brotli_static/m);
    });

    it('answers 404 for the sandbox admin API unless asked to proxy it', () => {
      writeNginxConfig(options());
      expect(readFileSync(path.join(confDir, 'sandbox-admin.conf'), 'utf8')).toContain('return 404;');
      writeNginxConfig({ ...options(), sandboxAdmin: true });
      expect(readFileSync(path.join(confDir, 'sandbox-admin.conf'), 'utf8')).toContain(
        'proxy_pass http://127.0.0.1:9000;',
      );
    });

    it("maps the build's prerendered pages, and nothing a tampered manifest adds", () => {
      mkdirSync(path.join(distDir, 'prerender'));
      writeFileSync(
        path.join(distDir, 'prerender', 'pages.json'),
        JSON.stringify({
          routes: {
            '/account/heloc/register-v2': 'prerender/register-v2.html',
            '/account/heloc/register-v2/': 'prerender/register-v2.html',
            '/evil': '../etc/passwd',
            '/x; return 200': 'prerender/x.html',
            '/account/heloc/:uuid/*': 'prerender/application.html',
            '/account/heloc/:x";/*': 'prerender/application.html',
          },
        }),
      );
      writeNginxConfig(options());
      const lines = readFileSync(path.join(confDir, 'prerendered-pages.conf'), 'utf8').split('\n').slice(1);
      const hex = (n: number) => `[0-9a-fA-F]{${n}}`;
      expect(lines.filter(Boolean)).toEqual([
        '/account/heloc/register-v2 /prerender/register-v2.html;',
        '/account/heloc/register-v2/ /prerender/register-v2.html;',
        `"~^/account/heloc/${[8, 4, 4, 4, 12].map(hex).join('-')}(/.*)?$" /prerender/application.html;`,
      ]);
    });

    // The sandbox's rule (pageLanguage) against nginx's maps, over the same requests (decision 384).
    (existsSync(NGINX) ? it : it.skip)(
      "answers a prerendered page in the language the sandbox picks, with the sandbox's one Vary line",
      async () => {
        const page = (file: string, lang: string) =>
          `<html lang="${lang}" data-file="${file}"><head><!--org-head--></head><body>${'.'.repeat(2000)}</body></html>`;
        mkdirSync(path.join(distDir, 'prerender'));
        writeFileSync(path.join(distDir, 'index.html'), page('index', 'en'));
        writeFileSync(path.join(distDir, 'prerender', 'register-v2.html'), page('register-v2', 'en'));
        writeFileSync(path.join(distDir, 'prerender', 'register-v2.es.html'), page('register-v2.es', 'es'));
        writeFileSync(path.join(distDir, 'prerender', 'application.html'), page('application', 'en'));
        writeFileSync(
          path.join(distDir, 'prerender', 'pages.json'),
          JSON.stringify({
            routes: {
              '/account/heloc/register-v2': 'prerender/register-v2.html',
              '/account/heloc/:uuid/*': 'prerender/application.html',
            },
          }),
        );
        // Workers run as www-data under root (workerUserFor): they must reach the files.
        chmodSync(distDir, 0o755);
        chmodSync(confDir, 0o755);
        const port = await freePort();
        // No platform: the organisation's include fails quietly, and the page is served all the same.
        const platformUrl = `http://127.0.0.1:${await freePort()}`;
        const file = writeNginxConfig({ ...options(), listen: `127.0.0.1:${port}`, platformUrl });
        const nginx = spawn(NGINX, ['-p', confDir, '-c', file, '-e', 'stderr'], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let log = '';
        nginx.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
        const exited = new Promise((resolve) => nginx.on('exit', resolve));
        try {
          const served = async (url: string, acceptLanguage?: string, chosen?: string) => {
            const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
            if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
            if (chosen !== undefined) headers.cookie = `session=x; ${LANGUAGE_COOKIE}=${chosen}`;
            const { body, vary } = await get(port, url, headers);
            return { file: /data-file="([\w.-]+)"/.exec(body)?.[1], vary };
          };
          for (let tries = 0; ; tries += 1) {
            try {
              await served('/account/heloc/register-v2');
              break;
            } catch (error) {
              if (tries > 50) throw new Error(`nginx did not start:\n${log}`, { cause: error });
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
          const requests: [search: string, acceptLanguage?: string, chosen?: string][] = [
            [''],
            ['?lang=es'],
            ['?lang=es-MX'],
            ['?lang=ES_mx', 'en'],
            ['?lang=en', 'es-MX,es;q=0.9'],
            ['?org=apm&lang=es', 'en-US'],
            ['?lang=es&lang=en'],
            // The first parameter named exactly lang, as URLSearchParams finds it.
            ['?LANG=es'],
            ['?Lang=es&lang=en', 'es'],
            ['?lang=fr&lang=es'],
            ['?xlang=es&org=apm'],
            ['?org=apm&lang=ES_mx&x=1'],
            ['?lang=fr', 'es'],
            ['?lang=esp', 'es'],
            ['?lang=', 'es'],
            ['?lang&lang=es', 'en'],
            // Decoded as URLSearchParams decodes it, then trimmed as parseLocale trims it (decision 420).
            ['?lang=%65s'],
            ['?lang=%45%53', 'en'],
            ['?lang=e%73-MX'],
            ['?lang=es%2DMX', 'en'],
            ['?lang=ES%5fmx', 'en'],
            ['?lang=%65n', 'es'],
            ['?lang=%6E', 'es'],
            ['?lang=+es+', 'en'],
            ['?lang=%20es%09%0A', 'en'],
            ['?lang=%C2%A0es%E2%80%AF%EF%BB%BF', 'en'],
            ['?lang=es+mx', 'en'],
            ['?lang=es%20-mx', 'en'],
            ['?lang=%2565s', 'en'],
            ['?lang=e%2573', 'en'],
            ['?lang=%65%73p', 'en'],
            ['?l%61ng=es'],
            ['?x=1&%6C%61%6E%67=%45S_mx'],
            ['?%6Cang=es&lang=en'],
            ['?l%41ng=es', 'en'],
            ['?lang=%65s', 'en', 'en'],
            ['?lang=%66r', 'en', 'es'],
            ['', 'fr-FR, es;q=0.9'],
            ['', 'en-US,es;q=0.8'],
            ['', 'fr;q=1, en;q=0.1, es;q=0.9'],
            ['', 'es-MX'],
            ['', 'ES_us ; q=0.5'],
            ['', ', es'],
            ['', 'es;q=0, en'],
            ['', 'es;q=0.000, fr'],
            ['', 'es; Q=0'],
            ['', 'es;level=1;q=0, en'],
            ['', 'es;q=0.01'],
            ['', 'de'],
            ['', '*'],
            ['', 'esp, eng'],
            ['', 'fr-es, de'],
            ['', ''],
            // The borrower's stored choice, as the app's cookie tells it (decision 387).
            ['', 'en-US', 'es'],
            ['', 'es-MX', 'en'],
            ['', undefined, 'ES_mx'],
            ['?lang=en', 'es', 'es'],
            ['?lang=es', 'en', 'en'],
            ['?lang=fr', 'en', 'es'],
            ['', 'es', 'fr'],
            ['', 'es', ''],
          ];
          for (const [search, acceptLanguage, chosen] of requests) {
            const language = pageLanguage(search, acceptLanguage, chosen);
            expect([
              search,
              acceptLanguage,
              chosen,
              await served(`/account/heloc/register-v2${search}`, acceptLanguage, chosen),
            ]).toEqual([
              search,
              acceptLanguage,
              chosen,
              { file: language === 'en' ? 'register-v2' : `register-v2.${language}`, vary: [PAGE_VARY] },
            ]);
          }
          // No Spanish file: the English page. Not a prerendered route: index.html.
          const uuid = '51131ee4-e21c-444c-b60e-691b62716679';
          expect(await served(`/account/heloc/${uuid}/product/select?lang=es`)).toMatchObject({ file: 'application' });
          expect(await served('/account/heloc/register?lang=es', 'es')).toEqual({ file: 'index', vary: [PAGE_VARY] });
        } finally {
          nginx.kill('SIGTERM');
          await exited;
        }
      },
    );

    // CI installs nginx (.ci/run); a machine without it cannot check the syntax.
    (existsSync(NGINX) ? it : it.skip)('passes nginx -t', () => {
      const file = writeNginxConfig(options());
      const result = spawnSync(NGINX, ['-t', '-p', confDir, '-c', file, '-e', 'stderr'], { encoding: 'utf8' });
      expect(result.stderr).toContain('syntax is ok');
      expect(result.status).toBe(0);
    });
  });
});
