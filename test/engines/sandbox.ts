/**
 * The engines project's sandbox (playwright.engines.config.ts starts it): the ordinary sandbox, behind a small
 * pass-through front on PORT that serves the page probe (./probe.ts) and puts it first in every HTML page. The front
 * changes nothing else (status, headers, the CSP, bodies, WebSockets pass as they are), so the app and the sandbox run
 * as in the main suite; it is a front rather than a sandbox hook because the sandbox is sealed (`ready`) once made.
 */
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createSandbox } from '../../sandbox/server';
import { SERVICE_WORKER_URL } from '../../sandbox/appHost';
import { PROBE_PATH, PROBE_SOURCE, withProbe } from './probe';

/** Where a paused page stops (the signed-in top bar's account links), and for how long. */
const PAUSE_BEFORE = '<nav aria-label="Account" class="top-bar-actions';
const PAUSE_MS = 2500;

async function main(): Promise<void> {
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '..', '..', 'dist'));
  // axe-core as a same-origin script, for the WCAG check of every screen the journeys reach (./access.ts).
  const sandbox = await createSandbox({ distDir, axeScript: require.resolve('axe-core/axe.min.js') });
  const inner = new URL(await sandbox.listen(0, '127.0.0.1'));
  const target = { hostname: '127.0.0.1', port: Number(inner.port) };

  // Issue 47: with the switch on for an engine, the front refuses every connection of that engine's browser (told by
  // its user agent; the two engines run side by side), as a server out of reach does, so a test sees what the page
  // opens from the phone alone (its service worker and caches).
  const refusing = new Set<string>();
  const engineOf = (request: http.IncomingMessage): string | null => {
    const agent = request.headers['user-agent'] ?? '';
    if (/Firefox\//.test(agent)) return 'firefox';
    return /AppleWebKit/.test(agent) && !/Chrome\//.test(agent) ? 'webkit' : null;
  };
  // A deploy while a page is open, for one engine: its browser is sent a service worker script with other bytes, as
  // a new build's would be, while the other engine, running beside it, keeps the one it has.
  const deployed = new Set<string>();
  // Decision 435: a page that comes in two parts, as on a phone whose connection stalls mid-page: for one engine, an
  // application page's HTML stops before the top bar's account links and the rest follows after PAUSE_MS, longer
  // than the page's starter waits for a first paint, so the app's scripts run while the rest is still coming.
  const paused = new Set<string>();
  const switches = { refuse: refusing, deploy: deployed, pause: paused };
  const front = http.createServer((request, response) => {
    const toggle = /^\/__engines\/(refuse|deploy|pause)\?engine=(webkit|firefox)&on=([01])$/.exec(request.url ?? '');
    if (toggle && request.method === 'POST') {
      const [, name = '', engine = '', on] = toggle;
      const set = switches[name as keyof typeof switches];
      if (on === '1') set.add(engine);
      else set.delete(engine);
      response.writeHead(204, { 'cache-control': 'no-store' });
      response.end();
      return;
    }
    if (refusing.has(engineOf(request) ?? '')) {
      request.socket.destroy();
      return;
    }
    if (request.url === PROBE_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(PROBE_SOURCE);
      return;
    }
    // The original Host goes through, so the sandbox names the front's origin in org-info and in its links; pages
    // come uncompressed, so the probe can go into them (on loopback, compression saves nothing).
    const headers = { ...request.headers };
    delete headers['accept-encoding'];
    const newBuild =
      request.method === 'GET' && request.url === SERVICE_WORKER_URL && deployed.has(engineOf(request) ?? '');
    if (newBuild) {
      // The new bytes come whole, never as "not modified" for the file the browser has.
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forwarded = http.request({ ...target, method: request.method, path: request.url, headers }, (answer) => {
      const type = answer.headers['content-type'] ?? '';
      const encoded = answer.headers['content-encoding'] !== undefined;
      if (newBuild && !encoded && answer.statusCode === 200) {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = `${Buffer.concat(chunks).toString('utf8')}\n// a later deploy\n`;
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete headers['transfer-encoding'];
          delete headers.etag;
          delete headers['last-modified'];
          response.writeHead(200, headers);
          response.end(body);
        });
        return;
      }
      if (!type.startsWith('text/html') || encoded || request.method === 'HEAD') {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = withProbe(Buffer.concat(chunks).toString('utf8'));
        const pauseAt = paused.has(engineOf(request) ?? '') ? body.indexOf(PAUSE_BEFORE) : -1;
        if (pauseAt >= 0) {
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.write(body.slice(0, pauseAt));
          setTimeout(() => response.end(body.slice(pauseAt)), PAUSE_MS);
          return;
        }
        const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
        delete headers['transfer-encoding'];
        response.writeHead(answer.statusCode ?? 502, headers);
        response.end(body);
      });
    });
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  // WebSockets (the chat): the upgrade request and then both directions, byte for byte.
  front.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = net.connect(target.port, target.hostname, () => {
      const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  // Longer than any pause between a test's own calls (a switch turned on, a step, the switch turned off): with Node's
  // 5 s, the front could close an idle kept-alive socket just as the test's client reused it (ECONNRESET, seen once).
  front.keepAliveTimeout = 120_000;
  front.headersTimeout = 121_000;
  await new Promise<void>((resolve) => front.listen(Number(process.env.PORT ?? 0), 'localhost', resolve));

  const stop = (): void => {
    front.close();
    void sandbox.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const address = front.address();
  console.log(`Engines sandbox ready: http://localhost:${typeof address === 'object' && address ? address.port : ''}`);
}

main().catch((error: unknown) => {
  console.error('Engines sandbox failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
