import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { CONFIRMATION_LINK_TTL_MS, confirmationToken, linkSecrets, suppressionHashes } from '@ds/mail-identity';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { INVITED_AFTER_IMPORT } from '../../../src/modules/contacts/contact-invitations.service.js';

jest.setTimeout(120_000);

const HOUR = 3_600_000;

/** Invitations to subscribe after an import (docs/product.md "Contacts"), on the real API, PostgreSQL and Redis. */
describe('contact invitations (docs/product.md "Contacts", Import)', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  const ids: Record<string, string> = {};

  const post = (who: SignedUp, path: string, body: object, tenantId = who.tenantId) =>
    request(t.http).post(`/api/tenants/${tenantId}/contacts/invitations${path}`).set('Authorization', `Bearer ${who.token}`).send(body);
  const status = (who: SignedUp) =>
    request(t.http).get(`/api/tenants/${who.tenantId}/contacts/invitations`).set('Authorization', `Bearer ${who.token}`).expect(200);
  const invitationMails = () =>
    t.prisma.outboxMessage.findMany({
      where: { tenant_id: jane.tenantId, payload: { path: ['kind'], equals: 'contact-invitation' } },
      select: { payload: true },
    });
  const skips = (over: object) => ({
    already_invited: 0,
    subscribed: 0,
    pending: 0,
    unsubscribed: 0,
    bounced: 0,
    complained: 0,
    suppressed: 0,
    rate_limited: 0,
    not_found: 0,
    ...over,
  });

  async function imported(name: string, subscriber?: { status: 'confirmed' | 'unsubscribed' | 'bounced' | 'complained' }) {
    const email = `${name}@example.com`;
    const contact = await t.prisma.contact.create({ data: { tenant_id: jane.tenantId, email, name, source: 'import' } });
    if (subscriber)
      await t.prisma.subscriber.create({
        data: {
          tenant_id: jane.tenantId,
          email,
          contact_id: contact.id,
          ...subscriber,
          ...(subscriber.status === 'unsubscribed' ? { unsubscribed_at: new Date() } : {}),
        },
      });
    ids[name] = contact.id;
  }

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_INVITATIONS_PER_HOUR: '5' });
    [jane, sam] = [await signUp(t), await signUp(t)];
    for (const name of ['amy', 'ben', 'cat', 'dan', 'eva', 'fin', 'gus']) await imported(name);
    await imported('unsub', { status: 'unsubscribed' });
    await imported('bounce', { status: 'bounced' });
    await imported('spam', { status: 'complained' });
    await imported('member', { status: 'confirmed' });
    // An erased person imported again: their address is on the suppression list (a one-way hash).
    await imported('erased');
    const [hash] = suppressionHashes(t.config, jane.tenantId, 'erased@example.com');
    await t.prisma.suppression.create({ data: { tenant_id: jane.tenantId, email_hash: hash.hash, key_id: hash.keyId } });
  });
  afterAll(() => t.close());

  it('previews "all imported not yet invited": how many, and why the others are skipped; nothing is written', async () => {
    const res = await post(jane, '/preview', { all_imported: true }).expect(200);
    expect(res.body).toEqual({
      queued: 5,
      skipped: skips({ unsubscribed: 1, bounced: 1, complained: 1, subscribed: 1, suppressed: 1, rate_limited: 2 }),
      limit_per_hour: 5,
      remaining_this_hour: 0,
    });
    expect(await t.prisma.contactInvitation.count()).toBe(0);
    expect(await invitationMails()).toHaveLength(0);
  });

  it('invites each address once, even when asked twice: a pending subscription and its email owed', async () => {
    const first = await post(jane, '', { contact_ids: [ids.amy, ids.ben, ids.amy] }).expect(200);
    expect(first.body).toMatchObject({ queued: 2, skipped: skips({}), remaining_this_hour: 3 });
    const again = await post(jane, '', { contact_ids: [ids.amy, ids.ben] }).expect(200);
    expect(again.body).toMatchObject({ queued: 0, skipped: skips({ already_invited: 2 }), remaining_this_hour: 3 });

    const amy = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'amy@example.com' } });
    expect(amy).toMatchObject({ status: 'pending', source: INVITED_AFTER_IMPORT, contact_id: ids.amy, consent_at: null });
    const invitation = await t.prisma.contactInvitation.findFirstOrThrow({ where: { contact_id: ids.amy } });
    const mails = await invitationMails();
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.payload)).toContainEqual(
      expect.objectContaining({ kind: 'contact-invitation', tenantId: jane.tenantId, subscriberId: amy.id, invitationId: invitation.id }),
    );
  });

  it('refuses addresses that unsubscribed, bounced, complained, subscribed or were erased', async () => {
    const res = await post(jane, '', { contact_ids: [ids.unsub, ids.bounce, ids.spam, ids.member, ids.erased] }).expect(200);
    expect(res.body).toMatchObject({
      queued: 0,
      skipped: skips({ unsubscribed: 1, bounced: 1, complained: 1, subscribed: 1, suppressed: 1 }),
    });
    expect(await t.prisma.contactInvitation.count({ where: { tenant_id: jane.tenantId } })).toBe(2);
  });

  it('holds to the hourly limit, under parallel requests too, and lets the rest go an hour later', async () => {
    const answers = await Promise.all([post(jane, '', { all_imported: true }), post(jane, '', { all_imported: true })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.queued).sort()).toEqual([0, 3]);
    expect(await t.prisma.contactInvitation.count({ where: { tenant_id: jane.tenantId } })).toBe(5);
    expect((await status(jane)).body).toMatchObject({ invited: 5, imported_not_invited: 3, remaining_this_hour: 0, limit_per_hour: 5 });

    await t.prisma.contactInvitation.updateMany({ data: { created_at: new Date(Date.now() - 2 * HOUR) } });
    const later = await post(jane, '', { all_imported: true }).expect(200);
    expect(later.body).toMatchObject({ queued: 2, skipped: { rate_limited: 0 }, remaining_this_hour: 3 });
    expect(await invitationMails()).toHaveLength(7);
  });

  it("confirms the subscription from the invitation's link, with its consent evidence", async () => {
    const ben = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'ben@example.com' } });
    const token = confirmationToken(linkSecrets(t.config), ben.id, new Date(Date.now() + CONFIRMATION_LINK_TTL_MS), {
      tenantId: jane.tenantId,
    });
    await request(t.http)
      .post('/api/newsletters/confirm')
      .query({ token })
      .expect(303)
      .expect('Location', /result=confirmed/);
    expect(await t.prisma.subscriber.findUniqueOrThrow({ where: { id: ben.id } })).toMatchObject({
      status: 'confirmed',
      source: INVITED_AFTER_IMPORT,
      consent_at: expect.any(Date),
      confirmed_at: expect.any(Date),
    });
    expect((await status(jane)).body).toMatchObject({ invited: 7, confirmed: 1, waiting: 7, sent: 0 });
  });

  it('refuses while sending is paused (an admin or the sending guard), and validates the body', async () => {
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { campaigns_guard_paused_at: new Date() } });
    const paused = await post(jane, '', { contact_ids: [ids.gus] }).expect(409);
    expect(paused.body).toMatchObject({ code: 'SENDING_PAUSED', details: { sending: 'paused by the sending guard' } });
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { campaigns_guard_paused_at: null } });

    for (const body of [{}, { contact_ids: [] }, { contact_ids: ['not-an-id'] }, { all_imported: false }, { contact_ids: 'x' }])
      expect((await post(jane, '', body).expect(400)).body).toMatchObject({ message: expect.any(String), details: expect.any(Object) });
  });

  it("refuses another tenant's token, and another tenant's contacts are not found in one's own", async () => {
    await post(sam, '', { contact_ids: [ids.gus] }, jane.tenantId).expect(403);
    const own = await post(sam, '', { contact_ids: [ids.gus] }).expect(200);
    expect(own.body).toMatchObject({ queued: 0, skipped: skips({ not_found: 1 }) });
    expect(await t.prisma.contactInvitation.count({ where: { tenant_id: sam.tenantId } })).toBe(0);
  });
});
