// One webpack configuration for the shell and every remote, so all six apps build the same way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REMOTES, sharedDependencies } from './federation.mjs';
import { precompressPlugins } from './precompress.mjs';

const require = createRequire(import.meta.url);
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
      module: {
        rules: [
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
        ],
      },
      // Hidden source maps: not referenced by the bundles, but let tests and humans map a chunk
      // back to the modules in it (the one-copy-of-React check reads them).
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        buildDependencies: {
          config: [new URL(import.meta.url).pathname, path.join(BUILD_DIR, 'precompress.mjs'), path.join(BUILD_DIR, 'federation.mjs'), CSS_VARS_LEFT_OUT],
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      // The host's first screens are named chunks (webpackChunkName 'login', 'portal'), each kept
      // whole: split by what it shares with every other lazy page and every module offered to
      // remotes, the signed-in dashboard took 21 files of 3-9 KiB, each a request on a phone's
      // connection and a script tag to insert. Whole, it is 3 files and 12 KiB smaller (gzip works
      // better on larger files); what those chunks share with later pages downloads again then.
      optimization: isRemote ? undefined : { splitChunks: { chunks: (chunk) => !chunk.name } },
      plugins: [
        leaveOutMuiCssVars,
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
        // Brotli and gzip copies beside each asset, served by the portal server (plugins/static.ts).
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
    return externalRuntime ? [standaloneRuntimeConfig(app, mode), config] : config;
  };
}
