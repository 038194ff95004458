import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import { Queue } from 'bullmq';
import request from 'supertest';
import { CrossTenantWriteError, Database } from '@ds/db';
import { dnsVerifyJobId, QUEUES } from '@ds/jobs';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice } from '../../support/backoffice.js';
import { eventually } from '../../support/eventually.js';
import { DomainLifecycle } from '../../../src/modules/custom-domains/domain-lifecycle.service.js';

jest.setTimeout(60_000);

/**
 * Custom domains have one owner in the API: `DomainLifecycle`. The back office, the admin's setup wizard
 * and the admins' retry all go through it (their screens are covered in tenant-settings, admin-api and
 * domains e2e suites); here: that each entry point has its effects — the claim's rules, a fresh
 * verification in PostgreSQL, the DNS check queued in Redis (no worker runs here) — that its writes stay
 * in the tenant they are for, and that the state every view is built from is one snapshot.
 */
describe('the domain lifecycle', () => {
  let t: TestApp;
  let lifecycle: DomainLifecycle;
  let domains: Queue;
  let jane: SignedUp;
  let sam: SignedUp;
  let owner: SignedUp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp({ BASE_DOMAIN: 'sites.test', ACME_DIRECTORY_URL: 'https://acme.invalid/dir', ACME_EMAIL: 'ops@sites.test' });
    lifecycle = t.app.get(DomainLifecycle);
    domains = new Queue(QUEUES.domains, { connection: { url: t.config.REDIS_URL }, prefix: t.prefix });
    [jane, sam, owner] = [await signUp(t), await signUp(t), await signUp(t)];
    // A domain another site has verified: nobody else may claim it.
    await t.prisma.tenant.update({
      where: { id: owner.tenantId },
      data: { domain_type: 'custom_domain', custom_domain: 'www.owned.test', dns_status: 'verified' },
    });
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    adminToken = (await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200))
      .body.token;
  });
  afterAll(async () => {
    await domains?.close();
    await t?.close();
  });

  const asAdmin = (r: request.Test) => r.set('Authorization', `Bearer ${adminToken}`);
  const verificationOf = (tenantId: string) => t.prisma.domainVerification.findUnique({ where: { tenant_id: tenantId } });
  /** The tenant's DNS check, once the API has queued it to run now (waiting, not delayed). */
  const dnsCheckQueued = (tenantId: string) =>
    eventually(async () => expect(await domains.getJobState(dnsVerifyJobId(tenantId))).toBe('waiting'));
  /** As the worker leaves a check between two runs: the row due later, its job delayed until then. */
  const checkedAWhileAgo = async (tenantId: string) => {
    await domains.remove(dnsVerifyJobId(tenantId));
    await domains.add('dns.verify', { tenantId }, { jobId: dnsVerifyJobId(tenantId), delay: 3_600_000 });
    await t.prisma.domainVerification.update({ where: { tenant_id: tenantId }, data: { next_check_at: new Date(Date.now() + 3_600_000) } });
  };
  /** A fresh verification of `domain`: a new token in its TXT record, pending, due at once (between `from` and now). */
  const expectFreshVerification = async (tenantId: string, domain: string, from: Date) => {
    const row = await verificationOf(tenantId);
    expect(row).toMatchObject({ domain, status: 'pending', attempts: 0, token: expect.stringMatching(/^ds-verify-[0-9a-f]{32}$/) });
    expect(row!.records).toContainEqual({ type: 'TXT', name: `_ds-verify.${domain}`, value: row!.token });
    expect(row!.next_check_at!.getTime()).toBeGreaterThanOrEqual(from.getTime() - 1);
    expect(row!.next_check_at!.getTime()).toBeLessThanOrEqual(Date.now());
    return row!;
  };
  /** A claim refused by the lifecycle's rules leaves the tenant and its verification as they were. */
  const expectNothingSaved = async (tenantId: string) => {
    expect(await t.prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } })).toMatchObject({
      custom_domain: null,
      domain_type: 'sub_domain',
    });
    expect(await verificationOf(tenantId)).toBeNull();
    expect(await domains.getJob(dnsVerifyJobId(tenantId))).toBeUndefined();
  };

  it("owns the claim: the back office's is checked, verified afresh and its DNS check queued", async () => {
    const settings = backOffice(t, jane, jane.tenantId);
    // The claim's rules: another site's verified domain, and a name under the platform's own domain.
    const taken = await settings.put('/settings').send({ domain_type: 'custom_domain', custom_domain: 'www.owned.test' }).expect(409);
    expect(taken.body).toMatchObject({ code: 'DOMAIN_TAKEN' });
    const platform = await backOffice(t, jane, jane.tenantId)
      .put('/settings')
      .send({ domain_type: 'custom_domain', custom_domain: 'shop.sites.test' });
    expect(platform.status).toBe(400);
    expect(platform.body.details).toHaveProperty('custom_domain');
    await expectNothingSaved(jane.tenantId);

    const from = new Date();
    await backOffice(t, jane, jane.tenantId)
      .put('/settings')
      .send({ domain_type: 'custom_domain', custom_domain: 'www.jane-life.test' })
      .expect(200);
    await expectFreshVerification(jane.tenantId, 'www.jane-life.test', from);
    await dnsCheckQueued(jane.tenantId);
  });

  it("owns the admin wizard's claim too, and the wizard reads the state it left", async () => {
    const taken = await asAdmin(request(t.http).put(`/api/admin/settings/${sam.tenantId}`))
      .send({ domain_type: 'custom_domain', custom_domain: 'www.owned.test' })
      .expect(409);
    expect(taken.body).toMatchObject({ code: 'DOMAIN_TAKEN' });
    await expectNothingSaved(sam.tenantId);

    const from = new Date();
    await asAdmin(request(t.http).put(`/api/admin/settings/${sam.tenantId}`))
      .send({ domain_type: 'custom_domain', custom_domain: 'www.sam-life.test' })
      .expect(200);
    const row = await expectFreshVerification(sam.tenantId, 'www.sam-life.test', from);
    await dnsCheckQueued(sam.tenantId);
    const read = await asAdmin(request(t.http).get(`/api/admin/settings/${sam.tenantId}`)).expect(200);
    expect(read.body.settings).toMatchObject({ custom_domain: 'www.sam-life.test', dns_status: 'pending' });
    expect(read.body.verification).toMatchObject({
      domain: 'www.sam-life.test',
      status: 'pending',
      records: expect.arrayContaining([expect.objectContaining({ type: 'TXT', value: row.token })]),
    });
  });

  it('owns "Verify now" (back office) and retry (admins): the check is due now and queued to run at once', async () => {
    await checkedAWhileAgo(jane.tenantId);
    let from = new Date();
    await backOffice(t, jane, jane.tenantId).post('/settings/verify-domain').expect(200);
    let row = await verificationOf(jane.tenantId);
    expect(row!.next_check_at!.getTime()).toBeGreaterThanOrEqual(from.getTime() - 1);
    expect(row!.next_check_at!.getTime()).toBeLessThanOrEqual(Date.now());
    await dnsCheckQueued(jane.tenantId);

    await checkedAWhileAgo(jane.tenantId);
    from = new Date();
    await asAdmin(request(t.http).post(`/api/admin/domains/${jane.tenantId}/retry`)).expect(200);
    row = await verificationOf(jane.tenantId);
    expect(row!.next_check_at!.getTime()).toBeGreaterThanOrEqual(from.getTime() - 1);
    expect(row!.next_check_at!.getTime()).toBeLessThanOrEqual(Date.now());
    await dnsCheckQueued(jane.tenantId);
  });

  it("restarts a verification in the tenant's own transaction only: another tenant's is refused, nothing written", async () => {
    const database = t.app.get(Database);
    await expect(
      database.forTenant(jane.tenantId).$transaction((tx) => lifecycle.restart(tx, sam.tenantId, 'www.planted.test')),
    ).rejects.toThrow(CrossTenantWriteError);
    expect(await t.prisma.domainVerification.count({ where: { domain: 'www.planted.test' } })).toBe(0);
    // Removing "the" verification through jane's transaction removes only jane's (sam's is the wizard's claim above).
    await database.forTenant(jane.tenantId).$transaction((tx) => lifecycle.restart(tx, jane.tenantId, null));
    expect(await t.prisma.domainVerification.findUnique({ where: { tenant_id: jane.tenantId } })).toBeNull();
    expect(await t.prisma.domainVerification.findUnique({ where: { tenant_id: sam.tenantId } })).toMatchObject({
      domain: 'www.sam-life.test',
    });
  });

  it('starts a verification for a domain saved without one (an import) on "Verify now"', async () => {
    await t.prisma.tenant.update({
      where: { id: jane.tenantId },
      data: { custom_domain: 'www.imported.test', domain_type: 'custom_domain' },
    });
    await domains.remove(dnsVerifyJobId(jane.tenantId));
    const from = new Date();
    const state = await lifecycle.recheck(jane.tenantId);
    expect(state.domainVerification).toMatchObject({
      tenant_id: jane.tenantId,
      domain: 'www.imported.test',
      status: 'pending',
      attempts: 0,
    });
    await expectFreshVerification(jane.tenantId, 'www.imported.test', from);
    await dnsCheckQueued(jane.tenantId);
  });

  it('reads the tenant, its verification and certificates in one snapshot, whatever commits meanwhile', async () => {
    // As the worker activates a certificate: the certificate and the tenant's flag change in one transaction.
    const domain = 'www.imported.test';
    const cert = await t.prisma.certificate.create({ data: { tenant_id: jane.tenantId, domain, status: 'issuing' } });
    let active = false;
    let stop = false;
    const flip = async () => {
      while (!stop) {
        active = !active;
        await t.prisma.$transaction([
          t.prisma.certificate.update({ where: { id: cert.id }, data: { status: active ? 'active' : 'issuing' } }),
          t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { custom_domain_status: active ? 'verified' : 'pending' } }),
        ]);
      }
    };
    const writer = flip();
    try {
      for (let round = 0; round < 60; round++) {
        const state = await lifecycle.readOrThrow(jane.tenantId);
        const certificateActive = state.certificates.find((c) => c.id === cert.id)?.status === 'active';
        expect({ round, certificateActive }).toEqual({ round, certificateActive: state.custom_domain_status === 'verified' });
      }
    } finally {
      stop = true;
      await writer;
    }
  });
});
