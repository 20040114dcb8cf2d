/**
 * Build step after webpack (npm run build): renders the first screens to HTML with react-dom/server, brand-neutral,
 * into dist/prerender/, and writes dist/prerender/pages.json, the one route → file table the sandbox (sandbox/appHost.ts)
 * and the nginx deployment serve from (decision 145). The client hydrates these pages (src/main.tsx).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { prerenderState } from '../src/app/hydration';
import { brandBootScript } from '../src/brand/themeBoot';
import { APP_ROUTES } from '../src/app/router';
import { ModalRegistryProvider } from '../src/ui/Modal';
import { setupStore } from '../store/store';

/** A page rendered at build time: the path it is rendered at, the paths that serve it, and its file. */
interface PrerenderedPage {
  name: string;
  renderAt: string;
  /** Exact paths (no query) answered with this file; everything else under the app answers index.html. */
  paths: string[];
  /** The lazy chunk groups (webpack chunk names) the page's first screen is drawn with. */
  chunkGroups: string[];
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    name: 'register-v2',
    renderAt: '/account/heloc/register-v2',
    paths: ['/account/heloc/register-v2', '/account/heloc/register-v2/'],
    chunkGroups: ['registration'],
  },
];

const ROOT = '<div id="root"></div>';
const ORG_HEAD_MARKER = '<!--org-head-->';

/** Allows an inline script by its sha256 in dist/csp-hashes.json (read by the sandbox and nginx); once per script. */
async function allowInlineScript(distDir: string, script: string): Promise<void> {
  const hashesFile = path.join(distDir, 'csp-hashes.json');
  const hashes = JSON.parse(await readFile(hashesFile, 'utf8')) as Record<string, string[]>;
  const source = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
  const scripts = hashes['script-src'] ?? [];
  if (!scripts.includes(source)) hashes['script-src'] = [...scripts, source];
  await writeFile(hashesFile, `${JSON.stringify(hashes, null, 2)}\n`);
}

/**
 * Puts the brand boot script (src/brand/themeBoot.ts) right after the organisation marker, where the sandbox or nginx
 * includes the orgInfo data block per request. Running the build step twice leaves one script and one hash.
 */
async function addBrandBoot(distDir: string, indexHtml: string): Promise<string> {
  if (!indexHtml.includes(ORG_HEAD_MARKER)) throw new Error(`dist/index.html has no ${ORG_HEAD_MARKER} marker`);
  const script = brandBootScript();
  const element = `<script>${script}</script>`;
  const withBoot = indexHtml.includes(element)
    ? indexHtml
    : indexHtml.replace(ORG_HEAD_MARKER, `${ORG_HEAD_MARKER}${element}`);
  await allowInlineScript(distDir, script);
  await writeFile(path.join(distDir, 'index.html'), withBoot);
  return withBoot;
}

async function render(url: string): Promise<string> {
  const handler = createStaticHandler(APP_ROUTES);
  const context = await handler.query(new Request(`http://prerender.invalid${url}`));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}), not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The state the client hydrates with (src/app/hydration.tsx): nothing known yet, nobody signed in.
  const { store } = setupStore({ preloadedState: prerenderState(url) });
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <ModalRegistryProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ModalRegistryProvider>
      </Provider>
    </StrictMode>,
  );
}

/**
 * The first screen's lazy chunks, linked from the page itself (issue 16): their stylesheet blocks the first paint like
 * main's does, so the prerendered step is drawn styled and nothing moves when the bundle arrives (the kit's cards,
 * for one, are in the step's CSS), and their scripts are preloaded beside main's instead of after it. webpack's CSS
 * loader finds the linked stylesheet by its href and does not load it again.
 */
async function firstScreenAssets(distDir: string, groups: readonly string[]): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'chunk-groups.json'), 'utf8')) as {
    groups: Record<string, string[] | undefined>;
  };
  const files = [...new Set(groups.flatMap((group) => manifest.groups[group] ?? []))];
  if (files.length === 0) throw new Error(`dist/chunk-groups.json has no files for ${groups.join(', ')}`);
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link href="/${file}" rel="stylesheet">`
        : `<link href="/${file}" rel="preload" as="script">`,
    )
    .join('');
}

async function main() {
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const indexHtml = await addBrandBoot(distDir, await readFile(path.join(distDir, 'index.html'), 'utf8'));
  if (!indexHtml.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT} to fill`);
  await mkdir(path.join(distDir, 'prerender'), { recursive: true });
  const routes: Record<string, string> = {};
  for (const page of PRERENDERED_PAGES) {
    const markup = await render(page.renderAt);
    const file = `prerender/${page.name}.html`;
    const assets = await firstScreenAssets(distDir, page.chunkGroups);
    const html = indexHtml.replace('</head>', `${assets}</head>`).replace(ROOT, `<div id="root">${markup}</div>`);
    await writeFile(path.join(distDir, file), html);
    for (const pagePath of page.paths) routes[pagePath] = file;
    console.log(`prerendered ${page.renderAt} → dist/${file} (${markup.length} characters)`);
  }
  await writeFile(path.join(distDir, 'prerender', 'pages.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
