import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { freePort, repoRoot } from './support/stack.js';

/**
 * The production backup of docs/operations.md "Backup and restore" run for real: Debian's PostgreSQL 15 and
 * pgBackRest 2.45, `archive_command` shipping WAL into a repository, the platform's schema and demo data, a
 * full backup, rows written after it, and a point-in-time restore to a moment between two of them.
 */
const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';
const STANZA = 'drill';

/** PostgreSQL and pgBackRest refuse root: as root both run as Debian's `postgres` OS user. */
const owner = (() => {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
})();

async function rowCounts(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rows)
    counts[table] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n);
  return counts;
}

describe('point-in-time restore with pgBackRest (PostgreSQL 15)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-pgbackrest-'));
  const data = path.join(dir, 'data');
  const socket = path.join(dir, 'socket');
  const conf = path.join(dir, 'pgbackrest.conf');
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };
  let port: number;
  let server: ChildProcess | undefined;
  let log = '';

  const url = (db = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${db}`;
  const connect = async (db = 'distributor_sites') => {
    const client = new pg.Client({ connectionString: url(db) });
    await client.connect();
    return client;
  };
  const pgbackrest = (...args: string[]) => run('pgbackrest', [`--config=${conf}`, `--stanza=${STANZA}`, ...args], { ...owner, env });

  async function start() {
    const proc = spawn(
      path.join(BIN, 'postgres'),
      [
        ...['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socket}`],
        ...['-c', 'wal_level=replica', '-c', 'archive_mode=on', '-c', 'max_wal_senders=3'],
        ...['-c', `archive_command=pgbackrest --config=${conf} --stanza=${STANZA} archive-push %p`],
      ],
      { ...owner, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server = proc;
    proc.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`postgres exited:\n${log}`);
      const ready = await connect('postgres')
        .then(async (c) => {
          const { rows } = await c.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering');
          await c.end();
          return !rows[0].recovering;
        })
        .catch(() => false);
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`postgres not ready within 120 s:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function stop() {
    const proc = server;
    server = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGINT');
    });
  }

  beforeAll(async () => {
    port = await freePort();
    for (const sub of [data, socket, path.join(dir, 'repo'), path.join(dir, 'log'), path.join(dir, 'lock')])
      fs.mkdirSync(sub, { recursive: true, mode: 0o700 });
    fs.writeFileSync(
      conf,
      [
        '[global]',
        `repo1-path=${dir}/repo`,
        'repo1-retention-full=2',
        `log-path=${dir}/log`,
        `lock-path=${dir}/lock`,
        'log-level-console=warn',
        'start-fast=y',
        'compress-type=zst',
        `[${STANZA}]`,
        `pg1-path=${data}`,
        `pg1-port=${port}`,
        `pg1-socket-path=${socket}`,
        '',
      ].join('\n'),
    );
    if ('uid' in owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
    await run(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], { ...owner, env });
    await start();
    await pgbackrest('stanza-create');
    await pgbackrest('check');

    const admin = await connect('postgres');
    await admin.query('CREATE DATABASE distributor_sites');
    await admin.end();
    // The platform's own schema and demo data, as production has them.
    const scriptEnv = { ...process.env, DATABASE_URL: url('distributor_sites'), UPLOAD_DIR: path.join(dir, 'uploads') };
    await run(process.execPath, [path.join(repoRoot, 'scripts/migrate.mjs'), 'deploy'], { cwd: repoRoot, env: scriptEnv });
    await run(process.execPath, [path.join(repoRoot, 'scripts/seed.mjs')], { cwd: repoRoot, env: scriptEnv });
  }, 300_000);

  afterAll(async () => {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores to a moment after the full backup: what was written before it is there, what came after is not', async () => {
    const started = Date.now();
    await pgbackrest('--type=full', 'backup');
    const backupSeconds = (Date.now() - started) / 1000;
    // A time target needs a backup set whose stop time (whole seconds, taken as the backup finishes) is before it:
    // a target in the second the backup ended can find none ("unable to find backup set"), so write a second later.
    await new Promise((r) => setTimeout(r, 1100));

    const db = await connect();
    const tenant = (await db.query<{ id: string }>("SELECT id FROM tenants WHERE subdomain = 'jane'")).rows[0].id;
    const subscribe = (email: string) =>
      db.query("INSERT INTO subscribers (id, tenant_id, email, status) VALUES (gen_random_uuid(), $1, $2, 'confirmed')", [tenant, email]);
    await subscribe('before-the-target@example.com');
    const atTarget = await rowCounts(db);
    const { rows } = await db.query<{ target: string }>("SELECT to_char(clock_timestamp(), 'YYYY-MM-DD HH24:MI:SS.USOF') AS target");
    await new Promise((r) => setTimeout(r, 1100));
    await subscribe('after-the-target@example.com');
    await db.query('SELECT pg_switch_wal()');
    await db.end();
    // Every segment up to the current one is in the repository (check archives and waits for it).
    await pgbackrest('check');

    await stop();
    const restoreStarted = Date.now();
    await pgbackrest('--delta', '--type=time', `--target=${rows[0].target}`, '--target-action=promote', 'restore');
    await start();
    const restoreSeconds = (Date.now() - restoreStarted) / 1000;

    const restored = await connect();
    try {
      expect(await rowCounts(restored)).toEqual(atTarget);
      const emails = (await restored.query<{ email: string }>("SELECT email FROM subscribers WHERE email LIKE '%-the-target@example.com'"))
        .rows;
      expect(emails.map((row) => row.email)).toEqual(['before-the-target@example.com']);
      expect(atTarget.tenants).toBeGreaterThanOrEqual(2);
    } finally {
      await restored.end();
    }
    console.log(
      `pgBackRest drill: full backup ${backupSeconds.toFixed(1)} s, point-in-time restore + recovery ${restoreSeconds.toFixed(1)} s`,
    );
  }, 300_000);
});
