import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettierConfig from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TENANT_DOOR =
  'Modules reach the database through Database from @ds/db: forTenant(tenantId), platform, or acrossTenants(reason). ' +
  'See docs/architecture.md "The tenant door".';

/**
 * Where code may import from, over resolved paths (import-x/no-restricted-paths): a relative
 * `../../admin/...` is caught like an alias. `target` is the importing file's folder, `from` the imported
 * file's; paths are relative to this file. docs/architecture.md "The map" explains each.
 */
const WEB_FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const FEATURES_APART = 'Features do not import each other: move what both need to src/lib or src/components (docs/architecture.md).';
const APPS_APART = 'Apps do not import each other: share through a package (packages/*), see docs/architecture.md "The map".';
const PACKAGES_BELOW =
  'Packages are below the apps, the scripts and the cross-app tests: they never import them (docs/architecture.md "The map").';
const ZONES = {
  /** Each web feature keeps to itself, `lib/` and `components/`; the app shell imports the features, never the reverse. */
  web: [
    ...WEB_FEATURES.map((feature) => ({
      target: `./apps/web/src/features/${feature}`,
      from: './apps/web/src/features',
      except: [`./${feature}`],
      message: FEATURES_APART,
    })),
    {
      target: './apps/web/src/features',
      from: './apps/web/src/app',
      message: 'Features do not import the app shell; the app imports the features.',
    },
  ],
  /** Shared web code is below the features and the app shell (its tests may render either: a block of its own). */
  webShared: [
    {
      target: ['./apps/web/src/lib', './apps/web/src/components'],
      from: ['./apps/web/src/features', './apps/web/src/app'],
      message: 'src/lib and src/components are below the features and the app shell: they never import them.',
    },
  ],
  /** Apps share code only through packages; packages are below every app, every script and the cross-app tests. */
  apps: [
    { target: './apps/api', from: ['./apps/worker', './apps/web'], message: APPS_APART },
    { target: './apps/worker', from: ['./apps/api', './apps/web'], message: APPS_APART },
    { target: './apps/web', from: ['./apps/api', './apps/worker'], message: APPS_APART },
  ],
  packages: [
    { target: './packages', from: ['./apps', './scripts', './tests'], message: PACKAGES_BELOW },
    {
      target: ['./packages/config', './packages/shared', './packages/db', './packages/jobs'],
      from: './packages/mail-identity',
      message: '@ds/mail-identity builds on config, db and shared; they (and the job contract) never import it. See docs/architecture.md.',
    },
  ],
  /** The API's infrastructure is below its feature modules (tests in infra may import modules: a block of its own). */
  apiLayers: [
    {
      target: './apps/api/src/infra',
      from: './apps/api/src/modules',
      message: 'apps/api/src/infra is below the feature modules: move what it needs into infra (or a package). See docs/architecture.md.',
    },
  ],
  /** The worker's infrastructure (Redis, metrics, the way out to SMTP) is below its job modules, as the API's is. */
  workerLayers: [
    {
      target: './apps/worker/src/infra',
      from: './apps/worker/src',
      except: ['./infra', './worker-options.ts'],
      message: 'apps/worker/src/infra is below the job modules: move what it needs into infra (or a package). See docs/architecture.md.',
    },
  ],
};

const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'packages/db/src/generated/**',
      '.data/**',
      'coverage/**',
      'apps/web/vite.config.*',
      'apps/web/vitest.config.*',
      'prisma.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.eslint.json', './apps/web/tsconfig.json', './tests/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Nest injects classes by their emitted type metadata, so type-only imports would break DI.
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts', 'apps/api/test/**/*.ts', '**/testing/**/*.ts', 'packages/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // The worker reaches the database through the tenant door only: `Database` from @ds/db (forTenant,
  // platform, acrossTenants(reason)). The raw client lives in apps/worker/src/prisma/, handed to `Database`
  // by worker.module.ts; tests may build their own. (A block of its own: the API's rule is another.)
  {
    files: ['apps/worker/src/**/*.ts'],
    ignores: [
      'apps/worker/src/prisma/**',
      'apps/worker/src/worker.module.ts',
      'apps/worker/src/**/*.test.ts',
      'apps/worker/src/testing/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)prisma/prisma\\.service(\\.js)?$',
              message:
                'Reach the database through `Database` from @ds/db (forTenant / platform / acrossTenants(reason)), not PrismaService: ' +
                'see docs/architecture.md "The tenant door".',
            },
          ],
          paths: [
            {
              name: '@ds/db',
              importNames: ['createPrismaClient', 'PrismaClient'],
              // The type is fine (a field holding what acrossTenants returns); a client of one's own is not.
              allowTypeImports: true,
              message:
                'A client of your own bypasses the tenant door: inject `Database` (docs/architecture.md "The tenant door"). ' +
                'Cross-tenant work uses Database.acrossTenants(reason).',
            },
          ],
        },
      ],
    },
  },
  // The rules of hooks for the web app. The preset's React Compiler checks are left out: we do not compile
  // with the React Compiler, and they reject the documented latest-value ref pattern our forms rely on.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Plain JavaScript: scripts, seed data, configs and test set-up run on Node without type information.
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // The tenant door (docs/architecture.md "The tenant door"): feature modules reach the database only through
  // `Database` (forTenant / platform / acrossTenants), never the raw client.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: 'infra/prisma/prisma\\.service(\\.js)?$', message: TENANT_DOOR }],
          paths: [{ name: '@ds/db', importNames: ['PrismaClient', 'createPrismaClient'], allowTypeImports: true, message: TENANT_DOOR }],
        },
      ],
    },
  },
  // Import rules over resolved paths (ZONES above; docs/architecture.md "The map"), and no import
  // circles anywhere. Generated Prisma code and built packages are not followed: they import no source.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'tests/tsconfig.json', 'tsconfig.eslint.json'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['/dist/', '/generated/', 'node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...ZONES.web, ...ZONES.webShared, ...ZONES.apps, ...ZONES.packages]),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The one exception to "packages never import scripts": the test harness (packages/testing) migrates each
  // test database with the project's own migration tool, scripts/lib/migrations.mjs, so tests run on the
  // schema exactly as `npm run db:migrate` builds it. Anything else from scripts, or from an app, stays out.
  {
    files: ['packages/testing/src/**/*.{ts,mjs}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        { target: './packages', from: ['./apps', './tests'], message: PACKAGES_BELOW },
        { target: './packages', from: './scripts', except: ['./lib/migrations.mjs'], message: PACKAGES_BELOW },
      ]),
    },
  },
  // Tests of shared web code may render a feature or the app shell.
  {
    files: ['apps/web/src/lib/**/*.test.{ts,tsx}', 'apps/web/src/components/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...ZONES.web, ...ZONES.apps]) },
  },
  // Layers of the API: infrastructure is below the feature modules and never imports them (tests may).
  {
    files: ['apps/api/src/infra/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/test/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...ZONES.apps, ...ZONES.apiLayers]) },
  },
  // Layers of the worker: the same for its infrastructure and its job modules.
  {
    files: ['apps/worker/src/infra/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/test/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...ZONES.apps, ...ZONES.workerLayers]) },
  },
  // Layout is Prettier's (.prettierrc.json; `npm run format`, checked by `npm test`): the rules that would fight it
  // are off. Prettier wraps code at 140 columns but leaves comments and strings as written, so line length is
  // held here: comments to 140, any other line (a long string) to 160. Links are exempt; the generated contract
  // types are not ours to wrap.
  prettierConfig,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    ignores: ['apps/web/src/lib/api/schema.gen.ts'],
    rules: { 'max-len': ['error', { code: 160, comments: 140, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
);
