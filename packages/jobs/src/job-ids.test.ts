import { afterAll, describe, expect, it } from '@jest/globals';
import { testRedisUrl, uniquePrefix } from '@ds/testing';
import { JOB_ID, jobIdOf, QUEUES } from './contract.js';
import { certificateIssueJobId, dnsVerifyJobId } from './domains.js';
import { OUTBOX_KEY, outboxJobId, outboxKeyOf } from './outbox.js';
import { JobQueue, jobOptions } from './queue.js';

const TENANT = '01a20954-a4d7-71ed-9d32-53ff6b632d96';
const NOTIFICATION = '01a20954-a55d-70eb-b965-44ab3e3d3e08';
const ROW = '01a20954-a665-770d-94f5-00ac596d5837';

describe('job ids, derived by the contract', () => {
  it('gives one dns.verify and one certificate.issue per tenant', () => {
    expect(jobIdOf('dns.verify', { tenantId: TENANT })).toBe(`dns-verify-${TENANT}`);
    expect(jobIdOf('certificate.issue', { tenantId: TENANT })).toBe(`certificate-issue-${TENANT}`);
    // The helpers tests and dashboards use are the same rule, not a second spelling.
    expect(dnsVerifyJobId(TENANT)).toBe(JOB_ID['dns.verify']({ tenantId: TENANT }));
    expect(certificateIssueJobId(TENANT)).toBe(JOB_ID['certificate.issue']({ tenantId: TENANT }));
  });

  it("names a fan-out's plan by its notification, and each step by the plan run that handed it out", () => {
    const shard = { index: 1, from: TENANT, to: null };
    expect(jobIdOf('notifications.fanout', { notificationId: NOTIFICATION })).toBe(`fanout-${NOTIFICATION}`);
    expect(jobIdOf('notifications.fanout', { notificationId: NOTIFICATION, step: 'plan' })).toBe(`fanout-${NOTIFICATION}`);
    expect(jobIdOf('notifications.fanout', { notificationId: NOTIFICATION, step: 'shard', shard, run: `outbox-${ROW}` })).toBe(
      `outbox-${ROW}-shard-1`,
    );
    expect(jobIdOf('notifications.fanout', { notificationId: NOTIFICATION, step: 'complete', shards: 2, run: `outbox-${ROW}` })).toBe(
      `outbox-${ROW}-complete`,
    );
  });

  it('gives each lane of a campaign its own id, so the tick re-queues a lost lane without doubling a live one', () => {
    expect(jobIdOf('campaigns.send', { campaignId: NOTIFICATION, tenantId: TENANT, lane: 3 })).toBe(`campaign-${NOTIFICATION}-lane-3`);
    expect(jobIdOf('campaigns.tick', {})).toBeUndefined();
  });

  it('gives emails none: any number of them may wait', () => {
    expect(jobIdOf('mail.domain-notice', { notice: 'live', tenantId: TENANT, domain: 'shop.example' })).toBeUndefined();
    expect(jobIdOf('mail.notification', { notificationId: NOTIFICATION, tenantId: TENANT })).toBeUndefined();
  });

  it('never puts a colon in an id (BullMQ refuses them)', () => {
    const ids = [
      jobIdOf('dns.verify', { tenantId: TENANT }),
      jobIdOf('certificate.issue', { tenantId: TENANT }),
      jobIdOf('notifications.fanout', { notificationId: NOTIFICATION }),
      jobIdOf('notifications.fanout', { notificationId: NOTIFICATION, step: 'complete', shards: 1, run: outboxJobId(ROW) }),
    ];
    for (const id of ids) expect(id).not.toContain(':');
  });

  it('is the id a job is enqueued under; an outbox row, then an explicit id, take precedence', () => {
    expect(jobOptions({ name: 'dns.verify', data: { tenantId: TENANT } }).jobId).toBe(`dns-verify-${TENANT}`);
    expect(jobOptions({ name: 'dns.verify', data: { tenantId: TENANT }, jobId: 'one-off' }).jobId).toBe('one-off');
    expect(
      jobOptions({ name: 'notifications.fanout', data: { notificationId: NOTIFICATION }, outboxId: ROW, jobId: 'ignored' }).jobId,
    ).toBe(`outbox-${ROW}`);
    expect(jobOptions({ name: 'certificate.renew', data: {} }).jobId).toBeUndefined();
  });
});

describe('outbox dedupe keys, derived by the contract', () => {
  it('records a fan-out once per notification and its email once per notification and tenant', () => {
    expect(outboxKeyOf('notifications.fanout', { notificationId: NOTIFICATION })).toBe(`notification-fanout:${NOTIFICATION}`);
    expect(outboxKeyOf('mail.notification', { notificationId: NOTIFICATION, tenantId: TENANT })).toBe(
      `notification-mail:${NOTIFICATION}:${TENANT}`,
    );
    expect(OUTBOX_KEY['mail.notification']({ notificationId: NOTIFICATION, tenantId: TENANT })).toBe(
      outboxKeyOf('mail.notification', { notificationId: NOTIFICATION, tenantId: TENANT }),
    );
  });

  it('leaves work without a natural key to the caller', () => {
    expect(outboxKeyOf('mail.autoresponder', { kind: 'subscriber-welcome', tenantId: TENANT, subscriberId: ROW })).toBeUndefined();
  });
});

describe('JobQueue with derived ids (Redis)', () => {
  const jobs = new JobQueue({ url: testRedisUrl() }, uniquePrefix('job-ids'));

  afterAll(async () => {
    await jobs.queue(QUEUES.domains).obliterate({ force: true });
    await jobs.close();
  });

  it('adds one job per derived id, and runNow finds it again without being told the id', async () => {
    const first = await jobs.add({ name: 'dns.verify', data: { tenantId: TENANT }, delayMs: 3_600_000 });
    const second = await jobs.add({ name: 'dns.verify', data: { tenantId: TENANT }, delayMs: 3_600_000 });
    expect([first, second]).toEqual([dnsVerifyJobId(TENANT), dnsVerifyJobId(TENANT)]);
    expect(await jobs.queue(QUEUES.domains).getJobCounts('delayed', 'waiting')).toEqual({ delayed: 1, waiting: 0 });

    expect(await jobs.runNow({ name: 'dns.verify', data: { tenantId: TENANT } })).toBe('promoted');
    expect(await jobs.queue(QUEUES.domains).getJobState(dnsVerifyJobId(TENANT))).toBe('waiting');
    expect(await jobs.runNow({ name: 'dns.verify', data: { tenantId: TENANT } })).toBe('queued');
    expect(await jobs.ensure({ name: 'dns.verify', data: { tenantId: TENANT } })).toBe(false);
  });
});
