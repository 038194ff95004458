import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import request from 'supertest';
import { CrossTenantWriteError, Database } from '@ds/db';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signUp, type SignedUp } from '../../testing/accounts.js';
import { backOffice } from '../../testing/backoffice.js';
import { DomainLifecycle } from './domain-lifecycle.service.js';

jest.setTimeout(60_000);

/**
 * Custom domains have one owner in the API: `DomainLifecycle`. The back office, the admin's setup wizard
 * and the admins' retry all go through it (their behaviour is covered in tenant-settings, admin-api and
 * domains e2e suites); here: that they do, that its writes stay in the tenant they are for, and that the
 * state every view is built from is one snapshot.
 */
describe('the domain lifecycle', () => {
  let t: TestApp;
  let lifecycle: DomainLifecycle;
  let jane: SignedUp;
  let sam: SignedUp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp({ BASE_DOMAIN: 'sites.test', ACME_DIRECTORY_URL: 'https://acme.invalid/dir', ACME_EMAIL: 'ops@sites.test' });
    lifecycle = t.app.get(DomainLifecycle);
    [jane, sam] = [await signUp(t), await signUp(t)];
    await t.prisma.admin.create({ data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) } });
    adminToken = (await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200)).body.token;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  const asAdmin = (r: request.Test) => r.set('Authorization', `Bearer ${adminToken}`);

  it('owns the claim: the back office checks, restarts and announces a new domain through it', async () => {
    const assertClaimable = jest.spyOn(lifecycle, 'assertClaimable');
    const restart = jest.spyOn(lifecycle, 'restart');
    const requested = jest.spyOn(lifecycle, 'requested');
    await backOffice(t, jane, jane.tenantId).put('/settings').send({ domain_type: 'custom_domain', custom_domain: 'www.jane-life.test' }).expect(200);
    expect(assertClaimable).toHaveBeenCalledWith(jane.tenantId, 'www.jane-life.test', 'custom_domain', true);
    expect(restart).toHaveBeenCalledWith(expect.anything(), jane.tenantId, 'www.jane-life.test');
    expect(requested).toHaveBeenCalledWith(jane.tenantId, 'www.jane-life.test');
    jest.restoreAllMocks();
  });

  it("owns the admin wizard's claim too", async () => {
    const restart = jest.spyOn(lifecycle, 'restart');
    const read = jest.spyOn(lifecycle, 'readOrThrow');
    await asAdmin(request(t.http).put(`/api/admin/settings/${sam.tenantId}`)).send({ domain_type: 'custom_domain', custom_domain: 'www.sam-life.test' }).expect(200);
    expect(restart).toHaveBeenCalledWith(expect.anything(), sam.tenantId, 'www.sam-life.test');
    await asAdmin(request(t.http).get(`/api/admin/settings/${sam.tenantId}`)).expect(200);
    expect(read).toHaveBeenLastCalledWith(sam.tenantId);
    jest.restoreAllMocks();
  });

  it('owns "Verify now" (back office) and retry (admins)', async () => {
    const recheck = jest.spyOn(lifecycle, 'recheck');
    const retry = jest.spyOn(lifecycle, 'retry');
    await backOffice(t, jane, jane.tenantId).post('/settings/verify-domain').expect(200);
    expect(recheck).toHaveBeenCalledWith(jane.tenantId);
    await asAdmin(request(t.http).post(`/api/admin/domains/${jane.tenantId}/retry`)).expect(200);
    expect(retry).toHaveBeenCalledWith(jane.tenantId);
    jest.restoreAllMocks();
  });

  it("restarts a verification in the tenant's own transaction only: another tenant's is refused, nothing written", async () => {
    const database = t.app.get(Database);
    await expect(database.forTenant(jane.tenantId).$transaction((tx) => lifecycle.restart(tx, sam.tenantId, 'www.planted.test'))).rejects.toThrow(CrossTenantWriteError);
    expect(await t.prisma.domainVerification.count({ where: { domain: 'www.planted.test' } })).toBe(0);
    // Removing "the" verification through jane's transaction removes only jane's (sam's is the wizard's claim above).
    await database.forTenant(jane.tenantId).$transaction((tx) => lifecycle.restart(tx, jane.tenantId, null));
    expect(await t.prisma.domainVerification.findUnique({ where: { tenant_id: jane.tenantId } })).toBeNull();
    expect(await t.prisma.domainVerification.findUnique({ where: { tenant_id: sam.tenantId } })).toMatchObject({ domain: 'www.sam-life.test' });
  });

  it('starts a verification for a domain saved without one (an import) on "Verify now"', async () => {
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { custom_domain: 'www.imported.test', domain_type: 'custom_domain' } });
    const requested = jest.spyOn(lifecycle, 'requested');
    const state = await lifecycle.recheck(jane.tenantId);
    expect(state.domainVerification).toMatchObject({ tenant_id: jane.tenantId, domain: 'www.imported.test', status: 'pending', attempts: 0 });
    expect(requested).toHaveBeenCalledWith(jane.tenantId, 'www.imported.test');
    jest.restoreAllMocks();
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
