import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { seedCatalog, startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp } from '../../support/accounts.js';

describe('distributor accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedCatalog(t.prisma);
  });
  afterAll(() => t.close());

  describe('POST /api/users/signup', () => {
    it('creates user and tenant with the documented defaults, copies the catalog, and the subdomain is live at once', async () => {
      const res = await request(t.http)
        .post('/api/users/signup')
        .send({
          first_name: 'Priya',
          last_name: 'Shah',
          email: 'Priya@Example.com',
          password: 'long-enough-1',
          subdomain: 'Priya',
          country: 'in',
        })
        .expect(201);
      expect(res.body).toEqual({
        token: expect.any(String),
        tenant_id: expect.any(String),
        user: expect.objectContaining({
          email: 'priya@example.com',
          subdomain: 'priya',
          first_name: 'Priya',
          tenant_id: res.body.tenant_id,
        }),
      });
      expect(res.body.user).not.toHaveProperty('password_hash');

      const tenant = await t.prisma.tenant.findUniqueOrThrow({ where: { id: res.body.tenant_id } });
      expect(tenant).toMatchObject({
        template_id: 1,
        domain_type: 'sub_domain',
        publish_on_site: true,
        subscription_status: 'active',
        plan: 'none',
        dns_status: 'pending',
        custom_domain_status: 'pending',
        country: 'IN',
        currency: 'INR',
      });
      const products = await t.prisma.product.findMany({ where: { tenant_id: tenant.id }, include: { category: true } });
      expect(products).toHaveLength(2);
      expect(products.every((p) => p.currency === 'INR' && Number(p.your_price) === 3999 && p.category?.slug === 'nutrition')).toBe(true);

      const site = await request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', 'priya.localhost').expect(200);
      expect(site.body).toEqual({ tenant: { id: tenant.id, template_id: 1, site_name: 'Priya Shah' } });
    });

    it('answers 409 with the field when the email is taken', async () => {
      const first = await signUp(t);
      const res = await request(t.http)
        .post('/api/users/signup')
        .send({ first_name: 'A', last_name: 'B', email: first.email.toUpperCase(), password: 'long-enough-1', subdomain: 'another-one' })
        .expect(409);
      expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', details: { email: expect.any(String) } });
      expect(await t.prisma.tenant.count({ where: { subdomain: 'another-one' } })).toBe(0);
    });

    it('answers 409 with the field when the subdomain is taken', async () => {
      const first = await signUp(t);
      const res = await request(t.http)
        .post('/api/users/signup')
        .send({ first_name: 'A', last_name: 'B', email: 'fresh@example.com', password: 'long-enough-1', subdomain: first.subdomain })
        .expect(409);
      expect(res.body).toMatchObject({ code: 'SUBDOMAIN_TAKEN', details: { subdomain: expect.any(String) } });
      expect(await t.prisma.user.count({ where: { email: 'fresh@example.com' } })).toBe(0);
    });

    it.each([
      ['reserved subdomain', { subdomain: 'admin' }, 'subdomain', /reserved/],
      ['subdomain with a dot', { subdomain: 'jane.doe' }, 'subdomain', /lowercase letters/],
      ['subdomain with a leading hyphen', { subdomain: '-jane' }, 'subdomain', /hyphen/],
      ['too-short subdomain', { subdomain: 'ab' }, 'subdomain', /3 to 63/],
      ['invalid email', { email: 'not-an-email' }, 'email', /valid email/],
      ['short password', { password: 'short' }, 'password', /at least 8/],
    ])('answers 400 for a %s, naming the field, and stores nothing', async (_label, change, field, reason) => {
      const before = await t.prisma.tenant.count();
      const res = await request(t.http)
        .post('/api/users/signup')
        .send({
          first_name: 'A',
          last_name: 'B',
          email: `ok${Date.now()}@example.com`,
          password: 'long-enough-1',
          subdomain: `ok${Date.now()}`,
          ...change,
        })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[field]).toMatch(reason);
      expect(await t.prisma.tenant.count()).toBe(before);
    });
  });

  describe('POST /api/users/login', () => {
    it('returns token, tenant_id and user for the right password', async () => {
      const a = await signUp(t);
      const res = await request(t.http).post('/api/users/login').send({ email: a.email, password: a.password }).expect(200);
      expect(res.body).toMatchObject({ token: expect.any(String), tenant_id: a.tenantId, user: { email: a.email } });
    });

    it('gives the same 401 text for a wrong password and an unknown email, in similar time', async () => {
      const a = await signUp(t);
      const t0 = Date.now();
      const wrong = await request(t.http).post('/api/users/login').send({ email: a.email, password: 'wrong-password' }).expect(401);
      const t1 = Date.now();
      const unknown = await request(t.http)
        .post('/api/users/login')
        .send({ email: 'nobody@example.com', password: 'wrong-password' })
        .expect(401);
      const t2 = Date.now();
      expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      expect(unknown.body).toEqual(wrong.body);
      // Both paths run one argon2 verification; an unknown email must not answer noticeably faster.
      expect(t2 - t1).toBeGreaterThan((t1 - t0) / 4);
    });
  });

  describe('GET /api/users/:tenantId', () => {
    it("answers the distributor's own user", async () => {
      const a = await signUp(t);
      const res = await request(t.http).get(`/api/users/${a.tenantId}`).set('Authorization', `Bearer ${a.token}`).expect(200);
      expect(res.body).toMatchObject({ id: a.userId, tenant_id: a.tenantId, email: a.email, subdomain: a.subdomain });
    });
  });
});
