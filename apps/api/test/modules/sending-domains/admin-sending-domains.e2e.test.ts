import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import request from 'supertest';
import type { VerificationStatus } from '@ds/db';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

jest.setTimeout(60_000);

const PATH = '/api/admin/deliverability/sending-domains';

/**
 * Admin → Deliverability's second panel over HTTP: every distributor's own sending domain with its status,
 * counts by status, the status filter, search and pages; admins only. docs/deliverability.md §9.
 */
describe("distributors' sending domains (admin)", () => {
  let t: TestApp;
  let adminToken: string;
  let jane: SignedUp;
  let sam: SignedUp;
  let omar: SignedUp;
  let dora: SignedUp;
  let eve: SignedUp;
  const checkedAt = new Date('2026-11-27T05:00:00.000Z');
  const admin = (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${adminToken}`);

  /** A sending domain as the back office and the worker leave it (the key fields hold placeholders: never read here). */
  const seed = (who: SignedUp, domain: string, status: VerificationStatus, fields: Record<string, unknown> = {}) =>
    t.prisma.sendingDomain.create({
      data: {
        tenant_id: who.tenantId,
        domain,
        local_part: 'news',
        selector: 'ds202611-abcd',
        public_key: 'MIIB',
        private_key_encrypted: 'sealed',
        status,
        checked_at: checkedAt,
        ...fields,
      },
    });

  beforeAll(async () => {
    t = await startTestApp();
    [jane, sam, omar, dora, eve] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    adminToken = (await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200))
      .body.token;
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { site_name: 'Jane Greens' } });
    await t.prisma.tenant.update({ where: { id: sam.tenantId }, data: { site_name: null } });
    await seed(jane, 'jane-greens.test', 'pending', {
      message: 'DKIM record not found at ds202611-abcd._domainkey.jane-greens.test',
      next_check_at: new Date('2026-11-27T05:01:00.000Z'),
    });
    await seed(sam, 'sam-wellness.test', 'verified', { local_part: 'hello', message: 'Records verified', verified_at: checkedAt });
    await seed(omar, 'omar.test', 'misconfigured', { message: 'SPF record no longer names the relay' });
    // A stopped claim reads failed, as the distributor's own screen shows it.
    await seed(dora, 'dora.test', 'taken', { message: 'We could not verify dora.test within 7 days' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for admins only: 401 without a token, 403 for a distributor', async () => {
    await request(t.http).get(PATH).expect(401);
    const forbidden = await request(t.http).get(PATH).set('Authorization', `Bearer ${jane.token}`).expect(403);
    expect(forbidden.body.message).toBe('Admin privileges required');
  });

  it('lists one row per distributor who set one up, by domain, with the counts by status', async () => {
    const res = await admin(PATH).expect(200);
    expect(res.body.stats).toEqual({ total: 4, pending: 1, verified: 1, misconfigured: 1, failed: 1 });
    expect(res.body.pagination).toEqual({ page: 1, limit: null, total: 4 });
    expect(res.body.sending_domains.map((d: { domain: string }) => d.domain)).toEqual([
      'dora.test',
      'jane-greens.test',
      'omar.test',
      'sam-wellness.test',
    ]);
    // A distributor without one is not listed.
    expect(res.body.sending_domains.some((d: { tenant_id: string }) => d.tenant_id === eve.tenantId)).toBe(false);
    expect(res.body.sending_domains[1]).toEqual({
      tenant_id: jane.tenantId,
      subdomain: jane.subdomain,
      site_name: 'Jane Greens',
      domain: 'jane-greens.test',
      from_address: 'news@jane-greens.test',
      status: 'pending',
      message: 'DKIM record not found at ds202611-abcd._domainkey.jane-greens.test',
      checked_at: checkedAt.toISOString(),
      next_check_at: '2026-11-27T05:01:00.000Z',
      verified_at: null,
    });
    expect(res.body.sending_domains[3]).toMatchObject({
      subdomain: sam.subdomain,
      site_name: null,
      from_address: 'hello@sam-wellness.test',
      status: 'verified',
      verified_at: checkedAt.toISOString(),
    });
    expect(res.body.sending_domains[0]).toMatchObject({ tenant_id: dora.tenantId, status: 'failed' });
  });

  it('filters by status; the counts stay those of every distributor', async () => {
    const only = async (status: string) => (await admin(`${PATH}?status=${status}`).expect(200)).body;
    const failed = await only('failed');
    expect(failed.sending_domains.map((d: { tenant_id: string }) => d.tenant_id)).toEqual([dora.tenantId]);
    expect(failed.stats.total).toBe(4);
    expect(failed.pagination.total).toBe(1);
    expect((await only('misconfigured')).sending_domains.map((d: { tenant_id: string }) => d.tenant_id)).toEqual([omar.tenantId]);
    expect((await only('verified')).sending_domains.map((d: { tenant_id: string }) => d.tenant_id)).toEqual([sam.tenantId]);
    expect((await only('pending')).sending_domains.map((d: { tenant_id: string }) => d.tenant_id)).toEqual([jane.tenantId]);
  });

  it('searches the domain, the subdomain and the site name, case-insensitively and literally', async () => {
    const found = async (search: string) =>
      (await admin(`${PATH}?search=${encodeURIComponent(search)}`).expect(200)).body.sending_domains.map(
        (d: { tenant_id: string }) => d.tenant_id,
      );
    expect(await found('SAM-WELL')).toEqual([sam.tenantId]);
    expect(await found('jane greens')).toEqual([jane.tenantId]);
    expect(await found(omar.subdomain)).toEqual([omar.tenantId]);
    expect(await found('%')).toEqual([]);
  });

  it('pages on the server', async () => {
    const page2 = (await admin(`${PATH}?limit=3&page=2`).expect(200)).body;
    expect(page2.sending_domains.map((d: { domain: string }) => d.domain)).toEqual(['sam-wellness.test']);
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 4 });
    const filtered = (await admin(`${PATH}?status=verified&limit=1&page=1`).expect(200)).body;
    expect(filtered.pagination).toEqual({ page: 1, limit: 1, total: 1 });
    expect((await admin(`${PATH}?limit=3&page=9`).expect(200)).body.sending_domains).toEqual([]);
  });

  it('refuses a bad query with 400 { message, details } naming the field', async () => {
    for (const [query, field] of [
      ['status=taken', 'status'],
      ['status=sideways', 'status'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['limit=501', 'limit'],
      ['limit=1.5', 'limit'],
      [`search=${'x'.repeat(254)}`, 'search'],
    ] as const) {
      const bad = await admin(`${PATH}?${query}`).expect(400);
      expect(bad.body).toMatchObject({ message: expect.any(String), details: { [field]: expect.any(String) } });
    }
  });
});
