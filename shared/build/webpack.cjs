// One webpack config factory for every frontend (shell host and the four remotes).
// Env at build time: BUILD_LABEL (shown as data-build-label on the mounted remote), SHARED_VERSION_OVERRIDE,
// PORTAL_OUTPUT_PATH (a portal's build folder instead of dist/<version>/).
// Usage in a package: module.exports = require('@alumni/shared/build/webpack')({ dir: __dirname, exposes: { './App': './src/app/App.tsx' } });
// The federation name and dev port come from the portal registry (shared/src/portals/portals.json), by the package's npm name.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { banglaFontFaces, banglaFontFiles } = require('./bangla-font.cjs');
const renderIndexHtml = require('./index-html.cjs');
const { PLACEHOLDER_COMMENT } = require('../src/hydration/page-template.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { FirstLoadPlugin } = require('./first-load-plugin.cjs');
const { ChakraDefaultThemeCheck, CHAKRA_DIR } = require('./chakra-theme-check.cjs');
const { KITS, KIT_PARTS, KIT_SOURCES, assertKitsCover, partModule } = require('./kits.cjs');

const SHARED_DIR = path.resolve(__dirname, '..');
const sharedPackage = require(path.join(SHARED_DIR, 'package.json'));
// Plain JSON, so this CommonJS preset reads the same registry the TypeScript code imports.
const registry = require('../src/portals/portals.json');
const VERSION = new RegExp(`^${registry.version}$`);
/** Every remote exposes this beside its own modules: what it was built from, read by the shell before mounting. */
const BUILD_INFO_MODULE = path.join(SHARED_DIR, 'src', 'build-info.ts');

/**
 * The @alumni/shared version a build declares. SHARED_VERSION_OVERRIDE builds a remote as if against
 * another version of shared (used to test version skew without touching package.json).
 */
function sharedVersion() {
  const override = process.env.SHARED_VERSION_OVERRIDE;
  if (override && !VERSION.test(override)) {
    throw new Error(`SHARED_VERSION_OVERRIDE must be a semantic version such as 2.0.0, not "${override}"`);
  }
  return override || sharedPackage.version;
}

const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:8080';

/** Must be single instances across host and remotes, or React, the router, the stores or the theme split in two. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  '@chakra-ui/react',
  '@emotion/react',
  '@tanstack/react-query',
  'react-hook-form',
];

function installedVersion(request) {
  const pkgName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  let dir = path.dirname(require.resolve(pkgName, { paths: [SHARED_DIR] }));
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const json = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      if (json.name === pkgName) return { pkgName, version: json.version };
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find package.json of ${pkgName}`);
}

/**
 * @param {{ providesParts: boolean, eager: boolean }} options providesParts: whether this build provides the
 *   Chakra parts (KIT_PARTS) itself; eager: whether the singletons are in the build's first chunk (only the
 *   server bundles, loaded whole)
 */
function sharedConfig({ providesParts, eager }) {
  const shared = {};
  for (const request of SINGLETONS) {
    const { pkgName, version } = installedVersion(request);
    shared[request] = {
      singleton: true,
      eager,
      version,
      requiredVersion: sharedPackage.dependencies[pkgName] || `^${version}`,
      ...(KITS[request] ? { import: KITS[request], shareKey: request } : {}),
    };
  }
  for (const request of KIT_PARTS) {
    const { pkgName, version } = installedVersion(request);
    // Only the shell provides them (named by file, so even a part the shell does not use is provided): a
    // part must run in the build whose kit (styled-system, contexts) is loaded, or it finds no ChakraProvider.
    shared[request] = {
      singleton: true,
      version,
      requiredVersion: sharedPackage.dependencies[pkgName] || `^${version}`,
      import: providesParts ? partModule(request) : false,
    };
  }
  // Carried with its version so a remote built against another major of the contracts is reported
  // (MF warns on a range miss; the shell itself refuses another major, see shell/src/remotes/shared-version.ts).
  const version = sharedVersion();
  shared[sharedPackage.name] = {
    singleton: true,
    eager,
    version,
    requiredVersion: `^${version}`,
  };
  return shared;
}

/**
 * The theme's global CSS, from the same system the frontends render with (shared/build/global-css.ts),
 * as a hashed stylesheet of the host's build: cached for good (the page itself is no-cache), and parsed
 * in a task of its own before the first paint.
 */
function globalCssAsset() {
  // Bangla's face first (the theme names it: shared/src/ui/system.ts), then the system's global styles.
  const fonts = banglaFontFiles();
  const css =
    banglaFontFaces(fonts) +
    execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'global-css.ts')], {
      cwd: SHARED_DIR,
      encoding: 'utf8',
    });
  const file = `theme.${createHash('sha256').update(css).digest('hex').slice(0, 20)}.css`;
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('GlobalCss', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'GlobalCss', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(css));
            for (const font of fonts)
              compilation.emitAsset(font.file, new compiler.webpack.sources.RawSource(font.content));
          },
        );
      });
    },
  };
  // The regular face: a page in Bangla preloads it (web/src/pages/send-page.ts).
  return { href: `/${file}`, plugin, banglaFontHref: `/${fonts.find((f) => f.weight === 400).file}` };
}

/** The shell's dev /remotes.json: every portal from its own dev server. */
function devRemotesJson() {
  return Object.fromEntries(registry.portals.map((p) => [p.name, `http://localhost:${p.devPort}/remoteEntry.js`]));
}

/** The loaders every build runs: TypeScript (ours and @alumni/shared's), images, and Chakra's pure `defineConfig`. */
function moduleRules(dir, isDev) {
  return [
    {
      test: /\.tsx?$/,
      // Our sources plus @alumni/shared, reached through the workspace symlink (resolved to its real path).
      include: [path.join(dir, 'src'), path.join(SHARED_DIR, 'src')],
      exclude: /node_modules/,
      use: {
        loader: require.resolve('ts-loader'),
        options: {
          transpileOnly: true,
          configFile: path.join(dir, 'tsconfig.json'),
          compilerOptions: { noEmit: false, sourceMap: isDev },
        },
      },
    },
    { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset' },
    // A library's stylesheet (uPlot's) as text, put in the page by the component that uses it, in its own chunk.
    { test: /\.css$/i, type: 'asset/source' },
    // Chakra's `defineConfig` returns the config it is given (an identity function, as its docs describe the
    // `define*` helpers), but Chakra ships the call that makes its default theme in `@chakra-ui/react/theme`
    // unannotated, so taking single recipes and tokens from there (shared/src/ui/system.ts, as Chakra's bundle
    // optimization guide does) kept the default theme and its ~80 recipes. Webpack's parser option `pureFunctions`
    // (in its options schema since 5.110) marks the function side-effect free, so webpack drops the unused theme
    // itself: measured, the shell's first-load JavaScript 213.9 KB gzip with the old loader's edit, 214.0 KB so
    // (ChakraDefaultThemeCheck fails the build if the theme comes back).
    { include: CHAKRA_DIR, parser: { pureFunctions: ['defineConfig'] } },
  ];
}

/** Where a server-rendered portal's server bundle goes, inside its versioned build (released with it). */
const SERVER_FOLDER = 'server';

/**
 * The server bundle of the host or of a server-rendered portal: the same sources, modules and shared
 * singletons for Node. The host's (`shell/dist-server/server.js`) is what the web server requires; it is a
 * federation host that loads the portal's `<version>/server/remoteEntry.js` named by the live release
 * manifest. A portal's is one file: the server reads it through the storage the releases are in, so it
 * has no chunks to fetch.
 */
function serverConfig({ dir, isHost, name, exposes, buildInfo, mode, outputPath: browserOutput }) {
  const outputPath = isHost ? path.join(dir, 'dist-server') : path.join(browserOutput, SERVER_FOLDER);
  return {
    name: `${name}-server`,
    mode,
    context: dir,
    target: 'async-node',
    entry: isHost ? { server: './src/server/index.ts' } : {},
    devtool: false,
    output: {
      path: outputPath,
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].js',
      assetModuleFilename: '../assets/[name].[contenthash][ext]',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: KIT_SOURCES },
    module: { rules: moduleRules(dir, false) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? {}
          : {
              filename: 'remoteEntry.js',
              library: { type: 'commonjs-module' },
              exposes: { ...exposes, './build-info': BUILD_INFO_MODULE },
            }),
        remoteType: 'script',
        // Eager on both sides: a server bundle is one file, loaded whole, whose shared modules must be there
        // synchronously. The shell's, loaded first, win ('loaded-first'); a portal's own copy serves only
        // what the shell does not use itself (react-hook-form).
        shared: sharedConfig({ providesParts: isHost, eager: true }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      new webpack.DefinePlugin({ __ALUMNI_BUILD__: JSON.stringify(buildInfo) }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Images are the browser build's files: the server only needs their URLs.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {{ dir: string, exposes?: Record<string, string> }} options dir: the package folder (the host, or a
 *   portal of the registry); exposes: a portal's modules (the preset adds `./build-info`)
 */
function createWebpackConfig({ dir, exposes }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = pkg.name === registry.host.package;
  const entry = isHost ? registry.host : registry.portals.find((p) => p.package === pkg.name);
  if (!entry) throw new Error(`${pkg.name} is not in the portal registry (shared/src/portals/portals.json)`);
  if (isHost === Boolean(exposes)) throw new Error(`${pkg.name}: only a portal exposes modules`);
  const { name, devPort } = entry;

  return (_env, argv = {}) => {
    // Shared packages come through platform kits (./kits.cjs): refuse a value a kit lacks before building.
    assertKitsCover([path.join(dir, 'src'), path.join(SHARED_DIR, 'src')]);
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isDev = mode === 'development';
    // PORTAL_OUTPUT_PATH builds a portal elsewhere (a release made from another build): its server bundle
    // goes into that folder's server/ as it does into the versioned one.
    const portalOutput =
      !isHost && process.env.PORTAL_OUTPUT_PATH ? path.resolve(process.env.PORTAL_OUTPUT_PATH) : null;
    const outputPath = isHost ? path.join(dir, 'dist') : (portalOutput ?? path.join(dir, 'dist', pkg.version));

    const buildInfo = {
      name,
      version: pkg.version,
      sharedVersion: sharedVersion(),
      label: process.env.BUILD_LABEL || null,
    };
    const plugins = [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: { ...exposes, './build-info': BUILD_INFO_MODULE } }),
        // Not eager, the host either: its main.js is the federation runtime and the start (26 KB gzip), and
        // React, the kit and the rest come in chunks of their own, fetched after a server-rendered page has
        // painted (shell/src/index.ts), so nothing the page shows from its HTML waits on or shares the
        // network with them. Measured (bench, Lighthouse mobile): LCP 2.4-2.6 s with them in main.js,
        // 2.0-2.3 s with main.js alone in the page, 1.2-1.4 s so; 14 KB gzip more code in all.
        shared: sharedConfig({ providesParts: isHost || isDev, eager: false }),
        // Remotes are released one by one at runtime: a singleton already loaded (the shell's) wins over a
        // higher version a newer remote brings along, or a second React or session store would appear.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // Remotes are registered with their remoteEntry.js URLs, never as mf-manifest snapshots, and run in
        // browsers only: leave the snapshot and Node code out of the federation runtime on every page.
        experiments: {
          optimization: { disableSnapshot: true, target: 'web' },
          ...(isHost || isDev ? {} : { externalRuntime: true }),
        },
        // The portals' browser builds take the federation runtime from the shell (its runtime plugin hands it
        // over), as they take its React: not a copy in each remoteEntry.js (16 KB gzip). A portal running
        // alone in dev has no shell: it keeps its own.
        ...(isHost ? { runtimePlugins: [path.join(dir, 'src', 'remotes', 'provide-runtime-core.ts')] } : {}),
      }),
      new webpack.DefinePlugin({ __ALUMNI_BUILD__: JSON.stringify(buildInfo) }),
    ];
    if (!isDev) plugins.push(new PrecompressPlugin());
    if (!isDev) plugins.push(new FirstLoadPlugin(isHost ? {} : { container: name }));
    if (!isDev) plugins.push(new ChakraDefaultThemeCheck());
    // The host always has a page; a remote has one only to run standalone in dev.
    if (isHost || isDev) {
      // The host's page links the theme's global CSS prebuilt (a remote's own dev page builds it at runtime).
      const globalCss = isHost ? globalCssAsset() : null;
      if (globalCss) plugins.push(globalCss.plugin);
      plugins.push(
        new HtmlWebpackPlugin(
          isHost && !isDev
            ? {
                // The template the web server fills (shared/src/hydration/page-template.cjs): it tags the scripts.
                templateContent: ({ htmlWebpackPlugin }) =>
                  renderIndexHtml({
                    title: 'Alumni Connect',
                    globalCssHref: globalCss?.href,
                    banglaFontHref: globalCss?.banglaFontHref,
                    scripts: htmlWebpackPlugin.files.js,
                  }),
                inject: false,
                // Minified by webpack's own HTML minimizer (below), which keeps the placeholders.
                minify: false,
              }
            : {
                templateContent: renderIndexHtml({ title: 'Alumni Connect', globalCssHref: globalCss?.href }),
                inject: 'body',
              },
        ),
      );
    }

    const browser = {
      name,
      mode,
      context: dir,
      entry: './src/index.ts',
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: outputPath,
        publicPath: isHost ? '/' : 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        uniqueName: name,
        // The server bundle is built into the same versioned folder (it is released with the browser one).
        clean: { keep: (file) => file === SERVER_FOLDER || file.startsWith(`${SERVER_FOLDER}/`) },
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: KIT_SOURCES,
      },
      module: { rules: moduleRules(dir, isDev) },
      plugins,
      // The host's page is a template: webpack's HTML minimizer keeps its placeholders (page-template.cjs).
      ...(isHost && !isDev ? { optimization: { minimizeOptions: { html: { comments: PLACEHOLDER_COMMENT } } } } : {}),
      performance: { hints: false },
      stats: isDev ? 'minimal' : 'normal',
      devServer: {
        port: devPort,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        static: false,
        proxy: [{ context: ['/api', '/media'], target: API_ORIGIN, changeOrigin: false }],
        setupMiddlewares: (middlewares) => {
          if (isHost) {
            middlewares.unshift({
              name: 'remotes-json',
              path: '/remotes.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(devRemotesJson()));
              },
            });
          }
          return middlewares;
        },
      },
    };
    // Production builds of the host and of a server-rendered portal also make their server bundle.
    const hasServerBundle = !isDev && (isHost || entry.serverRendered === true);
    return hasServerBundle
      ? [browser, serverConfig({ dir, isHost, name, exposes, buildInfo, mode, outputPath })]
      : browser;
  };
}

module.exports = createWebpackConfig;
module.exports.createWebpackConfig = createWebpackConfig;
module.exports.SINGLETONS = SINGLETONS;
module.exports.devRemotesJson = devRemotesJson;
