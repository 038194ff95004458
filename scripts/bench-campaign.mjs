#!/usr/bin/env node
// Benchmark of campaign sending (issue 11, docs/campaigns-delivery.md): a campaign to BENCH_SUBSCRIBERS
// (100,000) confirmed subscribers through a real SMTP server run here (smtp-server, accepting everything),
// with one worker process and then two. Prints messages/s, total time, the exactly-once counts taken at
// the SMTP server, and each process's CPU time (to show which side is the limit). Uses the PostgreSQL and
// Redis that tests use, on a database and key prefix of its own; cleans up.
//   npm run bench:campaign        (BENCH_SUBSCRIBERS, BENCH_WORKERS="1,2", BENCH_SMTP_CONNECTIONS to vary)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { root } from './lib/paths.mjs';
import { benchDatabase, clearRedisPrefixes, freePort, redisUrl, runBenchmark, sql } from './lib/bench-support.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const SMTP_CONNECTIONS = process.env.BENCH_SMTP_CONNECTIONS ?? '8';
const db = benchDatabase(`ds_bench_campaign_${process.pid}`);
const prefixes = [];
const children = [];
let tenantId;

/** What the SMTP server accepted: messages per recipient, and Message-IDs, per campaign subject. */
const received = new Map();

async function startSmtp() {
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 200,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
        const messageId = /^Message-ID: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
        let entry = received.get(subject);
        if (!entry) received.set(subject, (entry = { perRecipient: new Map(), messageIds: new Set(), first: 0, last: 0 }));
        const now = performance.now();
        entry.first ||= now;
        entry.last = now;
        entry.messageIds.add(messageId);
        for (const r of session.envelope.rcptTo) entry.perRecipient.set(r.address, (entry.perRecipient.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `smtp://127.0.0.1:${port}` };
}

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

function startWorkers(count, prefix, smtpUrl) {
  const started = [];
  for (let i = 0; i < count; i++) {
    const child = spawn(process.execPath, ['apps/worker/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Distributor Sites <no-reply@bench.test>',
        JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
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
  await Promise.all(workers.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))))));
}

/** CPU seconds (user + system) a process used so far, from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The machine's busy and total CPU ticks so far (/proc/stat): idle near 0 during a run means the host is the limit. */
function machineTicks() {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = cpu[3] + (cpu[4] ?? 0);
    const total = cpu.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

async function measure(workerCount, smtpUrl) {
  const prefix = `bench-campaign-${process.pid}-${workerCount}`;
  prefixes.push(prefix);
  const workers = await startWorkers(workerCount, prefix, smtpUrl);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const subject = `Bench campaign, ${workerCount} worker(s)`;
  const cpuBefore = { workers: workers.map((w) => cpuSeconds(w.pid)), bench: process.cpuUsage(), machine: machineTicks() };
  try {
    const { rows } = await client.query(
      `INSERT INTO campaigns (id, tenant_id, subject, content, status, scheduled_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'scheduled', now(), now()) RETURNING id`,
      [tenantId, subject, '<h1>Spring offers</h1><p>Three ideas for a <a href="https://bench.example/healthy">healthier spring</a> and <a href="https://bench.example/shop">our picks</a>.</p>'],
    );
    const id = rows[0].id;
    const started = performance.now();
    let lastReport = started;
    for (;;) {
      const { rows: state } = await client.query(`SELECT status FROM campaigns WHERE id = $1`, [id]);
      if (state[0].status === 'sent') break;
      if (performance.now() - lastReport > 15_000) {
        lastReport = performance.now();
        const got = received.get(subject)?.perRecipient.size ?? 0;
        console.log(`    … ${got.toLocaleString()} delivered after ${((lastReport - started) / 1000).toFixed(0)} s`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const totalMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1_000)); // room for a late duplicate
    const entry = received.get(subject);
    const counts = [...entry.perRecipient.values()];
    const bench = process.cpuUsage(cpuBefore.bench);
    const machine = machineTicks();
    const { rows: ledger } = await client.query(`SELECT status::text, count(*)::int AS n FROM campaign_recipients WHERE campaign_id = $1 GROUP BY status`, [id]);
    return {
      totalMs,
      sendingMs: entry.last - entry.first,
      delivered: entry.perRecipient.size,
      lost: SUBSCRIBERS - entry.perRecipient.size,
      duplicated: counts.reduce((s, n) => s + Math.max(0, n - 1), 0),
      messageIds: entry.messageIds.size,
      ledger: Object.fromEntries(ledger.map((r) => [r.status, r.n])),
      workerCpu: workers.map((w, i) => cpuSeconds(w.pid) - cpuBefore.workers[i]),
      smtpCpu: (bench.user + bench.system) / 1e6,
      machineBusy: (machine.busy - cpuBefore.machine.busy) / (machine.total - cpuBefore.machine.total),
    };
  } finally {
    await client.end();
    await stopWorkers(workers);
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/worker/dist/main.js'))) throw new Error('build the server first: npx tsc -b apps/api apps/worker');
  const smtp = await startSmtp();
  await seed();
  const results = {};
  for (const count of WORKER_COUNTS) {
    console.log(`sending to ${SUBSCRIBERS.toLocaleString()} subscribers with ${count} worker process${count > 1 ? 'es' : ''}…`);
    const r = (results[count] = await measure(count, smtp.url));
    const rate = SUBSCRIBERS / (r.totalMs / 1000);
    console.log(
      `  ${count} worker(s): ${(r.totalMs / 1000).toFixed(1)} s total (first to last message ${(r.sendingMs / 1000).toFixed(1)} s), ${rate.toFixed(0)} messages/s ` +
        `(${Math.round((rate * 3600) / count).toLocaleString()} recipients/hour per worker)`,
    );
    console.log(`    exactly once at the SMTP server: ${r.delivered.toLocaleString()} delivered, ${r.lost} lost, ${r.duplicated} duplicated, ${r.messageIds.toLocaleString()} distinct Message-IDs; ledger ${JSON.stringify(r.ledger)}`);
    console.log(`    CPU seconds: worker(s) ${r.workerCpu.map((c) => c.toFixed(1)).join(' + ')}, SMTP server + bench ${r.smtpCpu.toFixed(1)} (of ${(r.totalMs / 1000).toFixed(1)} s wall)`);
    console.log(`    host: ${os.cpus().length} CPU(s), ${(r.machineBusy * 100).toFixed(0)}% busy during the run (everything on the machine: PostgreSQL, Redis, other processes), load average ${os.loadavg()[0].toFixed(1)}`);
    await sql(db.url, `UPDATE subscribers SET status = 'confirmed'`); // a bounce would otherwise shrink the next run
  }
  if (results[1] && results[2]) {
    console.log(`\nspeed-up 1 → 2 workers: ${(results[1].totalMs / results[2].totalMs).toFixed(2)}× (target ≥ 1.7×); target per worker ≥ 140 messages/s`);
  }
  await new Promise((resolve) => smtp.server.close(resolve));
}

async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
  await clearRedisPrefixes(prefixes);
}

runBenchmark(main, cleanup);
