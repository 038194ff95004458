import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { signUpDistributor } from './support/signup.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

const POOL_MAX = 2;
const CONCURRENT_READS = 60;
const STATEMENT_TIMEOUT_MS = 1500;

/** `db_pool_connections{state}` of one scrape of the operations port. */
async function poolGauges(metricsUrl: string): Promise<Record<'in_use' | 'idle' | 'waiting', number>> {
  const text = await (await fetch(metricsUrl)).text();
  const value = (state: string) =>
    Number(new RegExp(`^db_pool_connections\\{[^}]*state="${state}"[^}]*\\} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { in_use: value('in_use'), idle: value('idle'), waiting: value('waiting') };
}

/**
 * The connection budget (docs/operations.md "Connection budget") on the built API as a process: with
 * DATABASE_POOL_MAX=2, a burst of uncached storefront reads queues for the two connections instead of
 * opening more, and every read is answered; a statement past DATABASE_STATEMENT_TIMEOUT_MS is cancelled by
 * the server and answered as a retryable 503.
 */
describe('connection budget', () => {
  let stack: Stack;
  let metricsUrl: string;

  beforeAll(async () => {
    stack = await startStack({
      DATABASE_POOL_MAX: String(POOL_MAX),
      WORKER_DATABASE_POOL_MAX: '2',
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      METRICS_PORT: '0',
    });
    const announced = () =>
      stack.logs
        .join('')
        .split('\n')
        .find((line) => line.includes('metrics on port') && !line.includes('"app":"worker"'));
    await waitFor(
      () => announced() !== undefined,
      30_000,
      () => stack.logs.join(''),
    );
    metricsUrl = `http://127.0.0.1:${/metrics on port (\d+)/.exec(announced()!)![1]}/metrics`;
    await signUpDistributor(stack, 'Pia');
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it(`answers ${CONCURRENT_READS} concurrent database reads through a pool of ${POOL_MAX}: they wait their turn, none fails`, async () => {
    const samples: Awaited<ReturnType<typeof poolGauges>>[] = [];
    let loading = true;
    const sampler = (async () => {
      while (loading) samples.push(await poolGauges(metricsUrl));
    })();
    // Pages no cache keeps: every one of these reads is a query on a pooled connection.
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENT_READS }, (_, i) =>
        fetch(`${stack.url}/api/site/${i % 2 ? 'contact-us' : 'opportunity-page'}`, {
          headers: { 'x-tenant-domain': 'pia.localhost' },
        }).then(async (res) => (await res.text(), res.status)),
      ),
    );
    loading = false;
    await sampler;

    const maxWaiting = Math.max(...samples.map((s) => s.waiting));
    const maxInUse = Math.max(...samples.map((s) => s.in_use));
    const maxOpen = Math.max(...samples.map((s) => s.in_use + s.idle));
    console.log(
      `[connection budget] ${CONCURRENT_READS} concurrent reads on a pool of ${POOL_MAX}: ` +
        `${statuses.filter((s) => s === 200).length} answered 200; ${samples.length} scrapes saw up to ` +
        `${maxWaiting} waiting, ${maxInUse} in use, ${maxOpen} open`,
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(maxWaiting).toBeGreaterThan(0);
    expect(maxInUse).toBeLessThanOrEqual(POOL_MAX);
    expect(maxOpen).toBeLessThanOrEqual(POOL_MAX);
  });

  it('cancels a read stuck past the statement timeout and answers 503 DATABASE_BUSY, then serves again', async () => {
    // Another session holds the table, so the API's read waits on a lock: the time counts as the statement's.
    const blocker = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE contact_us_entries IN ACCESS EXCLUSIVE MODE');
      const startedAt = performance.now();
      const stuck = await fetch(`${stack.url}/api/site/contact-us`, { headers: { 'x-tenant-domain': 'pia.localhost' } });
      const tookMs = performance.now() - startedAt;
      expect(stuck.status).toBe(503);
      expect(stuck.headers.get('retry-after')).toBe('1');
      expect(await stuck.json()).toMatchObject({ code: 'DATABASE_BUSY', message: 'The service is busy. Please try again in a moment.' });
      expect(tookMs).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
      expect(tookMs).toBeLessThan(STATEMENT_TIMEOUT_MS + 5000);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    expect((await fetch(`${stack.url}/api/site/contact-us`, { headers: { 'x-tenant-domain': 'pia.localhost' } })).status).toBe(200);
  });
});
