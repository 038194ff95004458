import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice } from '../../support/backoffice.js';

jest.setTimeout(60_000);

/** The storefront's choices: the template a distributor picks, the product page on the storefront, and a truthful site status. */
describe('storefront choices: template, product page, site status', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let adminToken: string;
  const host = (who: SignedUp) => `${who.subdomain}.localhost`;
  const site = (who: SignedUp, path: string) => request(t.http).get(`/api${path}`).set('X-Tenant-Domain', host(who));
  const admin = {
    get: (p: string) => request(t.http).get(`/api${p}`).set('Authorization', `Bearer ${adminToken}`),
    put: (p: string) => request(t.http).put(`/api${p}`).set('Authorization', `Bearer ${adminToken}`),
  };

  beforeAll(async () => {
    t = await startTestApp();
    [jane, sam] = [await signUp(t), await signUp(t)];
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    adminToken = (await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200))
      .body.token;
  });
  afterAll(() => t.close());

  describe('template_id', () => {
    it('a distributor picks template 2 (multipart) and 3 (JSON); the storefront lookup answers it at once', async () => {
      const bo = backOffice(t, jane, jane.tenantId);
      expect((await site(jane, '/site/by-domain').expect(200)).body.tenant.template_id).toBe(1);
      expect((await bo.put('/settings').field('template_id', '2').expect(200)).body.settings.template_id).toBe(2);
      expect((await site(jane, '/site/by-domain').expect(200)).body.tenant.template_id).toBe(2);
      expect((await bo.put('/settings').send({ template_id: 3 }).expect(200)).body.settings.template_id).toBe(3);
      expect((await site(jane, '/site/by-domain').expect(200)).body.tenant.template_id).toBe(3);
    });

    it.each([['0'], ['4'], ['abc'], ['2.5'], ['']])('refuses template_id %p with details, changing nothing', async (value) => {
      const bo = backOffice(t, jane, jane.tenantId);
      const before = await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } });
      const res = await bo.put('/settings').field('template_id', value).field('site_name', 'Should not stick').expect(400);
      expect(res.body).toMatchObject({ message: expect.any(String), details: { template_id: 'template_id must be 1, 2 or 3' } });
      expect(await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).toEqual(before);
    });

    it("another distributor's token cannot change it (403)", async () => {
      await backOffice(t, sam, jane.tenantId).put('/settings').send({ template_id: 1 }).expect(403);
      expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).template_id).toBe(3);
    });

    it('an admin picks it in the website setup wizard', async () => {
      const res = await admin.put(`/admin/settings/${sam.tenantId}`).field('template_id', '2').expect(200);
      expect(res.body.settings.template_id).toBe(2);
      expect((await site(sam, '/site/by-domain').expect(200)).body.tenant.template_id).toBe(2);
      await admin.put(`/admin/settings/${sam.tenantId}`).send({ template_id: 9 }).expect(400);
    });
  });

  describe('product page on the storefront', () => {
    it('answers {} until the distributor saves it, then their fields; never another tenant', async () => {
      expect((await site(jane, '/site/product-page').expect(200)).body).toEqual({ data: {} });
      await backOffice(t, jane, jane.tenantId)
        .put('/product-page')
        .field('title', 'Our range')
        .field('intro', 'Hand-picked for you.')
        .field('cta_text', 'Ask me')
        .field('cta_link', '/contact')
        .expect(200);
      expect((await site(jane, '/site/product-page').expect(200)).body).toEqual({
        data: { title: 'Our range', intro: 'Hand-picked for you.', cta_text: 'Ask me', cta_link: '/contact' },
      });
      expect((await site(sam, '/site/product-page').expect(200)).body).toEqual({ data: {} });
      await backOffice(t, sam, jane.tenantId).put('/product-page').field('title', 'Hijack').expect(403);
    });

    it('refuses a javascript: call-to-action link', async () => {
      const res = await backOffice(t, jane, jane.tenantId).put('/product-page').field('cta_link', 'javascript:alert(1)').expect(400);
      expect(res.body.details).toHaveProperty('cta_link');
    });

    it('is 404 STORE_NOT_FOUND on an unknown host', async () => {
      const res = await request(t.http).get('/api/site/product-page').set('X-Tenant-Domain', 'nobody.localhost').expect(404);
      expect(res.body.code).toBe('STORE_NOT_FOUND');
    });
  });

  describe('training feed', () => {
    it('answers rich text the back office can render as HTML, cleaned even for rows stored unsanitised', async () => {
      await t.prisma.training.create({
        data: { title: 'Old row', content: '<p onclick="steal()">Open <strong>Settings</strong></p><script>steal()</script>' },
      });
      const res = await backOffice(t, jane, jane.tenantId).get('/training').expect(200);
      const row = res.body.trainings.find((x: { title: string }) => x.title === 'Old row');
      expect(row.content).toBe('<p>Open <strong>Settings</strong></p>');
    });
  });

  describe('site status', () => {
    it('a subdomain site is active from the start, in its settings and the admin list', async () => {
      expect((await backOffice(t, jane, jane.tenantId).get('/settings').expect(200)).body.settings).toMatchObject({
        domain_type: 'sub_domain',
        site_status: 'active',
      });
      const list = await admin.get(`/admin/tenant-users?search=${encodeURIComponent(jane.email)}`).expect(200);
      expect(list.body.users[0]).toMatchObject({ subdomain: jane.subdomain, custom_domain: null, site_status: 'active' });
    });

    it('a custom domain is pending until verified, then verified', async () => {
      const bo = backOffice(t, sam, sam.tenantId);
      const pending = await bo.put('/settings').send({ domain_type: 'custom_domain', custom_domain: 'shop.sam-example.com' }).expect(200);
      expect(pending.body.settings.site_status).toBe('pending');
      await t.prisma.tenant.update({ where: { id: sam.tenantId }, data: { dns_status: 'verified' } });
      expect((await bo.get('/settings').expect(200)).body.settings.site_status).toBe('verified');
      const list = await admin.get(`/admin/tenant-users?search=${encodeURIComponent(sam.email)}`).expect(200);
      expect(list.body.users[0]).toMatchObject({ custom_domain: 'shop.sam-example.com', site_status: 'verified' });
    });
  });
});
