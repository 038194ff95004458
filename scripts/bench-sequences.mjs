#!/usr/bin/env node
// Benchmark of the follow-up sequences engine (docs/architecture.md "Sequences engine"; figures in
// docs/performance.md "Sequences"): BENCH_PEOPLE (100,000) people with an email step due at the same
// instant, carried out by the built worker (one process, then two) through a real SMTP server run here
// (scripts/lib/smtp-sink.mjs, accepting everything). Prints a table: due → handed to SMTP (p50, p99, the
// last), steps/s, worker CPU per step email (DKIM-signed like production; BENCH_DKIM=0 unsigned), the
// PostgreSQL backends' CPU per step (process CPU from /proc), the exactly-once counts at the SMTP server;
// then the claim query's EXPLAIN (ANALYZE, BUFFERS) with BENCH_PENDING (1,000,000) pending steps.
// Uses the PostgreSQL and Redis that tests use, on a database and key prefix of its own; cleans up.
//   npm run bench:sequences   (build the server first; BENCH_PEOPLE, BENCH_WORKERS="1,2", BENCH_PENDING,
//                              BENCH_DKIM=0, BENCH_WORKER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof",
//                              BENCH_WORKER_ENTRY=<another build's main.js, for a before/after>)
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './lib/paths.mjs';
import { CpuSampler, cpuSeconds, pidsNamed } from './lib/process-cpu.mjs';
import { benchDatabase, clearRedisPrefixes, redisUrl, runBenchmark, sql, startSmtpSink } from './lib/bench-support.mjs';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const PENDING = Number(process.env.BENCH_PENDING ?? 1_000_000);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const DKIM = process.env.BENCH_DKIM !== '0';
/** The production batch and tick (packages/config): the bench measures the engine as it ships. */
const BATCH_SIZE = Number(process.env.SEQUENCE_BATCH_SIZE ?? 100);
const TICK_SECONDS = Number(process.env.SEQUENCE_TICK_SECONDS ?? 5);
/** The worker run: the built one, or another build (a copy of an earlier version's, kept under apps/worker). */
const WORKER_ENTRY = process.env.BENCH_WORKER_ENTRY ?? 'apps/worker/dist/main.js';
const db = benchDatabase(`ds_bench_sequences_${process.pid}`);
const prefixes = [];
const children = [];
const dkimKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
let tenantId;
let sequenceId;
let stepId;

/** A zone where it is about midday now, so the never-at-night rule holds no step back whenever the bench runs. */
function middayZone(now = new Date()) {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'UTC';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** A distributor, PEOPLE confirmed subscribers (each a contact) enrolled in an active one-email sequence. */
async function seed() {
  console.log(`seeding ${PEOPLE.toLocaleString()} people enrolled in a sequence…`);
  await db.create();
  await sql(db.url, `INSERT INTO templates (id, name) VALUES (1, 'Full layout')`);
  ({
    rows: [{ id: tenantId }],
  } = await sql(
    db.url,
    // Step emails count toward the daily quota (docs/campaigns-delivery.md): room for every run.
    `INSERT INTO tenants (id, subdomain, site_name, email_id, address, campaign_daily_quota, updated_at)
     VALUES (gen_random_uuid(), 'bench', 'Bench Wellness', 'bench@example.com', '1 Main St, Springfield', 100000000, now()) RETURNING id`,
  ));
  ({
    rows: [{ id: sequenceId }],
  } = await sql(
    db.url,
    `INSERT INTO sequences (id, tenant_id, name, trigger_type, status, time_zone, updated_at)
     VALUES (gen_random_uuid(), $1, 'Welcome', 'subscription_confirmed', 'active', $2, now()) RETURNING id`,
    [tenantId, middayZone()],
  ));
  ({
    rows: [{ id: stepId }],
  } = await sql(
    db.url,
    `INSERT INTO sequence_steps (id, tenant_id, sequence_id, position, type, wait_amount, wait_unit, subject, content, updated_at)
     VALUES (gen_random_uuid(), $1, $2, 0, 'email', 0, 'hours', 'Welcome', $3, now()) RETURNING id`,
    [
      tenantId,
      sequenceId,
      '<h1>Welcome</h1><p>Three ideas for a <a href="https://bench.example/healthy">healthier spring</a> and <a href="https://bench.example/shop">our picks</a>.</p>',
    ],
  ));
  await sql(
    db.url,
    `INSERT INTO contacts (id, tenant_id, email, updated_at)
       SELECT gen_random_uuid(), $1, 'fan' || g || '@example.net', now() FROM generate_series(1, ${PEOPLE}) g;
     INSERT INTO subscribers (id, tenant_id, email, status, confirmed_at, contact_id)
       SELECT gen_random_uuid(), tenant_id, email, 'confirmed', now(), id FROM contacts;
     INSERT INTO sequence_enrolments (id, tenant_id, sequence_id, contact_id, event_key)
       SELECT gen_random_uuid(), tenant_id, '${sequenceId}', id, 'confirmed:' || id FROM contacts;
     ANALYZE`.replace('$1', `'${tenantId}'`),
  );
}

function startWorkers(count, prefix, smtpUrl) {
  return Promise.all(
    Array.from({ length: count }, () => {
      const nodeArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
      const child = spawn(process.execPath, [...nodeArgs, WORKER_ENTRY], {
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
          LOG_LEVEL: 'info',
          NODE_ENV: 'production',
          DATA_ENCRYPTION_KEY: 'be'.repeat(32),
          SEQUENCE_TICK_SECONDS: String(TICK_SECONDS),
          SEQUENCE_BATCH_SIZE: String(BATCH_SIZE),
          // The relay's send-rate limits out of the way, as in bench:campaign: the engine's own cost is measured.
          CAMPAIGN_RATE_PER_SECOND: '100000',
          CAMPAIGN_TENANT_RATE_PER_SECOND: '100000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let out = '';
      return new Promise((resolve, reject) => {
        const onData = (d) => {
          out = (out + d).slice(-20_000);
          if (out.includes('worker ready')) resolve(child);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`worker exited ${code}\n${out}`)));
      });
    }),
  );
}

async function stopWorkers(workers) {
  await Promise.all(
    workers.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
    ),
  );
}

/** Everyone's step due at one instant, a few seconds ahead; workers running; until the ledger is settled. */
async function measure(workerCount, smtp) {
  const prefix = `bench-sequences-${process.pid}-${workerCount}`;
  prefixes.push(prefix);
  const subject = `Welcome, ${workerCount} worker(s)`;
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(`UPDATE sequence_steps SET subject = $1, updated_at = now() WHERE id = $2`, [subject, stepId]);
  await client.query(`UPDATE sequence_enrolments SET status = 'active', ended_at = NULL`);
  await client.query(`DELETE FROM sequence_deliveries`);
  const workers = await startWorkers(workerCount, prefix, smtp.url);
  const monitor = new pg.Client({ connectionString: db.url });
  monitor.on('error', () => undefined); // the database may be dropped under it by a failed run's clean-up
  await monitor.connect();
  // Due 5 s from now, the same instant for everyone; then ANALYZE, as autovacuum would have by then.
  const due = new Date(Date.now() + 5_000);
  await client.query(
    `INSERT INTO sequence_deliveries (id, tenant_id, enrolment_id, step_id, due_at)
     SELECT gen_random_uuid(), tenant_id, id, $1, $2 FROM sequence_enrolments`,
    [stepId, due],
  );
  await client.query(`ANALYZE sequence_deliveries`);
  while (Date.now() < due.getTime()) await new Promise((r) => setTimeout(r, 20));
  const sampler = new CpuSampler({
    'postgres backends (this database)': async () =>
      (await monitor.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows.map(
        (r) => r.pid,
      ),
    'postgres, all processes': () => pidsNamed('postgres'),
    'SMTP sink': () => [smtp.child.pid],
  });
  await sampler.start();
  const workerCpuBefore = workers.map((w) => cpuSeconds(w.pid));
  try {
    let lastReport = Date.now();
    for (;;) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM sequence_deliveries WHERE status IN ('pending', 'sending')`);
      if (rows[0].n === 0) break;
      if (Date.now() - lastReport > 15_000) {
        lastReport = Date.now();
        console.log(
          `    … ${(PEOPLE - rows[0].n).toLocaleString()} steps done after ${((lastReport - due.getTime()) / 1000).toFixed(0)} s`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const settledMs = Date.now() - due.getTime();
    const workerCpu = workers.map((w, i) => cpuSeconds(w.pid) - workerCpuBefore[i]).reduce((a, b) => a + b, 0);
    const groups = await sampler.stop();
    const entry = await smtp.report(subject, due.getTime());
    const { rows: ledger } = await client.query(`SELECT status::text, count(*)::int AS n FROM sequence_deliveries GROUP BY status`);
    return { settledMs, workerCpu, groups, entry, ledger: Object.fromEntries(ledger.map((r) => [r.status, r.n])) };
  } finally {
    await sampler.stop();
    await monitor.end();
    await client.end();
    await stopWorkers(workers);
  }
}

/**
 * The claim (apps/worker/src/sequences/sequence-claims.ts, the same statement) on PENDING pending steps of
 * which about 0.1 % are due, then with none due (an idle tick): EXPLAIN (ANALYZE, BUFFERS) in a transaction
 * rolled back.
 */
async function claimPlan() {
  const steps = Math.ceil(PENDING / PEOPLE);
  console.log(
    `\nthe claim's plan with ${(steps * PEOPLE).toLocaleString()} pending steps (${PEOPLE.toLocaleString()} people × ${steps} steps)…`,
  );
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(`DELETE FROM sequence_deliveries`);
    await client.query(`UPDATE sequence_enrolments SET status = 'active', ended_at = NULL`);
    await client.query(
      `INSERT INTO sequence_steps (id, tenant_id, sequence_id, position, type, wait_amount, wait_unit, subject, content, updated_at)
       SELECT gen_random_uuid(), tenant_id, sequence_id, g, 'email', g, 'days', 'Step ' || g, content, now()
         FROM sequence_steps, generate_series(1, ${steps - 1}) g WHERE id = $1`,
      [stepId],
    );
    // Due over the next 30 days; one in a thousand due now (a minute's worth on a busy platform).
    await client.query(
      `INSERT INTO sequence_deliveries (id, tenant_id, enrolment_id, step_id, due_at)
       SELECT gen_random_uuid(), e.tenant_id, e.id, s.id,
              CASE WHEN random() < 0.001 THEN now() - interval '1 minute' ELSE now() + random() * interval '30 days' END
         FROM sequence_enrolments e CROSS JOIN sequence_steps s`,
    );
    await client.query(`VACUUM ANALYZE sequence_deliveries`);
    const explain = async (label, now) => {
      await client.query('BEGIN');
      try {
        const lapsed = new Date(now.getTime() - 60_000);
        const { rows } = await client.query(
          `EXPLAIN (ANALYZE, BUFFERS)
           WITH lapsed AS (
             SELECT c.id FROM sequence_deliveries c
               JOIN sequence_enrolments e ON e.id = c.enrolment_id
               JOIN sequences s ON s.id = e.sequence_id
              WHERE c.status = 'sending' AND c.handoff_at < $2 AND s.status = 'active'
              ORDER BY c.handoff_at
              LIMIT $4
              FOR UPDATE OF c SKIP LOCKED),
           due AS (
             SELECT c.id FROM sequence_deliveries c
               JOIN sequence_enrolments e ON e.id = c.enrolment_id
               JOIN sequences s ON s.id = e.sequence_id
              WHERE c.status = 'pending' AND c.due_at <= $1 AND s.status = 'active'
              ORDER BY c.due_at
              LIMIT $4::int - (SELECT count(*)::int FROM lapsed)
              FOR UPDATE OF c SKIP LOCKED)
           UPDATE sequence_deliveries d
              SET status = 'sending', handoff_at = $1, attempts = d.attempts + 1,
                  message_id = COALESCE(d.message_id, '<s.' || d.id || '@' || $3 || '>')
            WHERE d.id IN (SELECT id FROM lapsed UNION ALL SELECT id FROM due)
           RETURNING d.id, d.tenant_id, d.enrolment_id, d.step_id, d.message_id, d.attempts, d.handoff_at`,
          [now, lapsed, 'bench.test', BATCH_SIZE],
        );
        console.log(`  ${label}:`);
        for (const r of rows) console.log(`    ${r['QUERY PLAN']}`);
        return rows.at(-1)['QUERY PLAN'];
      } finally {
        await client.query('ROLLBACK');
      }
    };
    const { rows: counts } = await client.query(
      `SELECT count(*)::int AS pending, count(*) FILTER (WHERE due_at <= now())::int AS due FROM sequence_deliveries WHERE status = 'pending'`,
    );
    console.log(`  ${counts[0].pending.toLocaleString()} pending, ${counts[0].due.toLocaleString()} due now`);
    const batch = await explain(`a batch of ${BATCH_SIZE} claimed`, new Date());
    const idle = await explain('nothing due (an idle tick)', new Date(Date.now() - 10 * 60_000));
    return { batch, idle, pending: counts[0].pending, due: counts[0].due };
  } finally {
    await client.end();
  }
}

const ms = (n) => (n / 1000).toFixed(1);

async function main() {
  if (!fs.existsSync(path.resolve(root, WORKER_ENTRY))) throw new Error('build the server first: npx tsc -b apps/api apps/worker');
  const smtp = await startSmtpSink(children);
  await seed();
  const results = [];
  for (const count of WORKER_COUNTS) {
    console.log(`${PEOPLE.toLocaleString()} steps due at once, ${count} worker process${count > 1 ? 'es' : ''}…`);
    const r = await measure(count, smtp);
    results.push([count, r]);
    console.log(
      `  accepted ${r.entry.delivered.toLocaleString()}, due → SMTP p50 ${ms(r.entry.p50)} s, p99 ${ms(r.entry.p99)} s, last ${ms(r.entry.max)} s; ` +
        `ledger ${JSON.stringify(r.ledger)}`,
    );
  }
  smtp.child.disconnect();
  const plan = PENDING > 0 ? await claimPlan() : null;

  console.log(
    `\n${PEOPLE.toLocaleString()} people, one email step due at the same instant; batch ${BATCH_SIZE}, tick ${TICK_SECONDS} s; ` +
      `${DKIM ? 'DKIM-signed (RSA-2048)' : 'unsigned'}; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the end`,
  );
  console.log(
    '| workers | due → SMTP p50 | p99 | last | steps/s | worker CPU / step | PostgreSQL backends CPU / step | ' +
      'all postgres CPU / step | SMTP server CPU / step | at the SMTP server |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [count, r] of results) {
    const n = r.entry.delivered || 1;
    const per = (s) => `${((s / n) * 1000).toFixed(2)} ms`;
    console.log(
      `| ${count} | ${ms(r.entry.p50)} s | ${ms(r.entry.p99)} s | ${ms(r.entry.max)} s | ${Math.round(n / (r.entry.max / 1000))} | ` +
        `${per(r.workerCpu)} | ${per(r.groups['postgres backends (this database)'].seconds)} | ${per(r.groups['postgres, all processes'].seconds)} | ` +
        `${per(r.groups['SMTP sink'].seconds)} | ${r.entry.delivered.toLocaleString()} delivered, ${PEOPLE - r.entry.delivered} lost, ` +
        `${r.entry.duplicated} duplicated, ${r.entry.messageIds.toLocaleString()} Message-IDs, ${r.entry.signed.toLocaleString()} signed |`,
    );
  }
  if (plan)
    console.log(
      `\nthe claim at ${plan.pending.toLocaleString()} pending steps (${plan.due.toLocaleString()} due): a batch of ${BATCH_SIZE}: ${plan.batch}; ` +
        `nothing due (an idle tick): ${plan.idle}`,
    );
}

async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
  await clearRedisPrefixes(prefixes);
}

runBenchmark(main, cleanup);
