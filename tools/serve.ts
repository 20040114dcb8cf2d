/**
 * `npm run serve`: the built app behind Debian's nginx, in front of a platform (README "Deploying").
 *
 *   PORT=8080 PLATFORM_URL=http://127.0.0.1:9000 npm run serve
 *
 * Builds when dist/ is missing or older than the sources, writes the configuration of deploy/nginx/ into a temporary
 * directory (pid, temp files; errors go to stderr), runs nginx in the foreground and stops it on Ctrl-C or SIGTERM,
 * removing that directory. Options (environment): PORT (8080), HOST (listen address; all interfaces when unset),
 * PLATFORM_URL (http://127.0.0.1:9000), DIST_DIR (<repo>/dist), NGINX (the binary), SANDBOX_ADMIN=1 (proxy the
 * sandbox's /__sandbox/ admin API, for the browser smoke run), ACCESS_LOG=1 (access log to stdout).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { copyFileSync, unwatchFile, utimesSync, watchFile, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRERENDER_MANIFEST, prerenderedRoutePattern, prerenderedRoutes } from '../sandbox/appHost';
import { securityHeadersForBuild } from '../sandbox/securityHeaders';

const ROOT = path.resolve(__dirname, '..');
export const DEPLOY_DIR = path.join(ROOT, 'deploy', 'nginx');

/** What the build reads: a file under these newer than dist/index.html means dist/ is stale. */
const BUILD_INPUTS = ['src', 'features', 'sagas', 'store', 'webpack.config.js', 'tsconfig.json', 'package-lock.json'];

export interface ServeOptions {
  /** nginx's `listen` value: a port, or address:port. */
  listen: string;
  platformUrl: string;
  distDir: string;
  /** Where the filled configuration goes; nginx writes its pid and temp files here too. */
  confDir: string;
  sandboxAdmin: boolean;
  accessLog: boolean;
  /** Workers drop to this user when nginx starts as root; null when it does not. */
  workerUser: string | null;
  mimeTypes: string;
  /** nginx's brotli_static module (`brotliStaticModule()`), loaded to send the build's .br files; null without it. */
  brotliModule: string | null;
}

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * The brotli_static module when this machine has it (CI installs it, .ci/run), else null: nginx then sends the .gz
 * files, as it did before (README "Deploying").
 */
export function brotliStaticModule(): string | null {
  return existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : null;
}

/** Fills `${NAME}` placeholders; nginx's own `$name` variables are lower case and never braced with upper case. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx: no value for \${${name}}`);
    return value;
  });
}

/** nginx takes the platform as a bare origin: a path would change how proxy_pass maps the request URI. */
export function platformOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`PLATFORM_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('PLATFORM_URL must be http(s)');
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '' || parsed.username !== '') {
    throw new Error(`PLATFORM_URL must be an origin such as http://127.0.0.1:9000, not ${url}`);
  }
  return parsed.origin;
}

/** A value inside a double-quoted nginx string: the policy holds single quotes only, so anything else is a bug. */
function nginxQuoted(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`cannot write header value into nginx configuration: ${value}`);
  return value;
}

function readTemplate(name: string): string {
  return readFileSync(path.join(DEPLOY_DIR, name), 'utf8');
}

export function writeSecurityHeaders(options: Pick<ServeOptions, 'distDir' | 'confDir'>): string {
  const policy = nginxQuoted(securityHeadersForBuild(options.distDir)['Content-Security-Policy'] ?? '');
  const text = fillTemplate(readTemplate('security-headers.conf.template'), { CONTENT_SECURITY_POLICY: policy });
  writeFileSync(path.join(options.confDir, 'security-headers.conf'), text);
  return policy;
}

/**
 * The build's prerendered pages (dist/prerender/pages.json, decision 145) as lines of the route -> HTML map, so nginx
 * serves the same file for the same path as the sandbox. No manifest: no lines, every route answers index.html.
 */
export function writePrerenderedPages(options: Pick<ServeOptions, 'distDir' | 'confDir'>): Record<string, string> {
  const manifest = path.join(options.distDir, PRERENDER_MANIFEST);
  const routes = existsSync(manifest) ? prerenderedRoutes(readFileSync(manifest, 'utf8')) : {};
  // Exact strings win over regular expressions in nginx's map, as exact routes do in the sandbox; a pattern is quoted
  // (its braces would otherwise open a block).
  const lines = Object.entries(routes).map(([route, file]) => {
    const pattern = prerenderedRoutePattern(route);
    return `${pattern === null ? route : `"~${pattern}"`} /${file};\n`;
  });
  writeFileSync(
    path.join(options.confDir, 'prerendered-pages.conf'),
    `# From ${PRERENDER_MANIFEST}.\n${lines.join('')}`,
  );
  return routes;
}

/** Writes nginx.conf and the files it includes into options.confDir; returns the path of nginx.conf. */
export function writeNginxConfig(options: ServeOptions): string {
  const { confDir } = options;
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(confDir, 'temp', dir), { recursive: true });
  }
  const origin = platformOrigin(options.platformUrl);
  copyFileSync(path.join(DEPLOY_DIR, 'proxy.conf'), path.join(confDir, 'proxy.conf'));
  writeSecurityHeaders(options);
  writePrerenderedPages(options);
  writeFileSync(
    path.join(confDir, 'sandbox-admin.conf'),
    options.sandboxAdmin
      ? `include ${confDir}/proxy.conf;\nproxy_pass ${origin};\n`
      : '# A real platform has no sandbox admin API.\nreturn 404;\n',
  );
  const site = fillTemplate(readTemplate('site.conf.template'), {
    LISTEN: options.listen,
    SERVER_NAME: '_',
    DIST_DIR: options.distDir,
    PLATFORM_URL: origin,
    CONF_DIR: confDir,
    BROTLI_STATIC:
      options.brotliModule === null ? '# No brotli_static module: the .gz files only.' : 'brotli_static on;',
  });
  writeFileSync(path.join(confDir, 'site.conf'), site);
  const main = fillTemplate(readTemplate('nginx.conf.template'), {
    CONF_DIR: confDir,
    USER_DIRECTIVE: options.workerUser === null ? '' : `user ${options.workerUser};`,
    MIME_TYPES: options.mimeTypes,
    ACCESS_LOG: options.accessLog ? '/dev/stdout' : 'off',
    LOAD_MODULES: options.brotliModule === null ? '' : `load_module ${options.brotliModule};`,
  });
  const file = path.join(confDir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

/** Newest modification time under a path, in ms; 0 when it does not exist. */
function newestMtime(target: string): number {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

export function buildIsStale(distDir: string, root = ROOT): boolean {
  const built = statSync(path.join(distDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return true;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

const TEMP_PREFIX = 'heloc-nginx-';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EPERM';
  }
};

/**
 * Removes the directories of earlier runs that were killed before they could clean up (a test runner's SIGKILL after
 * its SIGTERM): those whose serve process is gone, or that never recorded one and are over a minute old.
 */
function sweepStaleDirs(): void {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(TEMP_PREFIX))) {
    const dir = path.join(tmpdir(), name);
    try {
      const pidFile = path.join(dir, 'serve.pid');
      const stale = existsSync(pidFile)
        ? !isRunning(Number(readFileSync(pidFile, 'utf8')))
        : Date.now() - statSync(dir).mtimeMs > 60_000;
      if (stale) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another user's directory, or one removed meanwhile: not ours to clean.
    }
  }
}

function findNginx(): string {
  if (process.env.NGINX) return process.env.NGINX;
  // /usr/sbin is often not on a non-root user's PATH.
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** As root, nginx starts its workers as an unprivileged user; Debian's nginx package uses www-data. */
export function workerUserFor(uid: number | undefined): string | null {
  if (uid !== 0) return null;
  const passwd = readFileSync('/etc/passwd', 'utf8');
  return /^www-data:/m.test(passwd) ? 'www-data' : 'nobody nogroup';
}

function waitForPort(port: number, host: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const attempt = (): void => {
      const socket = connect({ port, host }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => {
        socket.destroy();
        if (Date.now() > deadline) resolve(false);
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function main(): void {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error('PORT must be a port number');
  const host = process.env.HOST;
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  const platformUrl = platformOrigin(process.env.PLATFORM_URL ?? 'http://127.0.0.1:9000');

  if (buildIsStale(distDir)) {
    console.log(`serve: ${distDir} is missing or older than the sources; building.`);
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: distDir },
    });
    if (build.status !== 0) throw new Error('the build failed');
    // webpack leaves an output file alone when its content is unchanged, so a build that changed nothing would look
    // stale forever: mark index.html as current.
    const now = new Date();
    utimesSync(path.join(distDir, 'index.html'), now, now);
  }

  sweepStaleDirs();
  const confDir = mkdtempSync(path.join(tmpdir(), TEMP_PREFIX));
  writeFileSync(path.join(confDir, 'serve.pid'), String(process.pid));
  const uid = process.getuid?.();
  // Workers (www-data) must reach the temp directories nginx creates in here; the configuration holds no secret.
  if (uid === 0) chmodSync(confDir, 0o755);
  const options: ServeOptions = {
    listen: host ? `${host.includes(':') ? `[${host}]` : host}:${port}` : String(port),
    platformUrl,
    distDir,
    confDir,
    sandboxAdmin: process.env.SANDBOX_ADMIN === '1',
    accessLog: process.env.ACCESS_LOG === '1',
    workerUser: workerUserFor(uid),
    mimeTypes: '/etc/nginx/mime.types',
    brotliModule: brotliStaticModule(),
  };
  const confFile = writeNginxConfig(options);

  const cleanUp = (): void => {
    unwatchFile(path.join(distDir, 'csp-hashes.json'));
    rmSync(confDir, { recursive: true, force: true });
  };
  // -e stderr: the compiled-in /var/log/nginx/error.log is not writable for other users, and is not ours.
  let nginx: ChildProcess;
  try {
    nginx = spawn(findNginx(), ['-p', confDir, '-c', confFile, '-e', 'stderr'], { stdio: 'inherit' });
  } catch (error) {
    cleanUp();
    throw error;
  }

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // SIGQUIT is nginx's graceful stop; worker_shutdown_timeout bounds it, the kill below is the last resort.
    nginx.kill('SIGQUIT');
    setTimeout(() => nginx.kill('SIGKILL'), 10_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('error', (error) => {
    console.error(`serve: could not start nginx (${error.message}); install it with apt-get install nginx.`);
    cleanUp();
    process.exit(1);
  });
  nginx.on('exit', (code, signal) => {
    cleanUp();
    if (!stopping) console.error(`serve: nginx exited (${signal ?? `code ${code}`}).`);
    process.exit(stopping ? 0 : (code ?? 1));
  });

  // The CSP carries the build's hashes: a rebuild while nginx runs must reach the header, as it does in the sandbox.
  let policy = readFileSync(path.join(confDir, 'security-headers.conf'), 'utf8');
  watchFile(path.join(distDir, 'csp-hashes.json'), { interval: 1000 }, () => {
    writeSecurityHeaders(options);
    const next = readFileSync(path.join(confDir, 'security-headers.conf'), 'utf8');
    if (next !== policy && !stopping) {
      policy = next;
      nginx.kill('SIGHUP');
    }
  });

  void waitForPort(port, host ?? '127.0.0.1', 10_000).then((up) => {
    if (up && !stopping) {
      console.log(`serve: nginx ready at http://localhost:${port}/account/heloc/register-v2 (platform ${platformUrl})`);
    }
  });
}

// Imported by the tests for writeNginxConfig; run as a script by `npm run serve`.
if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
