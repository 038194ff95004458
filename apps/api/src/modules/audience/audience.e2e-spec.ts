import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import request from 'supertest';
import { QUEUES, unsubscribeUrl } from '@ds/jobs';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createTenantWithContent } from '../../testing/content.js';
import { eventually } from '../../testing/eventually.js';

describe('newsletter, leads and contact', () => {
  let t: TestApp;
  let queue: Queue;
  let alpha: Awaited<ReturnType<typeof createTenantWithContent>>;
  const post = (host: string, path: string, body: object) => request(t.http).post(`/api${path}`).set('X-Tenant-Domain', host).send(body);

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_FORM_RATE_LIMIT: '1000' });
    queue = new Queue(QUEUES.mail, { connection: { url: t.config.REDIS_URL }, prefix: t.prefix });
    alpha = await createTenantWithContent(t.prisma, 'alpha');
    await createTenantWithContent(t.prisma, 'bravo');
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  const jobsOfKind = async (kind: string) => (await queue.getJobs(['waiting', 'delayed'])).filter((j) => (j.data as { kind: string }).kind === kind);

  describe('POST /newsletters/subscribe', () => {
    it('subscribes on a storefront and queues the welcome email', async () => {
      const res = await post('alpha.localhost', '/newsletters/subscribe', { email: ' Fan@Example.com ' }).expect(201);
      expect(res.body).toEqual({ message: 'Subscription successful!' });
      const rows = await t.prisma.subscriber.findMany({ where: { tenant_id: alpha.tenant.id } });
      expect(rows.map((r) => r.email)).toEqual(['fan@example.com']);
      // Owed in the outbox with the subscriber, and queued at once under the row's id.
      const owed = await t.prisma.outboxMessage.findMany({ where: { name: 'mail.autoresponder', tenant_id: alpha.tenant.id } });
      expect(owed.map((o) => o.payload)).toEqual([{ kind: 'subscriber-welcome', tenantId: alpha.tenant.id, subscriberId: rows[0].id }]);
      await eventually(async () =>
        expect((await jobsOfKind('subscriber-welcome')).map((j) => j.data)).toEqual([
          { kind: 'subscriber-welcome', tenantId: alpha.tenant.id, subscriberId: rows[0].id, outboxId: owed[0].id },
        ]),
      );
    });

    it('answers a repeat kindly without a second record', async () => {
      const res = await post('alpha.localhost', '/newsletters/subscribe', { email: 'fan@example.com' }).expect(200);
      expect(res.body.message).toMatch(/successful/);
      expect(await t.prisma.subscriber.count({ where: { tenant_id: alpha.tenant.id } })).toBe(1);
    });

    it('keeps tenants apart: the same email on another storefront is another subscriber', async () => {
      await post('bravo.localhost', '/newsletters/subscribe', { email: 'fan@example.com' }).expect(201);
      expect(await t.prisma.subscriber.count({ where: { email: 'fan@example.com' } })).toBe(2);
    });

    it('joins the platform list on the main domain', async () => {
      await post('localhost', '/newsletters/subscribe', { email: 'prospect@example.com' }).expect(201);
      expect(await t.prisma.platformSubscriber.count({ where: { email: 'prospect@example.com' } })).toBe(1);
    });

    it.each([
      [{ email: '' }, 'Email is required'],
      [{ email: '   ' }, 'Email is required'],
      [{}, 'Email is required'],
      [{ email: 'bad@' }, 'Please enter a valid email address'],
    ])('refuses %j with a clear message', async (body, message) => {
      const res = await post('alpha.localhost', '/newsletters/subscribe', body).expect(400);
      expect(res.body).toMatchObject({ message, details: { email: message } });
    });

    it('accepts a filled honeypot silently and stores nothing', async () => {
      await post('alpha.localhost', '/newsletters/subscribe', { email: 'bot@example.com', website: 'http://spam' }).expect(201, { message: 'Subscription successful!' });
      expect(await t.prisma.subscriber.count({ where: { email: 'bot@example.com' } })).toBe(0);
    });

    it('answers STORE_NOT_FOUND on an unknown storefront', async () => {
      const res = await post('nobody.localhost', '/newsletters/subscribe', { email: 'x@example.com' }).expect(404);
      expect(res.body.code).toBe('STORE_NOT_FOUND');
    });

    it('unsubscribes through the signed link and refuses a forged one', async () => {
      const sub = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: alpha.tenant.id } });
      const link = new URL(unsubscribeUrl('http://alpha.localhost:3000', t.config.JWT_SECRET, sub.id));
      const page = await request(t.http).get(`${link.pathname}${link.search}`).expect(200);
      expect(page.text).toContain('You have been unsubscribed');
      expect((await t.prisma.subscriber.findUniqueOrThrow({ where: { id: sub.id } })).unsubscribed_at).not.toBeNull();
      await request(t.http).get(`/api/newsletters/unsubscribe?sid=${sub.id}&sig=forged`).expect(400);
      // One-click (RFC 8058): mail clients POST to the same link.
      await request(t.http).post(`${link.pathname}${link.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      // Subscribing again brings them back.
      await post('alpha.localhost', '/newsletters/subscribe', { email: sub.email }).expect(201);
      expect((await t.prisma.subscriber.findUniqueOrThrow({ where: { id: sub.id } })).unsubscribed_at).toBeNull();
    });
  });

  describe('POST /site/leads', () => {
    const lead = { name: '<b>Bob</b>', email: 'bob@example.com', message: 'Call me <script>alert(1)</script>', phone: '+1 555 0199' };

    it('stores the lead as plain text and queues the distributor notice', async () => {
      await post('alpha.localhost', '/site/leads', lead).expect(201, { message: 'Thank you! Your message has been sent.' });
      const rows = await t.prisma.lead.findMany({ where: { tenant_id: alpha.tenant.id } });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: '<b>Bob</b>', message: 'Call me <script>alert(1)</script>', phone: '+1 555 0199' });
      const owed = await t.prisma.outboxMessage.findUniqueOrThrow({ where: { dedupe_key: `lead-notice:${rows[0].id}` } });
      await eventually(async () =>
        expect((await jobsOfKind('lead-notice')).map((j) => j.data)).toEqual([{ kind: 'lead-notice', tenantId: alpha.tenant.id, leadId: rows[0].id, outboxId: owed.id }]),
      );
    });

    it('does not store the same lead twice', async () => {
      await post('alpha.localhost', '/site/leads', lead).expect(200);
      expect(await t.prisma.lead.count({ where: { tenant_id: alpha.tenant.id } })).toBe(1);
    });

    it('validates fields', async () => {
      const res = await post('alpha.localhost', '/site/leads', { email: 'x' }).expect(400);
      expect(Object.keys(res.body.details).sort()).toEqual(['email', 'message', 'name']);
    });

    it('drops honeypot submissions', async () => {
      await post('alpha.localhost', '/site/leads', { ...lead, message: 'spam', website: 'x' }).expect(201);
      expect(await t.prisma.lead.count({ where: { message: 'spam' } })).toBe(0);
    });
  });

  describe('POST /contact', () => {
    it('stores the landing contact message for admins', async () => {
      const res = await post('localhost', '/contact', { name: 'Pat', email: 'pat@example.com', message: 'Tell me more' }).expect(201);
      expect(res.body).toEqual({ message: "Thank you for contacting us. We'll respond shortly." });
      expect(await t.prisma.contactMessage.count({ where: { email: 'pat@example.com' } })).toBe(1);
      await post('localhost', '/contact', { name: 'Pat', email: 'pat@example.com', message: 'Tell me more' }).expect(200);
      expect(await t.prisma.contactMessage.count({ where: { email: 'pat@example.com' } })).toBe(1);
    });
  });
});

describe('public form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await createTenantWithContent(t.prisma, 'alpha');
  });
  afterAll(() => t.close());

  it('answers 429 to 30 rapid submissions from one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await request(t.http).post('/api/newsletters/subscribe').set('X-Tenant-Domain', 'alpha.localhost').send({ email: `n${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const res = await request(t.http).post('/api/newsletters/subscribe').set('X-Tenant-Domain', 'alpha.localhost').send({ email: 'late@example.com' }).expect(429);
    expect(res.body).toEqual({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
