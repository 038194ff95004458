import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { linkSecrets, sequenceUnsubscribeUrl } from '@ds/mail-identity';
import { checkCompliance } from '../../../src/modules/compliance/compliance-checker.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { SEQUENCE_TEMPLATES } from '../../../src/modules/sequences/sequence-templates.js';

jest.setTimeout(60_000);

const emailStep = (subject: string, days = 1, extra: object = {}) => ({
  type: 'email',
  wait: { amount: days, unit: 'days' },
  subject,
  content: `<p>${subject}: a note from me.</p>`,
  ...extra,
});

describe('sequences API (docs/product.md "Sequences")', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;

  const as = (who: SignedUp, tenantId = who.tenantId) => {
    const base = `/api/tenants/${tenantId}/sequences`;
    const auth = (r: request.Test) => r.set('Authorization', `Bearer ${who.token}`);
    return {
      get: (p = '') => auth(request(t.http).get(base + p)),
      post: (p = '') => auth(request(t.http).post(base + p)),
      put: (p: string) => auth(request(t.http).put(base + p)),
      del: (p: string) => auth(request(t.http).delete(base + p)),
    };
  };
  const site = (who: SignedUp, path: string, body: object) =>
    request(t.http).post(`/api${path}`).set('X-Tenant-Domain', `${who.subdomain}.localhost`).send(body);
  const leadFollowUp = {
    name: 'Lead follow-up',
    trigger: { type: 'lead_captured' },
    basis: 'enquiry',
    exit_statuses: ['customer'],
    time_zone: 'Europe/Berlin',
    steps: [
      emailStep('Thanks', 0),
      emailStep('Answers', 3, { at_hour: 10 }),
      { type: 'add_tag', wait: { amount: 1, unit: 'hours' }, tag: 'Followed' },
    ],
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_FORM_RATE_LIMIT: '1000' });
    [jane, sam] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  it('creates, lists, reads, edits (steps keep their ids, removed ones are marked) and validates', async () => {
    const created = await as(jane).post().send(leadFollowUp).expect(201);
    expect(created.body).toMatchObject({
      name: 'Lead follow-up',
      trigger: { type: 'lead_captured', tag: null, status: null },
      basis: 'enquiry',
      status: 'draft',
      version: 1,
      stats: { enrolled: 0, active: 0, completed: 0, exited: 0 },
      warnings: [],
    });
    expect(created.body.steps).toHaveLength(3);
    expect(created.body.steps[1]).toMatchObject({ type: 'email', at_hour: 10, wait: { amount: 3, unit: 'days' } });
    expect(created.body.steps[2]).toMatchObject({ type: 'add_tag', tag: 'followed' });
    expect(created.body.steps[0].stats).toEqual({ sent: 0, opened: 0, clicked: 0, buy_clicks: 0, unsubscribed: 0 });
    const id = created.body.id as string;
    const [first, second] = created.body.steps as { id: string }[];

    const edited = await as(jane)
      .put(`/${id}`)
      .send({ ...leadFollowUp, steps: [{ ...leadFollowUp.steps[0], id: first.id }, emailStep('New last step', 5)] })
      .expect(200);
    expect(edited.body.version).toBe(2);
    expect(edited.body.steps.map((s: { id: string }) => s.id)[0]).toBe(first.id);
    expect(edited.body.steps).toHaveLength(2);
    expect(await t.prisma.sequenceStep.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ removed_at: expect.any(Date) });

    expect((await as(jane).get().expect(200)).body.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await as(jane).get(`/${id}`).expect(200)).body.id).toBe(id);

    for (const [body, field] of [
      [{ ...leadFollowUp, name: '' }, 'name'],
      [{ ...leadFollowUp, trigger: { type: 'tag_added' } }, 'trigger.tag'],
      [{ ...leadFollowUp, trigger: { type: 'bogus' } }, 'trigger'],
      [{ ...leadFollowUp, steps: [emailStep('Night', 1, { at_hour: 23 })] }, 'steps'],
      [{ ...leadFollowUp, steps: [{ type: 'email', wait: { amount: 1, unit: 'days' }, content: '<p>x</p>' }] }, 'steps.0.subject'],
      [{ ...leadFollowUp, steps: [{ type: 'set_status', wait: { amount: 1, unit: 'weeks' }, status: 'customer' }] }, 'steps'],
      [{ ...leadFollowUp, trigger: { type: 'subscription_confirmed' } }, 'basis'],
      [{ ...leadFollowUp, time_zone: 'Mars/Olympus' }, 'time_zone'],
    ] as const) {
      const res = await as(jane).post().send(body).expect(400);
      expect(res.body).toMatchObject({ message: expect.any(String), details: expect.any(Object) });
      expect(JSON.stringify(res.body.details)).toContain(field);
    }
    expect(await t.prisma.sequence.count({ where: { tenant_id: jane.tenantId } })).toBe(1);
    await as(jane).get('/7f000000-0000-4000-8000-000000000000').expect(404);
  });

  it('activates with compliance warnings acknowledged and a postal address, pauses, and archives', async () => {
    const flagged = await as(jane)
      .post()
      .send({ ...leadFollowUp, steps: [emailStep('Hello', 0, { content: '<p>This tea cures diabetes.</p>' })] })
      .expect(201);
    expect(flagged.body.warnings).toHaveLength(1);
    const id = flagged.body.id as string;
    const noAddress = await as(jane).post(`/${id}/activate`).send({ acknowledge_warnings: true }).expect(409);
    expect(noAddress.body.code ?? noAddress.body.details).toBeTruthy();
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { address: '1 Main St, Springfield' } });
    const refused = await as(jane).post(`/${id}/activate`).send({}).expect(400);
    expect(refused.body.details.warnings).toHaveLength(1);
    expect((await as(jane).post(`/${id}/activate`).send({ acknowledge_warnings: true }).expect(200)).body.status).toBe('active');
    await as(jane).post(`/${id}/activate`).send({}).expect(409);
    expect((await as(jane).post(`/${id}/pause`).expect(200)).body.status).toBe('paused');
    await as(jane).post(`/${id}/pause`).expect(409);
    await as(jane).del(`/${id}`).expect(204);
    // A draft nobody was in is deleted outright; this one was never enrolled in either.
    expect(await t.prisma.sequence.findUnique({ where: { id } })).toMatchObject({ status: 'archived' });
    await as(jane).put(`/${id}`).send(leadFollowUp).expect(409);
  });

  it("enrols a lead in the lead's transaction, one active enrolment per person, exits on the exit status, enrols on a tag", async () => {
    const seq = await as(jane).post().send(leadFollowUp).expect(201);
    await as(jane).post(`/${seq.body.id}/activate`).send({}).expect(200);
    await site(jane, '/site/leads', { name: 'Ann', email: 'ann@example.com', message: 'Starter pack?' }).expect(201);
    await site(jane, '/site/leads', { name: 'Ann', email: 'ann@example.com', message: 'And another question' }).expect(201);
    const contact = await t.prisma.contact.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'ann@example.com' } });
    const enrolments = await t.prisma.sequenceEnrolment.findMany({ where: { sequence_id: seq.body.id } });
    expect(enrolments).toHaveLength(1);
    const deliveries = await t.prisma.sequenceDelivery.findMany({ where: { enrolment_id: enrolments[0].id } });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].status).toBe('pending');
    expect((await as(jane).get(`/${seq.body.id}`).expect(200)).body.next_step_at).toBe(deliveries[0].due_at.toISOString());

    await request(t.http)
      .patch(`/api/tenants/${jane.tenantId}/contacts/${contact.id}`)
      .set('Authorization', `Bearer ${jane.token}`)
      .send({ status: 'customer' })
      .expect(200);
    const after = await as(jane).get(`/${seq.body.id}`).expect(200);
    expect(after.body.stats).toMatchObject({ enrolled: 1, active: 0, exited: 1, exited_by: { 'status:customer': 1 } });
    expect((await t.prisma.sequenceDelivery.findFirstOrThrow({ where: { enrolment_id: enrolments[0].id } })).status).toBe('skipped');

    // A tag added enrols in a tag_added sequence.
    const tagged = await as(jane)
      .post()
      .send({
        name: 'VIP',
        trigger: { type: 'tag_added', tag: 'VIP' },
        steps: [{ type: 'set_status', wait: { amount: 2, unit: 'hours' }, status: 'prospect' }],
      })
      .expect(201);
    await as(jane).post(`/${tagged.body.id}/activate`).send({}).expect(200);
    await request(t.http)
      .patch(`/api/tenants/${jane.tenantId}/contacts/${contact.id}`)
      .set('Authorization', `Bearer ${jane.token}`)
      .send({ tags: ['vip'] })
      .expect(200);
    expect(await t.prisma.sequenceEnrolment.count({ where: { sequence_id: tagged.body.id, status: 'active' } })).toBe(1);
  });

  it("unsubscribes through a sequence email's signed link: a page first, then the POST ends every sequence and the subscription", async () => {
    const seq = await as(jane)
      .post()
      .send({ ...leadFollowUp, exit_statuses: [] })
      .expect(201);
    await as(jane).post(`/${seq.body.id}/activate`).send({}).expect(200);
    await site(jane, '/site/leads', { name: 'Uma', email: 'uma@example.com', message: 'Hi', send_updates: true }).expect(201);
    const row = await t.prisma.sequenceDelivery.findFirstOrThrow({
      where: { enrolment: { sequence_id: seq.body.id, contact: { email: 'uma@example.com' } } },
    });
    const url = new URL(sequenceUnsubscribeUrl('http://localhost', linkSecrets(t.config), row.id, jane.tenantId));
    const path = url.pathname + url.search;
    const page = await request(t.http).get(path).expect(200);
    expect(page.text).toContain('Unsubscribe');
    expect((await t.prisma.sequenceDelivery.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('pending');
    await request(t.http)
      .post(path.replace(/s=[^&]+/, 's=forged'))
      .expect(400);
    await request(t.http).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const after = await t.prisma.sequenceDelivery.findUniqueOrThrow({ where: { id: row.id }, include: { enrolment: true } });
    expect(after).toMatchObject({
      status: 'skipped',
      unsubscribed_at: expect.any(Date),
      enrolment: { status: 'exited', exit_reason: 'unsubscribed' },
    });
    expect((await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'uma@example.com' } })).status).toBe(
      'unsubscribed',
    );
    const view = await as(jane).get(`/${seq.body.id}`).expect(200);
    expect(view.body.steps[0].stats.unsubscribed).toBe(1);
  });

  it("refuses another tenant's token on every endpoint", async () => {
    const seq = await as(jane).post().send(leadFollowUp).expect(201);
    const id = seq.body.id as string;
    const other = as(sam, jane.tenantId);
    await other.get().expect(403);
    await other.get('/templates').expect(403);
    await other.post().send(leadFollowUp).expect(403);
    await other.get(`/${id}`).expect(403);
    await other.put(`/${id}`).send(leadFollowUp).expect(403);
    await other.del(`/${id}`).expect(403);
    await other.post(`/${id}/activate`).send({}).expect(403);
    await other.post(`/${id}/pause`).expect(403);
    await other.post(`/${id}/test`).send({ step: 0 }).expect(403);
    // Through Sam's own tenant, Jane's sequence is not found.
    await as(sam).get(`/${id}`).expect(404);
    await as(sam).put(`/${id}`).send(leadFollowUp).expect(404);
    await as(sam).post(`/${id}/activate`).send({}).expect(404);
    await as(sam).post(`/${id}/test`).send({ step: 0 }).expect(404);
    expect(await t.prisma.outboxMessage.count({ where: { name: 'mail.campaign-test', tenant_id: jane.tenantId } })).toBe(0);
    expect(await t.prisma.sequence.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'draft', version: 1 });
  });

  it("sends one saved email step as a test to the distributor's own address, through the campaigns' test path and limit", async () => {
    const seq = await as(jane).post().send(leadFollowUp).expect(201);
    const id = seq.body.id as string;
    const steps = seq.body.steps as { id: string }[];
    const res = await as(jane).post(`/${id}/test`).send({ step: 1 }).expect(200);
    expect(res.body).toEqual({ message: `A test email is on its way to ${jane.email}`, to: jane.email });
    const rows = await t.prisma.outboxMessage.findMany({ where: { name: 'mail.campaign-test', tenant_id: jane.tenantId } });
    expect(rows.map((r) => r.payload)).toEqual([{ tenantId: jane.tenantId, sequenceStepId: steps[1].id }]);
    // The add_tag step, a step that does not exist, and a body without a step are refused.
    expect((await as(jane).post(`/${id}/test`).send({ step: 2 }).expect(400)).body.details).toEqual({
      step: 'Only an email step can be sent as a test',
    });
    await as(jane).post(`/${id}/test`).send({ step: 7 }).expect(400);
    await as(jane).post(`/${id}/test`).send({}).expect(400);
    await as(jane).post(`/${id}/test`).send({ step: 'first' }).expect(400);
    // One limit with the campaigns' tests: 20 an hour per distributor.
    const answers: number[] = [];
    for (let i = 1; i < 21; i++) answers.push((await as(jane).post(`/${id}/test`).send({ step: 0 })).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(19);
    expect(answers.at(-1)).toBe(429);
    expect(await t.prisma.outboxMessage.count({ where: { name: 'mail.campaign-test', tenant_id: jane.tenantId } })).toBe(20);
  });

  it('offers three starter templates in compliant wording that can be created as they are', async () => {
    const templates = (await as(jane).get('/templates').expect(200)).body as { key: string; steps: object[] }[];
    expect(templates.map((x) => x.key)).toEqual(['new_lead_follow_up', 'new_subscriber_welcome', 'customer_reorder_reminder']);
    for (const template of SEQUENCE_TEMPLATES) {
      const words = template.steps.flatMap((s) => [s.subject, s.content]);
      expect(checkCompliance(...words)).toEqual([]);
    }
    for (const template of templates) {
      const { key: _key, description: _d, ...body } = template as unknown as Record<string, unknown>;
      const steps = (body.steps as Record<string, unknown>[]).map((s) =>
        Object.fromEntries(Object.entries(s).filter(([, v]) => v !== null)),
      );
      const trigger = Object.fromEntries(Object.entries(body.trigger as object).filter(([, v]) => v !== null));
      await as(jane)
        .post()
        .send({ ...body, trigger, steps })
        .expect(201);
    }
  });
});
