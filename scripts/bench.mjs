#!/usr/bin/env node
// npm run bench — measures the storefront's hottest read, GET /api/site/data, for random tenants among
// 10,000, side by side with a raw Node `http` server answering a cached JSON of the same size (the
// ceiling on this machine). Prints throughput, p50/p99 and the ratio, then the gzip size of the
// storefront's and landing's initial JavaScript. Uses the PostgreSQL/Redis that tests use; cleans up.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './lib/paths.mjs';
import { benchDatabase, clearRedisPrefixes, freePort, redisUrl, runBenchmark, sql } from './lib/bench-support.mjs';
import { printInitialJsSizes } from './bundle-sizes.mjs';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const db = benchDatabase(`ds_bench_${process.pid}`);
const dbUrl = db.url;
const prefix = `bench-${process.pid}`;
const children = [];


async function seed() {
  console.log(`seeding ${TENANTS.toLocaleString()} tenants…`);
  await db.create();
  await sql(dbUrl, `
    INSERT INTO templates (id, name) VALUES (1, 'Full layout');
    INSERT INTO tenants (id, subdomain, site_name, email_id, mobile, address, updated_at)
      SELECT gen_random_uuid(), 'bench' || g, 'Bench Wellness ' || g, 'bench' || g || '@example.com', '+1 555 0100', g || ' Main Street, Springfield', now()
      FROM generate_series(1, ${TENANTS}) g;
    INSERT INTO home_pages (id, tenant_id, welcome_description, introduction_content, about_company_title, about_company_content_1, why_network_marketing_content, support_content, updated_at)
      SELECT gen_random_uuid(), id, 'Welcome to ' || site_name || ', your home for wellness.', repeat('Introduction text. ', 20), 'About the company',
             repeat('Established in 2001, present in over 90 countries. ', 8), repeat('Why network marketing works. ', 10), 'We are here to help.', now()
      FROM tenants;
    INSERT INTO sliders (id, tenant_id, image, description, "ctaText", "ctaLink", updated_at)
      SELECT gen_random_uuid(), id, '/uploads/hero.jpg', 'Feel your best every day', 'Shop now', '/products', now() FROM tenants;
    INSERT INTO footer_disclaimers (id, tenant_id, site_disclaimer, product_disclaimer, income_disclaimer, updated_at)
      SELECT gen_random_uuid(), id, 'Independent distributor site.', 'Not evaluated by the regulator.', 'No income is guaranteed.', now() FROM tenants;
  `);
}

function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.on('exit', (code) => code && code !== 143 && !child.stopping && console.error(`[${name}] exited ${code}\n${stderr}`));
  children.push(child);
  return child;
}

async function waitForOk(url, headers = {}) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

function run(url, requests, limit = { duration: DURATION }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, requests, ...limit }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const randomHost = () => `bench${1 + Math.floor(Math.random() * TENANTS)}.localhost`;

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/api/dist/main.js'))) throw new Error('build the server first: npx tsc -b apps/api apps/worker');
  await seed();

  const apiPort = await freePort();
  startProcess('api', ['apps/api/dist/main.js'], {
    DATABASE_URL: dbUrl, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, PORT: String(apiPort), LOG_LEVEL: 'error',
    JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens', NODE_ENV: 'production',
  });
  const api = `http://127.0.0.1:${apiPort}`;
  await waitForOk(`${api}/api/health`);
  const sample = await (await fetch(`${api}/api/site/data`, { headers: { 'x-tenant-domain': 'bench1.localhost' } })).text();

  const rawPort = await freePort();
  const rawServer = `const body = ${JSON.stringify(sample)}; require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }); res.end(body); }).listen(${rawPort}, '127.0.0.1');`;
  startProcess('raw', ['-e', rawServer], {});
  await waitForOk(`http://127.0.0.1:${rawPort}/`);

  const requests = [{ method: 'GET', path: '/api/site/data', setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-tenant-domain': randomHost() } }) }];
  // Steady state is what we measure: every storefront has been visited once (as after a minute of traffic).
  console.log(`warming up: one visit to each of ${TENANTS.toLocaleString()} storefronts…`);
  let next = 0;
  const warm = await run(api, [{ method: 'GET', path: '/api/site/data', setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-tenant-domain': `bench${(next++ % TENANTS) + 1}.localhost` } }) }], { amount: TENANTS });
  console.log(`  cold (first visit) throughput: ${Math.round(warm.requests.average)} req/s, p99 ${warm.latency.p99} ms`);
  console.log('measuring the API…');
  const apiResult = await run(api, requests);
  console.log('measuring the raw server…');
  const rawResult = await run(`http://127.0.0.1:${rawPort}`, [{ method: 'GET', path: '/' }]);

  const row = (name, r) => `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\nGET /api/site/data, ${CONNECTIONS} connections, ${DURATION} s, body ${Buffer.byteLength(sample)} bytes`);
  console.log(row('API (random tenant of ' + TENANTS.toLocaleString() + ')', apiResult));
  console.log(row('raw node:http, cached JSON', rawResult));
  console.log(`ratio API / raw: ${(apiResult.requests.average / rawResult.requests.average).toFixed(2)} (target ≥ 0.5)`);
  console.log('');
  printInitialJsSizes();
}

async function cleanup() {
  for (const child of children) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
  await clearRedisPrefixes([prefix]);
}

runBenchmark(main, cleanup);
