#!/usr/bin/env node
// `npm test`: every suite, in order of cost. Needs PostgreSQL and Redis reachable (TEST_DATABASE_URL,
// TEST_REDIS_URL; defaults: the local servers) and /usr/bin/chromium for the browser suite.
// Ends with one line "Summary: N passed, N failed" counted over every runner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/paths.mjs';

const npx = (args, env = {}) => run('npx', args, env);
let passed = 0;
let failed = 0;

function run(cmd, args, env = {}) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function step(name, fn) {
  const status = fn();
  if (status !== 0) {
    console.error(`\n✖ ${name} failed`);
    failed += 1;
    finish();
  }
}

function finish() {
  console.log(`\nSummary: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

step('prisma generate', () => run(process.execPath, ['scripts/prisma-generate.mjs', '--if-stale']));
step('build server (tsc)', () => npx(['tsc', '-b', 'apps/api', 'apps/worker']));
step('typecheck tests', () => npx(['tsc', '-p', 'tsconfig.test.json']) || npx(['tsc', '-p', 'tests/tsconfig.json']));
step('typecheck web', () => run('npm', ['run', 'typecheck', '-w', '@ds/web']));
step('format', () => run('npm', ['run', '-s', 'format:check']));
step('lint', () => npx(['eslint', '--max-warnings=0', '.']));
// Unused files, exports and dependencies, and imports a workspace does not declare (knip.jsonc). Then the shipped
// code alone (the entries marked `!`): what it imports at run time must be in `dependencies` (type-only imports
// aside), and a dependency that only tests use belongs in `devDependencies`.
step('dead code (knip)', () => {
  const status = npx(['knip', '--no-progress']);
  if (status !== 0) return status;
  return npx(['knip', '--no-progress', '--production', '--strict', '--include', 'dependencies,unlisted,unresolved']);
});
step('build web', () => run('npm', ['run', 'build', '-w', '@ds/web']));

// Web unit tests (Vitest); count from its JSON report. With V8 coverage of the web app, whose summary it prints
// (a figure, not a gate; it costs this step about a minute). The server's figure is `npm run coverage`: V8
// coverage of every Jest suite made that run about twice as long (README.md "Coverage").
const vitestReport = path.join(os.tmpdir(), `ds-vitest-${process.pid}.json`);
const webStatus = run('npm', [
  'exec',
  '-w',
  '@ds/web',
  '--',
  'vitest',
  'run',
  '--coverage.enabled',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
count(vitestReport, 'vitest');
if (webStatus !== 0) failed += failed ? 0 : 1;

// API, worker, packages and cross-app suites (Jest, ESM).
const jestReport = path.join(os.tmpdir(), `ds-jest-${process.pid}.json`);
// --forceExit: a suite whose set-up failed half-way can leave its app running (its afterAll has nothing to
// close); that must fail the run, not hang it until CI's time limit.
// Two suites at a time (JEST_WORKERS to change it): most suites spend their time waiting on the processes they
// start (api, worker, Chromium, PostgreSQL), so one at a time left a core idle half the run. Each suite has its
// own database, Redis key prefix and free ports (docs/architecture.md "Tests"), so two never meet. A worker
// whose heap passed 3 GB after a suite is replaced: the ESM module graphs of many suites add up.
const workers = process.env.JEST_WORKERS ?? '2';
const jestStatus = npx(
  [
    'jest',
    '--json',
    '--forceExit',
    `--maxWorkers=${workers}`,
    '--workerIdleMemoryLimit=3GB',
    `--outputFile=${jestReport}`,
    ...process.argv.slice(2),
  ],
  {
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning --max-old-space-size=8192`.trim(),
  },
);
count(jestReport, 'jest');
if (jestStatus !== 0 && failed === 0) failed = 1;
finish();

function count(file, runner) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    if (report.numFailedTestSuites && !report.numFailedTests) failed += report.numFailedTestSuites;
    if (runner === 'jest') printSlowest(report);
    fs.rmSync(file, { force: true });
  } catch {
    console.error(`(no ${runner} report)`);
  }
}

/** The ten slowest Jest suites, so CI's time is spent where somebody can see it (suites run 2 at a time). */
function printSlowest(report) {
  const suites = (report.testResults ?? [])
    .map((r) => ({ file: path.relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  if (!suites.length) return;
  console.log('\nSlowest Jest suites:');
  for (const { file, seconds } of suites) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${file}`);
}
