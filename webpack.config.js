const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { Compilation, DefinePlugin, sources } = require('webpack');
const { version } = require('./package.json');
const { esbuildTargets, swcTargets } = require('./tools/webpack/browser-targets.js');
const { createHash } = require('node:crypto');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { readdirSync, readFileSync } = require('node:fs');

// react-router's package exports name only its development build (dev warnings kept behind a flag); production
// builds take the production build beside it (docs/decisions.md).
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Writes chunk-groups.json beside index.html: the files of the entry and of every named lazy chunk group (a route's
 * screens with the shared chunks they need), so the size budget check (tools/bench-size-check.mjs) can sum a route's
 * first-paint files without a browser. The sandbox serves only static/ and index.html, so it is never downloaded.
 */
class ChunkGroupsManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const group of compilation.chunkGroups) {
            if (!group.name) continue;
            const files = new Set(groups[group.name] ?? []);
            for (const chunk of group.chunks)
              for (const file of chunk.files) if (!file.endsWith('.map')) files.add(file);
            groups[group.name] = [...files].sort();
          }
          const entrypoints = [...compilation.entrypoints.keys()];
          const json = JSON.stringify({ entrypoints, groups }, null, 2);
          compilation.emitAsset('chunk-groups.json', new sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Preloads the files of named lazy chunk groups from index.html: React DOM is loaded by the start-up's render stage
 * (src/main.tsx), not with the entry, so the entry starts without waiting for it (an application page's first calls
 * and its screen's code leave the sooner, issue 47 item 4), and a page without a prerender still fetches it beside
 * the entry, not one round trip after. The prerendered pages order their own downloads (tools/prerender.tsx).
 */
class PreloadChunkGroupsPlugin {
  constructor(names) {
    /** The groups' names; index.html must preload each group's files (npm run test:size checks it). */
    this.names = names;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunkGroupsPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadChunkGroupsPlugin', (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        for (const name of this.names) {
          // Builds from other entries (the gallery, the replay viewer, the bench's floor) have no such group; the
          // app's is checked by npm run test:size (tools/bench-size-check.mjs).
          const group = compilation.namedChunkGroups.get(name);
          for (const file of group?.getFiles() ?? [])
            if (file.endsWith('.js'))
              data.headTags.push({
                tagName: 'link',
                voidTag: true,
                meta: { plugin: 'PreloadChunkGroupsPlugin' },
                attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
              });
        }
        return data;
      });
    });
  }
}

/**
 * An area chunk never loads without the frame's chunk (`application-area`, isAreaChunk); webpack cannot know it, since
 * the route table, in the entry, imports every screen. Each area chunk's groups therefore take the frame's chunk as a
 * member (one the browser has already, as for any chunk split off), and what the frame's chunk holds leaves the
 * screens' files: the offer screen carried its own copies of the
 * progress stages, the money formatting and the notice, 2.3 KB gzip of the first paint twice (decision 354).
 */
class AreaFrameChunkPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('AreaFrameChunkPlugin', (compilation) => {
      // After SplitChunksPlugin (STAGE_ADVANCED), so the modules it has moved are where they end up.
      compilation.hooks.optimizeChunks.tap({ name: 'AreaFrameChunkPlugin', stage: 20 }, (chunks) => {
        const frame = compilation.namedChunks.get(AREA_FRAME_CHUNK);
        if (frame === undefined) return;
        const { chunkGraph } = compilation;
        for (const chunk of chunks) {
          if (chunk === frame || !isAreaChunk(chunk.name ?? '')) continue;
          const shared = chunkGraph
            .getChunkModules(chunk)
            .filter((module) => chunkGraph.isModuleInChunk(module, frame));
          if (shared.length === 0) continue;
          for (const module of shared) chunkGraph.disconnectChunkAndModule(chunk, module);
          for (const group of chunk.groupsIterable)
            if (!group.chunks.includes(frame)) {
              group.insertChunk(frame, chunk);
              frame.addGroup(group);
            }
        }
      });
    });
  }
}

/**
 * Writes csp-hashes.json beside index.html: a sha256 source for every inline script and style the built page carries,
 * so the sandbox's CSP (sandbox/securityHeaders.ts) and the nginx deployment allow them by hash, never by
 * 'unsafe-inline' or a per-request nonce (the organisation fragment is included per request, the page is static).
 * JSON data blocks are never executed and need no hash.
 */
class CspHashesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('CspHashesPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap('CspHashesPlugin', (data) => {
        // A script with src has no inline body to allow; a JSON data block is never executed.
        const inlineBodies = (pattern) =>
          [...data.html.matchAll(pattern)]
            .filter(([, attributes]) => !/\bsrc=|type=["']?application\/(ld\+)?json/i.test(attributes))
            .map(([, , body]) => body);
        const sha256Sources = (bodies) => [
          ...new Set(bodies.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)),
        ];
        const hashes = {
          'script-src': sha256Sources(inlineBodies(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)),
          'style-src': sha256Sources(inlineBodies(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)),
        };
        compilation.emitAsset('csp-hashes.json', new sources.RawSource(`${JSON.stringify(hashes, null, 2)}\n`));
        return data;
      });
    });
  }
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes foo.js.gz and foo.js.br beside every script and stylesheet of static/, compressed once at build time at the
 * highest levels; the sandbox (@fastify/static `preCompressed`) and nginx (`gzip_static`, and `brotli_static` where it
 * has the module: decision 355) send them to a browser that accepts them. A page's scripts are about a third of their size on the wire (issue 16).
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => /^static\/.+\.(js|css)$/.test(name));
          await Promise.all(
            names.map(async (name) => {
              const content = compilation.getAsset(name).source.buffer();
              const [gz, br] = await Promise.all([
                gzip(content, { level: 9 }),
                brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              ]);
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            }),
          );
        },
      );
    });
  }
}

/**
 * pdf.js's standard fonts, copied to static/pdf-fonts/<pdf.js version>/ (same origin: font-src and connect-src 'self'),
 * for `standardFontDataUrl` (features/documents/pdfjs.ts). A PDF that names a standard font without embedding it
 * (the sandbox's Helvetica) is drawn with the system's font, else with the Liberation font fetched from here, where
 * it logged "Cannot load system font" and fell back to a guess (Firefox's local fonts, issue 46). Nothing asks for
 * them but such a document; by version since /static/ is cached for good; not precached (decision 311's rule).
 */
class PdfStandardFontsPlugin {
  apply(compiler) {
    const dir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
    const { version: pdfjsVersion } = require('pdfjs-dist/package.json');
    compiler.hooks.thisCompilation.tap('PdfStandardFontsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PdfStandardFontsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of readdirSync(dir)) {
            compilation.emitAsset(
              `static/pdf-fonts/${pdfjsVersion}/${file}`,
              new sources.RawSource(readFileSync(path.join(dir, file))),
            );
          }
        },
      );
    });
  }
}

/**
 * The application area's chunks besides its frame's (`application-area`: the frame and the area's sagas): its screens
 * and the frame's own lazy parts. Each is drawn inside the frame, except the bank-link return outside /{uuid}, which
 * starts the area's sagas at once and so needs the frame's chunk as well.
 */
const isAreaChunk = (name) => /^application-/.test(name) || name === 'offline-last-seen' || name === 'transient-status';
const AREA_FRAME_CHUNK = 'application-area';

/** A cache group that puts an entry library's modules in a file of their own. */
const entryLibrary = (name, test) => ({ name, test, chunks: 'initial', priority: 20, enforce: true });

/** One browser entry; every screen after the registration entry is a lazily loaded chunk (DESIGN.md). */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      // DIST_DIR lets two builds on one machine (parallel work, the bench) keep apart; the sandbox and prerender read it too.
      path: path.resolve(__dirname, process.env.DIST_DIR ?? 'dist'),
      // Assets land in dist/static (served at /static/); index.html stays at dist/ so it can be injected per request.
      filename: 'static/[name].[contenthash:10].js',
      chunkFilename: 'static/[name].[contenthash:10].js',
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    // Source maps as separate files: the CSP forbids eval, so no eval-based devtool even in development.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    // The webpack runtime is written for the supported browsers of package.json's browserslist, as swc writes our code.
    target: 'browserslist',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: production ? { 'react-router$': reactRouterProduction } : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              // The supported browsers (package.json's browserslist) decide which syntax is rewritten; swc forbids
              // `jsc.target` beside them.
              env: { targets: swcTargets() },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // Unused react-router components left out of the bundle (tools/webpack/pure-components-loader.js).
        ...(production
          ? [
              {
                test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
                use: path.resolve(__dirname, 'tools/webpack/pure-components-loader.js'),
              },
            ]
          : []),
      ],
    },
    plugins: [
      // The app version goes into every diagnostic action log.
      new DefinePlugin({ 'process.env.APP_VERSION': JSON.stringify(version) }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        filename: 'index.html',
        scriptLoading: 'defer',
        // html-webpack-plugin's production defaults, except that the organisation marker survives (sandbox, nginx SSI).
        minify: production && {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          ignoreCustomComments: [/^org-head$/],
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
        },
      }),
      new PreloadChunkGroupsPlugin(['react-dom']),
      new CspHashesPlugin(),
      new MiniCssExtractPlugin({
        filename: 'static/[name].[contenthash:10].css',
        chunkFilename: 'static/[name].[contenthash:10].css',
      }),
      new AreaFrameChunkPlugin(),
      new ChunkGroupsManifestPlugin(),
      new PdfStandardFontsPlugin(),
      // The service worker (src/sw/sw.ts, issue 47) at dist/sw.js, which the sandbox and nginx serve at
      // /account/heloc/sw.js. It precaches the build's scripts and styles except the PDF chunks (pdf.js, its worker,
      // pdf-lib: 1.5 MB that only a document being opened needs, and no document is kept on the device): a returning
      // borrower's every screen comes from the phone, online or not (decision 311).
      new InjectManifest({
        swSrc: './src/sw/sw.ts',
        swDest: 'sw.js',
        include: [/^static\/[^/]+\.(js|css)$/],
        excludeChunks: ['pdfjs', 'pdfjs-worker', 'adverse-action-pdf'],
        // Hashed names change with their content: the URL is the revision.
        dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      splitChunks: {
        // webpack's 'async' (chunks that are not initial), except pdf.js's worker: a module worker cannot load a
        // split-off chunk (webpack's worker chunk loading is importScripts), so its one file keeps pdf.js's worker
        // whole behind the stream polyfill it imports first (features/documents/pdfWorker.ts, issue 46).
        //
        // Nor the application area's chunks (decision 354): each stays one whole file, so an application page's first
        // screen is two files (the area's and its screen's) where it was six. Over HTTP/1.1 (the sandbox, and any
        // server without HTTP/2) a browser opens six connections to a host: with the page's two first calls beside
        // them, every file past those waited a round trip on a phone for a free one. What the screens share is copied
        // into each screen's file, except what the frame's chunk holds (AreaFrameChunkPlugin): the whole build grew by
        // 5.5 KB gzip, and webpack runs one instance of a module however many files carry it.
        chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'pdfjs-worker' && !isAreaChunk(chunk.name ?? ''),
        // The entry's libraries in files of their own (issue 16): the browser compiles each script in a task of its
        // own as it arrives, where one bundle was one long task on a phone. No extra round trip (the page starts
        // them all at once); 1.3 KB gzip of chunk wrappers (decision 151).
        cacheGroups: {
          // React DOM loads with the render stage's chunk group (`react-dom`, src/main.tsx), not with the entry; the
          // render code of that group comes in the same file, one request rather than two (decision 354). Whatever
          // else needs a module of it draws a screen, so React DOM is in by then.
          reactDom: {
            name: 'react-dom-client',
            chunks: 'all',
            priority: 20,
            enforce: true,
            test: (module, { chunkGraph }) =>
              /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/.test(module.resource ?? '') ||
              [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'react-dom'),
          },
          router: entryLibrary('router', /[\\/]node_modules[\\/]react-router[\\/]/),
          state: entryLibrary(
            'state',
            /[\\/]node_modules[\\/](@reduxjs|redux|redux-saga|@redux-saga|typed-redux-saga|redux-persist|react-redux|immer|reselect)[\\/]/,
          ),
        },
      },
      // swc's minifier instead of terser (webpack's default minifier, with two compress passes): the build took 36 s
      // alone here with terser and 15 s with swc, and swc's files are smaller (44.8 KB gzip main bundle against
      // 45.0, 1,015 KB of gzip JS in all against 1,021). swc already compiles the code (decision 302). It minifies
      // JavaScript only: html-webpack-plugin minifies index.html itself and keeps the <!--org-head--> marker the
      // sandbox and nginx's SSI include put the organisation fragment at, which webpack's default HTML minifier
      // (decision 142) would drop.
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } }),
        // The stylesheets too (decision 349): their comments and indentation were 40% of their gzip bytes, and an
        // application page writes two of them into its HTML, which then needed a second round trip to arrive.
        new MinimizerPlugin({
          test: /\.css$/i,
          minify: { implementation: MinimizerPlugin.esbuildMinifyCss, options: { target: esbuildTargets() } },
        }),
      ],
      runtimeChunk: false,
      // A module's used exports named a, b, c, ... (decision 383): 1.8 KB gzip off the application entry's first paint
      // and 1.5 KB off register-v2's against the production default ('deterministic', names hashed from each export's
      // own). Its names move when the set of its exports in use changes, and with them the files importing it. Module
      // and chunk ids stay deterministic: 'size' ids took 0.6 KB more but renumber every file when one module is
      // added, and a returning borrower's worker would fetch the whole app again after each deploy.
      mangleExports: production ? 'size' : false,
    },
    performance: { hints: false },
  };
};
