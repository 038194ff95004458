#!/usr/bin/env node
// Benchmark of campaign sending (docs/campaigns-delivery.md): a campaign to BENCH_SUBSCRIBERS
// (100,000) confirmed subscribers through a real SMTP server run here (smtp-server, accepting everything),
// with one worker process and then two. Prints messages/s, total time, the exactly-once counts taken at
// the SMTP server, and each process's CPU (workers, SMTP sink, PostgreSQL backends, Redis, the bench; sampled
// from /proc) to show which side is the limit. Uses the PostgreSQL and
// Redis that tests use, on a database and key prefix of its own; cleans up.
//   npm run bench:campaign        (BENCH_SUBSCRIBERS, BENCH_WORKERS="1,2", BENCH_SMTP_CONNECTIONS to vary;
//                                  BENCH_WORKER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile;
//                                  BENCH_DKIM=0 to send unsigned)
// Last, the takeover: a worker killed with SIGKILL while its message waits for the SMTP server's answer,
// and how long until the other (running) worker has that recipient's message out — BENCH_TAKEOVER_ROUNDS
// rounds (default 3, 0 skips), with the production lock and lease settings. The outage e2e suites print
// the same figure but cannot judge it while other suites share the machine.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { root } from './lib/paths.mjs';
import { CpuSampler, cpuSeconds, machineTicks, pidsNamed } from './lib/process-cpu.mjs';
import { benchDatabase, clearRedisPrefixes, freePort, redisUrl, runBenchmark, sql, startSmtpSink } from './lib/bench-support.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const TAKEOVER_ROUNDS = Number(process.env.BENCH_TAKEOVER_ROUNDS ?? 3);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const SMTP_CONNECTIONS = process.env.BENCH_SMTP_CONNECTIONS ?? '8';
const db = benchDatabase(`ds_bench_campaign_${process.pid}`);
const prefixes = [];
const children = [];
let tenantId;

async function seed() {
  console.log(`seeding ${SUBSCRIBERS.toLocaleString()} confirmed subscribers…`);
  await db.create();
  const { rows } = await sql(
    db.url,
    `INSERT INTO templates (id, name) VALUES (1, 'Full layout');
     INSERT INTO tenants (id, subdomain, site_name, email_id, address, campaign_daily_quota, updated_at)
       VALUES (gen_random_uuid(), 'bench', 'Bench Wellness', 'bench@example.com', '1 Main St', 100000000, now()) RETURNING id`,
  ).then(async () => sql(db.url, `SELECT id FROM tenants WHERE subdomain = 'bench'`));
  tenantId = rows[0].id;
  await sql(
    db.url,
    `INSERT INTO subscribers (id, tenant_id, email, status, confirmed_at)
       SELECT gen_random_uuid(), $1, 'fan' || g || '@example.net', 'confirmed', now() FROM generate_series(1, ${SUBSCRIBERS}) g;
     ANALYZE`.replace('$1', `'${tenantId}'`),
  );
}

/** Production signs every email (docs/deliverability.md): the bench does too, with a key of its own (BENCH_DKIM=0: unsigned). */
const DKIM = process.env.BENCH_DKIM !== '0';
const dkimKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });

function startWorkers(count, prefix, smtpUrl) {
  const started = [];
  for (let i = 0; i < count; i++) {
    const nodeArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = spawn(process.execPath, [...nodeArgs, 'apps/worker/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Distributor Sites <no-reply@bench.test>',
        ...(DKIM ? { DKIM_SELECTOR: 'bench', DKIM_PRIVATE_KEY: dkimKey } : {}),
        JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Production requires its own data key (docs/operations.md "Rotating keys").
        DATA_ENCRYPTION_KEY: 'be'.repeat(32),
        CAMPAIGN_TICK_SECONDS: '1',
        CAMPAIGN_SMTP_CONNECTIONS: SMTP_CONNECTIONS,
        CAMPAIGN_RATE_PER_SECOND: '100000',
        CAMPAIGN_TENANT_RATE_PER_SECOND: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out = (out + d).slice(-20_000)));
    child.stderr.on('data', (d) => (out = (out + d).slice(-20_000)));
    children.push(child);
    started.push(
      new Promise((resolve, reject) => {
        const timer = setInterval(() => {
          // LOG_LEVEL=warn hides "worker ready": wait for its queues instead (a tick job gets processed).
          if (child.exitCode !== null) {
            clearInterval(timer);
            reject(new Error(`worker exited ${child.exitCode}\n${out}`));
          }
        }, 50);
        setTimeout(() => {
          clearInterval(timer);
          resolve(child);
        }, 4_000);
      }),
    );
  }
  return Promise.all(started);
}

async function stopWorkers(workers) {
  await Promise.all(
    workers.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
    ),
  );
}

async function measure(workerCount, smtp) {
  const prefix = `bench-campaign-${process.pid}-${workerCount}`;
  prefixes.push(prefix);
  const workers = await startWorkers(workerCount, prefix, smtp.url);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const subject = `Bench campaign, ${workerCount} worker(s)`;
  // Who used the CPUs: each worker, the SMTP sink, the PostgreSQL backends serving the benchmark's
  // database, every postgres process (other databases and PostgreSQL's own background work too), Redis.
  const monitor = new pg.Client({ connectionString: db.url });
  await monitor.connect();
  const sampler = new CpuSampler({
    ...Object.fromEntries(workers.map((w, i) => [`worker ${i + 1}`, () => [w.pid]])),
    'SMTP sink': () => [smtp.child.pid],
    'postgres backends (this database)': async () =>
      (await monitor.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows.map(
        (r) => r.pid,
      ),
    'postgres, all processes': () => pidsNamed('postgres'),
    'redis-server': () => pidsNamed('redis-server'),
  });
  await sampler.start();
  const cpuBefore = { workers: workers.map((w) => cpuSeconds(w.pid)), bench: process.cpuUsage(), machine: machineTicks() };
  try {
    const { rows } = await client.query(
      `INSERT INTO campaigns (id, tenant_id, subject, content, status, scheduled_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'scheduled', now(), now()) RETURNING id`,
      [
        tenantId,
        subject,
        '<h1>Spring offers</h1><p>Three ideas for a <a href="https://bench.example/healthy">healthier spring</a> and <a href="https://bench.example/shop">our picks</a>.</p>',
      ],
    );
    const id = rows[0].id;
    const started = performance.now();
    let lastReport = started;
    for (;;) {
      const { rows: state } = await client.query(`SELECT status FROM campaigns WHERE id = $1`, [id]);
      if (state[0].status === 'sent') break;
      if (performance.now() - lastReport > 15_000) {
        lastReport = performance.now();
        const got = (await smtp.report(subject)).delivered;
        console.log(`    … ${got.toLocaleString()} delivered after ${((lastReport - started) / 1000).toFixed(0)} s`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const totalMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1_000)); // room for a late duplicate
    const entry = await smtp.report(subject);
    const bench = process.cpuUsage(cpuBefore.bench);
    const machine = machineTicks();
    const groups = await sampler.stop();
    const { rows: ledger } = await client.query(
      `SELECT status::text, count(*)::int AS n FROM campaign_recipients WHERE campaign_id = $1 GROUP BY status`,
      [id],
    );
    return {
      totalMs,
      sendingMs: entry.last - entry.first,
      delivered: entry.delivered,
      lost: SUBSCRIBERS - entry.delivered,
      duplicated: entry.duplicated,
      messageIds: entry.messageIds,
      signed: entry.signed,
      ledger: Object.fromEntries(ledger.map((r) => [r.status, r.n])),
      workerCpu: workers.map((w, i) => cpuSeconds(w.pid) - cpuBefore.workers[i]),
      benchCpu: (bench.user + bench.system) / 1e6,
      groups,
      machineBusy: (machine.busy - cpuBefore.machine.busy) / (machine.total - cpuBefore.machine.total),
      machineBusySeconds: (machine.busy - cpuBefore.machine.busy) / 100,
    };
  } finally {
    await sampler.stop();
    await monitor.end();
    await client.end();
    await stopWorkers(workers);
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/worker/dist/main.js')))
    throw new Error('build the server first: npx tsc -b apps/api apps/worker');
  const smtp = await startSmtpSink(children);
  await seed();
  const results = {};
  for (const count of WORKER_COUNTS) {
    console.log(`sending to ${SUBSCRIBERS.toLocaleString()} subscribers with ${count} worker process${count > 1 ? 'es' : ''}…`);
    const r = (results[count] = await measure(count, smtp));
    const rate = SUBSCRIBERS / (r.totalMs / 1000);
    console.log(
      `  ${count} worker(s): ${(r.totalMs / 1000).toFixed(1)} s total (first to last message ` +
        `${(r.sendingMs / 1000).toFixed(1)} s), ${rate.toFixed(0)} messages/s ` +
        `(${Math.round((rate * 3600) / count).toLocaleString()} recipients/hour per worker)`,
    );
    console.log(
      `    exactly once at the SMTP server: ${r.delivered.toLocaleString()} delivered, ${r.lost} lost, ${r.duplicated} ` +
        `duplicated, ${r.messageIds.toLocaleString()} distinct Message-IDs, ${r.signed.toLocaleString()} ` +
        `DKIM-signed; ledger ${JSON.stringify(r.ledger)}`,
    );
    printCpu(r);
    await sql(db.url, `UPDATE subscribers SET status = 'confirmed'`); // a bounce would otherwise shrink the next run
  }
  if (results[1] && results[2]) {
    console.log(
      `\nspeed-up 1 → 2 workers: ${(results[1].totalMs / results[2].totalMs).toFixed(2)}× (target ≥ 1.7×); target per worker ≥ 140 messages/s`,
    );
  }
  smtp.child.disconnect();
  if (TAKEOVER_ROUNDS > 0) await takeover();
}

/**
 * A worker killed mid-send (SIGKILL while the SMTP server has not answered its message yet) and the other
 * worker, already running, sending that message instead: the time from the kill to the server's receipt.
 * A campaign of one recipient per round, on a tenant of its own; an SMTP server here that holds the first
 * message of each round unanswered (the dead worker's copy is never accepted) and accepts the rest.
 */
async function takeover() {
  console.log(`\ntakeover of a worker killed with SIGKILL mid-send, ${TAKEOVER_ROUNDS} round(s)…`);
  let hold;
  const accepted = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const held = hold;
        if (held) {
          hold = undefined;
          held(); // never answered: its worker is about to die
          return;
        }
        accepted.push({ at: performance.now(), to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const [{ id: takeoverTenant }] = (
    await sql(
      db.url,
      `INSERT INTO tenants (id, subdomain, site_name, email_id, address, updated_at)
       VALUES (gen_random_uuid(), 'takeover', 'Takeover', 'takeover@example.com', '1 Main St', now()) RETURNING id`,
    )
  ).rows;
  await sql(
    db.url,
    `INSERT INTO subscribers (id, tenant_id, email, status, confirmed_at) VALUES (gen_random_uuid(), $1, 'taken-over@example.net', 'confirmed', now())`,
    [takeoverTenant],
  );
  const delays = [];
  try {
    for (let round = 1; round <= TAKEOVER_ROUNDS; round++) {
      const prefix = `bench-campaign-${process.pid}-takeover-${round}`;
      prefixes.push(prefix);
      const [victim] = await startWorkers(1, prefix, `smtp://127.0.0.1:${port}`);
      const heldNow = new Promise((resolve) => (hold = resolve));
      await sql(
        db.url,
        `INSERT INTO campaigns (id, tenant_id, subject, content, status, scheduled_at, updated_at)
         VALUES (gen_random_uuid(), $1, $2, '<p>Hi</p>', 'scheduled', now(), now())`,
        [takeoverTenant, `Takeover ${round}`],
      );
      await heldNow;
      const [other] = await startWorkers(1, prefix, `smtp://127.0.0.1:${port}`);
      const before = accepted.length;
      const killedAt = performance.now();
      victim.kill('SIGKILL');
      const deadline = killedAt + 300_000;
      while (accepted.length === before && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (accepted.length === before) throw new Error('the other worker never sent the message of the killed one');
      delays.push(accepted[before].at - killedAt);
      console.log(
        `  round ${round}: delivered by the other worker ${((accepted[before].at - killedAt) / 1000).toFixed(1)} s after the kill`,
      );
      await stopWorkers([other]);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  delays.sort((a, b) => a - b);
  console.log(
    `  takeover after SIGKILL mid-send: median ${(delays[Math.floor(delays.length / 2)] / 1000).toFixed(1)} s, slowest ${(delays.at(-1) / 1000).toFixed(1)} s`,
  );
}

/**
 * Per process: CPU seconds over the run and the share of the whole machine (seconds / (wall × CPUs)), so a
 * machine at 100 % shows where the time went. No API process runs: the benchmark schedules the campaign
 * itself, as the API's "send" would.
 */
function printCpu(r) {
  const wall = r.totalMs / 1000;
  const cpus = os.cpus().length;
  const rows = [
    ...Object.entries(r.groups).map(([name, g]) => [name + (g.processes > 1 ? ` (${g.processes} processes)` : ''), g.seconds]),
    ['benchmark itself (polling, IPC)', r.benchCpu],
  ];
  console.log(`    CPU over the run (${wall.toFixed(1)} s wall × ${cpus} CPUs = ${(wall * cpus).toFixed(1)} CPU-s available):`);
  // The machine's busy time not accounted for above: other sessions' processes (and the kernel's work).
  const accounted =
    r.workerCpu.reduce((a, b) => a + b, 0) +
    r.groups['SMTP sink'].seconds +
    r.groups['postgres, all processes'].seconds +
    r.groups['redis-server'].seconds +
    r.benchCpu;
  rows.push(['everything else on the machine (other sessions)', Math.max(0, r.machineBusySeconds - accounted)]);
  for (const [name, seconds] of rows)
    console.log(
      `      ${name.padEnd(46)} ${seconds.toFixed(1).padStart(7)} CPU-s  ${((seconds / (wall * cpus)) * 100).toFixed(0).padStart(3)} % of the machine`,
    );
  console.log(
    `      ${'worker CPU per message'.padEnd(46)} ${((r.workerCpu.reduce((a, b) => a + b, 0) / r.delivered) * 1000).toFixed(2).padStart(7)} ms`,
  );
  console.log(
    `    host: ${(r.machineBusy * 100).toFixed(0)}% busy during the run (everything on the machine, other sessions ` +
      `included), load average ${os.loadavg()[0].toFixed(1)}`,
  );
}

async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
  await clearRedisPrefixes(prefixes);
}

runBenchmark(main, cleanup);
