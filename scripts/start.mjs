#!/usr/bin/env node
// npm start — the whole platform on one machine with nothing to configure:
//   pinned Node.js → dependencies → builds (only what is stale) → PostgreSQL, Redis, SMTP (configured or embedded)
//   → migrations → demo seed → api + worker → wait for /api/health → print URLs and demo logins.
// Ctrl-C / SIGTERM stops api and worker first, then Redis and PostgreSQL, and exits 0. If any service
// dies on its own, everything is stopped and the exit code is 1.
//
// Only node: built-ins, scripts/lib and the seed's plain data module are imported statically:
// node_modules may not exist yet.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadDotEnv } from './lib/env.mjs';
import { DATA_DIR, MAIL_DIR, root } from './lib/paths.mjs';
import {
  FriendlyError,
  acquirePidLock,
  isPortFree,
  releasePidLock,
  runTask,
  runningTasks,
  sleep,
  spawnService,
  stopChild,
} from './lib/processes.mjs';
import { consoleLogFormatter } from './lib/pretty-logs.mjs';
import { rerunOnPinnedRuntime } from './lib/runtime.mjs';
import { isServerStale, isWebStale, prismaGenerateCommand, tscBuildCommand } from './lib/staleness.mjs';
import { startEmbeddedPostgres } from './lib/embedded/postgres.mjs';
import { startPrivateRedis } from './lib/embedded/redis.mjs';
import { startSmtpCatcher } from './lib/embedded/smtp-catcher.mjs';
// The seed's own account list (a plain data module), so the banner cannot drift from what it creates.
import { demoLogins } from '../prisma/seed/demo.mjs';

process.chdir(root);
loadDotEnv();

const log = (message) => console.log(`[start] ${message}`);

// A fresh clone has no node_modules/.bin/node yet, so `npm start` began on the machine's Node.js: go on
// under the project's pinned one (scripts/lib/runtime.mjs), so `npm install` and everything after run there.
const rerunExitCode = await rerunOnPinnedRuntime({ log });
if (rerunExitCode !== null) process.exit(rerunExitCode);

const LOCK_FILE = path.join(DATA_DIR, 'start.pid');
const HEALTH_TIMEOUT_MS = 120_000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Infrastructure we started (PostgreSQL, Redis, SMTP catcher), in start order. */
const services = [];
/** api and worker. */
const apps = [];
// They run in process groups of their own: should this process end other than through shutdown() (a crash),
// they are told to stop rather than left running. An 'exit' handler can only signal, not wait.
process.once('exit', () => apps.forEach((child) => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM')));
let shuttingDown = false;
/** Settles when infrastructure start-up has finished either way; shutdown waits for it (no orphans). */
let infrastructureSettled = Promise.resolve();
/** The embedded database was there before this start (a restart), so it holds the demo data already. */
let embeddedDatabaseExisted = false;

let firstSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (shuttingDown) {
      // Under `npm start` one Ctrl-C arrives twice (from the terminal and forwarded by npm), so only a
      // later, deliberate second Ctrl-C skips the 10 s grace period of api and worker.
      if (firstSignalAt && Date.now() - firstSignalAt > 2000) for (const child of apps) child.kill('SIGKILL');
      return;
    }
    firstSignalAt = Date.now();
    console.log('');
    void shutdown(0, `${signal} received`);
  });
}

try {
  await main();
} catch (err) {
  // A step cut short by a stop under way (a build or migration ended by shutdown()) is no news.
  if (!shuttingDown) {
    if (err instanceof FriendlyError) console.error(`[start] ${err.message}`);
    else console.error('[start] failed:', err);
  }
  await shutdown(1);
}

async function main() {
  await ensureDependencies();

  fs.mkdirSync(DATA_DIR, { recursive: true });
  const holder = acquirePidLock(LOCK_FILE, { command: /start\.mjs/, cwd: root });
  if (holder) throw new FriendlyError(`npm start is already running here (pid ${holder}); stop it first.`);

  const port = Number(process.env.PORT || 3000);
  const baseDomain = process.env.BASE_DOMAIN || 'localhost';
  if (!(await isPortFree(port, '0.0.0.0'))) {
    throw new FriendlyError(`Port ${port} is already in use: stop the program using it or set PORT in .env.`);
  }

  // Builds and infrastructure start side by side; a failed build stops whatever did start (shutdown).
  const [[database, redis, smtp]] = await Promise.all([startInfrastructure(), buildIfStale()]);
  const env = {
    ...process.env,
    DATABASE_URL: database,
    REDIS_URL: redis,
    SMTP_URL: smtp,
    JWT_SECRET: process.env.JWT_SECRET || jwtSecret(),
    BASE_DOMAIN: baseDomain,
    PORT: String(port),
    UPLOAD_DIR: path.resolve(root, process.env.UPLOAD_DIR || '.data/uploads'),
    // Operations ports (Prometheus /metrics, /health/live, /health/ready; docs/operations.md).
    METRICS_PORT: process.env.METRICS_PORT || (await operationsPort(9464)),
    WORKER_METRICS_PORT: process.env.WORKER_METRICS_PORT || (await operationsPort(9465)),
    ...developmentDkim(),
  };
  if (shuttingDown) return;

  log('applying database migrations ...');
  await runTask(process.execPath, ['scripts/migrate.mjs', 'deploy'], { cwd: root, env, what: 'database migration' });
  log('seeding demo data ...');
  const seeding = runTask(process.execPath, ['scripts/seed.mjs'], { cwd: root, env, what: 'seeding demo data' });
  // On a database that already has the demo data the seed changes nothing, so the api and worker start
  // meanwhile (a restart is serving sooner); a new one is seeded first, so the api's start-up work (image
  // variants of uploads) sees what the seed adds.
  if (!embeddedDatabaseExisted) await seeding;
  if (shuttingDown) return;

  const formatLine = await consoleLogFormatter();
  for (const [name, entry] of [
    ['api', 'apps/api/dist/main.js'],
    ['worker', 'apps/worker/dist/main.js'],
  ]) {
    const child = spawnService(name, process.execPath, [entry], { cwd: root, env, formatLine });
    watch(child);
    apps.push(child);
  }
  await Promise.all([seeding, waitForHealth(port)]);
  if (!shuttingDown)
    printBanner({ port, baseDomain, smtpIsCatcher: !process.env.SMTP_URL, metricsPorts: [env.METRICS_PORT, env.WORKER_METRICS_PORT] });
}

/** The usual operations port if it is free, else any free one (0): metrics are no reason not to start. */
async function operationsPort(preferred) {
  return (await isPortFree(preferred, '0.0.0.0')) ? String(preferred) : '0';
}

async function ensureDependencies() {
  if (fs.existsSync(path.join(root, 'node_modules'))) return;
  // The lockfile is the truth on a fresh clone: `npm ci` installs exactly it, without resolving anew.
  const command = fs.existsSync(path.join(root, 'package-lock.json')) ? 'ci' : 'install';
  log(`installing dependencies (npm ${command}, about a minute the first time) ...`);
  await runTask(npm, [command, '--no-audit', '--no-fund'], { cwd: root, what: `npm ${command}`, quiet: true });
}

/**
 * Rebuilds only what is older than its sources (see lib/staleness.mjs): the server (`tsc -b apps/api
 * apps/worker`, with the packages they use) and the web app at the same time, their output shown only if
 * one fails.
 */
async function buildIfStale() {
  await runTask(...prismaGenerateCommand(), { cwd: root, what: 'prisma generate', quiet: true });
  for (const app of ['api', 'worker']) {
    if (!fs.existsSync(path.join(root, `apps/${app}/src/main.ts`)) && !fs.existsSync(path.join(root, `apps/${app}/dist/main.js`))) {
      throw new FriendlyError(`apps/${app} has no src/main.ts and no build: nothing to run yet.`);
    }
  }
  const builds = [];
  if (isServerStale()) {
    log('building api and worker (tsc -b) ...');
    builds.push(runTask(...tscBuildCommand(['apps/api', 'apps/worker']), { cwd: root, what: 'building api and worker', quiet: true }));
  }
  if (isWebStale()) {
    log('building the web app (vite) ...');
    builds.push(runTask(npm, ['run', 'build', '-w', '@ds/web'], { cwd: root, what: 'building the web app', quiet: true }));
  }
  await Promise.all(builds);
  if (builds.length) log('built.');
}

/** Configured services are used as they are; missing ones are started here. Returns their URLs. */
async function startInfrastructure() {
  const track = (name, handle) => {
    services.push({ name, ...handle });
    if (handle.child) watch(handle.child, name);
    return handle.url;
  };
  const starting = Promise.allSettled([
    process.env.DATABASE_URL
      ? process.env.DATABASE_URL
      : (log('starting embedded PostgreSQL (.data/pg) ...'),
        startEmbeddedPostgres({ log }).then((h) => {
          embeddedDatabaseExisted = !h.created;
          return track('postgres', h);
        })),
    process.env.REDIS_URL
      ? process.env.REDIS_URL
      : (log('starting private Redis (.data/redis) ...'), startPrivateRedis({ log }).then((h) => track('redis', h))),
    process.env.SMTP_URL ? process.env.SMTP_URL : startSmtpCatcher({ log }).then((h) => track('smtp catcher', h)),
  ]);
  infrastructureSettled = starting;
  const results = await starting;
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => r.value);
}

/** JWT_SECRET for embedded mode: generated once and kept in .data/ so sessions survive restarts. */
function jwtSecret() {
  const file = path.join(DATA_DIR, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first run
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * DKIM for embedded mode: without a configured key, a development RSA key generated once in .data/ signs
 * every email (selector `dev`), so caught mail carries a DKIM-Signature as production mail does
 * (docs/deliverability.md). It is published nowhere, so receivers would find no record for it.
 */
function developmentDkim() {
  if (process.env.DKIM_PRIVATE_KEY || process.env.DKIM_PRIVATE_KEY_FILE) return {};
  const file = path.join(DATA_DIR, 'dkim-dev.pem');
  if (!fs.existsSync(file)) {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  return { DKIM_PRIVATE_KEY_FILE: file, DKIM_SELECTOR: process.env.DKIM_SELECTOR || 'dev' };
}

/** Any supervised process exiting while we are not shutting down takes everything down with exit 1. */
function watch(child, name = child.serviceName) {
  void child.exited.then(({ code, signal, error }) => {
    if (shuttingDown) return;
    const how = error ? error.message : signal ? `signal ${signal}` : `exit code ${code}`;
    void shutdown(1, `${name} stopped unexpectedly (${how})`);
  });
}

async function waitForHealth(port) {
  const url = `http://127.0.0.1:${port}/api/health`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  log(`waiting for ${url} ...`);
  while (!shuttingDown) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new FriendlyError(`The API did not answer ${url} with 200 within ${HEALTH_TIMEOUT_MS / 1000} s.`);
    await sleep(500);
  }
}

async function shutdown(code, reason) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (reason) log(`${reason}: stopping ...`);
  // api and worker first (they still need the database and Redis to finish in-flight work), and any step
  // still running (a build, the migrations, the seed), which would otherwise outlive us. A process still
  // starting exits at once (docs/operations.md "SIGTERM during start-up"); one that hangs is killed after 10 s.
  await Promise.all([...apps, ...runningTasks].map((child) => stopChild(child, { signal: 'SIGTERM', timeoutMs: 10_000 })));
  await infrastructureSettled;
  for (const service of [...services].reverse()) {
    try {
      await service.stop();
    } catch (err) {
      console.error(`[start] stopping ${service.name}: ${err.message}`);
    }
  }
  releasePidLock(LOCK_FILE);
  if (reason) log(code === 0 ? 'stopped.' : 'stopped after a failure.');
  process.exit(code);
}

function printBanner({ port, baseDomain, smtpIsCatcher, metricsPorts: [apiMetrics, workerMetrics] }) {
  const portPart = port === 80 ? '' : `:${port}`;
  const main = `http://${baseDomain}${portPart}`;
  const site = (sub) => `http://${sub}.${baseDomain}${portPart}`;
  const rows = [
    ['Landing page', main],
    ["Jane's storefront", site('jane')],
    ["Sam's storefront", site('sam')],
    ["Minji's storefront (Korean)", site('minji')],
    ["Valeria's storefront (Spanish)", site('valeria')],
    ["Yui's storefront (Japanese)", site('yui')],
    ['Back office login', `${main}/backoffice-login`],
    ['Super-admin login', `${main}/superadmin-login`],
    ['API docs', `${main}/api/docs`],
    ['Outgoing mail', smtpIsCatcher ? `${MAIL_DIR}/*.eml` : 'sent through SMTP_URL'],
    ...(apiMetrics !== '0' && workerMetrics !== '0'
      ? [['Metrics', `http://localhost:${apiMetrics}/metrics (api), http://localhost:${workerMetrics}/metrics (worker)`]]
      : []),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const line = '─'.repeat(72);
  const out = [
    '',
    line,
    '  Distributor Sites is running',
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    ...(/^(0|false|no|off)$/i.test(process.env.SEED_DEMO ?? '')
      ? []
      : ['', '  Demo logins', ...demoLogins.map((l) => `  ${l.email.padEnd(20)} ${l.password.padEnd(11)} ${l.role}`)]),
    '',
    '  Press Ctrl-C to stop.',
    line,
    '',
  ];
  console.log(out.join('\n'));
}
