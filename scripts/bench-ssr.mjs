#!/usr/bin/env node
// node scripts/bench-ssr.mjs — time to first byte and total time of server-rendered storefront pages that are NOT in the
// rendered-page cache (and when the 103 Early Hints came) (a query string makes every visit a render of its own), one visit
// at a time, then 8 at a time. BENCH_WEB_DIST: another web build (dist/ beside its dist-server/), e.g. an older commit's
// renderer, to compare on one machine. Uses the test PostgreSQL/Redis; cleans up.
import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/paths.mjs';
import { benchDatabase, clearRedisPrefixes, freePort, redisUrl, runBenchmark, sql } from './lib/bench-support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PAGES = ['/', '/products', '/blog', '/contact', '/opportunity'];
const db = benchDatabase(`ds_bench_ssr_${process.pid}`);
const prefix = `bench-ssr-${process.pid}`;
let api;

async function seed() {
  await db.create();
  await sql(
    db.url,
    `
    INSERT INTO templates (id, name) VALUES (1, 'Full layout');
    INSERT INTO tenants (id, subdomain, site_name, email_id, mobile, address, updated_at)
      SELECT gen_random_uuid(), 'bench' || g, 'Bench Wellness ' || g, 'bench' || g || '@example.com', '+1 555 0100', g || ' Main Street', now()
      FROM generate_series(1, 2) g;
    INSERT INTO home_pages (id, tenant_id, welcome_description, introduction_content, about_company_title, about_company_content_1, updated_at)
      SELECT gen_random_uuid(), id, 'Welcome to ' || site_name, repeat('Introduction text. ', 20), 'About the company',
        repeat('Established in 2001. ', 8), now()
      FROM tenants;
  `,
  );
}

/** ms to the final response's headers (after any 103) and to its last byte. */
function visit(port, host, url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path: url, headers: { host, 'accept-language': 'en-US' } }, (res) => {
      const ttfb = performance.now() - start;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ttfb, total: performance.now() - start, hints }));
    });
    let hints;
    req.on('information', () => (hints ??= performance.now() - start));
    req.on('error', reject);
  });
}

const percentile = (values, p) => [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const summary = (runs) =>
  (runs.every((r) => r.hints !== undefined)
    ? `103 p50 ${percentile(
        runs.map((r) => r.hints),
        50,
      ).toFixed(1)} ms · `
    : '') +
  `TTFB p50 ${percentile(
    runs.map((r) => r.ttfb),
    50,
  ).toFixed(1)} ms p90 ${percentile(
    runs.map((r) => r.ttfb),
    90,
  ).toFixed(1)} ms · ` +
  `total p50 ${percentile(
    runs.map((r) => r.total),
    50,
  ).toFixed(1)} ms p90 ${percentile(
    runs.map((r) => r.total),
    90,
  ).toFixed(1)} ms`;

async function main() {
  const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
  if (!fs.existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js')))
    throw new Error(`no renderer beside ${webDist}: npm run build`);
  await seed();
  const port = await freePort();
  api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      PORT: String(port),
      LOG_LEVEL: 'error',
      JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens',
      NODE_ENV: 'production',
      // Production requires its own data key (docs/operations.md "Rotating keys").
      DATA_ENCRYPTION_KEY: 'be'.repeat(32),
      WEB_DIST_DIR: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('API never answered');
    if (
      await visit(port, 'localhost', '/api/health').then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // Warm-up: route modules imported, JIT warm, tenant lookups cached like a live server's.
  for (const url of PAGES) for (let n = 1; n <= 2; n++) await visit(port, `bench${n}.localhost`, `${url}?warm=1`);

  const sequential = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const url of PAGES) sequential.push(await visit(port, `bench${(round % 2) + 1}.localhost`, `${url}?seq=${round}`));
  }
  if (sequential.some((r) => r.status !== 200)) throw new Error('a page did not answer 200');
  console.log(`renderer ${webDist}`);
  console.log(`1 at a time, ${sequential.length} renders: ${summary(sequential)}`);

  const parallel = [];
  const started = performance.now();
  for (let round = 0; round < ROUNDS / 2; round++) {
    const batch = Array.from({ length: 8 }, (_, k) =>
      visit(port, `bench${(k % 2) + 1}.localhost`, `${PAGES[k % PAGES.length]}?par=${round}-${k}`),
    );
    parallel.push(...(await Promise.all(batch)));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`8 at a time, ${parallel.length} renders: ${summary(parallel)} · ${(parallel.length / seconds).toFixed(0)} renders/s`);
}

async function cleanup() {
  api?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
  await clearRedisPrefixes([prefix]);
}

runBenchmark(main, cleanup);
