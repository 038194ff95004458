import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPrivatePostgres, type PrivatePostgres } from '@ds/testing';
// @ts-expect-error plain ESM: the Jest global setup, run here against this suite's own server
import migrateTemplate from '../packages/testing/src/global-setup.mjs';
import { startOutageMailbox, type OutageMailbox } from './support/outage-mailbox.js';
import { reporter } from './support/report.js';
import { mailSettled } from './support/settled.js';
import { signUp, distributorForm } from './support/signup.js';
import { freePort, startStack, type Stack } from './support/stack.js';

/** How long PostgreSQL stays away. */
const DOWN_MS = 30_000;
/** A request unanswered after this counts as hanging. */
const REQUEST_TIMEOUT_MS = 15_000;

const report = reporter('database outage');

type Kind = 'page' | 'site-data' | 'uncached' | 'beacon' | 'lead' | 'subscribe';
const WRITES: Kind[] = ['lead', 'subscribe'];

interface Answer {
  kind: Kind;
  email?: string;
  startedAt: number;
  answeredAt: number;
  status: number | string;
  code?: string;
  retryAfter?: string | null;
}

/**
 * PostgreSQL stopped under a steady storefront load and started again (docs/operations.md "Database outage"),
 * on the built api + worker and a PostgreSQL server of this suite's own (CI's shared server is never touched):
 * reads answer from the caches, every write answers 503 with Retry-After (never 500, never hanging), the
 * first writes after the restart succeed, and every lead or subscription answered 2xx is in the database with
 * its email sent once.
 */
describe('a database outage under load', () => {
  let server: PrivatePostgres;
  let smtp: OutageMailbox;
  let stack: Stack;
  let metricsPort: number;
  const sharedDatabaseUrl = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    [server, smtp] = await Promise.all([startPrivatePostgres(), startOutageMailbox()]);
    // The harness (template database, the stack's database) on this server.
    process.env.TEST_DATABASE_URL = server.url;
    await migrateTemplate();
    metricsPort = await freePort();
    stack = await startStack({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Distributor Sites <no-reply@sites.test>',
      METRICS_PORT: String(metricsPort),
      PUBLIC_FORM_RATE_LIMIT: '100000',
      ANALYTICS_BEACON_RATE_LIMIT: '100000',
      OUTBOX_SWEEP_SECONDS: '1',
      OUTBOX_RETRY_BASE_SECONDS: '2',
      OUTBOX_RETRY_MAX_SECONDS: '5',
    });
    await signUp(stack, distributorForm('Olive'));
  }, 240_000);

  afterAll(async () => {
    await server?.start().catch(() => undefined);
    await stack?.stop();
    await smtp?.close();
    await server?.close();
    process.env.TEST_DATABASE_URL = sharedDatabaseUrl;
  }, 120_000);

  async function call(kind: Kind, n: number): Promise<Answer> {
    const site = { 'x-tenant-domain': 'olive.localhost' };
    const json = { ...site, 'content-type': 'application/json' };
    const email = `${kind}${n}@example.net`;
    const requests: Record<Kind, [string, RequestInit]> = {
      page: ['/', { headers: site }],
      'site-data': ['/api/site/data', { headers: site }],
      // A product nobody has: never in a cache, so every answer comes from PostgreSQL (404) or says it is away.
      uncached: [`/api/site/products/${randomUUID()}`, { headers: site }],
      beacon: [
        '/api/site/events',
        {
          method: 'POST',
          headers: { ...site, 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({ path: '/', referrer: null }),
        },
      ],
      lead: [
        '/api/site/leads',
        { method: 'POST', headers: json, body: JSON.stringify({ name: `Visitor ${n}`, email, message: `Call me (${n})` }) },
      ],
      subscribe: ['/api/newsletters/subscribe', { method: 'POST', headers: json, body: JSON.stringify({ email }) }],
    };
    const [path, init] = requests[kind];
    const startedAt = Date.now();
    try {
      const res = await fetch(`${stack.url}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await res.text();
      const code = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { code?: string }).code : undefined;
      return {
        kind,
        email: WRITES.includes(kind) ? email : undefined,
        startedAt,
        answeredAt: Date.now(),
        status: res.status,
        code,
        retryAfter: res.headers.get('retry-after'),
      };
    } catch (err) {
      return { kind, startedAt, answeredAt: Date.now(), status: (err as Error).name };
    }
  }

  /**
   * `visitors` loops, each visiting (page, site data, a read no cache holds, beacon, a lead or a subscription)
   * every ~100 ms until stopped.
   */
  function load(visitors: number) {
    const answers: Answer[] = [];
    let running = true;
    let n = 0;
    const loops = Array.from({ length: visitors }, async () => {
      while (running) {
        const i = n++;
        for (const kind of ['page', 'site-data', 'uncached', 'beacon', i % 2 ? 'lead' : 'subscribe'] as Kind[])
          answers.push(await call(kind, i));
        await sleep(100);
      }
    });
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return answers;
      },
    };
  }

  /** `/api/health/ready` every 250 ms, as a readinessProbe does: its HTTP status and the answer's `status`. */
  function probeReadiness() {
    const probes: { at: number; status: number | string; health?: string }[] = [];
    let running = true;
    const loop = (async () => {
      while (running) {
        const at = Date.now();
        try {
          const res = await fetch(`${stack.url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) });
          probes.push({ at, status: res.status, health: ((await res.json()) as { status?: string }).status });
        } catch (err) {
          probes.push({ at, status: (err as Error).name });
        }
        await sleep(250);
      }
    })();
    return {
      stop: async () => {
        running = false;
        await loop;
        return probes;
      },
    };
  }

  const tallyOf = (answers: Answer[]) => {
    const counts: Record<string, number> = {};
    for (const a of answers) {
      const key = `${a.kind} ${a.status}${a.code ? ` ${a.code}` : ''}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return Object.entries(counts)
      .sort()
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ');
  };

  it('keeps reads answering, answers writes 503 with Retry-After while PostgreSQL is away, and takes writes again at once', async () => {
    // Warm: the caches hold the site, as in production.
    for (const kind of ['page', 'site-data'] as Kind[]) expect((await call(kind, 0)).status).toBe(200);
    const readiness = probeReadiness();
    const traffic = load(4);
    await sleep(4_000);
    const logsBefore = stack.logs.length;
    const downAt = Date.now();
    await server.stop('fast');
    await sleep(DOWN_MS);
    await server.start();
    const upAt = Date.now();
    await sleep(8_000);
    const answers = await traffic.stop();
    const probes = await readiness.stop();

    const before = answers.filter((a) => a.answeredAt < downAt);
    const during = answers.filter((a) => a.answeredAt >= downAt && a.startedAt < upAt);
    const after = answers.filter((a) => a.startedAt >= upAt);
    report(`before (${before.length}): ${tallyOf(before)}`);
    report(`PostgreSQL away ${Math.round((upAt - downAt) / 1000)} s (${during.length}): ${tallyOf(during)}`);
    report(`after its return (${after.length}): ${tallyOf(after)}`);
    const firstWrite = after.filter((a) => WRITES.includes(a.kind) && a.status === 201).sort((a, b) => a.answeredAt - b.answeredAt)[0];
    report(
      `first successful write answered ${firstWrite ? firstWrite.answeredAt - upAt : 'never'} ms after PostgreSQL accepted connections again`,
    );

    // Ready throughout, as an orchestrator's probe sees it: the outage is every replica's, and taking them out
    // of the Service would lose the cached reads too. The database is reported degraded meanwhile.
    const probesDuring = probes.filter((p) => p.at >= downAt && p.at < upAt);
    const degraded = probesDuring.filter((p) => p.status === 200 && p.health === 'degraded').length;
    report(
      `readiness while PostgreSQL was away: ${probesDuring.length} probes, all 200? ${probesDuring.every((p) => p.status === 200)}, ${degraded} degraded`,
    );
    expect(probes.filter((p) => p.status !== 200)).toEqual([]);
    expect(degraded).toBeGreaterThan(DOWN_MS / 1000);
    // An outage is told at warn, one line per refused request, never as errors with stacks.
    const apiLines = stack.logs
      .slice(logsBefore)
      .filter((chunk) => chunk.startsWith('[api] '))
      .join('')
      .split('\n');
    expect(apiLines.filter((l) => l.includes('"msg":"request failed"'))).toEqual([]);
    expect(apiLines.filter((l) => l.includes('answered 503 DATABASE_UNAVAILABLE')).length).toBeGreaterThan(20);

    // Never a 500, never a request left hanging.
    expect(answers.filter((a) => typeof a.status !== 'number' || (a.status >= 500 && a.status !== 503))).toEqual([]);
    // Reads from the caches, and beacons into their Redis buffer, throughout.
    expect(answers.filter((a) => a.kind === 'page' && a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.kind === 'site-data' && a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.kind === 'beacon' && a.status !== 202)).toEqual([]);
    // A read no cache holds: PostgreSQL's answer (404), or 503 while it is away.
    expect(before.concat(after).filter((a) => a.kind === 'uncached' && a.status !== 404)).toEqual([]);
    expect(
      during.filter((a) => a.kind === 'uncached' && a.status !== 404 && !(a.status === 503 && a.code === 'DATABASE_UNAVAILABLE')),
    ).toEqual([]);
    // Writes while it was away: 503 with Retry-After and the error shape (or 2xx for one that got in first).
    const refused = during.filter((a) => WRITES.includes(a.kind) && a.status === 503);
    expect(refused.length).toBeGreaterThan(20);
    expect(
      refused.filter((a) => !['DATABASE_UNAVAILABLE', 'DATABASE_BUSY'].includes(a.code ?? '') || !/^\d+$/.test(a.retryAfter ?? '')),
    ).toEqual([]);
    expect(during.filter((a) => WRITES.includes(a.kind) && a.status !== 503 && a.status !== 201)).toEqual([]);
    // Once it is back, every write succeeds: the first ones included.
    expect(after.filter((a) => WRITES.includes(a.kind)).length).toBeGreaterThan(10);
    expect(after.filter((a) => WRITES.includes(a.kind) && a.status !== 201)).toEqual([]);

    // Every lead and subscription answered 2xx is in the database, with its email sent once.
    await mailSettled(stack, 120_000);
    const accepted = answers.filter((a) => WRITES.includes(a.kind) && a.status === 201);
    const leads = accepted.filter((a) => a.kind === 'lead').map((a) => a.email!);
    const subscriptions = accepted.filter((a) => a.kind === 'subscribe').map((a) => a.email!);
    const stored = await stack.prisma.lead.groupBy({ by: ['email'], _count: true });
    const leadRows = new Map(stored.map((row) => [row.email, row._count]));
    expect(leads.filter((email) => leadRows.get(email) !== 1)).toEqual([]);
    expect([...leadRows.values()].filter((count) => count > 1)).toEqual([]);
    const subscribers = new Set((await stack.prisma.subscriber.findMany({ select: { email: true } })).map((s) => s.email));
    expect(subscriptions.filter((email) => !subscribers.has(email))).toEqual([]);
    const mailsTo = (email: string) => smtp.to(email).length;
    expect([...leads, ...subscriptions].filter((email) => mailsTo(email) !== 1)).toEqual([]);
    // Nothing refused was half-written: no email for a refused lead or subscription.
    const extra = refused.filter((a) => mailsTo(a.email!) > 0 && !leadRows.has(a.email!) && !subscribers.has(a.email!));
    expect(extra).toEqual([]);
    report(`${leads.length} leads and ${subscriptions.length} subscriptions answered 201: each stored once, each email sent once`);

    // The answers were counted.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const counted = Number(/http_database_unavailable_total\{[^}]*code="DATABASE_UNAVAILABLE"[^}]*\} (\d+)/.exec(metrics)?.[1] ?? 0);
    expect(counted).toBeGreaterThanOrEqual(refused.filter((a) => a.code === 'DATABASE_UNAVAILABLE').length);
    // The worker lived through it.
    expect(() => process.kill(stack.pid('worker')!, 0)).not.toThrow();
  }, 240_000);
});
