// Shared jest settings: swc transpiles TypeScript/TSX, jsdom for the browser packages.
const path = require('node:path');

/**
 * `fetch: true` (with jsdom) is for tests that answer the portal's HTTP calls with MSW
 * (docs/decisions/0268): jest-fixed-jsdom, jsdom with Node's fetch, Request, Response, streams and
 * AbortController; and MSW's CommonJS build requires three ESM-only packages, which jest on Node 20
 * cannot require, so swc transpiles them too (their .mjs files as well). Without it nothing changes.
 */
function withFetch(config) {
  const swc = config.transform['^.+\\.(t|j)sx?$'];
  return {
    ...config,
    testEnvironment: 'jest-fixed-jsdom',
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(ky|rettime|until-async|@open-draft/deferred-promise)/)'],
  };
}

module.exports = function preset({ environment = 'jsdom', fetch = false } = {}) {
  const config = base(environment);
  return fetch && environment === 'jsdom' ? withFetch(config) : config;
};

function base(environment) {
  return {
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky ships ESM only: swc transpiles it like our own sources (jest skips node_modules by default).
    transformIgnorePatterns: ['/node_modules/(?!ky/)'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    // Typing into MUI forms under jsdom is slow on a busy 2-core machine; 5 s (jest's default)
    // made healthy tests fail there, and so did 30 s once: in \`npm test\` the packages' jest runs
    // beside the server's suite, and New Order's inline retailer test (9 s alone) passed 30 s.
    // A hung test still fails.
    testTimeout: 60_000,
    moduleNameMapper: { '\\.(css|png|svg|jpg|woff2)$': path.join(__dirname, 'scripts/jest-file-stub.cjs') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'scripts/jest-setup-dom.cjs')] : [],
  };
}
