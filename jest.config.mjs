import { fileURLToPath } from 'node:url';

// Jest 30 + SWC for ESM-only NestJS 12: SWC emits decorator metadata,
// which esbuild-based runners do not. Run with NODE_OPTIONS=--experimental-vm-modules (scripts/test.mjs).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

// Every project's global set-up, by absolute path: each project has a rootDir of its own.
const globalSetup = fileURLToPath(new URL('./packages/testing/src/global-setup.mjs', import.meta.url));

const base = {
  testEnvironment: 'node',
  // Suites start real apps on fresh databases (argon2 sign-ups included); on a 2-core machine running
  // many suites at once a 5 s hook is too tight. Teardown is the long one: closing Chromium, stopping the
  // stack's processes (SIGTERM, 10 s grace) and dropping the database passed 30 s under load, and a failed
  // afterAll shows as "Test suite failed to run" after every test passed. Tests that need longer say so.
  testTimeout: 60_000,
  globalSetup,
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@ds/(config|db|jobs|mail-identity|testing|shared|campaign-mail|observability)$': '<rootDir>/../../packages/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  // Also at the top: a project's own testTimeout was not applied when one suite is run by path.
  testTimeout: base.testTimeout,
  projects: [
    {
      ...base,
      displayName: 'api',
      rootDir: 'apps/api',
      // Unit tests beside the code in src/; end-to-end tests (the app over HTTP) and their support in test/.
      testRegex: '(src|test)/.*\\.test\\.ts$',
    },
    { ...base, displayName: 'worker', rootDir: 'apps/worker', testRegex: 'src/.*\\.test\\.ts$' },
    {
      ...base,
      displayName: 'packages',
      rootDir: 'packages',
      testRegex: '.*/src/.*\\.test\\.ts$',
      moduleNameMapper: {
        '^@ds/(config|db|jobs|mail-identity|testing|shared|campaign-mail|observability)$': '<rootDir>/$1/src/index.ts',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
    },
    {
      ...base,
      displayName: 'e2e',
      rootDir: 'tests',
      testRegex: '.*\\.(e2e|browser)\\.test\\.ts$',
      moduleNameMapper: {
        '^@ds/(config|db|jobs|mail-identity|testing|shared|campaign-mail|observability)$': '<rootDir>/../packages/$1/src/index.ts',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
    },
  ],
};
