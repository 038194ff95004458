import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import { Queue } from 'bullmq';
import request from 'supertest';
import { dataEncryptionKey, openSecret, SECRET_PURPOSE } from '@ds/mail-identity';
import { outboxJobId, QUEUES, type JobPayloads } from '@ds/jobs';
import { seedCatalog, startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { eventually } from '../../support/eventually.js';
import { PHP, PNG, PDF, storedFiles, sweepUploads, tempUploadDir } from '../../support/backoffice.js';
import { hashToken } from '../../../src/modules/tenancy/password-reset.service.js';

// Shared machines run many suites at once; argon2 and fresh databases can be slow then.
jest.setTimeout(30_000);

const ZERO_ID = '00000000-0000-4000-8000-000000000000';

describe('super-admin API', () => {
  let t: TestApp;
  let mail: Queue;
  let jane: SignedUp;
  let sam: SignedUp;
  let adminToken: string;
  let uploadDir: string;

  const admin = {
    get: (p: string) => request(t.http).get(`/api${p}`).set('Authorization', `Bearer ${adminToken}`),
    post: (p: string) => request(t.http).post(`/api${p}`).set('Authorization', `Bearer ${adminToken}`),
    put: (p: string) => request(t.http).put(`/api${p}`).set('Authorization', `Bearer ${adminToken}`),
    delete: (p: string) => request(t.http).delete(`/api${p}`).set('Authorization', `Bearer ${adminToken}`),
  };

  /** The mail.transactional jobs waiting for a worker (none runs in these tests), with the token opened as the worker would. */
  async function mailJobs(): Promise<(JobPayloads['mail.transactional'] & { token: string })[]> {
    const jobs = await mail.getJobs(['waiting', 'delayed', 'prioritized']);
    const key = dataEncryptionKey(t.config);
    return jobs
      .filter((j) => j.name === 'mail.transactional')
      .map((j) => j.data as JobPayloads['mail.transactional'])
      .map((data) => ({ ...data, token: openSecret(key, SECRET_PURPOSE.mailLinkToken, data.sealedToken) }));
  }

  beforeAll(async () => {
    uploadDir = tempUploadDir();
    t = await startTestApp({ UPLOAD_DIR: uploadDir });
    await seedCatalog(t.prisma);
    mail = new Queue(QUEUES.mail, { connection: { url: t.config.REDIS_URL }, prefix: t.prefix });
    [jane, sam] = [await signUp(t, { first_name: 'Jane', last_name: 'Cooper' }), await signUp(t)];
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    const res = await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200);
    adminToken = res.body.token;
  });
  afterAll(async () => {
    await mail.close();
    await t.close();
  });

  describe('access', () => {
    // Every /admin route but login, with a body that would pass validation where one is needed.
    const routes = (): [method: 'get' | 'post' | 'put' | 'delete', path: string][] => [
      ['get', '/admin/dashboard'],
      ['get', '/admin/tenant-users'],
      ['get', `/admin/settings/${jane.tenantId}`],
      ['put', `/admin/settings/${jane.tenantId}`],
      ['put', '/admin/user-status'],
      ['post', '/admin/create-user'],
      ['post', '/admin/reset-user-password'],
      ['get', '/admin/messages'],
      ['put', `/admin/messages/${ZERO_ID}/handled`],
      ['get', '/admin/notifications'],
      ['post', '/admin/notifications'],
      ['get', '/admin/training'],
      ['post', '/admin/training'],
      ['put', `/admin/training/${ZERO_ID}`],
      ['delete', `/admin/training/${ZERO_ID}`],
      ['get', '/admin/training/categories'],
      ['post', '/admin/training/categories'],
      ['put', `/admin/training/categories/${ZERO_ID}`],
      ['delete', `/admin/training/categories/${ZERO_ID}`],
      ['post', '/admin/queues/session'],
    ];

    it('answers 401 AUTH_REQUIRED without a token on every admin route', async () => {
      for (const [method, path] of routes()) {
        const res = await request(t.http)[method](`/api${path}`).send({});
        expect([method, path, res.status, res.body.code]).toEqual([method, path, 401, 'AUTH_REQUIRED']);
      }
    });

    it("answers 403 'Admin privileges required' to a distributor on every admin route, changing nothing", async () => {
      const before = await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } });
      for (const [method, path] of routes()) {
        const res = await request(t.http)
          [method](`/api${path}`)
          .set('Authorization', `Bearer ${jane.token}`)
          .send({ user_id: jane.userId, subscription_status: 'inactive', site_name: 'Hacked' });
        expect([method, path, res.status, res.body]).toEqual([
          method,
          path,
          403,
          { message: 'Admin privileges required', code: 'ADMIN_REQUIRED' },
        ]);
      }
      const after = await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } });
      expect(after.subscription_status).toBe(before.subscription_status);
      expect(after.site_name).toBe(before.site_name);
    });

    it('serves every read route to an admin', async () => {
      for (const [, path] of routes().filter(([m]) => m === 'get')) {
        const res = await admin.get(path);
        expect([path, res.status]).toEqual([path, 200]);
      }
    });
  });

  describe('agents', () => {
    it('pages and searches agents server-side, 10 a page', async () => {
      const res = await admin.get('/admin/tenant-users').query({ search: 'jane coo', limit: 10, page: 1 }).expect(200);
      expect(res.body.users.map((u: { id: string }) => u.id)).toEqual([jane.userId]);
      expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 1 });
      expect(res.body.users[0]).toMatchObject({
        status: 'active',
        plan: 'none',
        dns_status: 'pending',
        website_link: null,
        tenant_id: jane.tenantId,
      });
    });

    it('refuses a status other than active or inactive', async () => {
      for (const status of ['paused', '', 'ACTIVE', 1]) {
        const res = await admin.put('/admin/user-status').send({ user_id: jane.userId, subscription_status: status }).expect(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: { subscription_status: "subscription_status must be 'active' or 'inactive'" },
        });
      }
      await admin.put('/admin/user-status').send({ user_id: ZERO_ID, subscription_status: 'inactive' }).expect(404);
    });

    it("takes an inactive agent's storefront down at once and brings it back", async () => {
      const host = `${sam.subdomain}.localhost`;
      const byDomain = () => request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', host);
      await byDomain().expect(200); // cached as live now

      const off = await admin.put('/admin/user-status').send({ user_id: sam.userId, subscription_status: 'inactive' }).expect(200);
      expect(off.body).toMatchObject({ message: 'Status updated', user: { id: sam.userId, tenant_id: sam.tenantId, status: 'inactive' } });
      const gone = await byDomain().expect(404);
      expect(gone.body.code).toBe('STORE_NOT_FOUND');
      const stats = await admin.get('/admin/tenant-users').expect(200);
      expect(stats.body.userStats).toMatchObject({ active: stats.body.userStats.total - 1, inactive: 1 });

      // The tenant id names the agent too.
      await admin.put('/admin/user-status').send({ user_id: sam.tenantId, subscription_status: 'active' }).expect(200);
      await byDomain().expect(200);
    });

    it('creates a distributor with a site and queues a welcome email with a 24-hour set-password link', async () => {
      const res = await admin
        .post('/admin/create-user')
        .send({ first_name: 'Nora', last_name: 'New', email: 'Nora.New@Example.com', subdomain: 'nora', country: 'IN' })
        .expect(201);
      expect(res.body).toMatchObject({
        message: 'Distributor created. A welcome email with a link to set a password has been sent.',
        tenant_id: expect.any(String),
        user: { email: 'nora.new@example.com', subdomain: 'nora', country: 'IN', subscription_status: 'active' },
      });
      expect(res.body.token).toBeUndefined();
      const tenant = await t.prisma.tenant.findUniqueOrThrow({ where: { id: res.body.tenant_id }, include: { products: true } });
      expect(tenant).toMatchObject({ template_id: 1, publish_on_site: true, plan: 'none', currency: 'INR' });
      expect(tenant.products).toHaveLength(2);
      await request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', 'nora.localhost').expect(200);

      const job = await eventually(async () => {
        const found = (await mailJobs()).find((j) => j.userId === res.body.user.id);
        if (!found) throw new Error('no welcome job yet');
        return found;
      });
      expect(job.kind).toBe('welcome');
      const stored = await t.prisma.passwordResetToken.findUniqueOrThrow({ where: { token_hash: hashToken(job.token) } });
      expect(stored.purpose).toBe('welcome');
      expect(stored.expires_at.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);

      // Nobody knows the password; the link sets one.
      await request(t.http)
        .post('/api/users/reset-password')
        .send({ token: job.token, email: 'nora.new@example.com', newPassword: 'noras-own-pass-1' })
        .expect(200);
      await request(t.http).post('/api/users/login').send({ email: 'nora.new@example.com', password: 'noras-own-pass-1' }).expect(200);
    });

    it('answers 409 naming the field for a taken email or subdomain', async () => {
      const base = { first_name: 'Dup', last_name: 'Licate', email: 'fresh@example.com', subdomain: 'fresh-site' };
      const email = await admin
        .post('/admin/create-user')
        .send({ ...base, email: jane.email.toUpperCase() })
        .expect(409);
      expect(email.body).toMatchObject({ code: 'EMAIL_TAKEN', details: { email: expect.any(String) } });
      const sub = await admin
        .post('/admin/create-user')
        .send({ ...base, subdomain: jane.subdomain })
        .expect(409);
      expect(sub.body).toMatchObject({ code: 'SUBDOMAIN_TAKEN', details: { subdomain: expect.any(String) } });
      const bad = await admin
        .post('/admin/create-user')
        .send({ ...base, subdomain: 'www' })
        .expect(400);
      expect(bad.body.details.subdomain).toBeDefined();
      expect(await t.prisma.user.count({ where: { email: 'fresh@example.com' } })).toBe(0);
    });

    it('emails a reset link instead of making a password, says where it went, and ends her sessions', async () => {
      const res = await admin.post('/admin/reset-user-password').send({ user_id: jane.userId }).expect(200);
      expect(res.body).toEqual({ message: `A password reset link has been sent to ${jane.email}.` });
      const job = await eventually(async () => {
        const found = (await mailJobs()).find((j) => j.userId === jane.userId && j.kind === 'password-reset');
        if (!found) throw new Error('no reset job yet');
        return found;
      });
      const stored = await t.prisma.passwordResetToken.findUniqueOrThrow({ where: { token_hash: hashToken(job.token) } });
      expect(stored).toMatchObject({ purpose: 'reset', used_at: null });
      const ended = await request(t.http).get(`/api/users/${jane.tenantId}`).set('Authorization', `Bearer ${jane.token}`).expect(401);
      expect(ended.body.code).toBe('INVALID_TOKEN');
      // The old password still works until the distributor uses the link.
      const login = await request(t.http).post('/api/users/login').send({ email: jane.email, password: jane.password }).expect(200);
      jane.token = login.body.token;
      await admin.post('/admin/reset-user-password').send({ user_id: ZERO_ID }).expect(404);
      await admin.post('/admin/reset-user-password').send({}).expect(400);
    });
  });

  describe('agent settings', () => {
    it('reads settings with the default primary domain and website link', async () => {
      const res = await admin.get(`/admin/settings/${jane.tenantId}`).expect(200);
      expect(res.body.settings).toMatchObject({
        id: jane.tenantId,
        primary_domain_name: `${jane.subdomain}.localhost`,
        primary_domain_name_is_default: true,
        website_link: null,
        domain_type: 'sub_domain',
        publish_on_site: true,
      });
      expect(res.body.verification).toMatchObject({ status: 'none' });
      await admin.get(`/admin/settings/${ZERO_ID}`).expect(404);
      await admin.get('/admin/settings/not-a-uuid').expect(404);
    });

    it('defaults the primary domain to the custom domain only once it is live', async () => {
      const domain = `shop-${Date.now()}.example.net`;
      const tenant = { where: { id: jane.tenantId } };
      try {
        await t.prisma.tenant.update({
          ...tenant,
          data: { domain_type: 'custom_domain', custom_domain: domain, custom_domain_status: 'pending' },
        });
        const pending = await admin.get(`/admin/settings/${jane.tenantId}`).expect(200);
        expect(pending.body.settings.primary_domain_name).toBe(`${jane.subdomain}.localhost`);
        await t.prisma.tenant.update({ ...tenant, data: { custom_domain_status: 'verified' } });
        const live = await admin.get(`/admin/settings/${jane.tenantId}`).expect(200);
        expect(live.body.settings).toMatchObject({ primary_domain_name: domain, primary_domain_name_is_default: true });
      } finally {
        await t.prisma.tenant.update({
          ...tenant,
          data: { domain_type: 'sub_domain', custom_domain: null, custom_domain_status: 'pending' },
        });
      }
    });

    it('saves multipart text fields and shows them on the storefront at once', async () => {
      const host = `${jane.subdomain}.localhost`;
      await request(t.http).get('/api/site/data').set('X-Tenant-Domain', host).expect(200);
      const res = await admin
        .put(`/admin/settings/${jane.tenantId}`)
        .field('site_name', 'Jane Wellness')
        .field('address', '1 Main St')
        .field('primary_domain_name', 'Jane.Example.com')
        .field('website_link', 'https://jane.example.com')
        .field('nht_store_link', 'https://store.example.com/jane')
        .field('skype', '')
        .expect(200);
      expect(res.body.settings).toMatchObject({
        site_name: 'Jane Wellness',
        address: '1 Main St',
        primary_domain_name: 'jane.example.com',
        primary_domain_name_is_default: false,
        website_link: 'https://jane.example.com',
        skype: null,
      });
      const site = await request(t.http).get('/api/site/data').set('X-Tenant-Domain', host).expect(200);
      expect(site.body.settings.site_name).toBe('Jane Wellness');
      const list = await admin.get('/admin/tenant-users').query({ search: jane.email }).expect(200);
      expect(list.body.users[0].website_link).toBe('https://jane.example.com');

      // Unpublishing takes the storefront down.
      await admin.put(`/admin/settings/${jane.tenantId}`).send({ publish_on_site: 'false' }).expect(200);
      await request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', host).expect(404);
      await admin.put(`/admin/settings/${jane.tenantId}`).send({ publish_on_site: true }).expect(200);
      await request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', host).expect(200);
    });

    it('answers validation failures with details and an errors list, saving nothing', async () => {
      const res = await admin
        .put(`/admin/settings/${jane.tenantId}`)
        .field('email_id', 'not-an-email')
        .field('website_link', 'javascript:alert(1)')
        .field('site_name', 'Nope')
        .expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { email_id: expect.any(String), website_link: expect.any(String) },
      });
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'email_id', message: res.body.details.email_id },
          { field: 'website_link', message: res.body.details.website_link },
        ]),
      );
      expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).site_name).toBe('Jane Wellness');
      await admin.put(`/admin/settings/${ZERO_ID}`).send({ site_name: 'x' }).expect(404);
    });

    it("uploads the distributor's logo with the back office's rules, and clears it", async () => {
      const host = `${jane.subdomain}.localhost`;
      const res = await admin
        .put(`/admin/settings/${jane.tenantId}`)
        .field('site_name', 'Jane Wellness')
        .attach('site_logo', PNG, 'jane logo.png')
        .expect(200);
      const logo = res.body.settings.site_logo_url as string;
      expect(logo).toMatch(/^\/uploads\/.*\.png$/);
      expect(res.body.settings.site_logo_name).toBe('jane logo.png');
      expect(storedFiles(uploadDir)).toEqual([logo]);
      expect((await request(t.http).get('/api/site/data').set('X-Tenant-Domain', host).expect(200)).body.settings.site_logo_url).toBe(logo);

      // A script dressed as a PNG is refused with the settings error shape, and nothing changes.
      const php = await admin
        .put(`/admin/settings/${jane.tenantId}`)
        .field('website_link', 'https://changed.example.com')
        .attach('site_logo', PHP, 'logo.png')
        .expect(400);
      expect(php.body.errors).toEqual([
        { field: 'site_logo', message: 'Unsupported file type: expected an image (JPEG, PNG, WebP or GIF)' },
      ]);
      expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).website_link).toBe('https://jane.example.com');

      const cleared = await admin.put(`/admin/settings/${jane.tenantId}`).field('site_logo', '').expect(200);
      expect(cleared.body.settings).toMatchObject({ site_logo_url: null, site_logo_name: null });
      // The cleared logo goes with the upload sweep (docs/security.md "Stored files").
      expect(storedFiles(uploadDir)).toEqual([logo]);
      await sweepUploads(t);
      expect(storedFiles(uploadDir)).toEqual([]);
    });

    it('sets a custom domain the way the distributor would: pending, with the records to create', async () => {
      const res = await admin
        .put(`/admin/settings/${jane.tenantId}`)
        .send({ domain_type: 'custom_domain', custom_domain: 'Shop.Jane-Example.com', website_link: 'https://shop.jane-example.com' })
        .expect(200);
      expect(res.body.settings).toMatchObject({
        domain_type: 'custom_domain',
        custom_domain: 'shop.jane-example.com',
        dns_status: 'pending',
        custom_domain_status: 'pending',
        website_link: 'https://shop.jane-example.com',
      });
      expect(res.body.verification).toMatchObject({ status: 'pending', domain: 'shop.jane-example.com' });
      expect(res.body.verification.records.map((r: { type: string }) => r.type)).toEqual(['TXT', 'CNAME']);
      // The admin reading the distributor's settings sees exactly what the distributor sees.
      const own = await request(t.http)
        .get(`/api/tenants/${jane.tenantId}/settings`)
        .set('Authorization', `Bearer ${jane.token}`)
        .expect(200);
      expect(own.body.verification).toEqual(res.body.verification);

      // Another site's verified domain: 409 with the field, and the admin-only fields of that request are not
      // saved either. (While Jane's claim was only pending, Sam could have claimed it too.)
      await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { dns_status: 'verified' } });
      const taken = await admin
        .put(`/admin/settings/${sam.tenantId}`)
        .send({ domain_type: 'custom_domain', custom_domain: 'shop.jane-example.com', website_link: 'https://sam.example.com' })
        .expect(409);
      expect(taken.body).toMatchObject({
        code: 'DOMAIN_TAKEN',
        errors: [{ field: 'custom_domain', message: 'This domain is already used by another site' }],
      });
      expect(await t.prisma.tenant.findUniqueOrThrow({ where: { id: sam.tenantId } })).toMatchObject({
        custom_domain: null,
        website_link: null,
      });

      // Back to the subdomain for the tests that follow.
      await admin.put(`/admin/settings/${jane.tenantId}`).send({ domain_type: 'sub_domain', custom_domain: '' }).expect(200);
    });
  });

  describe('contact messages', () => {
    it('lists landing messages newest first, filters by status and marks one handled', async () => {
      for (const n of [1, 2, 3]) {
        await request(t.http)
          .post('/api/contact')
          .send({ name: `Visitor ${n}`, email: `v${n}@example.com`, message: `Hello ${n}` })
          .expect(201);
      }
      const all = await admin.get('/admin/messages').expect(200);
      expect(all.body.messages.map((m: { name: string }) => m.name)).toEqual(['Visitor 3', 'Visitor 2', 'Visitor 1']);
      const target = all.body.messages[1];
      const handled = await admin.put(`/admin/messages/${target.id}/handled`).expect(200);
      expect(handled.body).toMatchObject({
        message: 'Message marked as handled',
        contact_message: { id: target.id, status: 'handled', handled_at: expect.any(String) },
      });
      const again = await admin.put(`/admin/messages/${target.id}/handled`).expect(200);
      expect(again.body.contact_message.handled_at).toBe(handled.body.contact_message.handled_at);

      const open = await admin.get('/admin/messages').query({ status: 'open' }).expect(200);
      expect(open.body.messages.map((m: { name: string }) => m.name)).toEqual(['Visitor 3', 'Visitor 1']);
      const done = await admin.get('/admin/messages').query({ status: 'handled' }).expect(200);
      expect(done.body.messages.map((m: { id: string }) => m.id)).toEqual([target.id]);
      await admin.get('/admin/messages').query({ status: 'weird' }).expect(400);
      await admin.put(`/admin/messages/${ZERO_ID}/handled`).expect(404);

      const dash = await admin.get('/admin/dashboard').expect(200);
      expect(dash.body).toMatchObject({ open_messages: 2, pending_domains: 0 });
      expect(dash.body.recent_messages[0]).toMatchObject({ name: 'Visitor 3', status: 'open' });
    });
  });

  describe('dashboard', () => {
    it('counts the fleet, pending custom domains and lists the newest agents', async () => {
      await t.prisma.tenant.update({
        where: { id: sam.tenantId },
        data: { domain_type: 'custom_domain', custom_domain: 'sam-shop.example', dns_status: 'pending' },
      });
      const res = await admin.get('/admin/dashboard').expect(200);
      const total = await t.prisma.tenant.count();
      expect(res.body.totals).toEqual({
        total,
        active: total - (await t.prisma.tenant.count({ where: { subscription_status: 'inactive' } })),
        inactive: expect.any(Number),
      });
      expect(res.body.pending_domains).toBe(1);
      expect(res.body.recent_signups.length).toBeLessThanOrEqual(5);
      expect(res.body.recent_signups[0]).toMatchObject({ id: expect.any(String), email: expect.any(String), status: expect.any(String) });
      // A claim stopped because another site verified the domain first is not waiting for anything.
      await t.prisma.domainVerification.create({
        data: { tenant_id: sam.tenantId, domain: 'sam-shop.example', token: 't', status: 'taken' },
      });
      expect((await admin.get('/admin/dashboard').expect(200)).body.pending_domains).toBe(0);
      await t.prisma.domainVerification.deleteMany({ where: { tenant_id: sam.tenantId } });
      await t.prisma.tenant.update({ where: { id: sam.tenantId }, data: { domain_type: 'sub_domain', custom_domain: null } });
    });
  });

  describe('notifications', () => {
    it('refuses an empty or blank title or message', async () => {
      for (const body of [{ message: 'Hi' }, { title: '   ', message: 'Hi' }, { title: 'Hi' }, { title: 'Hi', message: '\n\t ' }, {}]) {
        const res = await admin.post('/admin/notifications').send(body).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(res.body.details).some((f) => f === 'title' || f === 'message')).toBe(true);
      }
      expect(await t.prisma.notification.count()).toBe(0);
    });

    it('stores a notification and queues its fan-out under a deterministic job id', async () => {
      const res = await admin.post('/admin/notifications').send({ title: ' New training ', message: 'Watch the new video.' }).expect(201);
      expect(res.body).toEqual({ message: 'Notification sent successfully', notification_id: expect.any(String) });
      const id: string = res.body.notification_id;
      // Owed in the outbox with the notification (once), and queued at once under the row's id.
      const owed = await t.prisma.outboxMessage.findUniqueOrThrow({ where: { dedupe_key: `notification-fanout:${id}` } });
      expect(owed).toMatchObject({ name: 'notifications.fanout', status: 'pending', payload: { notificationId: id } });
      const queue = new Queue(QUEUES.notifications, { connection: { url: t.config.REDIS_URL }, prefix: t.prefix });
      try {
        const job = await eventually(async () => {
          const found = await queue.getJob(outboxJobId(owed.id));
          if (!found) throw new Error('not queued yet');
          return found;
        });
        expect(job.name).toBe('notifications.fanout');
        expect(job.data).toEqual({ notificationId: id, outboxId: owed.id });
        expect(job.opts.attempts).toBeGreaterThan(1);
      } finally {
        await queue.close();
      }
      const list = await admin.get('/admin/notifications').expect(200);
      expect(list.body.notifications[0]).toMatchObject({
        notification_id: id,
        title: 'New training',
        message: 'Watch the new video.',
        recipients: 0,
        read: 0,
        send_email: false,
      });

      // Rows written by the worker are counted (here written directly).
      await t.prisma.notificationRecipient.createMany({
        data: [
          { notification_id: id, tenant_id: jane.tenantId, read_at: new Date() },
          { notification_id: id, tenant_id: sam.tenantId },
        ],
      });
      const counted = await admin.get('/admin/notifications').expect(200);
      expect(counted.body.notifications[0]).toMatchObject({ recipients: 2, read: 1 });
    });
  });

  describe('training', () => {
    let categoryId: string;

    it('manages categories', async () => {
      const created = await admin.post('/admin/training/categories').send({ name: 'Getting started', sort_order: '2' }).expect(201);
      expect(created.body).toMatchObject({
        message: 'Category created',
        category: { name: 'Getting started', sort_order: 2, training_count: 0 },
      });
      categoryId = created.body.category.id;
      await admin.post('/admin/training/categories').send({ name: '  ' }).expect(400);
      const updated = await admin.put(`/admin/training/categories/${categoryId}`).send({ description: 'First steps' }).expect(200);
      expect(updated.body.category).toMatchObject({ id: categoryId, name: 'Getting started', description: 'First steps' });
      const list = await admin.get('/admin/training/categories').expect(200);
      expect(list.body.categories.map((c: { id: string }) => c.id)).toEqual([categoryId]);
      await admin.put(`/admin/training/categories/${ZERO_ID}`).send({ name: 'x' }).expect(404);
    });

    it('creates, lists, updates and deletes trainings with files', async () => {
      const created = await admin
        .post('/admin/training')
        .field('title', 'Welcome call')
        .field('description', 'How to run it')
        .field('content', '<p>Hello<script>alert(1)</script></p>')
        .field('video_url', 'https://video.example.com/1')
        .field('category_id', categoryId)
        .field('is_published', 'false')
        .attach('image', PNG, 'cover.png')
        .attach('file', PDF, 'guide.pdf')
        .expect(201);
      const training = created.body.training;
      expect(training).toMatchObject({
        title: 'Welcome call',
        content: '<p>Hello</p>',
        is_published: false,
        category_id: categoryId,
        category_name: 'Getting started',
        image: expect.stringMatching(/^\/uploads\/.+\.png$/),
        file: expect.stringMatching(/^\/uploads\/.+\.pdf$/),
      });
      expect(storedFiles(uploadDir).sort()).toEqual([training.image, training.file].sort());

      const list = await admin.get('/admin/training').expect(200);
      expect(list.body.trainings).toEqual([expect.objectContaining({ id: training.id, category_name: 'Getting started' })]);
      expect(Object.keys(list.body.trainings[0]).sort()).toEqual(
        [
          'id',
          'title',
          'description',
          'content',
          'video_url',
          'file',
          'image',
          'is_published',
          'category_id',
          'category_name',
          'created_at',
          'updated_at',
        ].sort(),
      );

      const updated = await admin
        .put(`/admin/training/${training.id}`)
        .field('title', 'Welcome call v2')
        .field('image', '')
        .field('is_published', 'true')
        .expect(200);
      expect(updated.body.training).toMatchObject({ title: 'Welcome call v2', image: null, file: training.file, is_published: true });
      await sweepUploads(t);
      expect(storedFiles(uploadDir)).toEqual([training.file]);

      await admin.post('/admin/training').send({ title: 'x', category_id: ZERO_ID }).expect(400);
      await admin.post('/admin/training').send({ description: 'no title' }).expect(400);
      await admin.post('/admin/training').attach('image', PDF, 'not-an-image.png').field('title', 'x').expect(400);
      await admin.put(`/admin/training/${ZERO_ID}`).send({ title: 'x' }).expect(404);

      await admin.delete(`/admin/training/${training.id}`).expect(200, { message: 'Training deleted' });
      await sweepUploads(t);
      expect(storedFiles(uploadDir)).toEqual([]);
      await admin.delete(`/admin/training/${training.id}`).expect(404);
    });

    it('deleting a category keeps its trainings, with no category; a missing one is 404', async () => {
      const a = await admin.post('/admin/training').send({ title: 'A', category_id: categoryId }).expect(201);
      const b = await admin.post('/admin/training').send({ title: 'B', category_id: categoryId }).expect(201);
      const res = await admin.delete(`/admin/training/categories/${categoryId}`).expect(200);
      expect(res.body).toEqual({ message: 'Category deleted', trainings_uncategorised: 2 });
      for (const id of [a.body.training.id, b.body.training.id]) {
        expect((await t.prisma.training.findUniqueOrThrow({ where: { id } })).category_id).toBeNull();
      }
      const list = await admin.get('/admin/training').expect(200);
      expect(
        list.body.trainings.every(
          (tr: { category_id: unknown; category_name: unknown }) => tr.category_id === null && tr.category_name === null,
        ),
      ).toBe(true);

      const missing = await admin.delete(`/admin/training/categories/${categoryId}`).expect(404);
      expect(missing.body.code).toBe('TRAINING_CATEGORY_NOT_FOUND');
      await admin.delete('/admin/training/categories/not-a-uuid').expect(404);
    });

    it('does not take /admin/training/categories for a training id', async () => {
      const res = await admin.get('/admin/training/categories').expect(200);
      expect(res.body).toHaveProperty('categories');
      await admin.put('/admin/training/categories').send({ title: 'x' }).expect(404);
    });
  });
});
