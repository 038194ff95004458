import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import jwt from 'jsonwebtoken';
import argon2 from 'argon2';
import request from 'supertest';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

// argon2 hashing in the set-up and the 20 logins below are CPU-bound: give them room on a busy machine.
jest.setTimeout(60_000);

describe('access control', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    [jane, sam] = [await signUp(t), await signUp(t)];
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    const res = await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200);
    expect(res.body).toEqual({ token: expect.any(String), admin: { id: expect.any(String), name: 'Root', email: 'root@example.com' } });
    adminToken = res.body.token;
  });
  afterAll(() => t.close());

  // Every tenant-scoped endpoint that exists so far; later endpoints join this list.
  const tenantEndpoints = (tenantId: string) => [`/api/users/${tenantId}`, `/api/tenants/${tenantId}/settings`];

  it("refuses another tenant's token with 403 and reveals nothing", async () => {
    for (const path of tenantEndpoints(sam.tenantId)) {
      const res = await request(t.http).get(path).set('Authorization', `Bearer ${jane.token}`).expect(403);
      expect(res.body).toEqual({ message: 'You do not have access to this tenant', code: 'TENANT_FORBIDDEN' });
    }
  });

  it("serves the tenant's own data to its token", async () => {
    const res = await request(t.http)
      .get(`/api/tenants/${jane.tenantId}/settings`)
      .set('Authorization', `Bearer ${jane.token}`)
      .expect(200);
    expect(res.body.settings).toMatchObject({
      id: jane.tenantId,
      domain_type: 'sub_domain',
      dns_status: 'pending',
      custom_domain_status: 'pending',
      publish_on_site: true,
    });
    expect(res.body.verification).toMatchObject({ status: 'none' });
  });

  it('lets an admin read any tenant (support)', async () => {
    await request(t.http).get(`/api/tenants/${sam.tenantId}/settings`).set('Authorization', `Bearer ${adminToken}`).expect(200);
  });

  it('answers 404 for a tenant id that cannot exist, never a server error', async () => {
    for (const path of tenantEndpoints('not-a-uuid')) {
      const res = await request(t.http).get(path).set('Authorization', `Bearer ${adminToken}`).expect(404);
      expect(res.body.code).toBe('TENANT_NOT_FOUND');
    }
    // A well-formed id of no tenant: 404 before any handler runs (no foreign-key failure on writes).
    const missing = '01a1fca5-0000-7000-8000-000000000000';
    const put = await request(t.http)
      .put(`/api/tenants/${missing}/home-page`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ welcome_description: 'x' })
      .expect(404);
    expect(put.body.code).toBe('TENANT_NOT_FOUND');
    // A distributor probing ids is refused before the id is even looked at.
    await request(t.http).get('/api/tenants/not-a-uuid/settings').set('Authorization', `Bearer ${jane.token}`).expect(403);
  });

  it('answers 401 AUTH_REQUIRED without a token', async () => {
    for (const path of [...tenantEndpoints(jane.tenantId), '/api/admin/tenant-users']) {
      const res = await request(t.http).get(path).expect(401);
      expect(res.body.code).toBe('AUTH_REQUIRED');
    }
  });

  it('answers 401 INVALID_TOKEN for forged and expired tokens', async () => {
    const forged = jwt.sign({ sub: jane.userId, role: 'distributor', tid: jane.tenantId }, 'not-the-secret-but-long-enough-anyway!!');
    const expired = jwt.sign(
      { sub: jane.userId, role: 'distributor', tid: jane.tenantId, exp: Math.floor(Date.now() / 1000) - 60 },
      TEST_JWT_SECRET,
    );
    const garbage = 'definitely.not.a-jwt';
    for (const token of [forged, expired, garbage]) {
      const res = await request(t.http).get(`/api/users/${jane.tenantId}`).set('Authorization', `Bearer ${token}`).expect(401);
      expect(res.body.code).toBe('INVALID_TOKEN');
    }
  });

  it("refuses a distributor token on /admin/* with 403 'Admin privileges required'", async () => {
    const res = await request(t.http).get('/api/admin/tenant-users').set('Authorization', `Bearer ${jane.token}`).expect(403);
    expect(res.body).toEqual({ message: 'Admin privileges required', code: 'ADMIN_REQUIRED' });
  });

  it('lists tenant users with stats for an admin', async () => {
    const res = await request(t.http).get('/api/admin/tenant-users').set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(res.body.userStats).toEqual({ total: 2, active: 2, inactive: 0 });
    expect(res.body.users[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        name: expect.any(String),
        email: expect.any(String),
        status: 'active',
        plan: 'none',
        dns_status: 'pending',
      }),
    );
    const search = await request(t.http)
      .get('/api/admin/tenant-users')
      .query({ search: jane.email.toUpperCase() })
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(search.body.users.map((u: { tenant_id: string }) => u.tenant_id)).toEqual([jane.tenantId]);
  });

  it('admin login answers 401 with the same text for wrong credentials', async () => {
    const res = await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'nope-nope' }).expect(401);
    expect(res.body.message).toBe('Invalid email or password');
  });
});

describe('rate limits on login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '10' });
  });
  afterAll(() => t.close());

  it('answers 429 to rapid failed logins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await request(t.http)
        .post('/api/users/login')
        .send({ email: 'victim@example.com', password: `guess-${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const last = await request(t.http).post('/api/users/login').send({ email: 'victim@example.com', password: 'x' }).expect(429);
    expect(last.body).toEqual({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
  });
});
