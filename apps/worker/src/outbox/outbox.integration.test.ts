import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { AppConfig } from '@ds/config';
import type { PrismaClient } from '@ds/db';
import { JOB_QUEUE, Outbox, outboxJobId, QUEUES } from '@ds/jobs';
import { WorkerHarness } from '../testing/worker-harness.js';
import { currentDelivery } from '../infra/mail/delivery-context.js';
import { OutboxExecutor } from './outbox-executor.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { OutboxSweeper } from './outbox-sweeper.js';
import { PermanentFailure, RecheckLater } from '../infra/jobs/outcomes.js';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';

jest.setTimeout(30_000);

/** A job as the executor sees it when called directly: no BullMQ lock, so it reports instead of re-delaying. */
const direct = {} as Job;
const welcome = (userId: string) => ({
  name: 'mail.transactional' as const,
  data: { kind: 'welcome' as const, userId, tenantId: '00000000-0000-4000-8000-0000000000aa', sealedToken: 'v1.x.y.z' },
});

/** The outbox on real PostgreSQL and Redis: recording, relaying, sweeping, and running a row exactly once. */
describe('outbox (PostgreSQL + Redis)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let config: AppConfig;
  let jobs: WorkerJobs;
  let sweeper: OutboxSweeper;
  let executor: OutboxExecutor;
  const mailQueue = () => jobs.queue(QUEUES.mail);
  const row = (id: string) => prisma.outboxMessage.findUniqueOrThrow({ where: { id } });

  beforeAll(async () => {
    // Retries and sweeps log warnings by design; the assertions say what happened.
    Logger.overrideLogger(false);
    harness = await WorkerHarness.start({
      label: 'outbox',
      connections: 4,
      env: {
        OUTBOX_RETRY_BASE_SECONDS: '30',
        OUTBOX_RETRY_MAX_SECONDS: '60',
        OUTBOX_GIVE_UP_HOURS: '0.05',
        JOB_LOCK_SECONDS: '1',
      },
    });
    ({ prisma, config } = harness);
    jobs = harness.workerJobs();
    sweeper = new OutboxSweeper(harness.database(), jobs, config, new WorkerMetrics(config, harness.options));
    executor = new OutboxExecutor(harness.database(), config);
  });

  afterAll(() => harness?.stop());

  beforeEach(async () => {
    await mailQueue().obliterate({ force: true });
    await prisma.outboxMessage.deleteMany();
  });

  describe('recording and relaying', () => {
    it('leaves nothing behind — nothing to relay — when the transaction that recorded it rolls back', async () => {
      await expect(
        prisma.$transaction(async (tx) => {
          await Outbox.record(tx, welcome('00000000-0000-4000-8000-000000000001'));
          throw new Error('the request failed after recording');
        }),
      ).rejects.toThrow('the request failed');
      expect(await prisma.outboxMessage.count()).toBe(0);
      expect(await sweeper.sweep()).toBe(0);
      expect(await mailQueue().count()).toBe(0);
    });

    it('records a dedupe key once, without breaking the transaction that repeats it', async () => {
      const [first, second] = await prisma.$transaction(async (tx) => [
        await Outbox.record(tx, {
          name: 'mail.autoresponder',
          data: { kind: 'lead-notice', tenantId: 't', leadId: 'l' },
          dedupeKey: 'lead-notice:l',
        }),
        await Outbox.record(tx, {
          name: 'mail.autoresponder',
          data: { kind: 'lead-notice', tenantId: 't', leadId: 'l' },
          dedupeKey: 'lead-notice:l',
        }),
      ]);
      expect(first).toMatchObject({ name: 'mail.autoresponder', data: { leadId: 'l' } });
      expect(second).toBeNull();
      expect(await prisma.outboxMessage.count()).toBe(1);
    });

    it('queues one job per row however often it is relayed (API, sweepers), under the job id outbox-<id>', async () => {
      const entry = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000002')))!;
      expect(await jobs.relay(entry)).toBe('added');
      expect(await jobs.relay(entry)).toBe('live');
      expect(await sweeper.sweep()).toBe(0);
      await Promise.all([sweeper.sweep(), sweeper.sweep(), jobs.relay(entry)]);
      const queued = await mailQueue().getJobs(['waiting', 'delayed']);
      expect(queued.map((j) => j.id)).toEqual([outboxJobId(entry.id)]);
      expect(queued[0].data).toEqual({ ...entry.data, outboxId: entry.id });
      expect(JOB_QUEUE[entry.name]).toBe(QUEUES.mail);
    });

    it('re-queues a due row whose job Redis lost, and leaves a row waiting for its retry until it is due', async () => {
      const due = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000003')))!;
      const later = (await Outbox.record(prisma, {
        ...welcome('00000000-0000-4000-8000-000000000004'),
        runAt: new Date(Date.now() + 60_000),
      }))!;
      await jobs.relay(due);
      await mailQueue().obliterate({ force: true }); // Redis restarted empty
      expect(await sweeper.sweep()).toBe(1);
      expect((await mailQueue().getJobs(['waiting', 'delayed'])).map((j) => j.id)).toEqual([outboxJobId(due.id)]);
      expect(await sweeper.sweep(new Date(Date.now() + 61_000))).toBe(1);
      expect(await mailQueue().getJob(outboxJobId(later.id))).toBeDefined();
    });

    it('replaces a finished job of a row that is still owed (a job BullMQ gave up on)', async () => {
      const entry = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000005')))!;
      await jobs.relay(entry);
      // A worker whose every try failed before the row was touched (PostgreSQL unreachable): the job ends failed.
      const failing = new Worker(QUEUES.mail, () => Promise.reject(new UnrecoverableError('PostgreSQL unreachable')), {
        connection: { url: config.REDIS_URL },
        prefix: harness.prefix,
      });
      await new Promise<void>((resolve) => failing.once('failed', () => resolve()));
      await failing.close();
      expect(await mailQueue().getJobState(outboxJobId(entry.id))).toBe('failed');
      expect(await sweeper.sweep()).toBe(1);
      expect(await mailQueue().getJobState(outboxJobId(entry.id))).toBe('waiting');
    });

    it('deletes finished rows after the retention period, never owed ones', async () => {
      const old = new Date(Date.now() - 31 * 24 * 3600_000);
      const done = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000006')))!;
      const pending = (await Outbox.record(prisma, { ...welcome('00000000-0000-4000-8000-000000000007'), runAt: old }))!;
      const recent = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000008')))!;
      await prisma.outboxMessage.update({ where: { id: done.id }, data: { status: 'done', done_at: old } });
      await prisma.outboxMessage.update({ where: { id: recent.id }, data: { status: 'failed', done_at: new Date() } });
      expect(await sweeper.prune()).toBe(1);
      expect((await prisma.outboxMessage.findMany({ select: { id: true } })).map((r) => r.id).sort()).toEqual(
        [pending.id, recent.id].sort(),
      );
    });
  });

  describe('running a row', () => {
    it('runs the handler once and closes the row; a second run of the same row does nothing', async () => {
      const entry = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000010')))!;
      let calls = 0;
      const handler = (data: unknown) => {
        calls++;
        expect(data).toEqual(entry.data);
        expect(currentDelivery()?.outboxId).toBe(entry.id);
        return Promise.resolve({ sent: 'welcome' });
      };
      expect(await executor.run(entry.id, direct, undefined, handler)).toEqual({ sent: 'welcome' });
      expect(await executor.run(entry.id, direct, undefined, handler)).toBe('skipped: already done');
      expect(calls).toBe(1);
      expect(await row(entry.id)).toMatchObject({ status: 'done', attempts: 1, lease_owner: null, done_at: expect.any(Date) });
    });

    it('lets only one of two simultaneous runs of a row do the work', async () => {
      const entry = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000011')))!;
      let calls = 0;
      const slow = async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 300));
        return 'sent';
      };
      const results = await Promise.all([executor.run(entry.id, direct, undefined, slow), executor.run(entry.id, direct, undefined, slow)]);
      expect(calls).toBe(1);
      expect(results.sort()).toEqual(['sent', 'skipped: another run holds it']);
    });

    it('takes over the row of a run that died once its claim lapses (JOB_LOCK_SECONDS)', async () => {
      const entry = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000012')))!;
      // A run that claimed the row and was killed: its claim is never renewed.
      await prisma.outboxMessage.update({
        where: { id: entry.id },
        data: { lease_owner: '00000000-0000-4000-8000-0000000000ff', lease_until: new Date(Date.now() + 1_000), attempts: 1 },
      });
      expect(await executor.run(entry.id, direct, undefined, () => Promise.resolve('sent'))).toBe('skipped: another run holds it');
      await new Promise((r) => setTimeout(r, 1_100));
      expect(await executor.run(entry.id, direct, undefined, () => Promise.resolve('sent'))).toBe('sent');
      expect(await row(entry.id)).toMatchObject({ status: 'done', attempts: 2 });
    });

    it('does not send again when an earlier run recorded the message as sent', async () => {
      const entry = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000013')))!;
      await prisma.outboxMessage.update({
        where: { id: entry.id },
        data: { sent_at: new Date(), recipient: 'jane@example.com', handoff_at: new Date() },
      });
      const result = await executor.run(entry.id, direct, undefined, () => Promise.reject(new Error('must not run')));
      expect(result).toEqual({ sent: true, outboxId: entry.id, earlierAttempt: true });
      expect((await row(entry.id)).status).toBe('done');
    });

    it('keeps a failed row owed on the capped backoff, then fails it for good when the time is up', async () => {
      const entry = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000014')))!;
      const smtpDown = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNECTION' }));
      const started = Date.now();
      await expect(executor.run(entry.id, direct, undefined, smtpDown)).rejects.toThrow('ECONNREFUSED');
      let state = await row(entry.id);
      expect(state).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:2525', lease_owner: null });
      expect(state.next_attempt_at.getTime() - started).toBeGreaterThanOrEqual(29_000);

      // Not due: a run that comes early leaves it alone.
      expect(await executor.run(entry.id, direct, undefined, smtpDown)).toBe('skipped: not due yet');
      // Due again and failing: 30 s, then 60 s (the cap); 3 minutes (OUTBOX_GIVE_UP_HOURS 0.05) run out after that.
      const waits: number[] = [];
      for (let i = 0; i < 5 && state.status === 'pending'; i++) {
        await prisma.outboxMessage.update({ where: { id: entry.id }, data: { next_attempt_at: new Date() } });
        const before = Date.now();
        await executor.run(entry.id, direct, undefined, smtpDown).catch(() => undefined);
        state = await row(entry.id);
        if (state.status === 'pending') waits.push(Math.round((state.next_attempt_at.getTime() - before) / 1000));
      }
      expect(waits).toEqual([60, 60]);
      expect(state).toMatchObject({
        status: 'failed',
        attempts: 4,
        last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
        done_at: expect.any(Date),
      });
    });

    it('fails a row at once on a permanent refusal (SMTP 5xx)', async () => {
      const entry = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000015')))!;
      await expect(
        executor.run(entry.id, direct, undefined, () => Promise.reject(new PermanentFailure('SMTP 550: mailbox unavailable'))),
      ).rejects.toThrow('SMTP 550');
      expect(await row(entry.id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'SMTP 550: mailbox unavailable' });
    });

    it("records a handler's 'skipped' outcome, and a recheck without counting it as an attempt", async () => {
      const skipped = (await Outbox.record(prisma, welcome('00000000-0000-4000-8000-000000000016')))!;
      expect(await executor.run(skipped.id, direct, undefined, () => Promise.resolve('skipped: user gone'))).toBe('skipped: user gone');
      expect(await row(skipped.id)).toMatchObject({ status: 'skipped', last_error: 'skipped: user gone' });

      const fanout = (await Outbox.record(prisma, { name: 'notifications.fanout', data: { notificationId: 'n' } }))!;
      const at = new Date(Date.now() + 30_000);
      expect(await executor.run(fanout.id, direct, undefined, () => Promise.reject(new RecheckLater(at, { shards: 3 })))).toEqual({
        shards: 3,
      });
      expect(await row(fanout.id)).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: at, lease_owner: null });
    });
  });
});
