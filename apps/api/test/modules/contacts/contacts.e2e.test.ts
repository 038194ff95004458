import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

// Each suite boots the app on its own database and signs users up (argon2): give it room on a busy machine.
jest.setTimeout(60_000);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('contacts (docs/product.md "Contacts")', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;

  const as = (who: SignedUp, tenantId = who.tenantId) => {
    const base = `/api/tenants/${tenantId}/contacts`;
    const auth = (r: request.Test) => r.set('Authorization', `Bearer ${who.token}`);
    return {
      get: (p = '') => auth(request(t.http).get(base + p)),
      patch: (p: string) => auth(request(t.http).patch(base + p)),
      post: (p: string) => auth(request(t.http).post(base + p)),
    };
  };
  const site = (who: SignedUp, path: string, body: object) =>
    request(t.http).post(`/api${path}`).set('X-Tenant-Domain', `${who.subdomain}.localhost`).send(body);
  const contactOf = (who: SignedUp, email: string) => t.prisma.contact.findFirstOrThrow({ where: { tenant_id: who.tenantId, email } });

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_FORM_RATE_LIMIT: '1000' });
    [jane, sam] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  it('makes one contact of a lead and a subscription of one person, in the same transaction as each', async () => {
    await site(jane, '/site/leads', { name: 'Ann Lee', email: 'Ann@Example.com', phone: '+1 555 0100', message: 'Starter pack?' }).expect(
      201,
    );
    await site(jane, '/newsletters/subscribe', { email: 'ann@example.com', source: 'newsletters-page' }).expect(201);
    await site(jane, '/site/leads', { name: 'Ann', email: 'ann@example.com', message: 'Second question', send_updates: true }).expect(201);
    await site(jane, '/newsletters/subscribe', { email: 'bob@example.com' }).expect(201);
    await site(sam, '/site/leads', { name: 'Ann S', email: 'ann@example.com', message: 'Hi Sam' }).expect(201);

    expect(await t.prisma.contact.count({ where: { tenant_id: jane.tenantId } })).toBe(2);
    const ann = await contactOf(jane, 'ann@example.com');
    // The first name and phone stay; later forms do not overwrite them.
    expect(ann).toMatchObject({ name: 'Ann Lee', phone: '+1 555 0100', source: 'lead form', status: 'new', tags: [] });
    expect(await t.prisma.contactActivity.count({ where: { contact_id: ann.id, kind: 'lead' } })).toBe(2);
    const subscriber = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'ann@example.com' } });
    expect(subscriber.contact_id).toBe(ann.id);
    expect((await contactOf(jane, 'bob@example.com')).source).toBe('footer');
    expect((await contactOf(sam, 'ann@example.com')).id).not.toBe(ann.id);
  });

  it('lists contacts with search, filters, sorting and pages', async () => {
    const list = await as(jane).get().expect(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(list.body.contacts[0]).toEqual({
      id: expect.any(String),
      email: 'bob@example.com',
      name: null,
      phone: null,
      status: 'new',
      tags: [],
      follow_up_on: null,
      source: 'footer',
      subscription_status: 'pending',
      created_at: expect.any(String),
      last_activity_at: expect.any(String),
    });
    const emails = async (query: string) =>
      ((await as(jane).get(query).expect(200)).body.contacts as { email: string }[]).map((c) => c.email);
    expect(await emails('?search=LEE')).toEqual(['ann@example.com']);
    expect(await emails('?search=0100')).toEqual(['ann@example.com']);
    expect(await emails('?search=%25')).toEqual([]);
    expect(await emails('?source=footer')).toEqual(['bob@example.com']);
    expect(await emails('?sort=name')).toEqual(['ann@example.com', 'bob@example.com']);
    expect(await emails('?sort=oldest')).toEqual(['ann@example.com', 'bob@example.com']);
    expect((await as(jane).get('?page=2&limit=1').expect(200)).body).toMatchObject({ total: 2, page: 2, limit: 1, contacts: [{}] });
    for (const [query, field] of [
      ['?status=vip', 'status'],
      ['?due=tomorrow', 'due'],
      ['?sort=random', 'sort'],
      ['?limit=101', 'limit'],
      ['?page=0', 'page'],
    ]) {
      expect((await as(jane).get(query).expect(400)).body.details).toHaveProperty(field);
    }
  });

  it('counts a large list exactly up to the next thousand past the page, and says when there are more', async () => {
    const kim = await signUp(t);
    await t.prisma.contact.createMany({
      data: Array.from({ length: 1030 }, (_, i) => ({
        tenant_id: kim.tenantId,
        email: `person${i}@example.com`,
        name: i === 7 ? 'ΟΔΟΣ Chloé İnce' : i % 2 ? 'Odd Person' : null,
        status: i < 5 ? ('customer' as const) : ('new' as const),
      })),
    });
    const page = async (query: string) => (await as(kim).get(query).expect(200)).body as Record<string, unknown> & { contacts: unknown[] };
    expect(await page('')).toMatchObject({ total: 1000, total_exact: false, page: 1, limit: 20 });
    // Page 50 ends at row 1,000: the count goes on to 2,000 and finds them all.
    expect(await page('?page=50')).toMatchObject({ total: 1030, total_exact: true, page: 50 });
    // The last page is not full: it ends the list, so its total needs no count.
    const last = await page('?page=52');
    expect(last).toMatchObject({ total: 1030, total_exact: true });
    expect(last.contacts).toHaveLength(10);
    expect(await page('?page=60')).toMatchObject({ total: 1030, total_exact: true, contacts: [] });
    expect(await page('?status=customer&limit=2')).toMatchObject({ total: 5, total_exact: true });
    expect(await page('?search=odd%20PERSON&limit=100&page=2')).toMatchObject({ total: 514, total_exact: true });
    // The search lower-cases the term one letter at a time, as PostgreSQL wrote the searched text.
    for (const term of ['ΟΔΟΣ', 'οδοσ', 'CHLOÉ', 'İNCE', 'ince']) {
      expect(await page(`?search=${encodeURIComponent(term)}`)).toMatchObject({ total: 1, total_exact: true });
    }
  });

  it('changes status, tags, follow-up date, name and phone; a status change is on the timeline', async () => {
    // Jane's days here are UTC's (`day` counts them so); a zone's own day is the next test's.
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { time_zone: 'UTC' } });
    const ann = await contactOf(jane, 'ann@example.com');
    const res = await as(jane)
      .patch(`/${ann.id}`)
      .send({ status: 'prospect', tags: [' Starter ', 'starter', 'VIP'], follow_up_on: day(0), phone: '+1 555 0111' })
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'prospect',
      tags: ['starter', 'vip'],
      follow_up_on: day(0),
      phone: '+1 555 0111',
      name: 'Ann Lee',
    });
    expect(res.body.timeline[0]).toEqual({
      kind: 'status_change',
      at: expect.any(String),
      text: null,
      from_status: 'new',
      to_status: 'prospect',
      subject: null,
    });
    const change = await t.prisma.contactActivity.findFirstOrThrow({ where: { contact_id: ann.id, kind: 'status_change' } });
    expect(change.user_id).toBe(jane.userId);
    // The same status again is no change.
    await as(jane).patch(`/${ann.id}`).send({ status: 'prospect' }).expect(200);
    expect(await t.prisma.contactActivity.count({ where: { contact_id: ann.id, kind: 'status_change' } })).toBe(1);

    const emails = async (query: string) =>
      ((await as(jane).get(query).expect(200)).body.contacts as { email: string }[]).map((c) => c.email);
    expect(await emails('?status=prospect')).toEqual(['ann@example.com']);
    expect(await emails('?tag=VIP')).toEqual(['ann@example.com']);
    expect(await emails('?due=today')).toEqual(['ann@example.com']);
    expect(await emails('?due=overdue')).toEqual([]);
    expect(await emails('?sort=follow_up')).toEqual(['ann@example.com', 'bob@example.com']);
    await as(jane)
      .patch(`/${ann.id}`)
      .send({ follow_up_on: day(-2) })
      .expect(200);
    expect(await emails('?due=overdue')).toEqual(['ann@example.com']);
    expect(await emails('?due=today')).toEqual([]);
    expect((await as(jane).patch(`/${ann.id}`).send({ follow_up_on: null, name: '' }).expect(200)).body).toMatchObject({
      follow_up_on: null,
      name: null,
    });
  });

  it("counts 'due today' and 'overdue' on the distributor's clock (their time zone), as the daily digest does", async () => {
    // The API has no clock to move: the test takes a zone whose day is not UTC's now and is the same a quarter
    // of an hour either side (Seoul from 15:15 UTC, else Kiritimati at UTC+14 or UTC-12), so it holds whenever
    // it runs.
    const now = Date.now();
    const dayIn = (timeZone: string, at = now) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
    const utcToday = dayIn('UTC');
    const zone = ['Asia/Seoul', 'Pacific/Kiritimati', 'Etc/GMT+12'].find(
      (z) => dayIn(z) !== utcToday && dayIn(z, now - 900_000) === dayIn(z) && dayIn(z, now + 900_000) === dayIn(z),
    );
    if (!zone) throw new Error('no zone off UTC by a day now');
    const localToday = dayIn(zone);
    const kim = await signUp(t);
    await t.prisma.tenant.update({ where: { id: kim.tenantId }, data: { time_zone: zone } });
    await t.prisma.contact.createMany({
      data: [
        { tenant_id: kim.tenantId, email: 'local-today@example.com', follow_up_on: new Date(`${localToday}T00:00:00Z`) },
        { tenant_id: kim.tenantId, email: 'utc-today@example.com', follow_up_on: new Date(`${utcToday}T00:00:00Z`) },
      ],
    });
    const emails = async (query: string) =>
      ((await as(kim).get(query).expect(200)).body.contacts as { email: string }[]).map((c) => c.email);

    // Ahead of UTC (Seoul, Kiritimati) UTC's today is the distributor's yesterday: overdue. Behind it (UTC-12)
    // it is their tomorrow: neither, while their today is UTC's yesterday.
    expect(await emails('?due=today')).toEqual(['local-today@example.com']);
    expect(await emails('?due=overdue')).toEqual(localToday > utcToday ? ['utc-today@example.com'] : []);
    // The dashboard's "Follow up today" card asks the same (five by name, and the overdue count).
    expect((await as(kim).get('?due=today&sort=name&limit=5').expect(200)).body).toMatchObject({ total: 1, total_exact: true });

    // The same contacts on UTC's clock: the other one is due today.
    await t.prisma.tenant.update({ where: { id: kim.tenantId }, data: { time_zone: 'UTC' } });
    expect(await emails('?due=today')).toEqual(['utc-today@example.com']);
    expect(await emails('?due=overdue')).toEqual(localToday < utcToday ? ['local-today@example.com'] : []);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const ann = await contactOf(jane, 'ann@example.com');
    for (const [body, field] of [
      [{ status: 'vip' }, 'status'],
      [{ follow_up_on: '2026-02-30' }, 'follow_up_on'],
      [{ follow_up_on: 'tomorrow' }, 'follow_up_on'],
      [{ tags: 'vip' }, 'tags'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
      [{ tags: ['x'.repeat(41)] }, 'tags'],
      [{ phone: 'call me' }, 'phone'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ status: 'customer', phone: 'nope' }, 'phone'],
    ] as const) {
      const res = await as(jane).patch(`/${ann.id}`).send(body).expect(400);
      expect(res.body).toMatchObject({ message: expect.any(String), details: expect.objectContaining({ [field]: expect.any(String) }) });
    }
    expect((await contactOf(jane, 'ann@example.com')).status).toBe('prospect');
    expect((await as(jane).post(`/${ann.id}/notes`).send({ text: '  ' }).expect(400)).body.details).toHaveProperty('text');
    await as(jane).get('/not-an-id').expect(404);
  });

  it('adds timestamped notes; the timeline has leads, subscription events, notes and status changes', async () => {
    const ann = await contactOf(jane, 'ann@example.com');
    const res = await as(jane).post(`/${ann.id}/notes`).send({ text: 'Called Tuesday, wants the starter pack' }).expect(201);
    expect(res.body.notes).toEqual([
      { id: expect.any(String), text: 'Called Tuesday, wants the starter pack', created_at: expect.any(String) },
    ]);
    const detail = (await as(jane).get(`/${ann.id}`).expect(200)).body;
    expect(detail.subscription).toMatchObject({ status: 'pending', consent: { source: 'newsletters page' } });
    const kinds = (detail.timeline as { kind: string; text: string | null }[]).map((e) => [e.kind, e.text]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['note', 'Called Tuesday, wants the starter pack'],
        ['status_change', null],
        ['lead', 'Starter pack?'],
        ['lead', 'Second question'],
        ['subscribed', 'newsletters page'],
      ]),
    );
    expect(kinds[0]).toEqual(['note', 'Called Tuesday, wants the starter pack']);
  });

  it('exports everything held about the person as JSON', async () => {
    const ann = await contactOf(jane, 'ann@example.com');
    const res = await as(jane).get(`/${ann.id}/export`).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="contact.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      contact: { id: ann.id, email: 'ann@example.com', status: 'prospect', tags: ['starter', 'vip'] },
      notes: [{ text: 'Called Tuesday, wants the starter pack' }],
      status_changes: [{ from_status: 'new', to_status: 'prospect' }],
      subscription: { email: 'ann@example.com', status: 'pending', consent: { source: 'newsletters page' } },
      campaign_emails: [],
    });
    // Both leads, the mixed-case one included, with their phone and message.
    expect(res.body.leads.map((l: { email: string; message: string }) => [l.email, l.message])).toEqual([
      ['ann@example.com', 'Starter pack?'],
      ['ann@example.com', 'Second question'],
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Hi Sam');
  });

  it("refuses another distributor's token on every contacts route, and another tenant's contact is not found", async () => {
    const ann = await contactOf(jane, 'ann@example.com');
    const intruder = as(sam, jane.tenantId);
    const before = await t.prisma.contact.findUniqueOrThrow({ where: { id: ann.id } });
    for (const res of [
      await intruder.get(),
      await intruder.get(`/${ann.id}`),
      await intruder.get(`/${ann.id}/export`),
      await intruder.patch(`/${ann.id}`).send({ status: 'customer' }),
      await intruder.post(`/${ann.id}/notes`).send({ text: 'Hijacked' }),
    ]) {
      expect(res.status).toBe(403);
    }
    // Through Sam's own tenant, Jane's contact id finds nothing and changes nothing.
    await as(sam).get(`/${ann.id}`).expect(404);
    await as(sam).get(`/${ann.id}/export`).expect(404);
    expect((await as(sam).patch(`/${ann.id}`).send({ status: 'customer' }).expect(404)).body).toMatchObject({
      code: 'CONTACT_NOT_FOUND',
    });
    await as(sam).post(`/${ann.id}/notes`).send({ text: 'Hijacked' }).expect(404);
    expect(await t.prisma.contact.findUniqueOrThrow({ where: { id: ann.id } })).toEqual(before);
    expect(await t.prisma.contactActivity.count({ where: { text: 'Hijacked' } })).toBe(0);
    expect((await as(sam).get().expect(200)).body.contacts.map((c: { email: string }) => c.email)).toEqual(['ann@example.com']);
    await request(t.http).get(`/api/tenants/${jane.tenantId}/contacts`).expect(401);
  });
});
