import { generateKeyPairSync } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { loadConfig, type AppConfig } from '@ds/config';
import { sendingDomainRecords, type SendingDomainRecord } from '@ds/mail-identity';
import { createPrismaClient, Database, type PrismaClient } from '@ds/db';
import { DELIVERABILITY_CHECK_SCHEDULER, JobQueue, QUEUES } from '@ds/jobs';
import { createTestDatabase, testRedisUrl, uniquePrefix, type TestDatabase } from '@ds/testing';
import { TestDnsServer } from '../../../../tests/support/dns-server.js';
import { DnsLookup } from '../custom-domains/dns/dns-lookup.js';
import { JobRunner } from '../runner/job-runner.service.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { DEFAULT_WORKER_OPTIONS } from '../worker-options.js';
import { WorkerModule } from '../worker.module.js';
import { DeliverabilityCheckHandler } from './deliverability-check.handler.js';
import { DELIVERABILITY_CHECK_CRON, DeliverabilitySchedule } from './deliverability-schedule.js';
import { PLATFORM_CHECK_ID, type CheckedPlatformRecord } from './platform-records.js';

jest.setTimeout(60_000);

const DOMAIN = 'sender.test';
const KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * `deliverability.check` on real PostgreSQL, Redis and a real DNS server (tests/support/dns-server.ts),
 * through the worker as deployed: the first check at start, "Check again" as the API records it
 * (`requested` + 1, then the job), the states it stores, a lost enqueue restored by the sweep, the
 * hourly scheduler, and an older check never overwriting a newer one. docs/deliverability.md §2.
 */
describe('deliverability check (PostgreSQL + Redis + DNS server)', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let config: AppConfig;
  let dns: TestDnsServer;
  let worker: INestApplicationContext;
  let jobs: JobQueue;
  let records: SendingDomainRecord[];
  const options = { ...DEFAULT_WORKER_OPTIONS, prefix: uniquePrefix('deliverability') };

  /** Polls `probe` until it gives something truthy, and returns that. */
  const until = async <T>(what: string, probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> => {
    for (const deadline = Date.now() + timeoutMs; ;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const row = () => prisma.deliverabilityCheck.findUnique({ where: { id: PLATFORM_CHECK_ID } });
  const states = async () => ((await row())?.records as unknown as CheckedPlatformRecord[]).map((r) => [r.kind, r.state]);
  /** What the API's "Check again" does: one more request counted, then the job (left out to play a lost enqueue). */
  const checkAgain = async ({ enqueue = true } = {}) => {
    const { requested } = await prisma.deliverabilityCheck.update({
      where: { id: PLATFORM_CHECK_ID },
      data: { requested: { increment: 1 }, requested_at: new Date() },
    });
    if (enqueue) await jobs.runNow({ name: 'deliverability.check', data: {} });
    return until('the check to answer the request', async () => ((await row())!.answered >= requested ? (await row())! : null));
  };

  beforeAll(async () => {
    [dns, db] = await Promise.all([TestDnsServer.start(), createTestDatabase()]);
    config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      JWT_SECRET: 'integration-test-secret-of-32-characters!',
      LOG_LEVEL: 'silent',
      MAIL_FROM: `Distributor Sites <no-reply@${DOMAIN}>`,
      DKIM_SELECTOR: 's2026',
      DKIM_PRIVATE_KEY: KEY,
      DKIM_PREVIOUS_SELECTOR: 's2025',
      SPF_MECHANISMS: 'ip4:127.0.0.1',
      DNS_RESOLVERS: dns.address,
      DNS_TIMEOUT_MS: '500',
      DOMAINS_SWEEP_SECONDS: '1',
    });
    records = sendingDomainRecords(config);
    prisma = createPrismaClient(db.url, { max: 2 });
    jobs = new JobQueue({ url: config.REDIS_URL }, options.prefix);
    // The worker as deployed, serving its queues.
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, options), { logger: false });
    await worker.get(JobRunner).whenReady();
  });

  afterAll(async () => {
    await worker?.close();
    for (const queue of Object.values(QUEUES)) await jobs?.queue(queue).obliterate({ force: true });
    await jobs?.close();
    await prisma?.$disconnect();
    await db?.drop();
    await dns?.close();
  });

  it('checks at start when no answer is stored: every record missing', async () => {
    const first = await until('the first check', async () => ((await row())?.checked_at ? row() : null));
    expect(first).toMatchObject({ requested: 0, answered: 0 });
    expect(await states()).toEqual([
      ['dkim', 'missing'],
      ['dkim-previous', 'missing'],
      ['spf', 'missing'],
      ['dmarc', 'missing'],
    ]);
  });

  it('answers "Check again" with what DNS holds now: published, different, unknown', async () => {
    for (const record of records) dns.set(record.name, 'TXT', [record.value ?? 'v=DKIM1; k=rsa; p=OLDKEY']);
    const before = (await row())!.checked_at!;
    const answered = await checkAgain();
    expect(answered.checked_at!.getTime()).toBeGreaterThan(before.getTime());
    expect(await states()).toEqual([
      ['dkim', 'published'],
      ['dkim-previous', 'published'],
      ['spf', 'published'],
      ['dmarc', 'published'],
    ]);
    const dkim = ((await row())!.records as unknown as CheckedPlatformRecord[])[0];
    expect(dkim).toEqual({ ...records[0], state: 'published', found: [records[0].value] });

    const [key, , spf] = records;
    dns.set(spf.name, 'TXT', ['v=spf1 include:elsewhere.test -all']);
    dns.fail(key.name, 'SERVFAIL');
    try {
      await checkAgain();
      expect(await states()).toEqual([
        ['dkim', 'unknown'],
        ['dkim-previous', 'published'],
        ['spf', 'different'],
        ['dmarc', 'published'],
      ]);
    } finally {
      dns.heal(key.name);
      dns.set(spf.name, 'TXT', [spf.value!]);
    }
  });

  it('restores a request whose job was lost: the sweep queues the check', async () => {
    dns.remove(records[3].name);
    // The last check's job is over (so no round of it answers this request): only the sweep can.
    const queue = jobs.queue(QUEUES.domains);
    await until('the last check to finish', async () => (await queue.getJobState('deliverability-check')) === 'completed');
    await checkAgain({ enqueue: false });
    expect(await states()).toContainEqual(['dmarc', 'missing']);
  });

  it('keeps the hourly scheduler, and never lets an older check overwrite a newer one', async () => {
    const scheduler = await jobs.queue(QUEUES.domains).getJobScheduler(DELIVERABILITY_CHECK_SCHEDULER);
    expect(scheduler).toMatchObject({ name: 'deliverability.check', pattern: DELIVERABILITY_CHECK_CRON });

    // The worker's own pieces, as its module wires them.
    const database = worker.get(Database);
    const handler = new DeliverabilityCheckHandler(database, new DnsLookup(config), config);
    const stored = (await row())!;
    const older = await handler.check(new Date(stored.checked_at!.getTime() - 60_000));
    expect(older.stored).toBe(false);
    expect((await row())!.checked_at).toEqual(stored.checked_at);
    expect((await handler.check()).stored).toBe(true);

    // Nothing owed now: the sweep queues nothing.
    const schedule = new DeliverabilitySchedule(database, worker.get(WorkerJobs), config);
    expect(await schedule.sweep()).toBe(false);
  });
});
