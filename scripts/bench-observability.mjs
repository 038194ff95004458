#!/usr/bin/env node
// npm run bench:observability — what metrics and tracing cost on the two hottest requests: the storefront's
// GET /api/site/data from the hot cache, and the page-view beacon. Two API processes on one database and
// Redis, side by side in one run: one plain (no METRICS_PORT, no OTEL_EXPORTER_OTLP_ENDPOINT), one with both
// (every request traced and exported to a collector stub of this script's own, the worst case). Rounds
// alternate between them (BENCH_OVERHEAD_ROUNDS, default 3; BENCH_SECONDS each, default 10) and the medians
// are compared. Goal: the instrumented API keeps ≥ 95 % of the plain one's throughput. Each API's CPU time per
// request (from /proc) is compared too: on a busy machine the throughputs swing with the neighbours, the CPU
// a request costs hardly does. BENCH_INSTRUMENT=metrics
// or =tracing instruments one of the two only; OTEL_TRACES_SAMPLER(_ARG) set the sampling as in production.
import { spawn } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';
import { root } from './lib/paths.mjs';
import { benchDatabase, clearRedisPrefixes, cpuSeconds, freePort, redisUrl, runBenchmark, sql } from './lib/bench-support.mjs';

const TENANTS = 200;
const ROUNDS = Number(process.env.BENCH_OVERHEAD_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** What the instrumented API has: metrics, tracing, or both (default). */
const INSTRUMENT = process.env.BENCH_INSTRUMENT ?? 'both';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const db = benchDatabase(`ds_bench_obs_${process.pid}`);
const prefix = `bench-obs-${process.pid}`;
const children = [];
let collector;
let spansReceived = 0;

/** API processes by base URL, for their CPU time. */
const processes = new Map();

function startApi(port, env) {
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      // Production requires its own data key (docs/operations.md "Rotating keys").
      DATA_ENCRYPTION_KEY: 'be'.repeat(32),
      JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens',
      ANALYTICS_BEACON_RATE_LIMIT: '1000000000',
      PORT: String(port),
      ...env,
    },
  });
  children.push(child);
  processes.set(`http://127.0.0.1:${port}`, child);
  return `http://127.0.0.1:${port}`;
}

async function waitForOk(url) {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(url).catch(() => undefined))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

const host = () => `obs${1 + Math.floor(Math.random() * TENANTS)}.localhost`;
const requests = {
  'GET /api/site/data (hot)': [
    { method: 'GET', path: '/api/site/data', setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-tenant-domain': host() } }) },
  ],
  'POST /api/site/events (beacon)': [
    {
      method: 'POST',
      path: '/api/site/events',
      body: JSON.stringify({ path: '/products', referrer: null, screen_width: 1280 }),
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, 'x-tenant-domain': host(), 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
      }),
    },
  ],
};

const measure = (url, reqs) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests: reqs }, (err, r) => (err ? reject(err) : resolve(r))),
  );
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  await db.create();
  await sql(
    db.url,
    `INSERT INTO templates (id, name) VALUES (1, 'Full layout');
    INSERT INTO tenants (id, subdomain, site_name, updated_at)
      SELECT gen_random_uuid(), 'obs' || g, 'Observed ' || g, now() FROM generate_series(1, ${TENANTS}) g;`,
  );
  collector = http.createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      spansReceived++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const collectorPort = await freePort();
  await new Promise((resolve) => collector.listen(collectorPort, '127.0.0.1', resolve));

  const apis = {
    plain: startApi(await freePort(), {}),
    instrumented: startApi(await freePort(), {
      ...(INSTRUMENT !== 'tracing' ? { METRICS_PORT: '0' } : {}),
      ...(INSTRUMENT !== 'metrics' ? { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}` } : {}),
    }),
  };
  for (const url of Object.values(apis)) await waitForOk(`${url}/api/health`);
  // Every storefront's site data loaded once on each API, so the reads below are hot-cache hits.
  for (const url of Object.values(apis))
    for (let n = 1; n <= TENANTS; n++)
      await (await fetch(`${url}/api/site/data`, { headers: { 'x-tenant-domain': `obs${n}.localhost` } })).text();

  const results = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [request, reqs] of Object.entries(requests)) {
      // Alternate which API goes first, so neither always runs on the warmer machine.
      const order = round % 2 ? ['plain', 'instrumented'] : ['instrumented', 'plain'];
      for (const which of order) {
        const cpuBefore = cpuSeconds(processes.get(apis[which]));
        const r = await measure(apis[which], reqs);
        const cpuMicros = ((cpuSeconds(processes.get(apis[which])) - cpuBefore) * 1e6) / r.requests.total;
        const result = (results[request] ??= { plain: [], instrumented: [], plainCpu: [], instrumentedCpu: [] });
        result[which].push(r.requests.average);
        result[`${which}Cpu`].push(cpuMicros);
        console.log(
          `round ${round} ${request.padEnd(32)} ${which.padEnd(12)} ${Math.round(r.requests.average)} req/s, ` +
            `${cpuMicros.toFixed(0)} µs CPU/request, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
        );
      }
    }
  }
  console.log(
    `\nMetrics + tracing overhead, median of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${DURATION} s each (${spansReceived} span exports received)`,
  );
  console.log(
    `${''.padEnd(32)} ${'plain'.padStart(9)} ${'instr.'.padStart(9)} ${'kept'.padStart(7)}   CPU µs/request plain → instr. (kept)   goal ≥ 95 %`,
  );
  for (const [request, { plain, instrumented, plainCpu, instrumentedCpu }] of Object.entries(results)) {
    const kept = median(instrumented) / median(plain);
    const cpuKept = median(plainCpu) / median(instrumentedCpu);
    console.log(
      `${request.padEnd(32)} ${String(Math.round(median(plain))).padStart(9)} ` +
        `${String(Math.round(median(instrumented))).padStart(9)} ${(kept * 100).toFixed(1).padStart(6)} %   ` +
        `${median(plainCpu).toFixed(0)} → ${median(instrumentedCpu).toFixed(0)} (${(cpuKept * 100).toFixed(1)} %)`,
    );
  }
}

async function cleanup() {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  collector?.close();
  await clearRedisPrefixes([prefix]);
  await db.drop();
}

runBenchmark(main, cleanup);
