#!/usr/bin/env node
// npm run lighthouse — Lighthouse 12 (mobile preset, simulated throttling: its defaults) in Debian's
// Chromium against the landing, a storefront home, a product page and a blog post; prints the four
// category scores and LCP / CLS / TBT per page. Not part of `npm test` (a quiet machine is needed), but it
// exits 1 when any single run of a page misses a target (scripts/lib/lighthouse-targets.mjs), so it can
// gate a release.
//
// It starts the platform the way `npm start` does (embedded services, demo data) on a free port and stops
// it afterwards; LIGHTHOUSE_BASE=http://localhost:3000 measures a stack that is already running instead.
// LIGHTHOUSE_RUNS=3 takes the median of several runs per page (default 1). LIGHTHOUSE_REPORT_DIR=dir keeps
// every run's full JSON report there (long-tasks, bootup-time, lcp-phases …: where the time goes).
// LIGHTHOUSE_PAGES=landing,product audits only the pages whose names start with those words.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { missedRuns, TARGETS } from './lib/lighthouse-targets.mjs';
import { root } from './lib/paths.mjs';
import { isPortFree, stopChild } from './lib/processes.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const STOREFRONT = process.env.LIGHTHOUSE_SUBDOMAIN ?? 'jane';
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
// The same flags the browser tests use: this machine's closed network refuses Chromium's background calls.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort(from) {
  for (let port = from; port < from + 100; port++) if (await isPortFree(port, '0.0.0.0')) return port;
  throw new Error(`no free port from ${from}`);
}

/** `npm start` on `port`, resolved once it prints its banner. */
async function startPlatform(port) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Distributor Sites is running')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output.slice(-3000)}`)));
  });
  return child;
}

/** The storefront's first product and blog post, read from its public API. */
async function storefrontPages(base) {
  const site = new URL(base);
  site.hostname = `${STOREFRONT}.${site.hostname}`;
  const headers = { 'X-Tenant-Domain': site.host };
  const get = async (path) => {
    const res = await fetch(new URL(`/api${path}`, base), { headers });
    if (!res.ok) throw new Error(`GET /api${path} for ${site.host} answered ${res.status}`);
    return res.json();
  };
  const [products, posts] = await Promise.all([get('/site/products'), get('/site/blogs')]);
  const origin = site.origin;
  return [
    ['storefront home', `${origin}/`],
    ['product page', `${origin}/products/${products[0].category_slug?.trim() || 'all'}/${products[0].id}`],
    ['blog post', `${origin}/blog/${posts[0].id}`],
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(chrome, name, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    let result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    // Lighthouse now and then misses the trace's navigation start (NO_NAVSTART): that run is taken again.
    for (let retry = 0; retry < 2 && result.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) {
      result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    }
    const { lhr, report } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (REPORT_DIR) {
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(REPORT_DIR, `${name.replaceAll(' ', '-')}-${i + 1}.json`), report);
    }
    runs.push(lhr);
    console.log(
      `  run ${i + 1}: performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, ` +
        `LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN)} ms, ` +
        `TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue ?? NaN)} ms`,
    );
  }
  const score = (id) => Math.round(median(runs.map((r) => (r.categories[id].score ?? 0) * 100)));
  const metric = (id) => median(runs.map((r) => r.audits[id].numericValue ?? NaN));
  // What keeps accessibility, best practices and SEO below 100 (from the last run): the audits to fix.
  const last = runs[runs.length - 1];
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    last.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && last.audits[ref.id].score !== null && last.audits[ref.id].score < 1)
      .map((ref) => `${category}: ${ref.id} — ${last.audits[ref.id].title}`),
  );
  return {
    failing,
    missed: missedRuns(runs),
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
  };
}

async function main() {
  let platform;
  let base = process.env.LIGHTHOUSE_BASE;
  if (!base) {
    const port = await freePort(3400);
    console.log(`starting the platform on port ${port} (npm start) …`);
    platform = await startPlatform(port);
    base = `http://localhost:${port}`;
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const pages = [['landing', `${base}/`], ...(await storefrontPages(base))].filter(
      ([name]) => !ONLY || ONLY.some((word) => name.startsWith(word)),
    );
    const rows = [];
    for (const [name, url] of pages) {
      process.stdout.write(`auditing ${name} (${url}) …\n`);
      rows.push({ name, url, ...(await audit(chrome, name, url)) });
      await sleep(200);
    }
    console.log(`\nLighthouse 12, mobile preset, simulated throttling, ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page`);
    console.log(`${'page'.padEnd(16)} perf  a11y  best   seo    LCP ms   CLS     TBT ms`);
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(16)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ` +
          `${String(r['best-practices']).padStart(4)}  ${String(r.seo).padStart(4)}  ` +
          `${Math.round(r.lcp).toString().padStart(7)}  ${r.cls.toFixed(3).padStart(5)}  ` +
          `${Math.round(r.tbt).toString().padStart(7)}`,
      );
    }
    for (const r of rows) for (const line of r.failing) console.log(`  ${r.name}: ${line}`);
    console.log(
      `targets, every run: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
        `best practices ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, LCP ≤ ${TARGETS.lcpMs} ms`,
    );
    const missed = rows.flatMap((r) => r.missed.map((what) => `${r.name} ${what}`));
    if (missed.length) {
      console.error(`\nUNDER TARGET:\n${missed.map((line) => `  ${line}`).join('\n')}`);
      process.exitCode = 1;
    } else console.log('every run of every page meets its targets');
  } finally {
    await chrome.kill();
    if (platform) await stopChild(platform, { timeoutMs: 20_000 });
  }
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exit(1);
});
