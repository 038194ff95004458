import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  dataEncryptionKey,
  distributorSendingRecords,
  generateSendingDomainKey,
  sealSecret,
  SECRET_PURPOSE,
  type DistributorSendingRecord,
} from '@ds/mail-identity';
import type { Database, PrismaClient } from '@ds/db';
import { QUEUES } from '@ds/jobs';
import { TestDnsServer } from '../../../../tests/support/dns-server.js';
import { SenderIdentities } from '../campaigns/sender-identity.js';
import type { WorkerJobs } from '../jobs/worker-jobs.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { DnsLookup } from '../custom-domains/dns/dns-lookup.js';
import { SendingDomainsSweeper } from './sending-domains-sweeper.js';
import { SENDING_RECHECK_MS, SendingDomainVerifyHandler, type SendingVerifyOutcome } from './sending-domain-verify.handler.js';

jest.setTimeout(30_000);

const DOMAIN = 'jane-greens.test';
const DAY = 86_400_000;
const NOTHING_YET =
  `DKIM record ds202611-abcd._domainkey.${DOMAIN} not found yet — DNS changes can take up to an hour; ` +
  `SPF record ${DOMAIN} not found yet — DNS changes can take up to an hour`;

/**
 * The sending-domain check on real PostgreSQL and Redis, asking a real DNS server (the one the domain and
 * deliverability suites use) through the worker's resolver: pending → verified → drift (misconfigured,
 * one email owed) → verified again, 7 days → failed, DNS outages change nothing, and the sender identity
 * campaigns use follows the status.
 */
describe('sending-domain verification (PostgreSQL + Redis + DNS server)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let database: Database;
  let jobs: WorkerJobs;
  let dns: TestDnsServer;
  let handler: SendingDomainVerifyHandler;
  let tenantId: string;
  let records: DistributorSendingRecord[];
  let publicKey: string;
  let sealed: string;

  const check = async (now = new Date()) => (await handler.check(tenantId, now)) as SendingVerifyOutcome;
  const row = () => prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: tenantId } });
  const notices = () => prisma.outboxMessage.findMany({ where: { name: 'mail.sending-domain-notice' } });
  const publish = () => {
    for (const r of records) if (r.required) dns.set(r.name, 'TXT', [r.value as string]);
  };

  beforeAll(async () => {
    dns = await TestDnsServer.start();
    harness = await WorkerHarness.start({
      label: 'sending',
      env: { DNS_RESOLVERS: dns.address, DNS_TIMEOUT_MS: '500', SPF_MECHANISMS: 'ip4:127.0.0.1' },
    });
    const { config } = harness;
    ({ prisma } = harness);
    database = harness.database();
    jobs = harness.workerJobs();
    handler = new SendingDomainVerifyHandler(database, new DnsLookup(config), jobs);
    tenantId = await harness.seedTenant(
      { subdomain: 'jane', domain_type: 'custom_domain', custom_domain: `www.${DOMAIN}`, dns_status: 'verified' },
      { first_name: 'Jane', last_name: 'Green', email: 'jane@example.com' },
    );
    const key = await generateSendingDomainKey();
    publicKey = key.publicKey;
    sealed = sealSecret(dataEncryptionKey(config), SECRET_PURPOSE.sendingDomainKey, key.privateKey);
    records = distributorSendingRecords({ domain: DOMAIN, selector: 'ds202611-abcd', publicKey, spfMechanisms: config.SPF_MECHANISMS });
  });

  afterAll(async () => {
    await harness?.stop();
    await dns?.close();
  });

  beforeEach(async () => {
    for (const r of records) dns.remove(r.name);
    await prisma.outboxMessage.deleteMany();
    await prisma.sendingDomain.deleteMany();
    await prisma.sendingDomain.create({
      data: {
        tenant_id: tenantId,
        domain: DOMAIN,
        local_part: 'news',
        selector: 'ds202611-abcd',
        public_key: publicKey,
        private_key_encrypted: sealed,
        records: records as never,
        next_check_at: new Date(),
      },
    });
  });

  it('stays pending with what is missing, then verifies once the records are published; re-checked daily', async () => {
    const now = new Date();
    const first = await check(now);
    expect(first).toMatchObject({ status: 'pending', outcome: 'problem' });
    expect(first.message).toBe(NOTHING_YET);
    expect(first.next_check_at!.getTime() - now.getTime()).toBe(60_000);

    // An SPF record of their own that does not name the relay is a problem of its own.
    dns.set(DOMAIN, 'TXT', ['v=spf1 include:_spf.google.com ~all']);
    expect((await check()).message).toContain(`SPF record of ${DOMAIN} does not name our mail servers — add ip4:127.0.0.1 to it`);

    publish();
    const later = new Date();
    const verified = await check(later);
    expect(verified).toMatchObject({
      status: 'verified',
      outcome: 'verified',
      message: 'DNS records verified: campaigns are sent from your domain',
    });
    expect(verified.next_check_at!.getTime() - later.getTime()).toBe(SENDING_RECHECK_MS);
    const saved = await row();
    expect(saved).toMatchObject({ status: 'verified', attempts: 0 });
    expect(saved.verified_at).not.toBeNull();
    // The DMARC record is advised, not required: verified without it, and reported as missing.
    expect((saved.records as unknown as { kind: string; ok: boolean; found: string[] }[]).map((r) => [r.kind, r.ok])).toEqual([
      ['dkim', true],
      ['spf', true],
      ['dmarc', false],
    ]);
    expect(await notices()).toHaveLength(0);
  });

  it('a record removed after verification: misconfigured and one email owed, however often it is checked; restored: verified', async () => {
    publish();
    await check();
    dns.remove(records[0].name);
    const drift = await check();
    expect(drift).toMatchObject({ status: 'misconfigured', outcome: 'problem' });
    expect(drift.message).toBe(`DKIM record ds202611-abcd._domainkey.${DOMAIN} not found yet — DNS changes can take up to an hour`);
    await check();
    await check();
    const owed = await notices();
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      tenant_id: tenantId,
      payload: expect.objectContaining({ tenantId, domain: DOMAIN, reason: drift.message }),
    });

    publish();
    expect(await check()).toMatchObject({ status: 'verified', outcome: 'verified' });
    expect(await notices()).toHaveLength(1);
  });

  it('gives up after 7 days without success (pending, or misconfigured since the drift), and then leaves it alone', async () => {
    const requested = (await row()).requested_at;
    expect(await check(new Date(requested.getTime() + 7 * DAY - 60_000))).toMatchObject({ status: 'pending' });
    const failed = await check(new Date(requested.getTime() + 7 * DAY));
    expect(failed).toMatchObject({ status: 'failed', next_check_at: null });
    expect(failed.message).toBe(
      `We could not verify ${DOMAIN} within 7 days: ${NOTHING_YET}. Fix the records, then press Verify now to try again.`,
    );
    expect(await handler.check(tenantId)).toBe('skipped: gave up (Verify now restarts it)');

    // Misconfigured: its 7 days count from the drift.
    await prisma.sendingDomain.update({ where: { tenant_id: tenantId }, data: { status: 'verified', next_check_at: new Date() } });
    const drifted = await check();
    expect(drifted.status).toBe('misconfigured');
    const since = (await row()).requested_at;
    expect(await check(new Date(since.getTime() + 7 * DAY))).toMatchObject({ status: 'failed', next_check_at: null });
  });

  it('keeps its status through DNS outages, even past 7 days, and never emails for one', async () => {
    publish();
    await check();
    dns.fail(records[0].name, 'SERVFAIL');
    try {
      const outcome = await check(new Date(Date.now() + 8 * DAY));
      expect(outcome).toMatchObject({ status: 'verified', outcome: 'unreachable' });
      expect(outcome.message).toContain(`DNS lookup of ds202611-abcd._domainkey.${DOMAIN} failed temporarily (SERVFAIL)`);
      expect(await notices()).toHaveLength(0);
    } finally {
      dns.heal(records[0].name);
    }
  });

  it('campaign mail uses the domain only while it is verified', async () => {
    const identities = new SenderIdentities(database, harness.config);
    const t0 = Date.now();
    expect(await identities.forTenant(tenantId, t0)).toBeNull();
    publish();
    await check();
    const identity = await identities.forTenant(tenantId, t0 + 60_000);
    expect(identity).toMatchObject({
      address: `news@${DOMAIN}`,
      dkim: { domain: DOMAIN, selector: 'ds202611-abcd', privateKey: expect.anything() },
    });
    dns.remove(records[1].name);
    await check();
    expect(await identities.forTenant(tenantId, t0 + 120_000)).toBeNull();
  });

  it('the sweeper queues every due check (the schedule lives in PostgreSQL)', async () => {
    const sweeper = new SendingDomainsSweeper(database, jobs, harness.config);
    await jobs.queue(QUEUES.domains).obliterate({ force: true });
    expect((await sweeper.sweep()).sendingDomains).toBe(1);
    expect(await jobs.queue(QUEUES.domains).getJob(`sending-domain-verify-${tenantId}`)).toBeDefined();
    await prisma.sendingDomain.update({ where: { tenant_id: tenantId }, data: { next_check_at: new Date(Date.now() + DAY) } });
    await jobs.queue(QUEUES.domains).obliterate({ force: true });
    expect((await sweeper.sweep()).sendingDomains).toBe(0);
  });
});
