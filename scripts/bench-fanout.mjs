#!/usr/bin/env node
// Benchmark of the notification fan-out (docs/architecture.md "Events and jobs"): on a fresh database with 10,000 active tenants, how
// long from enqueueing `notifications.fanout` for a new notification until all 10,000 inbox rows exist,
// with one worker process and then with two. Uses the PostgreSQL/Redis that tests use; cleans up.
//   node scripts/bench-fanout.mjs            (BENCH_TENANTS, BENCH_RUNS, BENCH_WORKER_CONCURRENCY to vary)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { JobQueue } from '@ds/jobs';
import pg from 'pg';
import { root } from './lib/paths.mjs';
import { CpuSampler } from './lib/process-cpu.mjs';
import { benchDatabase, clearRedisPrefixes, redisUrl, runBenchmark, sql } from './lib/bench-support.mjs';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY; // unset: the worker's default
const db = benchDatabase(`ds_bench_fanout_${process.pid}`);
const dbUrl = db.url;
const prefixes = [];
const children = [];

async function seed() {
  console.log(`seeding ${TENANTS.toLocaleString()} active tenants…`);
  await db.create();
  await sql(
    dbUrl,
    `
    INSERT INTO templates (id, name) VALUES (1, 'Full layout');
    INSERT INTO tenants (id, subdomain, site_name, subscription_status, updated_at)
      SELECT gen_random_uuid(), 'fan' || g, 'Fan-out ' || g, 'active', now() FROM generate_series(1, ${TENANTS}) g;
    INSERT INTO admins (id, name, email, password_hash, updated_at) VALUES (gen_random_uuid(), 'Bench', 'bench@example.com', 'x', now());
    ANALYZE;
  `,
  );
}

/** Starts `count` worker processes on their own Redis prefix; resolves once each says "worker ready". */
async function startWorkers(count, prefix) {
  const started = [];
  for (let i = 0; i < count; i++) {
    const child = spawn(process.execPath, ['apps/worker/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        // Production requires its own data key (docs/operations.md "Rotating keys").
        DATA_ENCRYPTION_KEY: 'be'.repeat(32),
        ...(CONCURRENCY ? { WORKER_CONCURRENCY: CONCURRENCY } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    children.push(child);
    started.push(
      new Promise((resolve, reject) => {
        const timer = setInterval(() => {
          if (out.includes('worker ready')) {
            clearInterval(timer);
            resolve(child);
          } else if (child.exitCode !== null) {
            clearInterval(timer);
            reject(new Error(`worker exited ${child.exitCode}\n${out}`));
          }
        }, 20);
      }),
    );
  }
  return Promise.all(started);
}

async function stopWorkers(workers) {
  await Promise.all(
    workers.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** One fan-out: a new notification, its job enqueued, then poll until every inbox row exists. */
async function fanOut(jobs, client, label) {
  const { rows } = await client.query(
    `INSERT INTO notifications (id, title, message) VALUES (gen_random_uuid(), $1, 'Benchmark notification') RETURNING id`,
    [label],
  );
  const id = rows[0].id;
  const started = performance.now();
  await jobs.add({ name: 'notifications.fanout', data: { notificationId: id } });
  for (;;) {
    const { rows: count } = await client.query('SELECT count(*)::int AS n FROM notification_recipients WHERE notification_id = $1', [id]);
    if (count[0].n >= TENANTS) break;
    if (performance.now() - started > 120_000) throw new Error(`only ${count[0].n} of ${TENANTS} rows after 120 s`);
    await new Promise((r) => setTimeout(r, 5));
  }
  const rowsMs = performance.now() - started;
  for (;;) {
    const { rows: done } = await client.query('SELECT fanout_completed_at FROM notifications WHERE id = $1', [id]);
    if (done[0].fanout_completed_at) break;
    if (performance.now() - started > 120_000) throw new Error('fanout_completed_at never set');
    await new Promise((r) => setTimeout(r, 5));
  }
  return { rowsMs, completeMs: performance.now() - started };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (v) => `${v.toFixed(0).padStart(6)} ms`;

async function measure(workerCount) {
  const prefix = `bench-fanout-${process.pid}-${workerCount}`;
  prefixes.push(prefix);
  const workers = await startWorkers(workerCount, prefix);
  const jobs = new JobQueue({ url: redisUrl }, prefix);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    // The first fan-out also opens each worker's database pool; it is reported, not counted.
    const cold = await fanOut(jobs, client, 'warm-up');
    // CPU of the counted runs per inbox row: the workers', and the PostgreSQL backends' of this database
    // but for the one polling here (docs/operations.md "Capacity model").
    const sampler = new CpuSampler(
      {
        workers: () => workers.map((w) => w.pid),
        postgres: async () =>
          (await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map(
            (r) => r.pid,
          ),
      },
      250,
    );
    await sampler.start();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await fanOut(jobs, client, `run ${i + 1}`));
    const cpu = await sampler.stop();
    const perRow = (seconds) => (seconds / (RUNS * TENANTS)) * 1e6;
    return {
      cold,
      runs,
      rows: median(runs.map((r) => r.rowsMs)),
      complete: median(runs.map((r) => r.completeMs)),
      cpuMicros: { worker: perRow(cpu.workers.seconds), postgres: perRow(cpu.postgres.seconds) },
    };
  } finally {
    await client.end();
    await jobs.close();
    await stopWorkers(workers);
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/worker/dist/main.js')))
    throw new Error('build the server first: npx tsc -b apps/api apps/worker');
  await seed();
  const results = {};
  for (const count of [1, 2]) {
    console.log(`measuring with ${count} worker process${count > 1 ? 'es' : ''} (1 warm-up + ${RUNS} runs)…`);
    results[count] = await measure(count);
    const r = results[count];
    console.log(`  warm-up ${ms(r.cold.rowsMs)}; runs: ${r.runs.map((x) => x.rowsMs.toFixed(0)).join(', ')} ms`);
  }
  const [one, two] = [results[1], results[2]];
  console.log(
    `\nnotification fan-out to ${TENANTS.toLocaleString()} active tenants (median of ${RUNS}; worker concurrency ${CONCURRENCY ?? 'default'})`,
  );
  console.log(`  1 worker:  all rows ${ms(one.rows)}   fanout_completed_at ${ms(one.complete)}   (target ≤ 10000 ms)`);
  console.log(`  2 workers: all rows ${ms(two.rows)}   fanout_completed_at ${ms(two.complete)}`);
  console.log(`  speed-up (1 → 2 workers, all rows): ${(one.rows / two.rows).toFixed(2)}× (target ≥ 1.7×)`);
  for (const [label, r] of [
    ['1 worker', one],
    ['2 workers', two],
  ]) {
    console.log(
      `  CPU per inbox row, ${label}: worker ${r.cpuMicros.worker.toFixed(1)} µs, PostgreSQL ${r.cpuMicros.postgres.toFixed(1)} µs`,
    );
  }
}

async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  await db.drop();
  await clearRedisPrefixes(prefixes);
}

runBenchmark(main, cleanup);
