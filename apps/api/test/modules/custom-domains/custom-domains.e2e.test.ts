import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { announceTenantChanged, certificateIssueJobId, dnsVerifyJobId, QUEUES } from '@ds/jobs';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice } from '../../support/backoffice.js';
import { eventually } from '../../support/eventually.js';
import { NOT_CONFIGURED } from '../../../src/modules/custom-domains/certificate.view.js';

jest.setTimeout(30_000);

const ZERO_ID = '00000000-0000-4000-8000-000000000000';

/** `at` was set while the request that began at `from` ran ("now", whatever the machine's speed). */
function setDuring(at: Date | null, from: number): void {
  expect(at?.getTime()).toBeGreaterThanOrEqual(from - 1);
  expect(at?.getTime()).toBeLessThanOrEqual(Date.now());
}

/**
 * The API side of custom domains on real PostgreSQL and Redis (no worker runs here): the DNS check is
 * queued at once, the settings answer carries the certificate state, and admins get the fleet list and
 * a retry button. The worker's side is covered end to end in tests/domains*.e2e.test.ts.
 */
describe('custom domains (API)', () => {
  let t: TestApp;
  let domains: Queue;
  let adminToken: string;
  let jane: SignedUp;
  let sam: SignedUp;
  let omar: SignedUp;

  const admin = {
    get: (p: string) => request(t.http).get(`/api${p}`).set('Authorization', `Bearer ${adminToken}`),
    post: (p: string) => request(t.http).post(`/api${p}`).set('Authorization', `Bearer ${adminToken}`),
  };

  beforeAll(async () => {
    t = await startTestApp({
      BASE_DOMAIN: 'sites.test',
      EDGE_CNAME_TARGET: 'edge.sites.test',
      ACME_DIRECTORY_URL: 'https://acme.invalid/dir',
      ACME_EMAIL: 'ops@sites.test',
    });
    domains = new Queue(QUEUES.domains, { connection: { url: t.config.REDIS_URL }, prefix: t.prefix });
    [jane, sam, omar] = [await signUp(t), await signUp(t), await signUp(t)];
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

  describe('DNS checks are queued at once, one job per tenant', () => {
    it('queues dns.verify for a new custom domain', async () => {
      await backOffice(t, jane, jane.tenantId)
        .put('/settings')
        .send({ domain_type: 'custom_domain', custom_domain: 'www.jane-shop.test' })
        .expect(200);
      const job = await eventually(async () => {
        const found = await domains.getJob(dnsVerifyJobId(jane.tenantId));
        if (!found) throw new Error('no job yet');
        return found;
      });
      expect(job.name).toBe('dns.verify');
      expect(job.data).toEqual({ tenantId: jane.tenantId });
      expect(await job.getState()).toBe('waiting');
    });

    it('"Verify now" runs a check that was waiting for its turn at once', async () => {
      // As the worker leaves it between checks: delayed until the next check time.
      await domains.remove(dnsVerifyJobId(jane.tenantId));
      await domains.add('dns.verify', { tenantId: jane.tenantId }, { jobId: dnsVerifyJobId(jane.tenantId), delay: 3_600_000 });
      await t.prisma.domainVerification.update({
        where: { tenant_id: jane.tenantId },
        data: { status: 'failed', next_check_at: null, attempts: 55 },
      });

      const from = Date.now();
      const res = await backOffice(t, jane, jane.tenantId).post('/settings/verify-domain').expect(200);
      // A verification that gave up starts over: pending, due now, a new 7-day window.
      expect(res.body.verification).toMatchObject({ status: 'pending' });
      const row = await t.prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      setDuring(row.next_check_at, from);
      await eventually(async () => expect(await domains.getJobState(dnsVerifyJobId(jane.tenantId))).toBe('waiting'));
      expect(await domains.getJobCounts('delayed', 'waiting')).toEqual({ delayed: 0, waiting: 1 });
    });
  });

  describe('the certificate in the settings answer', () => {
    const certificateOf = async (who: SignedUp) => (await backOffice(t, who, who.tenantId).get('/settings').expect(200)).body.certificate;
    const cert = (data: Record<string, unknown>) =>
      t.prisma.certificate.create({ data: { tenant_id: jane.tenantId, domain: 'www.jane-shop.test', ...data } });

    it('is none without a custom domain, and while DNS is pending', async () => {
      expect(await certificateOf(sam)).toEqual({ status: 'none', not_after: null, last_error: null, next_attempt_at: null });
      expect(await certificateOf(jane)).toEqual({ status: 'none', not_after: null, last_error: null, next_attempt_at: null });
    });

    it('shows issuing, failed (reason and next try), active until a date, and a failing renewal', async () => {
      const issuing = await cert({ status: 'issuing', next_attempt_at: new Date() });
      expect((await certificateOf(jane)).status).toBe('issuing');

      const next = new Date(Date.now() + 600_000);
      await t.prisma.certificate.update({
        where: { id: issuing.id },
        data: {
          status: 'failed',
          last_error: 'The certificate authority could not validate www.jane-shop.test yet: timeout',
          next_attempt_at: next,
        },
      });
      expect(await certificateOf(jane)).toEqual({
        status: 'failed',
        not_after: null,
        last_error: 'The certificate authority could not validate www.jane-shop.test yet: timeout',
        next_attempt_at: next.toISOString(),
      });

      const notAfter = new Date('2027-03-01T00:00:00Z');
      await t.prisma.certificate.update({
        where: { id: issuing.id },
        data: { status: 'active', last_error: null, next_attempt_at: null, not_before: new Date(), not_after: notAfter, cert_pem: 'x' },
      });
      expect(await certificateOf(jane)).toEqual({
        status: 'active',
        not_after: notAfter.toISOString(),
        last_error: null,
        next_attempt_at: null,
      });

      // A renewal that keeps failing: still active (and served), with the renewal's trouble.
      await new Promise((r) => setTimeout(r, 5));
      await cert({ status: 'failed', last_error: 'rate limited', next_attempt_at: next });
      expect(await certificateOf(jane)).toEqual({
        status: 'active',
        not_after: notAfter.toISOString(),
        last_error: 'rate limited',
        next_attempt_at: next.toISOString(),
      });
      await t.prisma.certificate.deleteMany({ where: { tenant_id: jane.tenantId } });
    });

    it('says so when the platform issues no certificates', async () => {
      const plain = await startTestApp({ BASE_DOMAIN: 'sites.test' });
      try {
        const omarThere = await signUp(plain);
        await backOffice(plain, omarThere, omarThere.tenantId)
          .put('/settings')
          .send({ domain_type: 'custom_domain', custom_domain: 'omar.test' })
          .expect(200);
        await plain.prisma.tenant.update({ where: { id: omarThere.tenantId }, data: { dns_status: 'verified' } });
        const res = await backOffice(plain, omarThere, omarThere.tenantId).get('/settings').expect(200);
        expect(res.body.certificate).toEqual({ status: 'none', not_after: null, last_error: NOT_CONFIGURED, next_attempt_at: null });
      } finally {
        await plain.close();
      }
    });
  });

  describe('admin fleet list and retry', () => {
    beforeAll(async () => {
      await backOffice(t, sam, sam.tenantId)
        .put('/settings')
        .send({ domain_type: 'custom_domain', custom_domain: 'sam-wellness.test' })
        .expect(200);
      await t.prisma.domainVerification.update({
        where: { tenant_id: sam.tenantId },
        data: { status: 'verified', message: 'DNS records verified', checked_at: new Date(), next_check_at: null },
      });
      await t.prisma.tenant.update({ where: { id: sam.tenantId }, data: { dns_status: 'verified' } });
      await t.prisma.certificate.create({
        data: {
          tenant_id: sam.tenantId,
          domain: 'sam-wellness.test',
          status: 'failed',
          attempts: 1,
          last_error: 'The certificate authority refuses to issue…',
          next_attempt_at: null,
        },
      });
    });

    it('is for admins only', async () => {
      await request(t.http).get('/api/admin/domains').expect(401);
      const forbidden = await request(t.http).get('/api/admin/domains').set('Authorization', `Bearer ${jane.token}`).expect(403);
      expect(forbidden.body.message).toBe('Admin privileges required');
      await request(t.http).post(`/api/admin/domains/${sam.tenantId}/retry`).set('Authorization', `Bearer ${sam.token}`).expect(403);
    });

    it('lists every custom domain with its DNS and certificate state', async () => {
      const res = await admin.get('/admin/domains').expect(200);
      expect(res.body.stats).toMatchObject({ total: 2, pending: 1, verified: 1, misconfigured: 0, failed: 0, certificates_active: 0 });
      expect(res.body.pagination).toEqual({ page: 1, limit: null, total: 2 });
      expect(res.body.domains.map((d: { domain: string }) => d.domain)).toEqual(['sam-wellness.test', 'www.jane-shop.test']);
      expect(res.body.domains[0]).toEqual({
        tenant_id: sam.tenantId,
        subdomain: sam.subdomain,
        site_name: expect.any(String),
        domain: 'sam-wellness.test',
        domain_type: 'custom_domain',
        dns_status: 'verified',
        custom_domain_status: 'pending',
        verification_status: 'verified',
        message: 'DNS records verified',
        checked_at: expect.any(String),
        next_check_at: null,
        records: [
          { type: 'TXT', name: '_ds-verify.sam-wellness.test', value: expect.any(String) },
          { type: 'CNAME', name: 'sam-wellness.test', value: 'edge.sites.test' },
        ],
        certificate: {
          status: 'failed',
          not_after: null,
          last_error: 'The certificate authority refuses to issue…',
          next_attempt_at: null,
        },
      });
      // Tenants without a custom domain are not listed.
      expect(res.body.domains.some((d: { tenant_id: string }) => d.tenant_id === omar.tenantId)).toBe(false);
    });

    it('filters by verification status and searches domains, subdomains and site names, with pages', async () => {
      expect(
        (await admin.get('/admin/domains?status=pending').expect(200)).body.domains.map((d: { tenant_id: string }) => d.tenant_id),
      ).toEqual([jane.tenantId]);
      expect((await admin.get('/admin/domains?search=SAM-WELL').expect(200)).body.domains).toHaveLength(1);
      expect((await admin.get(`/admin/domains?search=${jane.subdomain}`).expect(200)).body.domains[0].tenant_id).toBe(jane.tenantId);
      await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { site_name: 'Harbour Wellness' } });
      expect(
        (await admin.get('/admin/domains?search=harbour WELL').expect(200)).body.domains.map((d: { tenant_id: string }) => d.tenant_id),
      ).toEqual([jane.tenantId]);
      const page2 = (await admin.get('/admin/domains?limit=1&page=2').expect(200)).body;
      expect(page2.domains.map((d: { domain: string }) => d.domain)).toEqual(['www.jane-shop.test']);
      expect(page2.pagination).toEqual({ page: 2, limit: 1, total: 2 });
      const bad = await admin.get('/admin/domains?status=sideways').expect(400);
      expect(bad.body.details).toHaveProperty('status');
    });

    it('retry re-checks DNS now and re-orders a certificate that is not active, whatever its backoff', async () => {
      await domains.obliterate({ force: true });
      const from = Date.now();
      const res = await admin.post(`/admin/domains/${sam.tenantId}/retry`).expect(200);
      expect(res.body.message).toBe('Domain check queued');
      expect(res.body.domain).toMatchObject({
        tenant_id: sam.tenantId,
        certificate: { status: 'failed', next_attempt_at: expect.any(String) },
      });
      const row = await t.prisma.certificate.findFirstOrThrow({ where: { tenant_id: sam.tenantId } });
      expect(row).toMatchObject({ attempts: 0, status: 'failed' });
      setDuring(row.next_attempt_at, from);
      expect(await domains.getJobState(certificateIssueJobId(sam.tenantId))).toBe('waiting');
      await eventually(async () => expect(await domains.getJobState(dnsVerifyJobId(sam.tenantId))).toBe('waiting'));
      expect(await t.prisma.certificate.count({ where: { tenant_id: sam.tenantId } })).toBe(1);
    });

    it('retry of a pending domain only re-checks DNS', async () => {
      await domains.obliterate({ force: true });
      await admin.post(`/admin/domains/${jane.tenantId}/retry`).expect(200);
      await eventually(async () => expect(await domains.getJobState(dnsVerifyJobId(jane.tenantId))).toBe('waiting'));
      expect(await domains.getJob(certificateIssueJobId(jane.tenantId))).toBeUndefined();
    });

    it('answers 404 for an unknown tenant and 400 for a site without a custom domain', async () => {
      expect((await admin.post(`/admin/domains/${ZERO_ID}/retry`).expect(404)).body.code).toBe('TENANT_NOT_FOUND');
      expect((await admin.post('/admin/domains/not-a-uuid/retry').expect(404)).body.code).toBe('TENANT_NOT_FOUND');
      expect((await admin.post(`/admin/domains/${omar.tenantId}/retry`).expect(400)).body).toMatchObject({
        code: 'NO_CUSTOM_DOMAIN',
        message: 'This site has no custom domain',
      });
    });
  });

  describe('several claims on one domain', () => {
    const DOMAIN = 'www.shared-shop.test';
    let owner: SignedUp;
    let rival: SignedUp;
    const host = () => request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', DOMAIN);

    beforeAll(async () => {
      [owner, rival] = [await signUp(t), await signUp(t)];
    });

    it('accepts every pending claim; the host resolves only to the tenant whose DNS verified', async () => {
      await backOffice(t, rival, rival.tenantId).put('/settings').send({ domain_type: 'custom_domain', custom_domain: DOMAIN }).expect(200);
      const mine = await backOffice(t, owner, owner.tenantId)
        .put('/settings')
        .send({ domain_type: 'custom_domain', custom_domain: DOMAIN })
        .expect(200);
      expect(mine.body.verification).toMatchObject({ status: 'pending', domain: DOMAIN });
      expect((await host().expect(404)).body.code).toBe('STORE_NOT_FOUND');

      // As the worker leaves it when the owner's DNS verifies first, and tells every API instance.
      await t.prisma.tenant.update({ where: { id: owner.tenantId }, data: { dns_status: 'verified' } });
      await t.prisma.domainVerification.update({ where: { tenant_id: owner.tenantId }, data: { status: 'verified', next_check_at: null } });
      await t.prisma.domainVerification.update({
        where: { tenant_id: rival.tenantId },
        data: { status: 'taken', message: 'This domain was verified by another site…', next_check_at: null },
      });
      const client = new Redis(t.config.REDIS_URL);
      try {
        await announceTenantChanged(client, t.prefix, { tenantId: owner.tenantId });
      } finally {
        client.disconnect();
      }
      await eventually(async () => expect((await host().expect(200)).body.tenant.id).toBe(owner.tenantId));
    });

    it("lists the stopped claim as taken in the admins' fleet view", async () => {
      const taken = (await admin.get('/admin/domains?status=taken').expect(200)).body;
      expect(taken.domains.map((d: { tenant_id: string }) => d.tenant_id)).toEqual([rival.tenantId]);
      expect(taken.domains[0]).toMatchObject({
        domain: DOMAIN,
        verification_status: 'taken',
        dns_status: 'pending',
        message: 'This domain was verified by another site…',
      });
      expect(taken.stats).toMatchObject({ taken: 1 });
    });

    it('Verify now and retry of the stopped claim: 409 while the owner holds the domain', async () => {
      await domains.obliterate({ force: true });
      const recheck = await backOffice(t, rival, rival.tenantId).post('/settings/verify-domain').expect(409);
      expect(recheck.body).toMatchObject({ code: 'DOMAIN_TAKEN', message: 'This domain is already used by another site' });
      expect((await admin.post(`/admin/domains/${rival.tenantId}/retry`).expect(409)).body.code).toBe('DOMAIN_TAKEN');
      expect(await t.prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: rival.tenantId } })).toMatchObject({
        status: 'taken',
        next_check_at: null,
      });
      expect(await domains.getJob(dnsVerifyJobId(rival.tenantId))).toBeUndefined();
    });

    it('once the owner lets go of the domain, Verify now starts the stopped claim afresh', async () => {
      await backOffice(t, owner, owner.tenantId).put('/settings').send({ domain_type: 'sub_domain', custom_domain: '' }).expect(200);
      const from = Date.now();
      const res = await backOffice(t, rival, rival.tenantId).post('/settings/verify-domain').expect(200);
      expect(res.body.verification).toMatchObject({ status: 'pending', domain: DOMAIN, message: null });
      const row = await t.prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: rival.tenantId } });
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      setDuring(row.requested_at, from);
      await eventually(async () => expect(await domains.getJobState(dnsVerifyJobId(rival.tenantId))).toBe('waiting'));
    });
  });

  describe('the edge on plain HTTP', () => {
    it('answers ACME HTTP-01 challenges from Redis on any host', async () => {
      const client = new Redis(t.config.REDIS_URL);
      try {
        await client.set(`${t.prefix}:acme-challenge:tok-123_ABC`, 'tok-123_ABC.thumbprint');
        const res = await request(t.http).get('/.well-known/acme-challenge/tok-123_ABC').set('Host', 'www.anything.test').expect(200);
        expect(res.text).toBe('tok-123_ABC.thumbprint');
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        await request(t.http).get('/.well-known/acme-challenge/unknown').set('Host', 'www.anything.test').expect(404);
        await request(t.http).get('/.well-known/acme-challenge/..%2f..%2fetc').expect(404);
      } finally {
        client.disconnect();
      }
    });
  });
});
