import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
/**
 * A beacon must never make a page wait on Redis (ioredis's offline queue or a reconnect would hold it for
 * the whole outage): one at a time well under a second, a burst of 40 at once (the test's own client is
 * part of that figure, on a loaded machine) within a second and a half.
 */
const BEACON_BUDGET_MS = 500;
const BURST_BUDGET_MS = 1_500;

function report(line: string): void {
  console.log(`[analytics outage] ${line}`);
}

/**
 * "A Redis outage loses at most the events of that outage, never a page view's answer" (docs/analytics.md),
 * on the built api + worker and a private redis-server the test kills and brings back empty.
 */
describe('analytics through a Redis outage', () => {
  let redis: PrivateRedis;
  let stack: Stack;
  let tenantId: string;

  const onDana = (method: string, path: string, body?: string) =>
    fetch(`${stack.url}/api${path}`, {
      method,
      headers: { 'x-tenant-domain': 'dana.localhost', 'user-agent': BROWSER, ...(body === undefined ? {} : { 'content-type': 'text/plain;charset=UTF-8' }) },
      body,
    });
  /** A sendBeacon-shaped page view; resolves with its status and how long the answer took. */
  const beacon = async (path: string) => {
    const started = performance.now();
    const res = await onDana('POST', '/site/events', JSON.stringify({ path, referrer: null, screen_width: 1280 }));
    await res.text();
    return { status: res.status, ms: performance.now() - started };
  };
  /** Page views of `path` the worker has written to the raw table. */
  const written = (path: string) => stack.prisma.siteEvent.count({ where: { tenant_id: tenantId, path } });

  beforeAll(async () => {
    redis = await startPrivateRedis();
    stack = await startStack({ REDIS_URL: redis.url, ANALYTICS_BEACON_RATE_LIMIT: '10000', REDIS_COMMAND_TIMEOUT_MS: '1000' });
    const signup = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Dana', last_name: 'Seller', email: 'dana@example.com', password: 'dana-password-1', subdomain: 'dana' }),
    });
    expect(signup.status).toBe(201);
    tenantId = (await stack.prisma.tenant.findFirstOrThrow({ where: { subdomain: 'dana' } })).id;
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    await redis?.close();
  });

  it('answers every beacon 202 at once and serves the page while Redis is down, and counts page views again once it is back', async () => {
    // Before: counted end to end.
    expect((await beacon('/before')).status).toBe(202);
    await waitFor(async () => (await written('/before')) === 1, 30_000, () => stack.logs.join(''));

    await redis.stop();
    const during: { status: number; ms: number }[] = [];
    // Sequential first (a reconnect in progress), then a burst (many at once must not queue up either).
    for (let i = 0; i < 10; i++) during.push(await beacon('/during'));
    during.push(...(await Promise.all(Array.from({ length: 40 }, () => beacon('/during')))));
    const data = await onDana('GET', '/site/data');
    const slowestAlone = Math.max(...during.slice(0, 10).map((b) => b.ms));
    const slowestInBurst = Math.max(...during.slice(10).map((b) => b.ms));
    report(
      `Redis down: ${during.filter((b) => b.status === 202).length} of ${during.length} beacons answered 202, slowest ${Math.round(slowestAlone)} ms one at a time, ${Math.round(slowestInBurst)} ms in a burst of 40; GET /site/data ${data.status}`,
    );
    expect(during.map((b) => b.status)).toEqual(during.map(() => 202));
    expect(slowestAlone).toBeLessThan(BEACON_BUDGET_MS);
    expect(slowestInBurst).toBeLessThan(BURST_BUDGET_MS);
    expect(data.status).toBe(200);

    // Back, empty (no stream, no consumer group, no salt): the api buffers again, the worker's drainer
    // makes its group again and writes them.
    await redis.start();
    const backAt = Date.now();
    let sent = 0;
    await waitFor(
      async () => {
        expect((await beacon('/after')).status).toBe(202);
        sent++;
        return (await written('/after')) > 0;
      },
      60_000,
      () => stack.logs.join(''),
    );
    report(`Redis back: first page view written ${Date.now() - backAt} ms after it returned (${sent} beacons sent meanwhile)`);
    // Every beacon sent once both are connected again is written, exactly once.
    for (let i = 0; i < 5; i++) expect((await beacon('/settled')).status).toBe(202);
    await waitFor(async () => (await written('/settled')) === 5, 30_000, () => stack.logs.join(''));
    // The outage's page views are lost, and only those (the rollups agree with the raw rows).
    expect(await written('/before')).toBe(1);
    expect(await written('/during')).toBe(0);
    const after = await written('/after');
    expect(after).toBeLessThanOrEqual(sent);
    const daily = await stack.prisma.siteStatsDaily.findMany({ where: { tenant_id: tenantId, dimension: 'page' } });
    expect(Object.fromEntries(daily.map((d) => [d.value, d.pageviews]))).toEqual({ '/before': 1, '/after': after, '/settled': 5 });
  }, 150_000);
});
