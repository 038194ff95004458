import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { CERTIFICATE_RENEW_SCHEDULER, dnsVerifyJobId, QUEUES } from '@ds/jobs';
import { startDomainsStack, tlsHandshake, type DomainsStack } from './support/domains-stack.js';
import { freePort, waitFor } from './support/stack.js';

jest.setTimeout(120_000);

/** A redis-server of our own (no persistence), so the test can restart it empty. */
async function startRedis(port: number): Promise<{ stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-redis-'));
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  await waitFor(async () => {
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } finally {
      probe.disconnect();
    }
  }, 10_000);
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        });
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Crashes in the middle of the work: the schedules live in PostgreSQL, BullMQ jobs are only triggers, and
 * an ACME order is stored the moment it exists — so neither a Redis that comes back empty nor a worker
 * killed during issuance loses or duplicates anything.
 */
describe('custom domains survive crashes', () => {
  let s: DomainsStack;
  let redis: { stop(): Promise<void> };
  let redisPort: number;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    s = await startDomainsStack({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  }, 90_000);

  afterAll(async () => {
    await s?.stop();
    await redis?.stop();
  });

  it('keeps DNS schedules through a Redis restart that lost every job', async () => {
    const d = await s.signUp('redisloss');
    const domain = 'www.redis-loss.test';
    const answer = (await s.setDomain(d, domain)).body;
    const pending = await s.settingsWhen(d, (a) => a.verification.checked_at !== null);
    expect(pending.verification.status).toBe('pending');
    const queue = s.jobs.queue(QUEUES.domains);
    // The check's result is written while its job still runs; the job then delays itself to the next check.
    await waitFor(async () => (await queue.getJobState(dnsVerifyJobId(d.tenantId))) === 'delayed', 15_000);

    // Redis dies and comes back empty: the delayed check and the renewal scheduler are gone.
    await redis.stop();
    redis = await startRedis(redisPort);
    await waitFor(async () => (await queue.getJobState(dnsVerifyJobId(d.tenantId))) === 'unknown', 10_000);

    // The records appear, and the minute until the next check passes (next_check_at is in PostgreSQL).
    s.publish(answer);
    await s.stack.prisma.domainVerification.update({ where: { tenant_id: d.tenantId }, data: { next_check_at: new Date() } });
    // The worker's sweeper re-creates the trigger and the check runs: verified, then certified.
    const live = await s.settingsWhen(d, (a) => a.certificate.status === 'active', 30_000);
    expect(live.verification.status).toBe('verified');
    expect(await queue.getJobScheduler(CERTIFICATE_RENEW_SCHEDULER)).toBeDefined();
  });

  it('completes the same ACME order once after the worker is killed mid-issuance', async () => {
    const d = await s.signUp('crash');
    const domain = 'www.crash-test.test';
    // pebble's lookups of the domain answer slowly, holding the order in validation for a while.
    s.dns.delay(domain, 'A', 1_500);
    s.publish((await s.setDomain(d, domain)).body);
    await s.verifyNow(d);

    let orderUrl: string | null = null;
    await waitFor(async () => {
      const row = await s.stack.prisma.certificate.findFirst({ where: { tenant_id: d.tenantId } });
      orderUrl = row?.order_url ?? null;
      return orderUrl !== null;
    }, 20_000);
    await s.stack.kill('worker'); // SIGKILL: no cleanup, the job stays "active" with its lock
    const atCrash = await s.stack.prisma.certificate.findFirstOrThrow({ where: { tenant_id: d.tenantId } });
    expect(atCrash.status).toBe('issuing');
    expect(atCrash.cert_pem).toBeNull();

    s.dns.delay(domain, 'A', 0);
    await s.stack.restart('worker');
    // BullMQ returns the stalled job once its lock lapses (≤ 30 s), and the order resumes.
    const live = await s.settingsWhen(d, (a) => a.certificate.status === 'active', 90_000);
    expect(live.settings.custom_domain_status).toBe('verified');
    const rows = await s.stack.prisma.certificate.findMany({ where: { tenant_id: d.tenantId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', order_url: orderUrl });
    expect(s.stack.logs.join('')).toContain(`resuming order ${orderUrl!}`);
    const handshake = await tlsHandshake(s.httpsPort, domain, await s.pebble.root());
    expect(handshake.authorized).toBe(true);
  });
});
