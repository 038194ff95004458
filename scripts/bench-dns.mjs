#!/usr/bin/env node
// Benchmark of custom-domain DNS verification (docs/domains.md §1, job dns.verify): 1,000 tenants whose custom domains
// are pending with every record already published in a test DNS server (dns2, in this process); one worker
// process verifies them all. Prints the time from the worker's start, and from "worker ready", until every
// verification is `verified` (target ≤ 30 s). Uses the PostgreSQL/Redis that tests use; cleans up.
//   node scripts/bench-dns.mjs        (BENCH_DOMAINS, BENCH_WORKER_CONCURRENCY to vary; build first: npx tsc -b apps/api apps/worker)
import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import path from 'node:path';
import dns2 from 'dns2';
import pg from 'pg';
import { root } from './lib/paths.mjs';
import { benchDatabase, clearRedisPrefixes, redisUrl, runBenchmark, sql } from './lib/bench-support.mjs';

const DOMAINS = Number(process.env.BENCH_DOMAINS ?? 1_000);
const CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY; // unset: the worker's default
const TARGET_MS = 30_000;
const EDGE = 'edge.bench.test';
const db = benchDatabase(`ds_bench_dns_${process.pid}`);
const dbUrl = db.url;
const prefix = `bench-dns-${process.pid}`;
let worker;
let dnsServer;

/** The zone: TXT token + CNAME to the edge for every domain, answered from a Map. */
function zoneFor(count) {
  const zone = new Map();
  for (let n = 1; n <= count; n++) {
    zone.set(`TXT _ds-verify.www.bench-${n}.test`, [{ data: tokenOf(n) }]);
    zone.set(`CNAME www.bench-${n}.test`, [{ domain: EDGE }]);
  }
  zone.set(`A ${EDGE}`, [{ address: '127.0.0.1' }]);
  return zone;
}
const tokenOf = (n) => `ds-verify-bench-${String(n).padStart(6, '0')}`;

async function startDns(zone) {
  const port = await new Promise((resolve, reject) => {
    const s = dgram.createSocket('udp4');
    s.once('error', reject);
    s.bind(0, '127.0.0.1', () => {
      const { port: p } = s.address();
      s.close(() => resolve(p));
    });
  });
  const { Packet } = dns2;
  const typeName = Object.fromEntries(Object.entries(Packet.TYPE).map(([name, code]) => [code, name]));
  let queries = 0;
  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      queries += 1;
      const response = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const name = q.name.toLowerCase();
      const type = typeName[q.type];
      const records = zone.get(`${type} ${name}`);
      if (records) response.answers.push(...records.map((r) => ({ name, type: q.type, class: Packet.CLASS.IN, ttl: 1, ...r })));
      send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' }, tcp: { port, address: '127.0.0.1' } });
  return { server, address: `127.0.0.1:${port}`, queries: () => queries };
}

async function seed() {
  console.log(`seeding ${DOMAINS.toLocaleString()} tenants with pending custom domains…`);
  await db.create();
  await sql(
    dbUrl,
    `
    INSERT INTO templates (id, name) VALUES (1, 'Full layout');
    INSERT INTO tenants (id, subdomain, domain_type, custom_domain, subscription_status, updated_at)
      SELECT gen_random_uuid(), 'bench' || g, 'custom_domain', 'www.bench-' || g || '.test', 'active', now() FROM generate_series(1, ${DOMAINS}) g;
    INSERT INTO domain_verifications (id, tenant_id, domain, token, status, records, next_check_at, updated_at)
      SELECT gen_random_uuid(), t.id, t.custom_domain, 'ds-verify-bench-' || lpad(substring(t.subdomain from 6), 6, '0'), 'pending',
        jsonb_build_array(
          jsonb_build_object('type', 'TXT', 'name', '_ds-verify.' || t.custom_domain,
            'value', 'ds-verify-bench-' || lpad(substring(t.subdomain from 6), 6, '0')),
          jsonb_build_object('type', 'CNAME', 'name', t.custom_domain, 'value', '${EDGE}')),
        now(), now()
      FROM tenants t;
    ANALYZE;
  `,
  );
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/worker/dist/main.js')))
    throw new Error('build the server first: npx tsc -b apps/api apps/worker');
  await seed();
  const dns = await startDns(zoneFor(DOMAINS));
  dnsServer = dns.server;

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    console.log(`starting one worker (DNS_RESOLVERS=${dns.address}, concurrency ${CONCURRENCY ?? 'default'})…`);
    const started = performance.now();
    let readyAt = null;
    let out = '';
    worker = spawn(process.execPath, ['apps/worker/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign-tokens',
        DNS_RESOLVERS: dns.address,
        EDGE_CNAME_TARGET: EDGE,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        // Production requires its own data key (docs/operations.md "Rotating keys").
        DATA_ENCRYPTION_KEY: 'be'.repeat(32),
        ...(CONCURRENCY ? { WORKER_CONCURRENCY: CONCURRENCY } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout.on('data', (d) => {
      out += d;
      if (readyAt === null && out.includes('worker ready')) readyAt = performance.now();
    });
    worker.stderr.on('data', (d) => (out += d));

    // The worker's sweeper queues every due check at start; poll until all are verified.
    let verified = 0;
    for (;;) {
      const { rows } = await client.query(
        `SELECT count(*) FILTER (WHERE status = 'verified')::int AS verified,
           count(*) FILTER (WHERE checked_at IS NOT NULL AND status <> 'verified')::int AS other
         FROM domain_verifications`,
      );
      verified = rows[0].verified;
      if (rows[0].other) throw new Error(`${rows[0].other} domain(s) failed verification\n${out.slice(-2000)}`);
      if (verified >= DOMAINS) break;
      if (worker.exitCode !== null) throw new Error(`worker exited ${worker.exitCode}\n${out.slice(-2000)}`);
      if (performance.now() - started > 5 * TARGET_MS)
        throw new Error(`only ${verified} of ${DOMAINS} verified after ${(5 * TARGET_MS) / 1000} s\n${out.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const total = performance.now() - started;
    const afterReady = readyAt === null ? total : performance.now() - readyAt;
    const { rows: tenants } = await client.query(`SELECT count(*)::int AS n FROM tenants WHERE dns_status = 'verified'`);
    console.log(
      `\nDNS verification of ${DOMAINS.toLocaleString()} pending custom domains by one worker (${dns.queries().toLocaleString()} DNS queries)`,
    );
    console.log(`  from worker start:  ${total.toFixed(0).padStart(6)} ms`);
    console.log(
      `  from worker ready:  ${afterReady.toFixed(0).padStart(6)} ms   (target ≤ ${TARGET_MS} ms) ${afterReady <= TARGET_MS ? 'OK' : 'SLOWER THAN TARGET'}`,
    );
    console.log(`  throughput:         ${((DOMAINS / afterReady) * 1000).toFixed(0)} domains/s; tenants marked verified: ${tenants[0].n}`);
  } finally {
    await client.end();
  }
}

async function cleanup() {
  if (worker && worker.exitCode === null) {
    await new Promise((resolve) => {
      worker.once('exit', resolve);
      worker.kill('SIGTERM');
    });
  }
  await dnsServer?.close().catch(() => undefined);
  await db.drop();
  await clearRedisPrefixes([prefix]);
}

runBenchmark(main, cleanup);
