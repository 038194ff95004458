#!/usr/bin/env node
// npm run bench:contacts — the Contacts list of a distributor with BENCH_CONTACTS (100,000) contacts
// (docs/product.md "Contacts"): one API process on the test PostgreSQL/Redis, on a database and key
// prefix of its own (dropped afterwards). Seeds the contacts with SQL (names, phones, statuses, tags,
// sources, follow-up dates spread like a real list), then times GET /api/tenants/{id}/contacts — the list,
// search by name, email and phone, each filter, sorts, a deep page and a combination — BENCH_SAMPLES
// sequential requests each after a warm-up, and prints p50/p99 per query (the target: p99 ≤ 50 ms) and the
// matches as `total` says them ("1000+": more than a thousand, the count stops there). BENCH_KEEP_DB=1 keeps
// the database afterwards, for EXPLAIN (ANALYZE) by hand (drop it yourself).
// Build first: npx tsc -b apps/api.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/paths.mjs';
import { benchDatabase, clearRedisPrefixes, freePort, redisUrl, runBenchmark, sql } from './lib/bench-support.mjs';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TARGET_P99_MS = 50;
// Another build of the API to compare with (e.g. the previous commit's, built elsewhere): BENCH_API_MAIN=…/main.js.
const apiMain = path.resolve(process.env.BENCH_API_MAIN ?? path.join(root, 'apps/api/dist/main.js'));
const db = benchDatabase(`ds_bench_contacts_${process.pid}`);
const prefix = `bench-contacts-${process.pid}`;
let api;

async function waitForOk(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

async function signUp(base) {
  const res = await fetch(`${base}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Distributor',
      email: `bench-${process.pid}@example.com`,
      password: 'correct-horse-1',
      subdomain: `bench${process.pid}`,
    }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.token, tenantId: body.tenant_id };
}

/** 100,000 people of one distributor, in one statement: varied names, addresses, phones and pipeline data. */
async function seed(tenantId) {
  await sql(
    db.url,
    `INSERT INTO contacts (id, tenant_id, email, name, phone, status, tags, follow_up_on, source, created_at, updated_at, last_activity_at)
     SELECT gen_random_uuid(), $1::uuid,
            'person' || n || '@' || (ARRAY['gmail.com','yahoo.fr','outlook.com','example.org'])[1 + n % 4],
            CASE WHEN n % 10 = 0 THEN NULL
                 ELSE (ARRAY['Ann','Bob','Chloé','Dmitri','Eva','Farid','Grace','Hugo','Ines','Jon'])[1 + n % 10] || ' ' ||
                      (ARRAY['Smith','Martin','García','Müller','Rossi','Nowak','Dubois','Silva','Kim','Lee','Khan'])[1 + (n / 10) % 11] || ' ' || n END,
            CASE WHEN n % 3 = 0 THEN NULL ELSE '+1 555 ' || lpad((n % 1000000)::text, 6, '0') END,
            (ARRAY['new','new','new','contacted','prospect','customer','team_member','not_interested'])[1 + n % 8]::"ContactStatus",
            CASE n % 5 WHEN 0 THEN ARRAY['vip'] WHEN 1 THEN ARRAY['starter','fair 2026'] ELSE ARRAY[]::text[] END,
            CASE WHEN n % 7 = 0 THEN current_date - (n % 30) WHEN n % 7 = 1 THEN current_date + (n % 30) ELSE NULL END,
            (ARRAY['lead form','footer','newsletters page','import'])[1 + n % 4],
            now() - (n || ' minutes')::interval, now(), now() - ((n * 7) % 100000 || ' minutes')::interval
     FROM generate_series(1, $2::int) AS n`,
    [tenantId, CONTACTS],
  );
  // What autovacuum does after a bulk insert (PostgreSQL 13+ vacuums on inserts too): statistics, and the
  // visibility map that lets a count read the index alone.
  await sql(db.url, 'VACUUM ANALYZE contacts');
}

const QUERIES = [
  ['list (recent activity)', () => ''],
  ['list sorted by name', () => '?sort=name'],
  ['list by follow-up date', () => '?sort=follow_up'],
  ['page 200 of 20', () => '?page=200'],
  ['search name', (i) => `?search=${encodeURIComponent(['martin', 'garcía', 'chloé', 'kim', 'rossi'][i % 5])}`],
  ['search email', (i) => `?search=person${1000 + i * 37}@`],
  ['search phone digits', (i) => `?search=${String(10000 + i * 131).slice(0, 5)}`],
  ['search, no match', (i) => `?search=zzqx${i}`],
  ['status = customer', () => '?status=customer'],
  ['tag = vip', () => '?tag=vip'],
  ['source = import', () => '?source=import'],
  ['due today', () => '?due=today'],
  ['overdue', () => '?due=overdue'],
  ['status + tag + search', (i) => `?status=prospect&tag=starter&search=${['an', 'lee', 'mar'][i % 3]}`],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(base, auth, query) {
  const started = performance.now();
  const res = await fetch(`${base}${query}`, { headers: auth });
  const body = await res.json();
  if (!res.ok) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, total: body.total_exact === false ? `${body.total}+` : String(body.total) };
}

async function main() {
  if (!fs.existsSync(apiMain)) throw new Error('build the server first: npx tsc -b apps/api');
  console.log(`creating ${db.name}…`);
  await db.create();
  // A new site starts from template 1 (as in the other benches' seeds).
  await sql(db.url, `INSERT INTO templates (id, name) VALUES (1, 'Full layout') ON CONFLICT DO NOTHING`);
  const port = await freePort();
  api = spawn(process.execPath, [apiMain], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production requires its own data key (docs/operations.md "Rotating keys").
      DATA_ENCRYPTION_KEY: 'be'.repeat(32),
      JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens',
      AUTH_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = `http://127.0.0.1:${port}`;
  await waitForOk(`${server}/api/health`);
  const { token, tenantId } = await signUp(server);
  console.log(`seeding ${CONTACTS.toLocaleString()} contacts…`);
  const seeded = performance.now();
  await seed(tenantId);
  console.log(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const base = `${server}/api/tenants/${tenantId}/contacts`;
  const auth = { authorization: `Bearer ${token}` };

  const rows = [];
  for (const [name, build] of QUERIES) {
    for (let i = 0; i < 20; i++) await time(base, auth, build(i)); // warm-up: JIT, pool, plans
    const samples = [];
    let total = '';
    for (let i = 0; i < SAMPLES; i++) {
      const r = await time(base, auth, build(i));
      samples.push(r.ms);
      total = r.total;
    }
    samples.sort((a, b) => a - b);
    rows.push({ name, matches: total, p50: percentile(samples, 50), p99: percentile(samples, 99) });
  }
  console.log(`\nGET /api/tenants/{id}/contacts — ${CONTACTS.toLocaleString()} contacts, ${SAMPLES} sequential requests per query`);
  console.log(`${'query'.padEnd(26)} ${'matches'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const r of rows) {
    const flag = r.p99 > TARGET_P99_MS ? `  > ${TARGET_P99_MS} ms` : '';
    console.log(
      `${r.name.padEnd(26)} ${String(r.matches).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}${flag}`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.p99));
  console.log(`\nworst p99: ${worst.toFixed(1)} ms (target ≤ ${TARGET_P99_MS} ms; the machine's other load counts too)`);
}

async function cleanup() {
  if (api && api.exitCode === null) {
    await new Promise((resolve) => {
      api.once('exit', resolve);
      api.kill('SIGTERM');
    });
  }
  if (process.env.BENCH_KEEP_DB === '1') console.log(`kept ${db.url}`);
  else await db.drop().catch((err) => console.error(`could not drop ${db.name}: ${err.message}`));
  await clearRedisPrefixes([prefix]).catch(() => undefined);
}

runBenchmark(main, cleanup);
