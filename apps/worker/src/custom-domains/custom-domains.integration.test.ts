import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import type { AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import {
  CERTIFICATE_RENEW_SCHEDULER,
  certificateIssueJobId,
  dnsVerifyJobId,
  parseTenantChanged,
  QUEUES,
  siteGenerationKey,
  tenantChangedChannel,
} from '@ds/jobs';
import type { WorkerJobs } from '../jobs/worker-jobs.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { DnsVerifyHandler, type DnsVerifyOutcome } from './dns-verify.handler.js';
import type { DnsAnswer, DnsQuestions } from './dns/dns-lookup.js';
import { WorkerRedis } from '../infra/redis/worker-redis.js';
import { CustomDomainsSweeper } from './custom-domains-sweeper.js';
import { OrderLimiter } from './certificates/order-limiter.js';

jest.setTimeout(30_000);

const DOMAIN = 'www.shop.test';
const TOKEN = 'ds-verify-0123';
const RECORDS = [
  { type: 'TXT', name: `_ds-verify.${DOMAIN}`, value: TOKEN },
  { type: 'CNAME', name: DOMAIN, value: 'edge.platform.test' },
];

/** A zone the test edits; `onAsk` runs on every question (to change things mid-check). */
function zone() {
  const records = new Map<string, string[]>();
  let onAsk: (() => Promise<void>) | undefined;
  const ask =
    (type: string) =>
    async (name: string): Promise<DnsAnswer<never>> => {
      await onAsk?.();
      const values = records.get(`${type} ${name}`);
      return (values?.length ? { kind: 'found', values } : { kind: 'none' }) as DnsAnswer<never>;
    };
  const dns: DnsQuestions = { txt: ask('TXT'), cname: ask('CNAME'), a: ask('A'), aaaa: ask('AAAA'), caa: ask('CAA') };
  return {
    dns,
    set: (type: string, name: string, values: string[]) => records.set(`${type} ${name}`, values),
    clear: () => records.clear(),
    during: (fn: (() => Promise<void>) | undefined) => (onAsk = fn),
  };
}

/** The DNS check, schedule and sweeper on real PostgreSQL and Redis, with DNS answers from a table. */
describe('domain jobs (PostgreSQL + Redis)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let config: AppConfig;
  let database: Database;
  let redis: WorkerRedis;
  let jobs: WorkerJobs;
  let handler: DnsVerifyHandler;
  let prefix: string;
  let tenantId: string;
  const fake = zone();

  const check = async (now = new Date()) => (await handler.check(tenantId, now)) as DnsVerifyOutcome;
  const verification = () => prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: tenantId } });
  const queue = () => jobs.queue(QUEUES.domains);

  beforeAll(async () => {
    harness = await WorkerHarness.start({
      label: 'domains',
      env: {
        EDGE_CNAME_TARGET: 'edge.platform.test',
        ACME_DIRECTORY_URL: 'https://acme.invalid/dir',
        ACME_EMAIL: 'ops@platform.test',
        ACME_ORDER_LIMIT: '3',
        ACME_ORDER_WINDOW_SECONDS: '60',
      },
    });
    ({ prisma, config, prefix } = harness);
    database = harness.database();
    jobs = harness.workerJobs();
    redis = new WorkerRedis(config, harness.options);
    harness.closeAtStop(() => redis.onApplicationShutdown());
    handler = new DnsVerifyHandler(database, fake.dns as never, jobs, redis, config);
    tenantId = await harness.seedTenant(
      { subdomain: 'shop', domain_type: 'custom_domain', custom_domain: DOMAIN },
      { first_name: 'Sam', last_name: 'Shop', email: 'sam@example.com' },
    );
  });

  afterAll(() => harness?.stop());

  beforeEach(async () => {
    fake.clear();
    fake.during(undefined);
    await queue().obliterate({ force: true });
    await prisma.certificate.deleteMany();
    await prisma.tenant.update({ where: { id: tenantId }, data: { dns_status: 'pending', custom_domain_status: 'pending' } });
    await prisma.domainVerification.deleteMany();
    await prisma.domainVerification.create({
      data: { tenant_id: tenantId, domain: DOMAIN, token: TOKEN, records: RECORDS, next_check_at: new Date() },
    });
  });

  it('checks every minute for ten minutes, then 1.5× longer each time', async () => {
    const now = new Date();
    const first = await check(now);
    expect(first).toMatchObject({
      status: 'pending',
      outcome: 'problem',
      message:
        'TXT record not found yet — DNS changes can take up to an hour; CNAME record for www.shop.test not found yet — DNS changes can take up to an hour',
    });
    expect(first.next_check_at!.getTime() - now.getTime()).toBe(60_000);
    await prisma.domainVerification.update({ where: { tenant_id: tenantId }, data: { attempts: 10 } });
    expect((await check(now)).next_check_at!.getTime() - now.getTime()).toBe(90_000);
    const row = await verification();
    expect(row).toMatchObject({ attempts: 11, status: 'pending' });
    expect(row.records).toEqual([
      { ...RECORDS[0], found: [], ok: false, problem: 'TXT record not found yet — DNS changes can take up to an hour' },
      { ...RECORDS[1], found: [], ok: false, problem: 'CNAME record for www.shop.test not found yet — DNS changes can take up to an hour' },
    ]);
  });

  it('gives up after 7 days with the last reason, and then leaves the domain alone', async () => {
    await prisma.domainVerification.update({
      where: { tenant_id: tenantId },
      data: { requested_at: new Date(Date.now() - 7 * 86_400_000 - 1000), attempts: 54 },
    });
    fake.set('CNAME', DOMAIN, ['edge.platform.test']);
    const outcome = await check();
    expect(outcome).toMatchObject({ status: 'failed', next_check_at: null });
    expect((await verification()).message).toBe(
      'We could not verify www.shop.test within 7 days: TXT record not found yet — DNS changes can take up to an hour. ' +
        'Fix the records, then press Verify now to try again.',
    );
    expect(await handler.check(tenantId)).toBe('skipped: gave up (Verify now restarts it)');
  });

  it('keeps checking through DNS outages, even past 7 days', async () => {
    await prisma.domainVerification.update({
      where: { tenant_id: tenantId },
      data: { requested_at: new Date(Date.now() - 8 * 86_400_000) },
    });
    const failing: DnsQuestions = {
      ...fake.dns,
      txt: () => Promise.resolve({ kind: 'error', code: 'ESERVFAIL' }),
      cname: () => Promise.resolve({ kind: 'error', code: 'ETIMEOUT' }),
    };
    const flaky = new DnsVerifyHandler(database, failing as never, jobs, redis, config);
    const outcome = (await flaky.check(tenantId)) as DnsVerifyOutcome;
    expect(outcome).toMatchObject({ status: 'pending', outcome: 'unreachable' });
    expect(outcome.next_check_at).not.toBeNull();
  });

  it('on success: marks the tenant verified, tells every API instance, and orders a certificate', async () => {
    fake.set('TXT', `_ds-verify.${DOMAIN}`, [TOKEN]);
    fake.set('CNAME', DOMAIN, ['edge.platform.test']);
    const subscriber = new Redis(config.REDIS_URL);
    const messages: unknown[] = [];
    // A marker published after the check arrives after anything the check published (one subscriber
    // connection hears a server's messages in the order they were published).
    const markerChannel = `${prefix}:test-marker`;
    let markers = 0;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === markerChannel) markers++;
      else messages.push({ channel, change: parseTenantChanged(message) });
    });
    await subscriber.subscribe(tenantChangedChannel(prefix), markerChannel);
    const generation = async () => Number(await redis.client.get(siteGenerationKey(prefix, tenantId)));
    const before = await generation();
    try {
      expect(await check()).toMatchObject({ status: 'verified', outcome: 'verified', next_check_at: null });
      expect(await prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } })).toMatchObject({
        dns_status: 'verified',
        custom_domain_status: 'pending',
      });
      expect(await prisma.certificate.findMany({ where: { tenant_id: tenantId } })).toEqual([
        expect.objectContaining({ domain: DOMAIN, status: 'issuing', next_attempt_at: expect.any(Date) }),
      ]);
      expect(await queue().getJobState(certificateIssueJobId(tenantId))).toBe('waiting');
      await redis.client.publish(markerChannel, 'after the check');
      for (let i = 0; markers === 0; i++) {
        if (i > 200) throw new Error('the marker message never arrived');
        await new Promise((r) => setTimeout(r, 10));
      }
      // One broadcast: the tenant, and the host that now resolves to it; its cached site answers are stale.
      expect(messages).toEqual([{ channel: tenantChangedChannel(prefix), change: { tenantId, hosts: [DOMAIN] } }]);
      expect(await generation()).toBe(before + 1);
      // Checked again (Verify now): still one certificate on its way.
      expect(await check()).toMatchObject({ status: 'verified' });
      expect(await prisma.certificate.count({ where: { tenant_id: tenantId } })).toBe(1);
    } finally {
      subscriber.disconnect();
    }
  });

  it('flags a verified domain whose routing moved away, and queues the email; a missing TXT alone is fine', async () => {
    await prisma.domainVerification.update({ where: { tenant_id: tenantId }, data: { status: 'verified', next_check_at: null } });
    fake.set('CNAME', DOMAIN, ['edge.platform.test']);
    expect(await check()).toMatchObject({ status: 'verified', next_check_at: null });

    fake.set('CNAME', DOMAIN, ['shops.elsewhere.example']);
    const moved = await check();
    expect(moved).toMatchObject({
      status: 'misconfigured',
      message: 'www.shop.test points to shops.elsewhere.example (CNAME), not to edge.platform.test',
    });
    expect(moved.next_check_at).not.toBeNull();
    // Owed in the outbox with the status change, and queued at once.
    const owed = await prisma.outboxMessage.findFirstOrThrow({
      where: { name: 'mail.domain-notice', tenant_id: tenantId },
      orderBy: { created_at: 'desc' },
    });
    expect(owed.payload).toEqual({ notice: 'misconfigured', tenantId, domain: DOMAIN, reason: moved.message });
    const mail = (await jobs.queue(QUEUES.mail).getJobs(['waiting'])).find((j) => j.name === 'mail.domain-notice');
    expect(mail?.data).toEqual({ notice: 'misconfigured', tenantId, domain: DOMAIN, reason: moved.message, outboxId: owed.id });
    await jobs.queue(QUEUES.mail).obliterate({ force: true });

    fake.set('CNAME', DOMAIN, ['edge.platform.test']);
    expect(await check()).toMatchObject({ status: 'verified', next_check_at: null });
  });

  it('does not overwrite a change made while it was asking DNS (a new domain, Verify now)', async () => {
    fake.during(async () => {
      fake.during(undefined);
      await prisma.domainVerification.update({
        where: { tenant_id: tenantId },
        data: { token: 'ds-verify-new', next_check_at: new Date() },
      });
    });
    const outcome = await check();
    expect(outcome.outcome).toBe('stale');
    const row = await verification();
    expect(row).toMatchObject({ token: 'ds-verify-new', checked_at: null, attempts: 0 });
  });

  it('skips a verification left over from a previous domain', async () => {
    await prisma.domainVerification.update({ where: { tenant_id: tenantId }, data: { domain: 'old.shop.test' } });
    expect(await handler.check(tenantId)).toBe('skipped: domain changed');
  });

  it('sweeper: re-creates the trigger of every due check and order, once, and the renewal schedule', async () => {
    const other = await prisma.tenant.create({ data: { subdomain: 'other', custom_domain: 'other.test' } });
    await prisma.domainVerification.create({
      data: { tenant_id: other.id, domain: 'other.test', token: 't', next_check_at: new Date(Date.now() + 3_600_000) },
    });
    await prisma.certificate.create({
      data: { tenant_id: tenantId, domain: DOMAIN, status: 'failed', next_attempt_at: new Date(Date.now() - 1000) },
    });
    const sweeper = new CustomDomainsSweeper(database, jobs, config);

    expect(await sweeper.sweep()).toEqual({ dns: 1, certificates: 1 });
    expect(await queue().getJobState(dnsVerifyJobId(tenantId))).toBe('waiting');
    expect(await queue().getJobState(certificateIssueJobId(tenantId))).toBe('waiting');
    expect(await queue().getJob(dnsVerifyJobId(other.id))).toBeUndefined(); // not due yet
    expect(await queue().getJobScheduler(CERTIFICATE_RENEW_SCHEDULER)).toMatchObject({ pattern: '7 */6 * * *' });
    // Sweeping again adds nothing: the jobs are there.
    expect(await sweeper.sweep()).toEqual({ dns: 0, certificates: 0 });
    expect(await queue().getJobCounts('waiting')).toEqual({ waiting: 2 });
    // An operator's new CERTIFICATE_RENEW_CRON replaces the schedule at the next sweep.
    await new CustomDomainsSweeper(database, jobs, { ...config, CERTIFICATE_RENEW_CRON: '0 3 * * *' }).sweep();
    expect(await queue().getJobScheduler(CERTIFICATE_RENEW_SCHEDULER)).toMatchObject({ pattern: '0 3 * * *' });
    await prisma.tenant.delete({ where: { id: other.id } });
  });

  describe('several claims on one domain: the first to verify owns it', () => {
    const CLAIMED = 'www.claimed.test';
    let round = 0;

    /** A tenant (with its distributor) holding a pending claim on `domain`, with its own token. */
    const claimant = async (name: string, domain = CLAIMED) => {
      round += 1;
      const tenant = await prisma.tenant.create({
        data: { subdomain: `${name}${round}`, domain_type: 'custom_domain', custom_domain: domain },
      });
      await prisma.user.create({
        data: {
          tenant_id: tenant.id,
          first_name: name,
          last_name: 'Seller',
          email: `${name}${round}@example.com`,
          password_hash: 'unused',
        },
      });
      const token = `ds-verify-${name}-${round}`;
      const records = [
        { type: 'TXT', name: `_ds-verify.${domain}`, value: token },
        { type: 'CNAME', name: domain, value: 'edge.platform.test' },
      ];
      const v = await prisma.domainVerification.create({
        data: { tenant_id: tenant.id, domain, token, records, next_check_at: new Date() },
      });
      return { id: tenant.id, token, verificationId: v.id };
    };
    const verificationOf = (id: string) => prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: id } });
    // The notice's job data carries its outbox row id beside the payload; compared without it.
    const mailJobs = async () =>
      (await jobs.queue(QUEUES.mail).getJobs(['waiting', 'delayed']))
        .filter((j) => j.name === 'mail.domain-notice')
        .map((j) => {
          const { outboxId: _outboxId, ...data } = j.data as Record<string, unknown>;
          return { id: j.id, data };
        });
    const takenMessage =
      `This domain was verified by another site: ${CLAIMED} now belongs to that site, so we stopped checking it for yours. ` +
      'If the domain is yours, contact support; once it is free again, press Verify now.';

    beforeEach(async () => {
      await jobs.queue(QUEUES.mail).obliterate({ force: true });
      await prisma.notification.deleteMany();
      await prisma.tenant.deleteMany({ where: { id: { not: tenantId } } });
    });

    it('a squatter that never verifies does not block the owner; the owner wins and the squatter is told', async () => {
      const squatter = await claimant('squatter');
      const owner = await claimant('owner');
      // Only the owner controls DNS: its token and the routing are published.
      fake.set('TXT', `_ds-verify.${CLAIMED}`, [owner.token]);
      fake.set('CNAME', CLAIMED, ['edge.platform.test']);

      expect(await handler.check(squatter.id)).toMatchObject({ status: 'pending', outcome: 'problem' });
      expect(await handler.check(owner.id)).toMatchObject({ status: 'verified', outcome: 'verified' });

      expect(await prisma.tenant.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({ dns_status: 'verified' });
      expect(await prisma.tenant.findUniqueOrThrow({ where: { id: squatter.id } })).toMatchObject({
        dns_status: 'pending',
        custom_domain: CLAIMED,
      });
      expect(await verificationOf(squatter.id)).toMatchObject({ status: 'taken', message: takenMessage, next_check_at: null });
      // Told in the inbox (written with the stop) and by email (queued after it), once.
      const notices = await prisma.notification.findMany({ include: { recipients: true } });
      expect(notices).toEqual([
        expect.objectContaining({
          tenant_id: squatter.id,
          title: 'Your custom domain was verified by another site',
          message: takenMessage,
          recipients: [expect.objectContaining({ tenant_id: squatter.id })],
        }),
      ]);
      const owed = await prisma.outboxMessage.findUniqueOrThrow({
        where: { dedupe_key: `domain-taken:${squatter.verificationId}:${(await verificationOf(squatter.id)).requested_at.getTime()}` },
      });
      expect(await mailJobs()).toEqual([{ id: `outbox-${owed.id}`, data: { notice: 'taken', tenantId: squatter.id, domain: CLAIMED } }]);
      // Only the owner gets a certificate.
      expect(await prisma.certificate.findMany({ where: { domain: CLAIMED } })).toEqual([
        expect.objectContaining({ tenant_id: owner.id, status: 'issuing' }),
      ]);

      // The squatter's own job, when its turn comes, has nothing left to do.
      expect(await handler.check(squatter.id)).toBe('skipped: verified by another site');
      // The owner's re-checks (renewal, Verify now) stop nobody twice.
      expect(await handler.check(owner.id)).toMatchObject({ status: 'verified' });
      expect(await mailJobs()).toHaveLength(1);
      expect(await prisma.notification.count()).toBe(1);
    });

    it('a claim saved just after the domain was verified stops at its first check, without asking DNS', async () => {
      const owner = await claimant('owner');
      fake.set('TXT', `_ds-verify.${CLAIMED}`, [owner.token]);
      fake.set('CNAME', CLAIMED, ['edge.platform.test']);
      expect(await handler.check(owner.id)).toMatchObject({ status: 'verified' });

      const late = await claimant('late');
      let asked = 0;
      fake.during(async () => {
        asked += 1;
      });
      expect(await handler.check(late.id)).toMatchObject({ status: 'taken', outcome: 'taken', next_check_at: null, message: takenMessage });
      expect(asked).toBe(0);
      expect(await mailJobs()).toEqual([expect.objectContaining({ data: { notice: 'taken', tenantId: late.id, domain: CLAIMED } })]);
    });

    it('two claims verifying at the same moment (both tokens in DNS): exactly one wins, every time', async () => {
      // Separate connection pools, as two workers have: both transactions really run at once.
      const services = [new PrismaService(config), new PrismaService(config)];
      try {
        for (let attempt = 0; attempt < 5; attempt++) {
          await prisma.tenant.deleteMany({ where: { id: { not: tenantId } } });
          await jobs.queue(QUEUES.mail).obliterate({ force: true });
          const [a, b] = [await claimant('alpha'), await claimant('beta')];
          fake.set('TXT', `_ds-verify.${CLAIMED}`, [a.token, b.token]);
          fake.set('CNAME', CLAIMED, ['edge.platform.test']);
          // Both checks get their DNS answers, then record them at the same time.
          let waiting = 0;
          let release!: () => void;
          const bothAsked = new Promise<void>((resolve) => (release = resolve));
          const barrier: DnsQuestions = {
            ...fake.dns,
            txt: async (name) => {
              const answer = await fake.dns.txt(name);
              if (++waiting === 2) release();
              await bothAsked;
              return answer;
            },
          };
          const handlers = services.map((svc) => new DnsVerifyHandler(new Database(svc.client), barrier as never, jobs, redis, config));
          const outcomes = (await Promise.all([handlers[0].check(a.id), handlers[1].check(b.id)])) as DnsVerifyOutcome[];

          expect(outcomes.map((o) => o.status).sort()).toEqual(['taken', 'verified']);
          const winner = outcomes[0].status === 'verified' ? a : b;
          const loser = winner === a ? b : a;
          expect(await prisma.tenant.findMany({ where: { custom_domain: CLAIMED, dns_status: 'verified' }, select: { id: true } })).toEqual(
            [{ id: winner.id }],
          );
          expect(await verificationOf(winner.id)).toMatchObject({ status: 'verified' });
          expect(await verificationOf(loser.id)).toMatchObject({ status: 'taken', message: takenMessage });
          expect(await prisma.certificate.findMany({ where: { domain: CLAIMED }, select: { tenant_id: true } })).toEqual([
            { tenant_id: winner.id },
          ]);
          expect((await mailJobs()).map((j) => j.data)).toEqual([{ notice: 'taken', tenantId: loser.id, domain: CLAIMED }]);
        }
      } finally {
        await Promise.all(services.map((svc) => svc.onApplicationShutdown()));
      }
    });

    it('the database itself refuses a second verified owner of a domain (partial unique index)', async () => {
      const [a, b] = [await claimant('alpha'), await claimant('beta')];
      await prisma.tenant.update({ where: { id: a.id }, data: { dns_status: 'verified' } });
      await expect(prisma.tenant.update({ where: { id: b.id }, data: { dns_status: 'verified' } })).rejects.toMatchObject({
        code: 'P2002',
      });
      // Pending claims on one domain, and verified owners of different domains, are fine.
      await claimant('gamma');
      const other = await claimant('delta', 'other.claimed.test');
      await prisma.tenant.update({ where: { id: other.id }, data: { dns_status: 'verified' } });
    });
  });

  it('order limiter: at most ACME_ORDER_LIMIT new orders per window, across every caller', async () => {
    const limiter = new OrderLimiter(redis, config);
    const now = Date.now();
    const results = await Promise.all([0, 1, 2, 3, 4].map(() => limiter.take(now)));
    expect(results.filter((r) => r === null)).toHaveLength(3);
    expect(results.filter((r) => r !== null).every((r) => r.getTime() === now + 60_000)).toBe(true);
    expect(await limiter.take(now + 60_001)).toBeNull();
    await redis.client.del(`${prefix}:acme-orders`);
  });
});
