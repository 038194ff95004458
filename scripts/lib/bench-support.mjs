// Plumbing shared by the benchmarks: each runs on a database of its own on the test PostgreSQL server and
// a Redis key prefix of its own, and removes both when it ends.
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { root } from './paths.mjs';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** CPU seconds a process has used so far (user + system), from /proc: a figure the machine's load does not bend. */
export function cpuSeconds(child) {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export async function sql(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A database named `name` on the test server: `create()` makes and migrates it, `drop()` removes it. */
export function benchDatabase(name) {
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  return {
    name,
    url,
    async create() {
      await sql(adminUrl, `CREATE DATABASE "${name}"`);
      // In a child process: the migration engine keeps its connection pool open.
      execFileSync(process.execPath, [path.join(root, 'scripts/migrate.mjs'), 'deploy'], {
        env: { ...process.env, DATABASE_URL: url },
        stdio: 'ignore',
      });
    },
    drop: () => sql(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined),
  };
}

export async function clearRedisPrefixes(prefixes) {
  const redis = new Redis(redisUrl);
  try {
    for (const prefix of prefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * A redis-server of the bench's own on a free port, without persistence (REDIS_SERVER_BIN, default
 * /usr/bin/redis-server), for figures taken while Redis hangs or is gone — never the shared one.
 * `freeze()`/`thaw()`: SIGSTOP/SIGCONT (connections stay open, nothing is answered); `stop()`: SIGKILL;
 * `start()`: again on the same port, empty.
 */
export async function privateRedis() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-bench-redis-'));
  let child;
  const start = () =>
    new Promise((resolve, reject) => {
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--protected-mode',
        'no',
      ];
      child = spawn(process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      const onData = (d) => {
        output += d;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`redis-server exited (${code}):\n${output}`))));
    });
  const stop = () =>
    new Promise((resolve) => {
      const proc = child;
      child = undefined;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the benchmark, then always cleans up; a failure sets a non-zero exit code. */
export function runBenchmark(main, cleanup) {
  main()
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(() => cleanup());
}

/**
 * The SMTP server, in a process of its own (scripts/lib/smtp-sink.mjs) so its CPU is measured apart from
 * the benchmark's; pushed on `children` for the caller to stop. `report(subject, since)`: what it accepted
 * with that subject (per recipient, Message-IDs, acceptance times after `since`).
 */
export async function startSmtpSink(children) {
  const port = await freePort();
  const child = fork(path.join(root, 'scripts/lib/smtp-sink.mjs'), [], {
    env: { ...process.env, SMTP_SINK_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`SMTP sink exited ${code}`)));
  });
  let nextId = 0;
  const waiting = new Map();
  child.on('message', (msg) => {
    if (msg.type === 'report') (waiting.get(msg.id)?.(msg), waiting.delete(msg.id));
  });
  const report = (subject, since) =>
    new Promise((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve);
      child.send({ type: 'report', subject, since, id });
    });
  return { child, url: `smtp://127.0.0.1:${port}`, report };
}
