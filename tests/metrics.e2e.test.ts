import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPrometheus, type Prometheus } from './support/prometheus.js';
import { signUpDistributor } from './support/signup.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const BEACONS = 200;
const SITE_READS = 30;

/**
 * What operations see (docs/operations.md "Metrics"): a real Prometheus scrapes one API and two worker
 * processes while the test runs a known workload, and PromQL over the scraped data gives the workload's
 * own counts. No series carries a tenant id, a host or an email.
 */
describe('Prometheus metrics', () => {
  let stack: Stack;
  let prometheus: Prometheus;
  let tenantId: string;
  const ports: { job: string; port: number }[] = [];

  /** The single value of a query that must give exactly one series. */
  const scalar = async (promql: string) => {
    const result = await prometheus.query(promql);
    return result.length === 1 ? result[0].value : NaN;
  };

  beforeAll(async () => {
    stack = await startStack(
      { METRICS_PORT: '0', WORKER_METRICS_PORT: '0', ANALYTICS_BEACON_RATE_LIMIT: '1000', LOG_FAST_PATH_SAMPLE_RATE: '1' },
      { workers: 2 },
    );
    // Each process logs the port it took (METRICS_PORT=0: any free one); the workers' lines say "app":"worker".
    const announced = () =>
      stack.logs
        .join('')
        .split('\n')
        .filter((line) => line.includes('metrics on port'));
    await waitFor(
      () => announced().length >= 3,
      30_000,
      () => stack.logs.join(''),
    );
    for (const line of announced())
      ports.push({ job: line.includes('"app":"worker"') ? 'worker' : 'api', port: Number(/metrics on port (\d+)/.exec(line)![1]) });
    expect(ports.filter((p) => p.job === 'api')).toHaveLength(1);
    expect(ports.filter((p) => p.job === 'worker')).toHaveLength(2);
    prometheus = await startPrometheus(ports);

    tenantId = await signUpDistributor(stack, 'Mia');
  }, 120_000);

  afterAll(async () => {
    await prometheus?.stop();
    await stack?.stop();
  });

  it("counts the workload's requests by route template, and the hot cache's reads", async () => {
    const statuses = await Promise.all(
      Array.from({ length: BEACONS }, (_, i) =>
        fetch(`${stack.url}/api/site/events`, {
          method: 'POST',
          headers: { 'x-tenant-domain': 'mia.localhost', 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({ path: `/page-${i % 7}`, referrer: null, screen_width: 1280 }),
        }).then(async (res) => (await res.text(), res.status)),
      ),
    );
    expect(statuses.every((status) => status === 202)).toBe(true);
    for (let i = 0; i < SITE_READS; i++) {
      const res = await fetch(`${stack.url}/api/site/data`, { headers: { 'x-tenant-domain': 'mia.localhost' } });
      expect(res.status).toBe(200);
      await res.text();
    }
    const settings = await fetch(`${stack.url}/api/tenants/${tenantId}/settings`);
    expect(settings.status).toBe(401);

    await waitFor(async () => (await scalar('sum(http_requests_total{route="/api/site/data"})')) === SITE_READS, 30_000);
    expect(await scalar('sum(http_requests_total{job="api",route="/api/site/events",method="POST",status_class="2xx"})')).toBe(BEACONS);
    expect(await scalar('sum(http_requests_total{route="/api/tenants/:tenantId/settings",status_class="4xx"})')).toBe(1);
    // The first read of a storefront is loaded (one query); every later one comes from memory.
    expect(await scalar('sum(hot_cache_requests_total{result="loaded"})')).toBe(1);
    expect(await scalar('sum(hot_cache_requests_total{result="hit"})')).toBe(SITE_READS - 1);
    expect(await scalar('sum(http_request_duration_seconds_count{route="/api/site/data"})')).toBe(SITE_READS);
    expect(await scalar('http_requests_in_flight{job="api"}')).toBeGreaterThanOrEqual(0);
    expect(await scalar('analytics_beacons_total{outcome="accepted"}')).toBe(BEACONS);
    // A bot's beacon is answered like any other, and counted as dropped for what it is.
    const bot = await fetch(`${stack.url}/api/site/events`, {
      method: 'POST',
      headers: {
        'x-tenant-domain': 'mia.localhost',
        'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: JSON.stringify({ path: '/', referrer: null, screen_width: 1280 }),
    });
    expect(bot.status).toBe(202);
    await waitFor(async () => (await scalar('analytics_page_views_total{outcome="bot"}')) === 1, 15_000);
    expect(await scalar('analytics_page_views_total{outcome="buffered"}')).toBe(BEACONS);
    // LOG_FAST_PATH_SAMPLE_RATE=1: the fast paths log every request they answer, like the app does.
    const logged = (url: string) =>
      stack.logs
        .join('')
        .split('\n')
        .filter((line) => line.includes('"msg":"request completed"') && line.includes(`"url":"${url}"`)).length;
    expect(logged('/api/site/events')).toBe(BEACONS + 1);
    expect(logged('/api/site/data')).toBe(SITE_READS);
  });

  it('follows the page views through the analytics stream into PostgreSQL, and samples the outbox', async () => {
    await waitFor(async () => (await scalar('sum(analytics_rows_written_total)')) === BEACONS, 60_000);
    await waitFor(async () => (await scalar('max(analytics_stream_lag_events)')) === 0, 30_000);
    expect(await scalar('max(outbox_owed_rows)')).toBeGreaterThanOrEqual(0);
    // No sequence is active on this stack: nothing due.
    expect(await scalar('max(sequence_steps_due)')).toBe(0);
    // No distributor's campaign sending is paused yet: 0 for each kind of pause.
    expect(await scalar('max(campaign_sending_paused_tenants{by="guard"})')).toBe(0);
    expect(await scalar('max(campaign_sending_paused_tenants{by="admin"})')).toBe(0);
    // A lead's emails are recorded in the outbox and queued by the API right after its commit.
    expect(await scalar('sum(outbox_relays_total{by="api"})')).toBe(0);
    const lead = await fetch(`${stack.url}/api/site/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-domain': 'mia.localhost' },
      body: JSON.stringify({ name: 'Lee Lead', email: 'lee@example.com', message: 'Tell me more.' }),
    });
    expect(lead.status).toBe(201);
    await waitFor(async () => (await scalar('sum(outbox_relays_total{by="api"})')) >= 1, 15_000);
    expect(await scalar('max(outbox_oldest_owed_age_seconds)')).toBeGreaterThanOrEqual(0);
  });

  it("shows the workers' jobs and queues, both workers ready, and Node's runtime metrics of all three processes", async () => {
    // The campaign clock's tick runs every few seconds in one of the workers.
    await waitFor(
      async () => (await scalar('sum(worker_jobs_total{queue="campaigns",job_name="campaigns.tick",outcome="completed"})')) >= 1,
      30_000,
    );
    expect(await scalar('sum(worker_ready)')).toBe(2);
    expect((await prometheus.query('queue_jobs{state="waiting"}')).map((r) => r.metric.queue).sort()).toEqual(
      expect.arrayContaining(['campaigns', 'mail']),
    );
    expect(await scalar('count(nodejs_version_info)')).toBe(3);
    // Each process's PostgreSQL pool: in use, idle, waiting.
    expect(await scalar('count(db_pool_connections{state="idle"})')).toBe(3);
    expect((await prometheus.query('nodejs_version_info')).every((r) => r.metric.version.startsWith('v24.'))).toBe(true);
    expect(await scalar('count(up == 1)')).toBe(3);
  });

  it('keeps every label free of tenant ids, hosts and emails, and reports how many series a stack exposes', async () => {
    const series = await prometheus.query('{__name__=~".+"}');
    console.log(`a running stack (1 api, 2 workers) exposes ${series.length} series`);
    const values = series.flatMap((s) =>
      Object.entries(s.metric)
        .filter(([name]) => name !== 'instance')
        .map(([, value]) => value),
    );
    expect(
      values.filter((value) => value.includes(tenantId) || value.includes('mia') || value.includes('@') || /\.localhost/.test(value)),
    ).toEqual([]);
  });

  it('reports the soonest certificate expiry among domains still pointing here only, and nothing while there is none', async () => {
    const worker = `http://127.0.0.1:${ports.find((p) => p.job === 'worker')!.port}/metrics`;
    const soonest = async () => /^certificate_soonest_expiry_seconds\{[^}]*\} (\S+)$/m.exec(await (await fetch(worker)).text())?.[1];
    // No certificate yet: no sample at all (a 0 would read as "expires now" to CertificateExpiringSoon).
    expect(await soonest()).toBeUndefined();
    const other = await signUpDistributor(stack, 'Noor');
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    await stack.prisma.domainVerification.createMany({
      data: [
        { tenant_id: tenantId, domain: 'shop.mia.example', token: 'a'.repeat(32), status: 'verified' },
        { tenant_id: other, domain: 'moved.noor.example', token: 'b'.repeat(32), status: 'misconfigured' },
      ],
    });
    await stack.prisma.certificate.createMany({
      data: [
        { tenant_id: tenantId, domain: 'shop.mia.example', status: 'active', not_after: inDays(40) },
        { tenant_id: other, domain: 'moved.noor.example', status: 'active', not_after: inDays(3) },
      ],
    });
    expect(Math.round(Number(await soonest()) / 86_400)).toBe(40);
  });

  it("answers health on each process's operations port", async () => {
    for (const { port } of ports) {
      expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/nothing`)).status).toBe(404);
    }
  });
});
