import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const REMOTES = ['mfe-orders', 'mfe-catalog', 'mfe-documents', 'mfe-commerce', 'mfe-support'];

// Every app reaches React Router through @agrihub/shared/router (one shared module, one router
// context, only the parts used); a direct import would bundle a second router of its own.
const ROUTER_THROUGH_SHARED = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @agrihub/shared/router.',
};

// The one i18next instance lives in @agrihub/shared (docs/i18n.md): an app importing i18next or
// react-i18next itself could bundle and talk to a second instance that no language change reaches.
const I18N_THROUGH_SHARED = {
  group: ['i18next', 'i18next/*', 'react-i18next', 'react-i18next/*'],
  message: 'Translate through @agrihub/shared (useTranslation, Trans, registerNamespace).',
};

// `no-restricted-imports` refusing what matches any of `patterns`.
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// The shell loads remotes only through the federation runtime, and routing and translation through shared.
const SHELL_IMPORTS = [
  { regex: '^(@agrihub/mfe-|(\\.\\./)+mfe-)', message: 'The shell loads remotes only at runtime.' },
  ROUTER_THROUGH_SHARED,
  I18N_THROUGH_SHARED,
];

// Inside an app, a feature (src/features/<name>) uses only itself, shared and libraries: pages and
// the app compose features, never the reverse (bulletproof-react's unidirectional architecture).
function featureZones(app) {
  const dir = `${app}/src/features`;
  if (!fs.existsSync(dir)) return [];
  const features = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return [
    ...features.map((f) => ({
      target: `./${dir}/${f}`,
      from: `./${dir}`,
      except: [`./${f}`],
      message: 'A feature does not import another feature: the page that shows both composes them.',
    })),
    { target: `./${dir}`, from: [`./${app}/src/pages`, `./${app}/src/app`], message: 'A feature does not import pages or the app: they compose it.' },
  ];
}

// The server by business capability (docs/architecture.md, "The server"): server/src/platform is
// what every module shares and imports no module; inside a module the layers point one way (routes ->
// domain -> queries -> schemas, never back); another module is reached only through its index.ts.
const SERVER_MODULES = 'server/src/modules';
function serverZones() {
  if (!fs.existsSync(SERVER_MODULES)) return [];
  const modules = fs
    .readdirSync(SERVER_MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const layer = (m, l) => `./${SERVER_MODULES}/${m}/${l}`;
  return [
    { target: './server/src/platform', from: `./${SERVER_MODULES}`, message: 'The platform serves every module and imports none.' },
    ...modules.flatMap((m) => [
      { target: layer(m, 'queries'), from: [layer(m, 'domain'), layer(m, 'routes')], message: 'Queries do not call up: domain and routes use them.' },
      { target: layer(m, 'domain'), from: layer(m, 'routes'), message: 'Domain code does not import routes: routes call the domain.' },
      {
        target: layer(m, 'schemas'),
        from: [layer(m, 'queries'), layer(m, 'domain'), layer(m, 'routes')],
        message: 'Schemas are the bottom layer: they import no code of the module.',
      },
      {
        target: `./${SERVER_MODULES}/${m}`,
        from: `./${SERVER_MODULES}`,
        except: [`./${m}`, ...modules.filter((o) => o !== m).map((o) => `./${o}/index.ts`)],
        message: 'Another module is reached through its index.ts, never its files: what it exports there is what it promises.',
      },
    ]),
  ];
}

// A remote may import only @agrihub/shared and libraries: never the shell or another remote.
const remoteBoundaries = REMOTES.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: restrictImports(
    {
      group: ['@agrihub/shell', '@agrihub/shell/*', ...REMOTES.filter((r) => r !== remote).flatMap((r) => [`@agrihub/${r}`, `@agrihub/${r}/*`])],
      message: 'A remote imports only from @agrihub/shared and libraries.',
    },
    {
      regex: `^(\\.\\./)+(shell|${REMOTES.filter((r) => r !== remote).join('|')})(/|$)`,
      message: 'A remote never imports the shell or another remote by path.',
    },
    ROUTER_THROUGH_SHARED,
    I18N_THROUGH_SHARED,
  ),
}));

// Apps whose screens are fully translated (docs/i18n.md): a text a component renders, as JSX text or
// in an attribute a user reads or hears, must come from a translation (t('key')), never a literal.
const TRANSLATED = ['shared', 'shell', ...REMOTES];
const SEEN_ATTRIBUTES = [
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'helperText',
  'tooltip',
  'heading',
  'subheader',
  'primary',
  'secondary',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'description',
  'message',
  'text',
  'caption',
  'hint',
];
const literalStrings = {
  files: TRANSLATED.map((app) => `${app}/src/**/*.tsx`),
  ignores: ['**/__tests__/**', '**/testing/**', '**/standalone/**'],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': { include: SEEN_ATTRIBUTES, exclude: [] },
        // Field bindings by field name (fieldProps(formik, 'email')) and ARIA roles are not texts.
        callees: {
          exclude: [
            'i18n(ext)?',
            't',
            'fieldProps',
            'require',
            'addEventListener',
            'removeEventListener',
            'postMessage',
            'getElementById',
            'dispatch',
            'commit',
            'includes',
            'indexOf',
            'endsWith',
            'startsWith',
            'join',
          ],
        },
        'object-properties': { exclude: ['role', 'aria-autocomplete', 'aria-haspopup', 'variant', 'color', 'size'] },
        // The brand is written the same in every language.
        words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '[\\s·•–—→←]+', 'AgriHub'] },
        message: "Render a translation (t('key')), not a literal text",
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '**/.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...['shell', ...REMOTES].flatMap(featureZones), ...serverZones()] }],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/**', 'server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrictImports(...SHELL_IMPORTS),
  },
  {
    // Each @agrihub/shared entry loads on its own; the root would load every shared component at sign-in.
    // (A file's one no-restricted-imports setting is the last that matches it, so this one repeats the shell's.)
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: restrictImports(...SHELL_IMPORTS, {
      regex: '^@agrihub/shared$',
      message: 'Import the entry the page needs: @agrihub/shared/core, /ui, /notifications or /router.',
    }),
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router.ts'],
    rules: restrictImports(ROUTER_THROUGH_SHARED),
  },
  ...remoteBoundaries,
  ...(TRANSLATED.length > 0 ? [literalStrings] : []),
);
