/**
 * Build step after webpack (npm run build): renders the first screens to HTML with react-dom/server, brand-neutral,
 * into dist/prerender/, and writes dist/prerender/pages.json, the one route → file table the sandbox (sandbox/appHost.ts)
 * and the nginx deployment serve from (decision 145). The client hydrates these pages (src/main.tsx).
 */
import { holdUntilReadyScript } from '../src/boot/heldInput';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { prerenderedAttributes, prerenderState, type PrerenderedAs } from '../src/app/hydration';
import { brandBootScript, FIRST_LANGUAGE_PENDING_CLASS } from '../src/brand/themeBoot';
import { DEFAULT_LOCALE, LOCALES, setFormatLocale, type Locale } from '../src/lib/locale';
import { loadTranslator } from '../src/i18n/translator';
import { firstCallsScript, type ScreenFiles } from '../src/boot/firstCallsScript';
import { keptScreenScript } from '../src/boot/keptScreenScript';
import { buildOf } from '../features/offline/keptScreen';
import { loadFailedScript } from '../src/boot/loadFailed';
import type { BannerTexts } from '../src/boot/bannerPaint';
import { build as esbuild } from 'esbuild';
import { esbuildTargets } from './webpack/browser-targets.js';
import { AppRoutes, preloadRoutes, PRERENDERED_ROUTE, screensOf } from '../src/app/router';
import { firstScreensByStatus } from '../features/application/routing/firstScreens';
import { ModalRegistryProvider } from '../src/ui/modalRegistry';
import { LocaleProvider } from '../src/i18n/LocaleProvider';
import { setupStore } from '../store/store';
import { ANY_APPLICATION_UUID, APP_BASE } from '../src/lib/url';
import { localizedPageFile } from '../sandbox/appHost';
import { escapeHtml } from '../sandbox/html';
import { BRAND_ICONS_SOURCE_DIR } from './brand-icons';
import { readChunkGroups, sourcesOf, type ChunkGroups } from './bench-size-lib.mjs';

/** A page rendered at build time: the path it is rendered at, the routes that serve it, and its file. */
interface PrerenderedPage {
  name: string;
  renderAt: string;
  /**
   * What the page is rendered as (src/app/hydration.tsx), in each language: the client hydrates it when its first
   * render is this.
   */
  as: Omit<PrerenderedAs, 'locale'>;
  /**
   * Routes answered with this file (sandbox/appHost.ts): exact paths (no query), or patterns with `:uuid` and a last
   * `*`; everything else under the app answers index.html.
   */
  routes: string[];
  /** The lazy chunk groups (webpack chunk names) the page's first screen is drawn with. */
  chunkGroups: string[];
  /**
   * Whether the page preloads its scripts, still run only after the first paint. Only where the page's largest paint
   * comes after the bundle anyway (see `startAfterFirstPaint`).
   */
  preloadScripts: boolean;
  /** Whether the page sends the application's first calls itself (src/boot/firstCallsScript.ts). */
  sendsFirstCalls: boolean;
  /** Whether the page paints the screen its borrower last saw before any script runs (src/boot/keptScreenScript.ts). */
  paintsKeptScreen: boolean;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    name: 'register-v2',
    renderAt: '/account/heloc/register-v2',
    as: { route: PRERENDERED_ROUTE.registerV2, signedIn: false },
    routes: ['/account/heloc/register-v2', '/account/heloc/register-v2/'],
    chunkGroups: ['registration', 'react-dom'],
    // The first step is the page's largest paint: nothing may share the bandwidth before it (decision 150).
    preloadScripts: false,
    sendsFirstCalls: false,
    paintsKeptScreen: false,
  },
  {
    // The application area's frame with its placeholder (top bar, sidebar, main): the same for every application
    // and every page of the area, so one file answers them all; the screen comes once the status is known.
    name: 'application',
    renderAt: `${APP_BASE}/${ANY_APPLICATION_UUID}`,
    as: { route: PRERENDERED_ROUTE.applicationArea, signedIn: true },
    routes: ['/account/heloc/:uuid/*'],
    // The area's chunk holds its sagas too: they fetch the application, and would otherwise wait for the frame to mount.
    chunkGroups: ['application-area', 'react-dom'],
    // The page's largest paint is the screen, drawn from the application's data once the bundle has run; the frame's
    // paint needs nothing from the network (its styles are inline). The scripts leave with the page, not one round
    // trip after its first paint (decision 166).
    preloadScripts: true,
    // Its first calls leave with the HTML, beside the scripts (decision 176).
    sendsFirstCalls: true,
    // A return visit paints the screen last seen from the device at once (decision 426).
    paintsKeptScreen: true,
  },
];

const ROOT = '<div id="root"></div>';
const HTML_LANG = `<html lang="${DEFAULT_LOCALE}"`;
const ORG_HEAD_MARKER = '<!--org-head-->';

/** Allows an inline script or style by its sha256 in dist/csp-hashes.json (read by the sandbox and nginx); once each. */
async function allowInline(distDir: string, directive: 'script-src' | 'style-src', code: string): Promise<void> {
  const hashesFile = path.join(distDir, 'csp-hashes.json');
  const hashes = JSON.parse(await readFile(hashesFile, 'utf8')) as Record<string, string[]>;
  const source = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
  const allowed = hashes[directive] ?? [];
  if (!allowed.includes(source)) hashes[directive] = [...allowed, source];
  await writeFile(hashesFile, `${JSON.stringify(hashes, null, 2)}\n`);
}

const allowInlineScript = (distDir: string, script: string) => allowInline(distDir, 'script-src', script);

/** The brand boot script, with the files of each language's catalogue (decision 381), which it preloads. */
function bootScript(distDir: string): string {
  const groups = readChunkGroups(distDir).groups;
  const catalogues: Partial<Record<Locale, string[]>> = {};
  for (const locale of LOCALES.filter((one) => one !== DEFAULT_LOCALE)) {
    const files = (groups[`locale-${locale}`] ?? []).filter((file) => file.endsWith('.js'));
    if (files.length === 0) throw new Error(`dist/chunk-groups.json has no locale-${locale} chunk group`);
    catalogues[locale] = files.map((file) => `/${file}`);
  }
  return brandBootScript(catalogues);
}

/**
 * Puts the brand boot script (src/brand/themeBoot.ts) right after the organisation marker, where the sandbox or nginx
 * includes the orgInfo data block per request, and the load-failure watch (src/boot/loadFailed.ts) after it, before
 * any of the app's scripts. Running the build step twice leaves each script and hash once.
 */
async function addBrandBoot(distDir: string, indexHtml: string): Promise<string> {
  if (!indexHtml.includes(ORG_HEAD_MARKER)) throw new Error(`dist/index.html has no ${ORG_HEAD_MARKER} marker`);
  const scripts = [bootScript(distDir), loadFailedScript()];
  const elements = scripts.map((script) => `<script>${script}</script>`).join('');
  const withBoot = indexHtml.includes(elements)
    ? indexHtml
    : indexHtml.replace(ORG_HEAD_MARKER, `${ORG_HEAD_MARKER}${elements}`);
  for (const script of scripts) await allowInlineScript(distDir, script);
  await writeFile(path.join(distDir, 'index.html'), withBoot);
  return withBoot;
}

/** The built script files each source file (relative to the project) is in, from their source maps. */
function filesBySource(distDir: string, manifest: ChunkGroups): Map<string, string[]> {
  const bySource = new Map<string, string[]>();
  const scripts = new Set(
    Object.values(manifest.groups).flatMap((files) => files?.filter((file) => file.endsWith('.js')) ?? []),
  );
  for (const file of scripts)
    for (const source of sourcesOf(distDir, file)) bySource.set(source, [...(bySource.get(source) ?? []), file]);
  return bySource;
}

/** The project files a loaded screen component is exported from (this build step runs the sources as CommonJS). */
function modulesExporting(screen: unknown): string[] {
  return Object.entries(require.cache).flatMap(([file, loaded]) => {
    const exported: unknown = loaded?.exports;
    return typeof exported === 'object' && exported !== null && Object.values(exported).includes(screen)
      ? [path.relative(process.cwd(), file)]
      : [];
  });
}

/**
 * The files of the screens each status-decided path shows (decision 350) that the page does not load already: for
 * each screen, the smallest chunk group holding every module that exports it (the module that defines it, and one
 * that passes it on). A screen made by a factory rather than exported is not found, and its path starts its data only.
 */
async function screenFilesOf(distDir: string, pageGroups: readonly string[]): Promise<ScreenFiles> {
  const manifest = readChunkGroups(distDir);
  const bySource = filesBySource(distDir, manifest);
  const groups = Object.values(manifest.groups).flatMap((group) => (group ? [group] : []));
  const onPage = new Set(['main', ...pageGroups].flatMap((group) => manifest.groups[group] ?? []));
  const files: Record<string, string[]> = {};
  for (const screenPath of new Set(Object.values(firstScreensByStatus()))) {
    const needed = new Set<string>();
    for (const screen of await screensOf(`${APP_BASE}/${ANY_APPLICATION_UUID}/${screenPath}`)) {
      // A module that only passes the screen on has no code of its own in any file.
      const builtIn = modulesExporting(screen).flatMap((source) =>
        bySource.has(source) ? [bySource.get(source) ?? []] : [],
      );
      if (builtIn.length === 0) continue;
      const holding = groups
        .filter((group) => builtIn.every((built) => built.some((file) => group.includes(file))))
        .sort((one, other) => one.length - other.length);
      for (const file of holding[0] ?? []) if (!onPage.has(file)) needed.add(file);
    }
    if (needed.size > 0) files[screenPath] = [...needed].sort().map((file) => `/${file}`);
  }
  return files;
}

/** The page's first calls sent by the page itself, right after the brand boot script (the organisation is known). */
async function sendFirstCallsFromPage(distDir: string, html: string, pageGroups: readonly string[]): Promise<string> {
  const boot = `<script>${bootScript(distDir)}</script>`;
  if (!html.includes(boot)) throw new Error('the page has no brand boot script to send its first calls after');
  const script = await firstCallsScript(await screenFilesOf(distDir, pageGroups));
  await allowInlineScript(distDir, script);
  return html.replace(boot, `${boot}<script>${script}</script>`);
}

/** When no first-paint entry has come by then, the app starts anyway. */
const FIRST_PAINT_FALLBACK_MS = 1500;

const ENTRY_SCRIPTS = /<script defer="defer" src="(\/static\/[\w.-]+\.js)"><\/script>/g;
const INDEX_PRELOADS = /<link rel="preload" as="script" href="\/static\/[\w.-]+\.js">/g;

/**
 * A prerendered page is painted before the bundle runs (issue 16). With deferred scripts the browser may run the
 * bundle (its evaluation and the hydration) before its first frame when the scripts come in as fast as the
 * stylesheets, and the first step then shows only after them. The page instead starts the entry's files and the first
 * screen's chunks from a small inline script once the first contentful paint is reported (a PerformanceObserver; at
 * once in a hidden tab or a page held for its language, and after a bound if no paint is reported). They are not
 * preloaded: a script fetched before the paint shares the phone's bandwidth with the stylesheets the paint waits for
 * (Lighthouse then counts it in the page's LCP). They are async scripts: each is compiled in its own task as it
 * arrives, and webpack starts the entry once all of its files are in. Until the app has taken the page over, the
 * starter also holds back a form the borrower submits and a button they press (src/boot/heldInput.ts): the app asks
 * them again once it can answer. Allowed by its hash like the boot script.
 */
async function startAfterFirstPaint(
  distDir: string,
  html: string,
  firstScreenScripts: string[],
  preload: boolean,
): Promise<string> {
  const entries = [...html.matchAll(ENTRY_SCRIPTS)];
  const entrySources = entries.map((entry) => entry[1] ?? '');
  if (!entrySources.some((src) => /\/static\/main\.\w+\.js$/.test(src)))
    throw new Error('the page has no deferred main script to start after the first paint');
  const sources = [...new Set([...entrySources, ...firstScreenScripts])];
  const script = [
    holdUntilReadyScript(),
    `(function(d){var started=false;function go(){if(started)return;started=true;`,
    `${JSON.stringify(sources)}.forEach(function(src){var s=d.createElement('script');s.src=src;d.head.appendChild(s)})}`,
    // A tab opened in the background paints nothing until shown, nor does a page held for its language until the app
    // draws it in that language (decision 381): start at once there.
    `if(d.visibilityState!=='visible'||d.documentElement.classList.contains(${JSON.stringify(FIRST_LANGUAGE_PENDING_CLASS)})){go();return}`,
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()})`,
    `.observe({type:'paint',buffered:true})}catch(e){go();return}`,
    // A browser that reports no paint still starts the app.
    `setTimeout(go,${FIRST_PAINT_FALLBACK_MS})})(document);`,
  ].join('');
  await allowInlineScript(distDir, script);
  let rest = html;
  for (const entry of entries) rest = rest.replace(entry[0], '');
  // index.html's own preloads (webpack.config.js, PreloadChunkGroupsPlugin): the page orders its downloads itself.
  rest = rest.replace(INDEX_PRELOADS, '');
  // Without a crossorigin attribute, as the starter's script elements have none, so they take the preloaded answers.
  // The largest first: over HTTP/1.1 a browser opens six connections to a host, and with the page's first calls
  // beside them the last file asked for waits for a free one, a round trip on a phone; the file left waiting should be
  // the one that still arrives before the others (decision 354).
  const sizeOf = (src: string) => statSync(path.join(distDir, src)).size;
  const bySize = [...sources].sort((a, b) => sizeOf(b) - sizeOf(a));
  const preloads = preload ? bySize.map((src) => `<link rel="preload" as="script" href="${src}">`).join('') : '';
  return rest.replace('</head>', `<script>${script}</script>${preloads}</head>`);
}

async function render(url: string, as: PrerenderedAs): Promise<string> {
  // The client hydrates only once the page's screens are loaded (src/main.tsx): the build renders them in place too.
  await preloadRoutes(url);
  // And once the page's language is settled, its catalogue loaded and its formats in use (decision 384).
  await loadTranslator(as.locale);
  setFormatLocale(as.locale);
  // The state the client hydrates with (src/app/hydration.tsx): nothing known yet.
  const { store } = setupStore({ preloadedState: prerenderState(url, as.signedIn, as.locale) });
  try {
    return renderToString(
      <StrictMode>
        <Provider store={store}>
          <LocaleProvider>
            <ModalRegistryProvider>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </ModalRegistryProvider>
          </LocaleProvider>
        </Provider>
      </StrictMode>,
    );
  } finally {
    setFormatLocale(DEFAULT_LOCALE);
  }
}

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /(<meta name="description" content=")([^"]*)(")/;
const HEADING = /<h1\b[^>]*>([\s\S]*?)<\/h1>/;

/**
 * The page's title and description in its language. The title is the first screen's heading where the page has one:
 * what PageHeading makes it once the app runs, so the tab reads the same from the first byte (and a page built in
 * Spanish is not titled in English until then); else the site's own title, translated.
 */
async function localizedHead(html: string, markup: string, locale: Locale): Promise<string> {
  const title = TITLE.exec(html)?.[1];
  const description = DESCRIPTION.exec(html)?.[2];
  if (title === undefined || description === undefined) throw new Error('dist/index.html has no title or description');
  const { text } = await loadTranslator(locale);
  for (const english of [title, description])
    if (locale !== DEFAULT_LOCALE && text(english) === english)
      throw new Error(`The catalogue has no ${locale} for the page's "${english}" (src/i18n/messages/shell.ts)`);
  // The heading's text as React wrote it (escaped), less any element inside it.
  const heading = HEADING.exec(markup)?.[1]
    ?.replace(/<[^>]*>/g, '')
    .trim();
  return html
    .replace(TITLE, () => `<title>${heading || escapeHtml(text(title))}</title>`)
    .replace(DESCRIPTION, (_whole, start: string, _english: string, end: string) =>
      [start, escapeHtml(text(description)), end].join(''),
    );
}

/**
 * A page's file in `locale`: English is the page's own name, which pages.json lists; another language's is the name
 * the sandbox and nginx look for when the request asks for that language (register-v2.es.html, decision 384).
 */
const pageFile = (name: string, locale: Locale): string => {
  const english = `prerender/${name}.html`;
  return localizedPageFile(english, locale) ?? english;
};

/**
 * A stylesheet of the first paint written into the page (issue 16: critical CSS inline): no request stands between the
 * HTML and its first paint. `data-href` names the file, so webpack's CSS loader (mini-css-extract-plugin's runtime
 * looks for `style[data-href]` as for a link) counts a lazy chunk's stylesheet as loaded and does not fetch it again.
 * Allowed by its hash; the source-map comment is left out (it would resolve against the page's URL).
 */
async function inlineStylesheet(distDir: string, file: string): Promise<string> {
  const css = (await readFile(path.join(distDir, file), 'utf8')).replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  if (/<\/style/i.test(css)) throw new Error(`${file} cannot be written into a <style> element`);
  await allowInline(distDir, 'style-src', css);
  return `<style data-href="/${file}">${css}</style>`;
}

const STYLESHEET_LINK = /<link href="\/(static\/[\w.-]+\.css)" rel="stylesheet">/g;

/** The page's own stylesheet links (main's) replaced by the stylesheets themselves. */
async function inlineLinkedStylesheets(distDir: string, html: string): Promise<string> {
  let inlined = html;
  for (const [link, file] of html.matchAll(STYLESHEET_LINK))
    inlined = inlined.replace(link, await inlineStylesheet(distDir, file ?? ''));
  return inlined;
}

/**
 * The first screen's lazy chunks (issue 16): their stylesheets, written into the page itself like main's, so the
 * prerendered step is drawn styled and nothing moves when the bundle arrives (the kit's cards, for one, are in the
 * step's CSS); their scripts start with the entry's instead of after it. webpack's CSS loader finds an inlined
 * stylesheet by its data-href, and its chunk loader a started chunk by its registration, and neither loads it again.
 */
async function firstScreenAssets(
  distDir: string,
  groups: readonly string[],
): Promise<{ stylesheets: string; scripts: string[] }> {
  const manifest = readChunkGroups(distDir);
  const files = [...new Set(groups.flatMap((group) => manifest.groups[group] ?? []))];
  if (groups.length > 0 && files.length === 0)
    throw new Error(`dist/chunk-groups.json has no files for ${groups.join(', ')}`);
  const stylesheets = await Promise.all(
    files.filter((file) => file.endsWith('.css')).map((file) => inlineStylesheet(distDir, file)),
  );
  return {
    stylesheets: stylesheets.join(''),
    scripts: files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`),
  };
}

/**
 * The banner strip's paint (src/boot/bannerPaint.ts, decision 430): bundled from the app's own banner rules, for the
 * supported browsers, with the strip's labels in every language a page is built in.
 */
async function bannerPaintElement(distDir: string): Promise<string> {
  const texts: BannerTexts = {};
  for (const locale of LOCALES) {
    const { text } = await loadTranslator(locale);
    texts[locale] = { region: text('Announcements'), dismiss: text('Dismiss announcement') };
  }
  const built = await esbuild({
    stdin: {
      contents: `import { runBannerPaint } from './src/boot/bannerPaint';\nrunBannerPaint(window, ${JSON.stringify(texts)});`,
      resolveDir: path.resolve('.'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    legalComments: 'none',
    target: esbuildTargets(),
  });
  const script = (built.outputFiles[0]?.text ?? '').trim();
  if (script === '') throw new Error('the banner paint script built empty');
  await allowInlineScript(distDir, script);
  return `<script>${script}</script>`;
}

/** The kept screen's script for a page (src/boot/keptScreenScript.ts), tagged with the build of its main script. */
async function keptScreenElement(distDir: string, html: string): Promise<string> {
  const build = buildOf(/\/static\/main\.\w+\.js/.exec(html)?.[0] ?? null);
  if (build === null) throw new Error('the page names no main script to tag its kept screen with');
  const script = keptScreenScript(build);
  await allowInlineScript(distDir, script);
  return `<script>${script}</script>`;
}

/**
 * Decision 435: the page's first frame waits until everything after the root has been parsed (a `rel=expect` link to
 * an empty element at the body's end, render-blocking). A browser may otherwise paint a page it has parsed only in part
 * (the parser yields on a slow phone, or the rest of the HTML is a round trip away): the top bar's end, which grows
 * leftwards, was drawn with some of its controls and moved as the rest came (0.0036-0.0046 at 1280 px), and the scripts
 * after the root that paint the banners and the kept screen before the first frame (decisions 426, 430) could run
 * after it. Chromium honours it; engines that do not paint as before.
 */
const PAGE_PARSED_ID = 'page-parsed';
const PAGE_PARSED_EXPECT = `<link rel="expect" href="#${PAGE_PARSED_ID}" blocking="render">`;
const PAGE_PARSED_MARK = `<template id="${PAGE_PARSED_ID}"></template>`;

async function main() {
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const indexHtml = await addBrandBoot(distDir, await readFile(path.join(distDir, 'index.html'), 'utf8'));
  if (!indexHtml.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT} to fill`);
  await mkdir(path.join(distDir, 'prerender'), { recursive: true });
  const routes: Record<string, string> = {};
  const bannerPaint = await bannerPaintElement(distDir);
  for (const page of PRERENDERED_PAGES) {
    const assets = await firstScreenAssets(distDir, page.chunkGroups);
    const pageHtml = page.sendsFirstCalls
      ? await sendFirstCallsFromPage(distDir, indexHtml, page.chunkGroups)
      : indexHtml;
    const started = await startAfterFirstPaint(
      distDir,
      (await inlineLinkedStylesheets(distDir, pageHtml)).replace(
        '</head>',
        `${assets.stylesheets}${PAGE_PARSED_EXPECT}</head>`,
      ),
      assets.scripts,
      page.preloadScripts,
    );
    const afterRoot =
      bannerPaint + (page.paintsKeptScreen ? await keptScreenElement(distDir, started) : '') + PAGE_PARSED_MARK;
    // Each page in every language the app speaks: a borrower who asks for Spanish sees it from the first paint,
    // where a page built in English alone was hidden until the app had drawn it in Spanish (decision 384).
    for (const locale of LOCALES) {
      const as: PrerenderedAs = { ...page.as, locale };
      const markup = await render(page.renderAt, as);
      if (!started.includes(HTML_LANG)) throw new Error(`dist/index.html has no ${HTML_LANG}`);
      const html = (await localizedHead(started, markup, locale))
        .replace(HTML_LANG, `<html lang="${locale}"`)
        .replace(ROOT, `<div id="root" ${prerenderedAttributes(as)}>${markup}</div>${afterRoot}`);
      const file = pageFile(page.name, locale);
      await writeFile(path.join(distDir, file), html);
      if (locale === DEFAULT_LOCALE) for (const route of page.routes) routes[route] = file;
      console.log(`prerendered ${page.renderAt} in ${locale} → dist/${file} (${markup.length} characters)`);
    }
  }
  await writeFile(path.join(distDir, 'prerender', 'pages.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
  // The brands' icons the boot script links (src/brand/icons.ts), drawn once by `npm run brand-icons`.
  await cp(BRAND_ICONS_SOURCE_DIR, path.join(distDir, 'brand-icons'), { recursive: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
