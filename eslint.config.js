import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The one-way imports of the Layout (docs/decisions/0015-one-way-imports.md), as
 * `no-restricted-imports` patterns on the written path. Each message names the rule
 * and the way to go instead. A file gets one set of patterns (a later block replaces
 * an earlier one's), so each block below covers files no other block does.
 */
const layout = (rule, instead) => `Layout: ${rule}. ${instead} (docs/decisions/0015-one-way-imports.md)`;
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const LOWER_LAYER = {
  regex: '(^|/)(plugins|modules)(/|$)|(^|/)\\.\\./(app|server|config)(\\.ts)?$',
  message: layout(
    'server lib/ and db/ import no plugin, no module, and not app.ts, server.ts or config.ts',
    'Move the shared type or helper down into lib/, or let app.ts hand it in',
  ),
};
const PLUGIN_TO_MODULE = {
  regex: '(^|/)modules(/|$)|^\\.\\./(app|server)(\\.ts)?$',
  message: layout(
    'server plugins/ import lib/ only',
    'Put what the plugin needs in lib/, or have app.ts pass it in as an option (as it passes the session store)',
  ),
};
const MODULE_TO_PLUGIN = {
  regex: '(^|/)plugins(/|$)',
  message: layout(
    'server modules import no plugin',
    'Use what the plugin decorates (app.db, app.limiter, request.auth) and take shared types and helpers from lib/',
  ),
};
const OTHER_MODULES_TABLES = {
  regex: '^\\.\\./[^/]+/tables(\\.ts)?$',
  message: layout(
    "a module never imports another module's tables.ts",
    "Call the owning module's service instead (e.g. accounts.ownerSummary); only a tables.ts may import another's for a foreign key",
  ),
};
const OTHER_MODULES_REPOSITORY = {
  regex: '^\\.\\./[^/]+/repository(\\.ts)?$',
  message: layout("a module never imports another module's repository.ts", "Call the owning module's service instead"),
};
const QUERIES_OUTSIDE_REPOSITORY = {
  regex: '^drizzle-orm(/|$)|(^|/)tables(\\.ts)?$',
  message: layout(
    "a module's queries live in its repository (repository.ts or <role>-repository.ts)",
    'Add a method to the repository and call it; a service may still open a transaction and hand it in as the executor',
  ),
};
const WEB_SHARED_TO_FEATURE = {
  regex: '(^|/)(features|app)(/|$)',
  message: layout(
    'web components/ui and lib import no feature and nothing of app/',
    'Keep them free of feature knowledge: let the feature or the route pass what they need in',
  ),
};
const WEB_FEATURE_MESSAGE = layout(
  'a web feature never imports another feature',
  'Share through components/ui, lib or the contract, and let the route in app/ compose the features',
);
// A file n folders below its feature's root reaches features/ with n + 1 steps up: any
// folder it then enters is a feature (its own by a detour, or another one).
const webFeatureBlocks = [0, 1, 2, 3, 4].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: restrict(
    { regex: `^(\\.\\./){${depth + 1}}[^./]`, message: WEB_FEATURE_MESSAGE },
    { regex: '(^|/)features(/|$)', message: WEB_FEATURE_MESSAGE },
  ),
}));

const QUERY_FILES = [
  'apps/server/src/modules/**/repository.ts',
  'apps/server/src/modules/**/*-repository.ts',
  'apps/server/src/modules/*/seed.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/*.d.ts',
      '!apps/server/test/types/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/db/**/*.ts'], rules: restrict(LOWER_LAYER) },
  { files: ['apps/server/src/plugins/**/*.ts'], rules: restrict(PLUGIN_TO_MODULE) },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [...QUERY_FILES, 'apps/server/src/modules/*/tables.ts'],
    rules: restrict(MODULE_TO_PLUGIN, OTHER_MODULES_TABLES, OTHER_MODULES_REPOSITORY, QUERIES_OUTSIDE_REPOSITORY),
  },
  // The files that query: a module's repositories and its seed.
  { files: QUERY_FILES, rules: restrict(MODULE_TO_PLUGIN, OTHER_MODULES_TABLES, OTHER_MODULES_REPOSITORY) },
  // A tables.ts may import another module's tables.ts, for a foreign key only.
  { files: ['apps/server/src/modules/*/tables.ts'], rules: restrict(MODULE_TO_PLUGIN, OTHER_MODULES_REPOSITORY) },
  {
    files: ['apps/web/src/components/ui/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict(WEB_SHARED_TO_FEATURE),
  },
  ...webFeatureBlocks,
  // The API test files share their worker's modules (apps/server/vitest.config.ts, isolate: false): a mock or a
  // changed environment would leak into the files that run after.
  {
    files: ['apps/server/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share modules: pass a dependency in instead (apps/server/vitest.config.ts).',
        })),
      ],
    },
  },
);
