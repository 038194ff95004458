#!/usr/bin/env node
// `npm run coverage`: every Jest project once with V8 coverage, ending with the summary (statements,
// branches, functions, lines of the apps' and packages' sources, tests and the generated Prisma client left
// out). A figure, not a gate: it fails only when a test fails. Not a step of `npm test`: on the two-core
// machine V8 coverage made the Jest run two to three times as long (README.md "Coverage").
// Extra arguments go to Jest, e.g. `npm run coverage -- packages` for one project's figure.
import { spawnSync } from 'node:child_process';
import { root } from './lib/paths.mjs';

const args = [
  'jest',
  '--forceExit',
  '--coverage',
  '--coverageProvider=v8',
  '--coverageReporters=text-summary',
  // Relative to each project's root (apps/api, apps/worker, packages, tests).
  '--collectCoverageFrom=**/src/**/*.{ts,tsx}',
  '--collectCoverageFrom=!**/*.test.ts',
  '--collectCoverageFrom=!**/src/generated/**',
  '--collectCoverageFrom=!**/src/testing/**',
  '--collectCoverageFrom=!testing/**',
  ...process.argv.slice(2),
];
const result = spawnSync('npx', args, {
  cwd: root,
  stdio: 'inherit',
  // As `npm test` runs Jest (scripts/test.mjs): ESM, and room for every suite's module graph in one process.
  env: {
    ...process.env,
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning --max-old-space-size=8192`.trim(),
  },
});
process.exit(result.status ?? 1);
