import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice } from '../../support/backoffice.js';

// Each suite boots the app on its own database and signs users up (argon2): give it room on a busy machine.
jest.setTimeout(60_000);

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

describe('back-office subscribers and leads', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let bo: ReturnType<typeof backOffice>;

  beforeAll(async () => {
    t = await startTestApp();
    [jane, sam] = [await signUp(t), await signUp(t)];
    bo = backOffice(t, jane, jane.tenantId);
    await t.prisma.subscriber.createMany({
      data: [
        {
          tenant_id: jane.tenantId,
          email: 'ann@example.com',
          created_at: at(1),
          status: 'confirmed',
          confirmed_at: at(10),
          consent_at: at(1),
          consent_host: 'jane.localhost',
          consent_page: '/newsletters',
          consent_ip_hash: 'hash-of-ann',
          source: 'newsletters page',
        },
        { tenant_id: jane.tenantId, email: 'bob@example.org', created_at: at(2), status: 'unsubscribed', unsubscribed_at: at(30) },
        { tenant_id: jane.tenantId, email: '=cmd@evil.example', created_at: at(3) },
        { tenant_id: sam.tenantId, email: 'sams-fan@example.com', created_at: at(4) },
      ],
    });
    await t.prisma.lead.createMany({
      data: [
        { tenant_id: jane.tenantId, name: 'Ann', email: 'ann@example.com', phone: '+1 555', message: 'Call me, please', created_at: at(5) },
        { tenant_id: jane.tenantId, name: '@Mallory', email: 'm@example.com', message: '=HYPERLINK("http://evil")', created_at: at(6) },
        { tenant_id: sam.tenantId, name: 'Other', email: 'o@example.com', message: 'x', created_at: at(7) },
      ],
    });
  });
  afterAll(() => t.close());

  const noConsent = { at: null, host: null, page: null, source: null, ip_hash: null };

  it('lists subscribers newest first with status, consent evidence and total', async () => {
    const res = await bo.get('/subscribers').expect(200);
    expect(res.body).toEqual({
      subscribers: [
        {
          id: expect.any(String),
          email: '=cmd@evil.example',
          created_at: '2026-01-01T12:03:00.000Z',
          status: 'pending',
          confirmed_at: null,
          unsubscribed_at: null,
          consent: noConsent,
        },
        {
          id: expect.any(String),
          email: 'bob@example.org',
          created_at: '2026-01-01T12:02:00.000Z',
          status: 'unsubscribed',
          confirmed_at: null,
          unsubscribed_at: '2026-01-01T12:30:00.000Z',
          consent: noConsent,
        },
        {
          id: expect.any(String),
          email: 'ann@example.com',
          created_at: '2026-01-01T12:01:00.000Z',
          status: 'confirmed',
          confirmed_at: '2026-01-01T12:10:00.000Z',
          unsubscribed_at: null,
          consent: {
            at: '2026-01-01T12:01:00.000Z',
            host: 'jane.localhost',
            page: '/newsletters',
            source: 'newsletters page',
            ip_hash: 'hash-of-ann',
          },
        },
      ],
      total: 3,
      page: 1,
      limit: 20,
    });
  });

  it('searches case-insensitively and pages', async () => {
    expect((await bo.get('/subscribers?search=EXAMPLE.COM').expect(200)).body).toMatchObject({
      total: 1,
      subscribers: [{ email: 'ann@example.com' }],
    });
    const page2 = await bo.get('/subscribers?page=2&limit=2').expect(200);
    expect(page2.body).toMatchObject({ total: 3, page: 2, limit: 2, subscribers: [{ email: 'ann@example.com' }] });
    expect((await bo.get('/subscribers?limit=500').expect(400)).body.details).toHaveProperty('limit');
    expect((await bo.get('/subscribers?page=0').expect(400)).body.details).toHaveProperty('page');
  });

  it('exports subscribers as a CSV download, formulas neutralised', async () => {
    const res = await bo.get('/subscribers/export').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.text.split('\r\n')).toEqual([
      'email,status,subscribed_at,confirmed_at,consent_host,consent_page,source',
      "'=cmd@evil.example,pending,2026-01-01T12:03:00.000Z,,,,",
      'bob@example.org,unsubscribed,2026-01-01T12:02:00.000Z,,,,',
      'ann@example.com,confirmed,2026-01-01T12:01:00.000Z,2026-01-01T12:10:00.000Z,jane.localhost,/newsletters,newsletters page',
      '',
    ]);
    expect(res.text).not.toContain('sams-fan');
  });

  it("shows one subscriber with their campaign history, newest first, and only the tenant's own", async () => {
    const ann = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'ann@example.com' } });
    const [older, newer] = [
      await t.prisma.campaign.create({ data: { tenant_id: jane.tenantId, subject: 'Spring news', content: '<p>Hi</p>', status: 'sent' } }),
      await t.prisma.campaign.create({
        data: { tenant_id: jane.tenantId, subject: 'Summer offers', content: '<p>Hi</p>', status: 'sending' },
      }),
    ];
    await t.prisma.campaignRecipient.create({
      data: {
        tenant_id: jane.tenantId,
        campaign_id: older.id,
        subscriber_id: ann.id,
        email: ann.email,
        status: 'sent',
        sent_at: at(40),
        opened_at: at(41),
        clicked_at: at(42),
        created_at: at(39),
      },
    });
    await t.prisma.campaignRecipient.create({
      data: { tenant_id: jane.tenantId, campaign_id: newer.id, subscriber_id: ann.id, email: ann.email, created_at: at(50) },
    });
    const res = await bo.get(`/subscribers/${ann.id}`).expect(200);
    expect(res.body).toMatchObject({ id: ann.id, email: 'ann@example.com', status: 'confirmed', consent: { host: 'jane.localhost' } });
    expect(res.body.campaigns).toEqual([
      {
        campaign_id: newer.id,
        subject: 'Summer offers',
        delivery: 'queued',
        sent_at: null,
        opened_at: null,
        clicked_at: null,
        unsubscribed_at: null,
      },
      {
        campaign_id: older.id,
        subject: 'Spring news',
        delivery: 'sent',
        sent_at: at(40).toISOString(),
        opened_at: at(41).toISOString(),
        clicked_at: at(42).toISOString(),
        unsubscribed_at: null,
      },
    ]);
    const samsFan = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: sam.tenantId } });
    expect((await bo.get(`/subscribers/${samsFan.id}`).expect(404)).body).toMatchObject({
      message: 'Subscriber not found',
      code: 'SUBSCRIBER_NOT_FOUND',
    });
    await bo.get('/subscribers/not-an-id').expect(404);
  });

  it("refuses another distributor's token on every audience route (403)", async () => {
    const intruder = backOffice(t, sam, jane.tenantId);
    const ann = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'ann@example.com' } });
    for (const path of [
      '/subscribers',
      '/subscribers/export',
      `/subscribers/${ann.id}`,
      '/leads',
      '/leads/export',
      '/lead-message',
      '/subscriber-message',
    ]) {
      const res = await intruder.get(path);
      expect([path, res.status]).toEqual([path, 403]);
    }
    await intruder.put('/lead-message').send({ subject: 'Hijacked' }).expect(403);
    expect(await t.prisma.leadMessage.count()).toBe(0);
  });

  it('saves the lead autoresponder text next to the subscriber message', async () => {
    expect((await bo.get('/lead-message').expect(200)).body).toEqual({ subject: '', body: '', enabled: true, updated_at: null });
    await bo.put('/lead-message').send({ subject: 'Thanks for writing', body: 'Hi {name}, talk soon.' }).expect(200);
    expect((await bo.get('/lead-message').expect(200)).body).toMatchObject({
      subject: 'Thanks for writing',
      body: 'Hi {name}, talk soon.',
      enabled: true,
    });
    expect(
      (
        await bo
          .put('/lead-message')
          .send({ subject: 'x'.repeat(201) })
          .expect(400)
      ).body.details,
    ).toHaveProperty('subject');
    // JSON null on a later save clears a text (blank sends the default copy) and keeps the switch, never a 500.
    await bo.put('/lead-message').send({ body: null, enabled: null }).expect(200);
    expect((await bo.get('/lead-message').expect(200)).body).toMatchObject({ subject: 'Thanks for writing', body: '', enabled: true });
  });

  it('lists and searches leads', async () => {
    const res = await bo.get('/leads').expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.leads[1]).toEqual({
      id: expect.any(String),
      name: 'Ann',
      email: 'ann@example.com',
      phone: '+1 555',
      message: 'Call me, please',
      created_at: '2026-01-01T12:05:00.000Z',
    });
    expect((await bo.get('/leads?search=call').expect(200)).body.leads.map((l: { name: string }) => l.name)).toEqual(['Ann']);
  });

  it('exports leads as CSV with quoting and formula escaping', async () => {
    const res = await bo.get('/leads/export').expect(200);
    expect(res.headers['content-disposition']).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.text.split('\r\n')).toEqual([
      'name,email,phone,message,created_at',
      `'@Mallory,m@example.com,,"'=HYPERLINK(""http://evil"")",2026-01-01T12:06:00.000Z`,
      'Ann,ann@example.com,\'+1 555,"Call me, please",2026-01-01T12:05:00.000Z',
      '',
    ]);
  });
});
