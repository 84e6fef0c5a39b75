// One webpack configuration for the shell and every remote, so all six apps build the same way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REMOTES, sharedDependencies } from './federation.mjs';
import { precompressPlugins } from './precompress.mjs';
import { PRERENDER_BUNDLE, PrerenderPagesPlugin } from './prerender.mjs';

const require = createRequire(import.meta.url);
const MinimizerPlugin = require('minimizer-webpack-plugin');
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';
const BUILD_DIR = import.meta.dirname;
// React Router's package exports point every bundler at its development build (warnings, checks;
// larger). Production builds take the production build the package also ships.
const REACT_ROUTER_PRODUCTION = require.resolve('react-router').replace(/development([/\\])index\.m?js$/, 'production$1index.mjs');
if (!existsSync(REACT_ROUTER_PRODUCTION)) throw new Error(`React Router's production build is not at ${REACT_ROUTER_PRODUCTION}`);

const MUI_STYLES_DIR = path.dirname(require.resolve('@mui/material/styles'));
const CSS_VARS_LEFT_OUT = path.join(BUILD_DIR, 'mui-css-vars-left-out.mjs');

/**
 * MUI's CSS-variables theming (createThemeWithVars, ThemeProviderWithVars), which `createTheme`
 * and `ThemeProvider` import whether a theme uses it or not, is replaced by a module that throws if
 * it is ever reached (mui-css-vars-left-out.mjs).
 */
const leaveOutMuiCssVars = new webpack.NormalModuleReplacementPlugin(/^\.\/(createThemeWithVars|ThemeProviderWithVars)\.m?js$/, (resource) => {
  if (path.resolve(resource.context) === MUI_STYLES_DIR) resource.request = CSS_VARS_LEFT_OUT;
});

/**
 * V8's explicit compile hint: every function of a file marked so is compiled with the file, on the
 * background thread that streams it in, instead of on the main thread the first time it is called.
 * The shell's first screens (its entry and the named chunks 'login' and 'portal') call most of what
 * they hold at start-up; unmarked, compiling it lazily was most of the main thread's start-up work.
 */
class CompileHintPlugin {
  constructor(chunkNames) {
    this.chunkNames = new Set(chunkNames);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      // After minification (which drops comments), before source maps and the precompressed copies.
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!this.chunkNames.has(chunk.name)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
          }
        }
      });
    });
  }
}

/** How every app's source and assets compile, in the browser build and the shell's prerender build alike. */
function moduleRules(dev) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: dev } },
            target: 'es2020',
          },
        },
      },
    },
    // The Urdu font (shared/src/i18n/right-to-left.ts): a file of its own, fetched only for Urdu.
    { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:10][ext]' } },
  ];
}

/**
 * The shell's signed-out first pages rendered to HTML at build time (prerender.mjs): src/prerender.tsx
 * built for Node into node_modules/.cache (never served), run once the browser build has written
 * index.html. Asset URLs (the Urdu font) come out as the browser build's: same names, same '/'.
 */
function prerenderConfig(app, mode) {
  const distDir = path.join(app.dir, 'dist');
  return {
    name: `${app.federation.name}-prerender`,
    dependencies: [app.federation.name],
    mode,
    target: 'node',
    context: app.dir,
    entry: './src/prerender.tsx',
    output: {
      path: path.join(app.dir, 'node_modules/.cache/prerender'),
      filename: PRERENDER_BUNDLE,
      library: { type: 'commonjs2' },
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: { 'react-router$': REACT_ROUTER_PRODUCTION } },
    module: { rules: moduleRules(false) },
    // One file to require: every lazy page of the prerender inlined.
    plugins: [leaveOutMuiCssVars, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new PrerenderPagesPlugin({ distDir })],
    optimization: { minimize: false },
    devtool: false,
    cache: {
      type: 'filesystem',
      name: 'prerender',
      cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [new URL(import.meta.url).pathname, path.join(BUILD_DIR, 'prerender.mjs'), CSS_VARS_LEFT_OUT] },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const STYLES_IN_RENDER = path.join(BUILD_DIR, 'emotion-styles-in-render.mjs');
/** Emotion's styles inserted while rendering, in slices, rather than in the commit (emotion-styles-in-render.mjs). */
const insertStylesInRender = new webpack.NormalModuleReplacementPlugin(/^@emotion\/use-insertion-effect-with-fallbacks$/, (resource) => {
  resource.request = STYLES_IN_RENDER;
});

/** Written beside a production remote's own page (standalone QA); named without a hash, served no-cache. */
export const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * A production remote takes the federation runtime (runtime-core, about 18 KiB gzipped) from the
 * page instead of carrying its own in remoteEntry.js (experiments.externalRuntime): in the portal the
 * shell provides it (shell/src/app/remotes/remote-registry.ts). Opened on its own, the remote's
 * page first loads this small separate build, which provides a copy. It is a second compilation
 * because the remote's own entries all take the runtime from outside.
 */
function standaloneRuntimeConfig(app, mode) {
  return {
    name: `${app.federation.name}-federation-runtime`,
    mode,
    context: app.dir,
    entry: path.join(BUILD_DIR, 'federation-runtime.mjs'),
    output: { path: path.join(app.dir, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: precompressPlugins(),
  };
}

/**
 * @param {{ dir: string, federation: { name: string, exposes?: Record<string, string> }, port: number, title: string, devRemotes?: boolean }} app
 */
export function createAppConfig(app) {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const dev = mode === 'development';
    const isRemote = Boolean(app.federation.exposes);
    // Development keeps the runtime inside each remote: one dev server per app, nothing to provide.
    const externalRuntime = isRemote && !dev;
    const config = {
      name: app.federation.name,
      dependencies: externalRuntime ? [`${app.federation.name}-federation-runtime`] : undefined,
      mode,
      context: app.dir,
      entry: './src/index.ts',
      output: {
        path: path.join(app.dir, 'dist'),
        // The shell lives at the site root and its index.html answers every page path, so its
        // scripts are addressed from '/' (relative ones resolved against /a/b/c and rendered a blank
        // page). A remote works out its own location at run time: it may be deployed anywhere.
        publicPath: isRemote ? 'auto' : '/',
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        uniqueName: app.federation.name,
        // The standalone runtime is the other compilation's output (built first, see dependencies).
        clean: externalRuntime ? { keep: (asset) => asset === STANDALONE_RUNTIME_FILE } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: dev ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION },
      },
      module: { rules: moduleRules(dev) },
      // Hidden source maps: not referenced by the bundles, but let tests and humans map a chunk
      // back to the modules in it (the one-copy-of-React check reads them).
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        buildDependencies: {
          config: [
            new URL(import.meta.url).pathname,
            path.join(BUILD_DIR, 'precompress.mjs'),
            path.join(BUILD_DIR, 'federation.mjs'),
            path.join(BUILD_DIR, 'prerender.mjs'),
            CSS_VARS_LEFT_OUT,
            STYLES_IN_RENDER,
          ],
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      // The host's first screens are named chunks (webpackChunkName 'login', 'portal'), each kept
      // whole: split by what it shares with every other lazy page and every module offered to
      // remotes, the signed-in dashboard took 21 files of 3-9 KiB, each a request on a phone's
      // connection and a script tag to insert. Whole, it is 3 files and 12 KiB smaller (gzip works
      // better on larger files); what those chunks share with later pages downloads again then.
      optimization: {
        ...(isRemote ? {} : { splitChunks: { chunks: (chunk) => !chunk.name } }),
        // swc's minifier, not terser: the six builds took 412 s of CPU with terser (half of it
        // minifying) and 220 s with swc, and the output is 0.1 to 0.5 KiB smaller gzipped
        // (docs/decisions/0274-swc-minifies-the-build.md).
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } } })],
      },
      plugins: [
        leaveOutMuiCssVars,
        insertStylesInRender,
        // The shell is a host only: it builds as a plain app (tree-shaken, split per page) and
        // hands its modules to remotes through the federation runtime, which it loads with the
        // first remote page (shell/src/app/remotes/). The plugin would make every library the
        // shell uses a whole shared module behind the runtime, loaded before the first render.
        isRemote
          ? new ModuleFederationPlugin({
              name: app.federation.name,
              filename: 'remoteEntry.js',
              exposes: app.federation.exposes,
              remotes: {},
              shared: sharedDependencies(),
              shareStrategy: 'loaded-first',
              manifest: { fileName: 'mf-manifest.json' },
              dts: false,
              experiments: externalRuntime ? { externalRuntime: true } : undefined,
            })
          : new webpack.DefinePlugin({
              __SHARED_FOR_REMOTES__: JSON.stringify(sharedDependencies()),
            }),
        new HtmlWebpackPlugin({
          template: path.join(path.dirname(new URL(import.meta.url).pathname), 'index.html'),
          title: app.title,
          // The HTML loads the entry (src/index.ts) only; it loads the rest.
          chunks: ['main'],
          standaloneRuntime: externalRuntime ? STANDALONE_RUNTIME_FILE : null,
        }),
        ...(isRemote || dev ? [] : [new CompileHintPlugin(['main', 'login', 'portal'])]),
        // Brotli and gzip copies beside each asset, served by the portal server (platform/http/static.ts).
        ...(dev ? [] : precompressPlugins()),
      ],
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: false }],
        setupMiddlewares: (middlewares, devServer) => {
          if (!isRemote && devServer.app) {
            // In dev the shell points each remote at its own dev server.
            devServer.app.get('/remotes.json', (_req, res) => {
              const remotes = Object.fromEntries(Object.entries(REMOTES).map(([name, r]) => [name, `http://localhost:${r.port}/mf-manifest.json`]));
              res.json(remotes);
            });
          }
          return middlewares;
        },
      },
    };
    if (externalRuntime) return [standaloneRuntimeConfig(app, mode), config];
    return !isRemote && !dev ? [config, prerenderConfig(app, mode)] : config;
  };
}
