import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

jest.setTimeout(60_000);

describe('admin campaign policy and fleet view', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let adminToken: string;
  const as = (token: string) => ({
    get: (p: string) => request(t.http).get(`/api${p}`).set('Authorization', `Bearer ${token}`),
    put: (p: string) => request(t.http).put(`/api${p}`).set('Authorization', `Bearer ${token}`),
    post: (p: string) => request(t.http).post(`/api${p}`).set('Authorization', `Bearer ${token}`),
  });

  beforeAll(async () => {
    t = await startTestApp({ CAMPAIGN_DAILY_QUOTA: '2000' });
    [jane, sam] = [await signUp(t), await signUp(t)];
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    adminToken = (await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200))
      .body.token;

    const campaign = await t.prisma.campaign.create({
      data: { tenant_id: jane.tenantId, subject: 'News', content: '<p>x</p>', status: 'sent' },
    });
    const subs = await Promise.all(
      ['a', 'b', 'c'].map((n) =>
        t.prisma.subscriber.create({
          data: { tenant_id: jane.tenantId, email: `${n}@example.com`, status: n === 'c' ? 'complained' : 'confirmed' },
        }),
      ),
    );
    await t.prisma.campaignRecipient.createMany({
      data: [
        {
          tenant_id: jane.tenantId,
          campaign_id: campaign.id,
          subscriber_id: subs[0].id,
          email: subs[0].email,
          status: 'sent',
          sent_at: new Date(),
        },
        { tenant_id: jane.tenantId, campaign_id: campaign.id, subscriber_id: subs[1].id, email: subs[1].email, status: 'bounced' },
        {
          tenant_id: jane.tenantId,
          campaign_id: campaign.id,
          subscriber_id: subs[2].id,
          email: subs[2].email,
          status: 'sent',
          sent_at: new Date(),
        },
      ],
    });
  });
  afterAll(() => t.close());

  it('refuses distributors (403) and anonymous callers (401) on every route', async () => {
    const routes = ['/admin/campaigns', `/admin/tenants/${jane.tenantId}/campaign-policy`];
    for (const route of routes) {
      await as(jane.token).get(route).expect(403);
      await request(t.http).get(`/api${route}`).expect(401);
    }
    await as(jane.token).put(`/admin/tenants/${jane.tenantId}/campaign-policy`).send({ paused: false }).expect(403);
    await as(sam.token).put(`/admin/tenants/${jane.tenantId}/campaign-policy`).send({ daily_quota: 999_999 }).expect(403);
    expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).campaign_daily_quota).toBeNull();
  });

  it('lists volume, bounces and complaints per distributor', async () => {
    const res = await as(adminToken).get('/admin/campaigns?page=1&limit=10').expect(200);
    expect(res.body.total).toBe(1);
    expect(res.body.distributors[0]).toMatchObject({
      tenant_id: jane.tenantId,
      subdomain: jane.subdomain,
      campaigns: 1,
      active: 0,
      sent_today: 2,
      sent_30d: 2,
      bounced_30d: 1,
      complaints: 1,
      daily_quota: null,
      effective_quota: 2000,
      paused: false,
      paused_at: null,
    });
  });

  it('sets and clears a quota, pauses and resumes sending', async () => {
    const set = await as(adminToken)
      .put(`/admin/tenants/${sam.tenantId}/campaign-policy`)
      .send({ daily_quota: 50, paused: true })
      .expect(200);
    expect(set.body).toMatchObject({ tenant_id: sam.tenantId, daily_quota: 50, effective_quota: 50, paused: true, sent_today: 0 });
    const pausedAt = set.body.paused_at;
    expect(pausedAt).toEqual(expect.any(String));
    // Pausing again keeps the first time; the fleet view now lists Sam (a policy of their own).
    expect(
      (await as(adminToken).put(`/admin/tenants/${sam.tenantId}/campaign-policy`).send({ paused: true }).expect(200)).body.paused_at,
    ).toBe(pausedAt);
    expect((await as(adminToken).get('/admin/campaigns').expect(200)).body.total).toBe(2);

    const cleared = await as(adminToken)
      .put(`/admin/tenants/${sam.tenantId}/campaign-policy`)
      .send({ daily_quota: null, paused: false })
      .expect(200);
    expect(cleared.body).toMatchObject({ daily_quota: null, effective_quota: 2000, paused: false, paused_at: null });
    expect((await as(adminToken).get(`/admin/tenants/${sam.tenantId}/campaign-policy`).expect(200)).body).toEqual(cleared.body);
  });

  it("shows the guard's pause and lets only an admin resume it, for that distributor alone", async () => {
    const reason =
      'Sending paused automatically: 0.5 % of your recent campaign emails were reported as spam (the limit is 0.3 %). ' +
      'An administrator will review your list and resume sending.';
    const pausedAt = new Date(Date.now() - 60_000);
    for (const id of [jane.tenantId, sam.tenantId]) {
      await t.prisma.tenant.update({ where: { id }, data: { campaigns_guard_paused_at: pausedAt, campaigns_guard_reason: reason } });
    }
    const shown = (await as(adminToken).get(`/admin/tenants/${jane.tenantId}/campaign-policy`).expect(200)).body;
    expect(shown).toMatchObject({ guard_paused: true, guard_paused_at: pausedAt.toISOString(), guard_reason: reason });
    const fleet = (await as(adminToken).get('/admin/campaigns').expect(200)).body.distributors;
    expect(fleet.find((d: { tenant_id: string }) => d.tenant_id === jane.tenantId)).toMatchObject({
      guard_paused: true,
      guard_reason: reason,
    });

    // Distributors may not lift it, on their own tenant or another's; anonymous callers neither.
    await as(jane.token).post(`/admin/tenants/${jane.tenantId}/campaign-guard/resume`).expect(403);
    await as(sam.token).post(`/admin/tenants/${jane.tenantId}/campaign-guard/resume`).expect(403);
    await request(t.http).post(`/api/admin/tenants/${jane.tenantId}/campaign-guard/resume`).expect(401);
    expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).campaigns_guard_paused_at).toEqual(pausedAt);

    const resumed = await as(adminToken).post(`/admin/tenants/${jane.tenantId}/campaign-guard/resume`).expect(200);
    expect(resumed.body).toMatchObject({ tenant_id: jane.tenantId, guard_paused: false, guard_paused_at: null, guard_reason: null });
    const jane1 = await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } });
    expect(jane1.campaigns_guard_resumed_at).toBeInstanceOf(Date);
    // A second click changes nothing (the guard's count keeps starting at the first resume).
    await as(adminToken).post(`/admin/tenants/${jane.tenantId}/campaign-guard/resume`).expect(200);
    expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).campaigns_guard_resumed_at).toEqual(
      jane1.campaigns_guard_resumed_at,
    );
    // The other distributor stays paused.
    const sam1 = await t.prisma.tenant.findUniqueOrThrow({ where: { id: sam.tenantId } });
    expect(sam1).toMatchObject({ campaigns_guard_paused_at: pausedAt, campaigns_guard_reason: reason, campaigns_guard_resumed_at: null });
    expect((await as(adminToken).get(`/admin/tenants/${sam.tenantId}/campaign-policy`).expect(200)).body.guard_paused).toBe(true);

    await as(adminToken).post('/admin/tenants/00000000-0000-0000-0000-000000000000/campaign-guard/resume').expect(404);
    expect((await as(adminToken).post('/admin/tenants/not-a-tenant/campaign-guard/resume').expect(404)).body).toMatchObject({
      message: 'Tenant not found',
    });
  });

  it('answers bad input with 400 naming the field, and an unknown distributor with 404', async () => {
    for (const body of [{ daily_quota: -1 }, { daily_quota: 1.5 }, { daily_quota: '10' }, { daily_quota: 10_000_000 }]) {
      const res = await as(adminToken).put(`/admin/tenants/${sam.tenantId}/campaign-policy`).send(body).expect(400);
      expect(res.body.details).toHaveProperty('daily_quota');
    }
    expect(
      (await as(adminToken).put(`/admin/tenants/${sam.tenantId}/campaign-policy`).send({ paused: 'yes' }).expect(400)).body.details,
    ).toHaveProperty('paused');
    await as(adminToken).get('/admin/tenants/00000000-0000-0000-0000-000000000000/campaign-policy').expect(404);
    await as(adminToken).put('/admin/tenants/00000000-0000-0000-0000-000000000000/campaign-policy').send({ paused: true }).expect(404);
    expect((await as(adminToken).get('/admin/campaigns?limit=0').expect(400)).body.details).toHaveProperty('limit');
  });

  it("counts 'sent today' as the quota does: sent today plus being sent now, in both views", async () => {
    const DAY = 86_400_000;
    const sending = await t.prisma.campaign.create({
      data: { tenant_id: sam.tenantId, subject: 'Now', content: '<p>x</p>', status: 'sending' },
    });
    const old = await t.prisma.campaign.create({ data: { tenant_id: sam.tenantId, subject: 'Then', content: '<p>x</p>', status: 'sent' } });
    const subs = await Promise.all(
      ['d', 'e', 'f'].map((n) =>
        t.prisma.subscriber.create({ data: { tenant_id: sam.tenantId, email: `${n}@example.com`, status: 'confirmed' } }),
      ),
    );
    await t.prisma.campaignRecipient.createMany({
      data: [
        {
          tenant_id: sam.tenantId,
          campaign_id: sending.id,
          subscriber_id: subs[0].id,
          email: subs[0].email,
          status: 'sent',
          sent_at: new Date(),
        },
        { tenant_id: sam.tenantId, campaign_id: sending.id, subscriber_id: subs[1].id, email: subs[1].email, status: 'sending' },
        // Sent yesterday: another day's quota.
        {
          tenant_id: sam.tenantId,
          campaign_id: old.id,
          subscriber_id: subs[2].id,
          email: subs[2].email,
          status: 'sent',
          sent_at: new Date(Date.now() - 2 * DAY),
        },
      ],
    });
    expect((await as(adminToken).get(`/admin/tenants/${sam.tenantId}/campaign-policy`).expect(200)).body.sent_today).toBe(2);
    const fleet = (await as(adminToken).get('/admin/campaigns').expect(200)).body.distributors;
    expect(fleet.find((d: { tenant_id: string }) => d.tenant_id === sam.tenantId)).toMatchObject({ sent_today: 2, active: 1 });
    expect(fleet.find((d: { tenant_id: string }) => d.tenant_id === jane.tenantId)).toMatchObject({ sent_today: 2 });
  });
});
