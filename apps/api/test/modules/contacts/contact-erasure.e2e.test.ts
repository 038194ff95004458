import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { Database } from '@ds/db';
import { confirmationToken, isSuppressed, suppressionHashes } from '@ds/mail-identity';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

jest.setTimeout(90_000);

const EMAIL = 'erin.erasable@example.com';
const NAME = 'Erin Erasable';
const PHONE = '+1 555 0177';
const MESSAGE = 'Please call me about the Zephyrine starter pack';

/**
 * The right to erasure (docs/privacy.md "Access and erasure") on real PostgreSQL: a person with a lead, a
 * confirmed subscription with its consent evidence, notes, tags, a campaign email opened and clicked, a
 * sequence enrolment with a delivery and outbox rows naming them is erased; then every text, varchar, json,
 * jsonb and array column of every table is searched for their email, phone, name and message.
 */
describe('contact erasure (docs/privacy.md)', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let contactId: string;
  let campaignId: string;
  let subscriberId: string;
  let leadId: string;

  const api = (who: SignedUp, tenantId = who.tenantId) => {
    const base = `/api/tenants/${tenantId}/contacts`;
    const auth = (r: request.Test) => r.set('Authorization', `Bearer ${who.token}`);
    return {
      get: (p = '') => auth(request(t.http).get(base + p)),
      post: (p: string) => auth(request(t.http).post(base + p)),
      patch: (p: string) => auth(request(t.http).patch(base + p)),
      delete: (p: string) => auth(request(t.http).delete(base + p)),
    };
  };
  const site = (who: SignedUp, path: string, body: object) =>
    request(t.http).post(`/api${path}`).set('X-Tenant-Domain', `${who.subdomain}.localhost`).send(body);

  /** Every table and column of the text-like types; each cast to text and searched case-insensitively. */
  async function searchEverywhere(needles: string[]): Promise<{ tables: number; columns: number; found: string[] }> {
    const columns = await t.prisma.$queryRaw<{ table_name: string; column_name: string }[]>`
      SELECT c.table_name::text, c.column_name::text
        FROM information_schema.columns c
        JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'
         AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED', 'tsvector'))
       ORDER BY 1, 2`;
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
      const rows = await t.prisma.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM ${q(table)} WHERE ${q(column)}::text ILIKE ANY($1::text[])`,
        needles.map((n) => `%${n}%`),
      );
      if (Number(rows[0].n)) found.push(`${table}.${column}`);
    }
    return { tables: new Set(columns.map((c) => c.table_name)).size, columns: columns.length, found };
  }

  const campaignCounts = async (id: string) => {
    const rows = await t.prisma.campaignRecipient.findMany({ where: { campaign_id: id } });
    return {
      rows: rows.length,
      sent: rows.filter((r) => r.sent_at).length,
      opened: rows.filter((r) => r.opened_at).length,
      clicked: rows.filter((r) => r.clicked_at).length,
      clicks: await t.prisma.campaignClick.count({ where: { campaign_id: id } }),
    };
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_FORM_RATE_LIMIT: '1000' });
    [jane, sam] = [await signUp(t), await signUp(t)];

    // The person arrives: a lead with a message, a subscription they confirm (consent evidence on it).
    await site(jane, '/site/leads', { name: NAME, email: EMAIL, phone: PHONE, message: MESSAGE }).expect(201);
    await site(jane, '/newsletters/subscribe', { email: EMAIL, source: 'newsletters-page' }).expect(201);
    const subscriber = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: EMAIL } });
    subscriberId = subscriber.id;
    leadId = (await t.prisma.lead.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: EMAIL } })).id;
    await t.prisma.subscriber.update({ where: { id: subscriber.id }, data: { status: 'confirmed', confirmed_at: new Date() } });
    expect(subscriber.consent_at).not.toBeNull();
    const contact = await t.prisma.contact.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: EMAIL } });
    contactId = contact.id;
    await api(jane)
      .post(`/${contactId}/notes`)
      .send({ text: `Called ${NAME} on ${PHONE}` })
      .expect(201);
    await api(jane)
      .patch(`/${contactId}`)
      .send({ tags: ['starter'], status: 'prospect' })
      .expect(200);

    // Someone else on the list, and the same address at another distributor: both stay.
    await site(jane, '/newsletters/subscribe', { email: 'other@example.com' }).expect(201);
    const other = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'other@example.com' } });
    await site(sam, '/site/leads', { name: NAME, email: EMAIL, phone: PHONE, message: 'Hello Sam' }).expect(201);

    // A campaign sent to both, opened and clicked by the person.
    const campaign = await t.prisma.campaign.create({
      data: {
        tenant_id: jane.tenantId,
        subject: 'Spring news',
        content: '<p>Hi</p>',
        status: 'sent',
        sent_at: new Date(),
        recipients_count: 2,
      },
    });
    campaignId = campaign.id;
    const now = new Date();
    const erin = await t.prisma.campaignRecipient.create({
      data: {
        tenant_id: jane.tenantId,
        campaign_id: campaign.id,
        subscriber_id: subscriber.id,
        email: EMAIL,
        status: 'sent',
        sent_at: now,
        opened_at: now,
        clicked_at: now,
        last_error: `450 mailbox busy for <${EMAIL}>`,
      },
    });
    await t.prisma.campaignRecipient.create({
      data: {
        tenant_id: jane.tenantId,
        campaign_id: campaign.id,
        subscriber_id: other.id,
        email: 'other@example.com',
        status: 'sent',
        sent_at: now,
      },
    });
    await t.prisma.campaignClick.create({
      data: { tenant_id: jane.tenantId, campaign_id: campaign.id, recipient_id: erin.id, url: 'https://shop.example/p' },
    });
    // A second campaign still sending: their row is queued.
    const sending = await t.prisma.campaign.create({
      data: { tenant_id: jane.tenantId, subject: 'Summer news', content: '<p>Hi</p>', status: 'sending', recipients_count: 1 },
    });
    await t.prisma.campaignRecipient.create({
      data: { tenant_id: jane.tenantId, campaign_id: sending.id, subscriber_id: subscriber.id, email: EMAIL },
    });

    // A sequence they are in: one email step done, the next one due.
    const sequence = await t.prisma.sequence.create({
      data: { tenant_id: jane.tenantId, name: 'Welcome', trigger_type: 'subscription_confirmed', status: 'active' },
    });
    const [first, second] = await t.prisma.sequenceStep.createManyAndReturn({
      data: [0, 1].map((position) => ({
        tenant_id: jane.tenantId,
        sequence_id: sequence.id,
        position,
        type: 'email' as const,
        wait_amount: position,
        wait_unit: 'days' as const,
        subject: `Welcome ${position}`,
        content: '<p>Hello</p>',
      })),
    });
    const enrolment = await t.prisma.sequenceEnrolment.create({
      data: { tenant_id: jane.tenantId, sequence_id: sequence.id, contact_id: contactId, event_key: `confirmed:${subscriber.id}` },
    });
    await t.prisma.sequenceDelivery.createMany({
      data: [
        {
          tenant_id: jane.tenantId,
          enrolment_id: enrolment.id,
          step_id: first.id,
          status: 'done',
          due_at: now,
          done_at: now,
          opened_at: now,
        },
        { tenant_id: jane.tenantId, enrolment_id: enrolment.id, step_id: second.id, due_at: new Date(Date.now() + 86_400_000) },
      ],
    });

    // The outbox as the worker leaves it: the autoresponder sent to them, the lead notice naming them, one
    // failed with their address in the relay's answer; the confirmation still pending.
    const owed = await t.prisma.outboxMessage.findMany({ where: { tenant_id: jane.tenantId }, orderBy: { created_at: 'asc' } });
    expect(owed.length).toBeGreaterThanOrEqual(3);
    await t.prisma.outboxMessage.update({
      where: { id: owed[0].id },
      data: { status: 'done', recipient: EMAIL, subject: `New lead: ${NAME}` },
    });
    await t.prisma.outboxMessage.update({
      where: { id: owed[1].id },
      data: { status: 'failed', last_error: `550 5.1.1 <${EMAIL}> unknown` },
    });
  });
  afterAll(() => t.close());

  it('exports everything held about the person (the right of access)', async () => {
    const res = await api(jane).get(`/${contactId}/export`).expect(200);
    expect(res.body.contact).toMatchObject({ email: EMAIL, name: NAME, phone: PHONE, tags: ['starter'], status: 'prospect' });
    expect(res.body.leads).toEqual([expect.objectContaining({ message: MESSAGE })]);
    expect(res.body.notes).toEqual([expect.objectContaining({ text: `Called ${NAME} on ${PHONE}` })]);
    expect(res.body.subscription).toMatchObject({ status: 'confirmed', consent: { host: expect.any(String) } });
    expect(res.body.campaign_emails).toHaveLength(2);
    expect(res.body.campaign_clicks).toEqual([expect.objectContaining({ campaign_id: campaignId, url: 'https://shop.example/p' })]);
    expect(res.body.sequences).toEqual([
      expect.objectContaining({
        name: 'Welcome',
        status: 'active',
        steps: [
          expect.objectContaining({ subject: 'Welcome 0', status: 'done', opened_at: expect.any(String) }),
          expect.objectContaining({ subject: 'Welcome 1', status: 'pending' }),
        ],
      }),
    ]);
  });

  it("refuses another tenant's token and leaves the person untouched", async () => {
    await api(sam, jane.tenantId).delete(`/${contactId}`).expect(403);
    // Sam's own contacts do not hold Jane's contact id.
    await api(sam).delete(`/${contactId}`).expect(404);
    expect(await t.prisma.contact.count({ where: { id: contactId } })).toBe(1);
  });

  it('erases the person in one transaction: nothing of them is found in any column of any table', async () => {
    const needles = [EMAIL, PHONE, NAME, MESSAGE, 'Erasable'];
    // The search finds them where they are held before the erasure (it is not blind).
    expect((await searchEverywhere(needles)).found).toEqual(
      expect.arrayContaining([
        'campaign_recipients.email',
        'campaign_recipients.last_error',
        'contact_activities.text',
        'contacts.email',
        'contacts.search_text',
        'leads.message',
        'outbox.last_error',
        'outbox.recipient',
        'outbox.subject',
        'subscribers.email',
      ]),
    );
    const before = await campaignCounts(campaignId);
    const res = await api(jane).delete(`/${contactId}`).expect(200);
    expect(res.body).toEqual({ erasure_id: expect.any(String), erased_at: expect.any(String), counts: expect.any(Object) });
    expect(res.body.counts).toMatchObject({
      leads: 1,
      subscribers: 1,
      contacts: 1,
      campaign_recipients_anonymised: 2,
      campaign_recipients_skipped: 1,
      sequence_enrolments_exited: 1,
      sequence_enrolments_anonymised: 1,
    });
    expect(res.body.counts.outbox_cancelled).toBeGreaterThanOrEqual(1);
    expect(res.body.counts.outbox_scrubbed).toBeGreaterThanOrEqual(2);

    // The campaign keeps its anonymous counts.
    expect(await campaignCounts(campaignId)).toEqual(before);
    // The sequence ledger stays, anonymous: the due step is skipped, the enrolment exited.
    const enrolment = await t.prisma.sequenceEnrolment.findFirstOrThrow({ where: { tenant_id: jane.tenantId } });
    expect(enrolment).toMatchObject({ contact_id: null, status: 'exited', exit_reason: 'erased' });
    expect(
      (await t.prisma.sequenceDelivery.findMany({ where: { enrolment_id: enrolment.id }, orderBy: { due_at: 'asc' } })).map(
        (d) => d.status,
      ),
    ).toEqual(['done', 'skipped']);
    // Nothing owed to them is still waiting.
    const waiting = await t.prisma.outboxMessage.findMany({ where: { tenant_id: jane.tenantId, status: 'pending' } });
    expect(waiting.filter((o) => JSON.stringify(o.payload).includes(subscriberId) || JSON.stringify(o.payload).includes(leadId))).toEqual(
      [],
    );

    // Every text-like column of every table, for each thing that identifies them (Sam's lead aside).
    const search = await searchEverywhere(needles);
    const samsOwn = [
      'leads.email',
      'leads.name',
      'leads.phone',
      'contacts.email',
      'contacts.name',
      'contacts.phone',
      'contacts.search_text',
    ];
    expect(search.found.filter((c) => !samsOwn.includes(c))).toEqual([]);
    // Sam's rows are the only ones left with the address: Jane's tenant holds nothing.
    const janes = await t.prisma.$queryRaw<{ n: bigint }[]>`
      SELECT (SELECT count(*) FROM leads WHERE tenant_id = ${jane.tenantId}::uuid AND email ILIKE ${EMAIL})
           + (SELECT count(*) FROM contacts WHERE tenant_id = ${jane.tenantId}::uuid AND email ILIKE ${EMAIL}) AS n`;
    expect(Number(janes[0].n)).toBe(0);
    expect(await t.prisma.lead.count({ where: { tenant_id: sam.tenantId, email: EMAIL } })).toBe(1);
    console.info(`erasure search: ${search.tables} tables, ${search.columns} columns searched`);
    expect(search.columns).toBeGreaterThan(100);

    // The erasure is recorded: who, when, which tenant, counts — nothing about the person.
    const [record] = await t.prisma.erasure.findMany({ where: { tenant_id: jane.tenantId } });
    expect(record).toMatchObject({ user_id: jane.userId, counts: res.body.counts });
    const listed = await api(jane).get('/erasures').expect(200);
    expect(listed.body).toEqual([{ id: record.id, user_id: jane.userId, created_at: expect.any(String), counts: res.body.counts }]);
  });

  it('answers 404 to a second erasure; the contacts list and the other subscriber are unaffected', async () => {
    await api(jane).delete(`/${contactId}`).expect(404);
    await api(jane).get(`/${contactId}`).expect(404);
    await api(jane).get(`/${contactId}/export`).expect(404);
    expect((await api(jane).get().expect(200)).body.contacts.map((c: { email: string }) => c.email)).toEqual(['other@example.com']);
  });

  it('two erasures of one person at once: one erases, the other finds nobody (one record)', async () => {
    await site(jane, '/site/leads', { name: 'Twice Tried', email: 'twice@example.com', message: 'Hi' }).expect(201);
    const twice = await t.prisma.contact.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'twice@example.com' } });
    const records = await t.prisma.erasure.count({ where: { tenant_id: jane.tenantId } });
    const answers = await Promise.all([api(jane).delete(`/${twice.id}`), api(jane).delete(`/${twice.id}`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(await t.prisma.erasure.count({ where: { tenant_id: jane.tenantId } })).toBe(records + 1);
    expect(await t.prisma.lead.count({ where: { tenant_id: jane.tenantId, email: 'twice@example.com' } })).toBe(0);
  });

  it('keeps a one-way hash on the suppression list; a new explicit opt-in lifts it', async () => {
    const [hash] = suppressionHashes(t.config, jane.tenantId, EMAIL);
    const row = await t.prisma.suppression.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email_hash: hash.hash } });
    expect(row).toMatchObject({ email_hash: hash.hash, key_id: hash.keyId, reason: 'erased' });
    expect(row.email_hash).toMatch(/^[0-9a-f]{64}$/);
    // Per tenant: the same address at Sam's is not suppressed, and the hash differs.
    expect(suppressionHashes(t.config, sam.tenantId, EMAIL)[0].hash).not.toBe(hash.hash);
    const jdb = new Database(t.prisma).forTenant(jane.tenantId);
    const sdb = new Database(t.prisma).forTenant(sam.tenantId);
    expect(await isSuppressed(jdb, t.config, jane.tenantId, ` ${EMAIL.toUpperCase()} `)).toBe(true);
    expect(await isSuppressed(sdb, t.config, sam.tenantId, EMAIL)).toBe(false);

    // They subscribe again (a request of their own after the erasure): a fresh pending subscription; the
    // suppression stays until they confirm.
    await site(jane, '/newsletters/subscribe', { email: EMAIL }).expect(201);
    const again = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: EMAIL } });
    expect(again.status).toBe('pending');
    expect(await isSuppressed(jdb, t.config, jane.tenantId, EMAIL)).toBe(true);
    // The confirmation click (the new explicit opt-in) lifts it.
    const token = confirmationToken(t.config.JWT_SECRET, again.id, new Date(Date.now() + 86_400_000), { tenantId: jane.tenantId });
    const confirmed = await request(t.http)
      .post(`/api/newsletters/confirm?token=${encodeURIComponent(token)}`)
      .expect(303);
    expect(confirmed.headers.location).toBe('/newsletters/confirm?result=confirmed');
    expect(await isSuppressed(jdb, t.config, jane.tenantId, EMAIL)).toBe(false);
  });
});
