import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiInstance, type Replica } from './support/api-instance.js';
import { startOutageMailbox, type OutageMailbox } from './support/outage-mailbox.js';
import { startRoundRobinBalancer, type RoundRobinBalancer } from './support/round-robin-balancer.js';
import { signUpDistributor } from './support/signup.js';
import { freePort, startStack, type Stack } from './support/stack.js';
import { startStorefrontLoad } from './support/storefront-load.js';

/**
 * The balancer takes a draining replica out after two failed probes 200 ms apart, plus the probes' own time:
 * well under a second normally, but on a machine running many suites at once the probes themselves have
 * taken over a second. The drain covers that, as docs/operations.md asks (longer than period × threshold).
 */
const DRAIN_MS = 3000;
const CHECK_EVERY_MS = 200;
const VISITORS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A rolling restart as Kubernetes does one (docs/operations.md "Shutting down"): two API replicas of the
 * built app behind a balancer that probes `/api/health/ready`; under steady storefront traffic each replica
 * in turn gets SIGTERM, exits, starts again and becomes ready. Not one request may fail or be reset.
 */
describe('rolling restart of the API under load', () => {
  let stack: Stack;
  let smtp: OutageMailbox;
  let balancer: RoundRobinBalancer;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    smtp = await startOutageMailbox();
    stack = await startStack({
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SMTP_URL: smtp.url,
      PUBLIC_FORM_RATE_LIMIT: '100000',
      ANALYTICS_BEACON_RATE_LIMIT: '100000',
    });
    await signUpDistributor(stack, 'Rolf');
    // The stack's own API is the first replica; the second runs beside it on a port of its own.
    replicas.push({ port: stack.port, start: () => stack.restart('api'), stop: (signal) => stack.kill('api', signal) });
    const second = apiInstance(stack.env, await freePort());
    await second.start();
    replicas.push(second);
    balancer = await startRoundRobinBalancer(
      replicas.map((r) => r.port),
      { checkEveryMs: CHECK_EVERY_MS },
    );
    await Promise.all(replicas.map((r) => balancer.waitFor(r.port, true)));
  }, 400_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(replicas.map((r) => r.stop()));
    await stack?.stop();
    await smtp?.close();
  });

  it('answers every request while each replica in turn drains, exits and comes back', async () => {
    const load = startStorefrontLoad(balancer.port, 'rolf.localhost', VISITORS);
    await sleep(1000);
    const exitCodes: (number | null)[] = [];
    const phases: string[] = [];
    const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
    for (const replica of replicas) {
      let t = performance.now();
      phases.push(`SIGTERM at ${new Date().toISOString().slice(11, 23)}`);
      exitCodes.push(await replica.stop('SIGTERM'));
      phases.push(`exit after ${since(t)}`);
      t = performance.now();
      await replica.start();
      await balancer.waitFor(replica.port, true);
      phases.push(`back in rotation after ${since(t)}`);
      await sleep(500); // traffic reaches the new process before the next one goes
    }
    const report = await load.stop();

    console.log(
      `[rolling restart] ${replicas.length} replicas restarted one at a time (drain ${DRAIN_MS} ms, probe every ${CHECK_EVERY_MS} ms): ` +
        `${report.sent} requests sent, ${report.failed} failed, ${report.resets} connection resets, ` +
        `${balancer.refused} refused by the balancer; ${JSON.stringify(report.byCall)}; ${phases.join(', ')}; ` +
        `rotation: ${balancer.transitions.join(', ')}`,
    );
    expect(report.failures).toEqual([]);
    expect(report.resets).toBe(0);
    expect(balancer.refused).toBe(0);
    expect(exitCodes).toEqual([0, 0]);
    expect(report.sent).toBeGreaterThan(200);
  }, 600_000);
});
