import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TENANT_DOOR =
  'Modules reach the database through Database from @ds/db: forTenant(tenantId), platform, or acrossTenants(reason). See docs/architecture.md "The tenant door".';

/** The web app's features (apps/web/src/features/<name>): each keeps to itself and the shared code. */
const WEB_FEATURES = fs.readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** One rule block per feature: it may import `@/lib`, `@/components` and itself, never another feature. */
const featureIsolation = WEB_FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: 'Features do not import each other: move what both need to src/lib or src/components (docs/architecture.md).',
          },
          { regex: '^@/app/', message: 'Features do not import the app shell; the app imports the features.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'packages/db/src/generated/**', '.data/**', 'coverage/**', 'apps/web/vite.config.*', 'apps/web/vitest.config.*', 'prisma.config.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.eslint.json', './apps/web/tsconfig.json', './tests/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
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
    files: ['**/*.spec.ts', '**/*-spec.ts', '**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts', '**/testing/**/*.ts', 'packages/testing/**/*.ts'],
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
    ignores: ['apps/worker/src/prisma/**', 'apps/worker/src/worker.module.ts', 'apps/worker/src/**/*.spec.ts', 'apps/worker/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)prisma/prisma\\.service(\\.js)?$',
              message: 'Reach the database through `Database` from @ds/db (forTenant / platform / acrossTenants(reason)), not PrismaService: see docs/architecture.md "The tenant door".',
            },
          ],
          paths: [
            {
              name: '@ds/db',
              importNames: ['createPrismaClient', 'PrismaClient'],
              // The type is fine (a field holding what acrossTenants returns); a client of one's own is not.
              allowTypeImports: true,
              message: 'A client of your own bypasses the tenant door: inject `Database` (docs/architecture.md "The tenant door"). Cross-tenant work uses Database.acrossTenants(reason).',
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
  // Layers of the API: infrastructure is below the feature modules and never imports them (tests may).
  {
    files: ['apps/api/src/infra/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*-spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'apps/api/src/infra is below the feature modules: move what it needs into infra (or a package). See docs/architecture.md.' }] },
      ],
    },
  },
  // Layers of the web app: features are independent of each other, and shared code (lib, components)
  // never reaches up into a feature or the app shell.
  ...featureIsolation,
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(features|app)/', message: 'src/lib and src/components are below the features and the app shell: they never import them.' }] },
      ],
    },
  },
);
