#!/usr/bin/env node
// npm run bench:analytics — visitor analytics under load, with one API and one worker process on the test
// PostgreSQL/Redis (a database and key prefix of its own, removed afterwards). Prints three figures:
//  (a) the highest beacon rate (POST /api/site/events) that one API + one worker sustain while the ingest
//      lag (age of the oldest page view not yet written) stays under 10 s — offered rates step up until one fails;
//  (b) GET /api/site/data p99 at a fixed 200 req/s, without and then with 1,000 beacons/s alongside;
//  (c) the 30-day analytics query of a distributor with 10 million raw page views (read from the rollups).
// Knobs: BENCH_RATES (comma list), BENCH_SECONDS (per step), BENCH_RAW_EVENTS, BENCH_TENANTS.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { root } from './lib/paths.mjs';
import { benchDatabase, clearRedisPrefixes, freePort, redisUrl, runBenchmark, sql } from './lib/bench-support.mjs';

const RATES = (process.env.BENCH_RATES ?? '500,1000,2000,3000,4000,5000,6000,8000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RAW_EVENTS = Number(process.env.BENCH_RAW_EVENTS ?? 10_000_000);
const TENANTS = Number(process.env.BENCH_TENANTS ?? 200);
const MAX_LAG_MS = 10_000;
const db = benchDatabase(`ds_bench_analytics_${process.pid}`);
const prefix = `bench-analytics-${process.pid}`;
const stream = `${prefix}:analytics:events`;
const children = [];

function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.on('exit', (code) => code && code !== 143 && !child.stopping && console.error(`[${name}] exited ${code}\n${stderr}`));
  // Warnings (e.g. page views dropped while Redis is slow) are kept for a look afterwards.
  const log = fs.createWriteStream(path.join(os.tmpdir(), `bench-analytics-${name}.log`));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.push(child);
  return child;
}

async function waitForOk(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

const cannon = (options) => new Promise((resolve, reject) => autocannon(options, (err, result) => (err ? reject(err) : resolve(result))));

let visitorCounter = 0;
const beaconRequest = {
  method: 'POST',
  path: '/api/site/events',
  setupRequest: (req) => {
    const n = visitorCounter++;
    // Many visitors (user agents) on many storefronts, a few pages each.
    return {
      ...req,
      headers: {
        ...req.headers,
        'content-type': 'text/plain;charset=UTF-8',
        'x-tenant-domain': `bench${(n % TENANTS) + 1}.localhost`,
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0.${Math.floor(n / 3)}.0 Safari/537.36`,
      },
      body: JSON.stringify({ path: ['/', '/products', '/blog', '/contact'][n % 4], referrer: n % 3 ? 'https://www.facebook.com/' : '', utm_source: n % 5 ? null : 'qr', screen_width: n % 2 ? 390 : 1440 }),
    };
  },
};

/** CPU seconds a process has used so far (user + system), from /proc: a figure the machine's load does not bend. */
function cpuSeconds(child) {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Age of the oldest page view still waiting in the stream (entries are deleted once written). */
async function ingestLag(redis) {
  const [oldest] = await redis.xrange(stream, '-', '+', 'COUNT', 1);
  return oldest ? Date.now() - Number(oldest[0].split('-')[0]) : 0;
}

async function watchLag(redis, until) {
  let max = 0;
  while (!until.done) {
    max = Math.max(max, await ingestLag(redis));
    await new Promise((r) => setTimeout(r, 250));
  }
  return max;
}

async function drained(redis, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let max = 0;
  for (;;) {
    const lag = await ingestLag(redis);
    max = Math.max(max, lag);
    if (lag === 0) return max;
    if (Date.now() > deadline) return Infinity;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function seedTenants() {
  await db.create();
  await sql(db.url, `
    INSERT INTO templates (id, name) VALUES (1, 'Full layout');
    INSERT INTO tenants (id, subdomain, site_name, updated_at)
      SELECT gen_random_uuid(), 'bench' || g, 'Bench ' || g, now() FROM generate_series(1, ${TENANTS}) g;
    INSERT INTO home_pages (id, tenant_id, welcome_description, updated_at) SELECT gen_random_uuid(), id, 'Welcome', now() FROM tenants;
  `);
}

/** (c): 10 million raw page views over 30 days for one distributor, and the rollups they make. */
async function seedBigTenant(api) {
  const signup = await fetch(`${api}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Big', last_name: 'Site', email: 'big@example.com', password: 'correct-horse-1', subdomain: 'bigsite' }),
  });
  const { token, tenant_id: tenantId } = await signup.json();
  const started = Date.now();
  console.log(`  writing ${RAW_EVENTS.toLocaleString()} raw page views for one distributor…`);
  const chunk = 1_000_000;
  for (let from = 0; from < RAW_EVENTS; from += chunk) {
    const to = Math.min(RAW_EVENTS, from + chunk);
    await sql(db.url, `
      INSERT INTO site_events (id, tenant_id, at, visitor, path, source, device)
      SELECT g, $1::uuid, now() - (g % (30 * 86400)) * interval '1 second', (g % 400000) + (g % (30 * 86400)) / 86400 * 1000000,
             (ARRAY['/', '/products', '/blog', '/contact', '/opportunity'])[1 + g % 5], (ARRAY['Direct', 'facebook.com', 'qr', 'google.com'])[1 + g % 4],
             (ARRAY['mobile', 'desktop', 'tablet'])[1 + g % 3]
      FROM generate_series(${from + 1}::bigint, ${to}::bigint) g`, [tenantId]);
  }
  console.log(`  rolling them up…`);
  await sql(db.url, `
    INSERT INTO site_stats_hourly (tenant_id, hour, visitors, pageviews)
      SELECT tenant_id, date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', count(DISTINCT visitor), count(*) FROM site_events WHERE tenant_id = $1 GROUP BY 1, 2;
    `, [tenantId]);
  for (const [dimension, column] of [['total', "''"], ['page', 'path'], ['source', 'source'], ['device', 'device']]) {
    await sql(db.url, `
      INSERT INTO site_stats_daily (tenant_id, day, dimension, value, visitors, pageviews)
        SELECT tenant_id, (at AT TIME ZONE 'UTC')::date, '${dimension}', ${column}, count(DISTINCT visitor), count(*) FROM site_events WHERE tenant_id = $1 GROUP BY 1, 2, 4`, [tenantId]);
  }
  for (const table of ['site_events', 'site_stats_daily', 'site_stats_hourly']) await sql(db.url, `VACUUM ANALYZE ${table}`);
  console.log(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  return { token, tenantId };
}

async function timeQuery(api, { token, tenantId }) {
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  const url = `${api}/api/tenants/${tenantId}/analytics?from=${day(Date.now() - 29 * 86_400_000)}&to=${day(Date.now())}&interval=day`;
  const times = [];
  let body;
  for (let i = 0; i < 40; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    body = await res.json();
    if (!res.ok) throw new Error(`analytics query: ${res.status} ${JSON.stringify(body)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[20], p99: times[39], totals: body.totals };
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/api/dist/main.js')) || !fs.existsSync(path.join(root, 'apps/worker/dist/main.js'))) {
    throw new Error('build the server first: npx tsc -b apps/api apps/worker');
  }
  console.log(`seeding ${TENANTS} storefronts…`);
  await seedTenants();
  const env = {
    DATABASE_URL: db.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens', ANALYTICS_BEACON_RATE_LIMIT: '100000000', AUTH_RATE_LIMIT: '1000',
  };
  const apiPort = await freePort();
  const apiProcess = startProcess('api', ['apps/api/dist/main.js'], { ...env, PORT: String(apiPort) });
  const workerProcess = startProcess('worker', ['apps/worker/dist/main.js'], env);
  const api = `http://127.0.0.1:${apiPort}`;
  await waitForOk(`${api}/api/health`);
  const redis = new Redis(redisUrl);

  // (a) step the offered beacon rate up until the API cannot keep it or the worker falls 10 s behind.
  console.log(`\n(a) beacon rate, ${SECONDS} s per step`);
  // Warm up first (JIT, connections, every storefront resolved once), as a running API would be.
  await cannon({ url: api, connections: 100, overallRate: 1000, duration: 3, requests: [beaconRequest] });
  await drained(redis);
  let sustained = 0;
  let sent = 0;
  const cpuBefore = { api: cpuSeconds(apiProcess), worker: cpuSeconds(workerProcess) };
  for (const rate of RATES) {
    const until = { done: false };
    const lagWatch = watchLag(redis, until);
    const result = await cannon({ url: api, connections: 100, overallRate: rate, duration: SECONDS, requests: [beaconRequest] });
    const tailLag = await drained(redis);
    until.done = true;
    const lag = Math.max(await lagWatch, tailLag);
    sent += result['2xx'];
    const achieved = result['2xx'] / SECONDS;
    const ok = achieved >= rate * 0.95 && lag < MAX_LAG_MS && result.errors + result.non2xx === 0;
    console.log(
      `  offered ${String(rate).padStart(6)}/s  accepted ${String(Math.round(achieved)).padStart(6)}/s  p99 ${String(result.latency.p99).padStart(4)} ms  max ingest lag ${lag === Infinity ? '> 60 s' : `${(lag / 1000).toFixed(1)} s`}  ${ok ? 'ok' : 'FAILS'}`,
    );
    if (!ok) break;
    sustained = rate;
  }
  // Beacons are answered before they are buffered: wait until the count stops moving.
  let written = -1;
  for (let settled = 0; settled < 3; ) {
    await new Promise((r) => setTimeout(r, 1000));
    const [{ count }] = (await sql(db.url, 'SELECT count(*)::int AS count FROM site_events')).rows;
    settled = count === written && (await ingestLag(redis)) === 0 ? settled + 1 : 0;
    written = count;
  }
  console.log(`  page views accepted ${sent.toLocaleString()}, written ${written.toLocaleString()} (bots none; every beacon counts)`);
  // What each page view costs, whatever else the machine is doing: one core's worth of page views per second.
  const perEvent = (name, before, child) => ((cpuSeconds(child) - before) / Math.max(written, 1)) * 1e6;
  const apiMicros = perEvent('api', cpuBefore.api, apiProcess);
  const workerMicros = perEvent('worker', cpuBefore.worker, workerProcess);
  console.log(`  CPU per page view: api ${apiMicros.toFixed(0)} µs (≈ ${Math.round(1e6 / apiMicros).toLocaleString()}/s per core), worker ${workerMicros.toFixed(0)} µs (≈ ${Math.round(1e6 / workerMicros).toLocaleString()}/s per core; PostgreSQL's share not included)`);

  // (b) the storefront's hot read at 200 req/s, alone and beside 1,000 beacons/s.
  console.log('\n(b) GET /api/site/data at 200 req/s');
  const siteData = { url: api, connections: 20, overallRate: 200, duration: SECONDS, requests: [{ method: 'GET', path: '/api/site/data', setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-tenant-domain': `bench${1 + Math.floor(Math.random() * TENANTS)}.localhost` } }) }] };
  await cannon({ ...siteData, duration: 3 }); // warm the caches
  const alone = await cannon(siteData);
  const [beside] = await Promise.all([cannon(siteData), cannon({ url: api, connections: 50, overallRate: 1000, duration: SECONDS, requests: [beaconRequest] })]);
  await drained(redis);
  const change = ((beside.latency.p99 - alone.latency.p99) / Math.max(alone.latency.p99, 1)) * 100;
  console.log(`  without beacons: p99 ${alone.latency.p99} ms (p50 ${alone.latency.p50} ms)`);
  console.log(`  with 1,000 beacons/s: p99 ${beside.latency.p99} ms (p50 ${beside.latency.p50} ms)  change ${change >= 0 ? '+' : ''}${change.toFixed(0)} %`);

  // (c) a distributor with 10 million raw page views: the 30-day report.
  console.log('\n(c) 30-day analytics query');
  const big = await seedBigTenant(api);
  const query = await timeQuery(api, big);
  console.log(`  p50 ${query.p50.toFixed(1)} ms, p99 ${query.p99.toFixed(1)} ms over 40 requests (totals ${JSON.stringify(query.totals)})`);

  console.log('\nSummary');
  console.log(`  (a) sustained beacon rate, ingest lag < 10 s: ${sustained.toLocaleString()} events/s   (target ≥ 5,000)`);
  console.log(`      CPU per page view: api ${apiMicros.toFixed(0)} µs, worker ${workerMicros.toFixed(0)} µs; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log(`  (b) /api/site/data p99 at 200 req/s: ${alone.latency.p99} ms → ${beside.latency.p99} ms with 1,000 beacons/s (${change >= 0 ? '+' : ''}${change.toFixed(0)} %; target within 20 %)`);
  console.log(`  (c) 30-day analytics query, ${RAW_EVENTS.toLocaleString()} raw events: p99 ${query.p99.toFixed(1)} ms   (target ≤ 200 ms)`);
  redis.disconnect();
}

async function cleanup() {
  for (const child of children) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
  await new Promise((r) => setTimeout(r, 1000));
  await db.drop();
  await clearRedisPrefixes([prefix]);
}

runBenchmark(main, cleanup);
