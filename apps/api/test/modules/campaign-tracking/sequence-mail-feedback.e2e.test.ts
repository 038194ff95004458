import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { bounceAddress, bounceAddressKeys, sequenceClickUrl, sequenceOpenUrl, sequenceUnsubscribeUrl } from '@ds/mail-identity';
import { ApiMetrics } from '../../../src/infra/metrics/api-metrics.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-app.js';
import { signInRootAdmin, signUp, type SignedUp } from '../../support/accounts.js';

jest.setTimeout(60_000);

const FEEDBACK_SECRET = 'feedback-loop-secret-of-at-least-32-chars';
const DOMAIN = 'bounces.localhost';
const ORIGIN = 'http://jane.localhost:3000';
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const SCANNER = 'Barracuda Sentinel (EE)';
const BOUNDARY = '=_report';
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** A relay's delivery-status notification for `messageId`, addressed to its return path. */
const dsn = (to: string, messageId: string, status = '5.1.1', action = 'failed') =>
  [
    `To: ${to}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${BOUNDARY}"`,
    '',
    `--${BOUNDARY}`,
    'Content-Type: text/plain',
    '',
    'Delivery failed.',
    `--${BOUNDARY}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    'Final-Recipient: rfc822; someone@example.com',
    `Action: ${action}`,
    `Status: ${status}`,
    '',
    `--${BOUNDARY}`,
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${messageId}`,
    '',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');

/**
 * What comes back from sequence emails (docs/product.md "Sequences"): opens, clicks and Buy clicks counted in
 * the step's stats (a scanner's not), the one-click unsubscribe, a late bounce and a complaint for `<s.…>`
 * exiting and suppressing the person; and the admin's fleet figures. Real PostgreSQL and Redis.
 */
describe('sequence email tracking, unsubscribe, late bounces and complaints; the admin’s sequence figures', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sequenceId: string;
  let stepIds: string[];
  const people: Record<string, { contactId: string; deliveryId: string; messageId: string }> = {};

  beforeAll(async () => {
    t = await startTestApp({ FEEDBACK_LOOP_SECRET: FEEDBACK_SECRET, BOUNCE_DOMAIN: DOMAIN });
    jane = await signUp(t);
    const tenant_id = jane.tenantId;
    const sequence = await t.prisma.sequence.create({
      data: { tenant_id, name: 'Follow-up', trigger_type: 'lead_captured', basis: 'enquiry', status: 'active' },
    });
    sequenceId = sequence.id;
    const step = (position: number) =>
      t.prisma.sequenceStep.create({
        data: {
          tenant_id,
          sequence_id: sequence.id,
          position,
          type: 'email',
          wait_amount: position,
          wait_unit: 'days',
          subject: `S${position}`,
          content: '<p>x</p>',
        },
      });
    stepIds = [(await step(0)).id, (await step(1)).id];
    // Ann and Bob subscribed; Cat and Dan are leads who never did. Each got the first step; the second is pending.
    for (const [name, subscribed] of [
      ['ann', true],
      ['bob', true],
      ['cat', false],
      ['dan', false],
    ] as const) {
      const contact = await t.prisma.contact.create({ data: { tenant_id, email: `${name}@example.com` } });
      if (subscribed)
        await t.prisma.subscriber.create({ data: { tenant_id, email: contact.email, status: 'confirmed', contact_id: contact.id } });
      const enrolment = await t.prisma.sequenceEnrolment.create({
        data: { tenant_id, sequence_id: sequence.id, contact_id: contact.id, event_key: `lead:${name}` },
      });
      const sent = await t.prisma.sequenceDelivery.create({
        data: { tenant_id, enrolment_id: enrolment.id, step_id: stepIds[0], status: 'done', due_at: new Date(), done_at: new Date() },
      });
      const messageId = `<s.${sent.id}@localhost>`;
      await t.prisma.sequenceDelivery.update({ where: { id: sent.id }, data: { message_id: messageId } });
      await t.prisma.sequenceDelivery.create({
        data: { tenant_id, enrolment_id: enrolment.id, step_id: stepIds[1], status: 'pending', due_at: new Date(Date.now() + 86_400_000) },
      });
      people[name] = { contactId: contact.id, deliveryId: sent.id, messageId };
    }
  });
  afterAll(() => t.close());

  const view = async () =>
    (
      await request(t.http)
        .get(`/api/tenants/${jane.tenantId}/sequences/${sequenceId}`)
        .set('Authorization', `Bearer ${jane.token}`)
        .expect(200)
    ).body as { stats: Record<string, unknown>; steps: { id: string; stats: Record<string, number> }[] };
  const enrolmentOf = (name: string) => t.prisma.sequenceEnrolment.findFirstOrThrow({ where: { contact_id: people[name].contactId } });
  const subscriptionOf = (name: string) => t.prisma.subscriber.findFirst({ where: { contact_id: people[name].contactId } });

  it('counts opens, clicks and Buy clicks on the step that carried them; a mail scanner’s fetches are answered and not counted', async () => {
    const scannerHits = async () =>
      (await t.app.get(ApiMetrics).registry.metrics())
        .split('\n')
        .filter((l) => l.startsWith('campaign_tracking_scanner_hits_total{'))
        .reduce((n, l) => n + Number(l.split(' ').pop()), 0);
    const before = await scannerHits();
    const { deliveryId } = people.ann;
    const open = local(sequenceOpenUrl(ORIGIN, TEST_JWT_SECRET, deliveryId, jane.tenantId));
    const buyTarget = `${ORIGIN}/go/buy/0195e7c5-5a4e-7c3e-9a5e-1c2d3e4f5a6b`;
    const buy = local(sequenceClickUrl(ORIGIN, TEST_JWT_SECRET, deliveryId, buyTarget, jane.tenantId));
    const guide = local(sequenceClickUrl(ORIGIN, TEST_JWT_SECRET, people.bob.deliveryId, 'https://example.org/guide', jane.tenantId));

    // The scanner first: the image and the redirect as always, nothing on the row.
    expect((await request(t.http).get(open).set('User-Agent', SCANNER).expect(200)).headers['content-type']).toBe('image/gif');
    await request(t.http).get(buy).set('User-Agent', SCANNER).expect(302);
    await request(t.http).head(guide).set('User-Agent', BROWSER).expect(302);
    expect(await t.prisma.sequenceDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).toMatchObject({
      opened_at: null,
      clicked_at: null,
      buy_clicked_at: null,
    });
    expect(await scannerHits()).toBe(before + 3);

    // Ann opens twice and presses Buy; Bob follows the guide link (a click proves the open).
    await request(t.http).get(open).set('User-Agent', BROWSER).expect(200);
    await request(t.http).get(open).set('User-Agent', BROWSER).expect(200);
    const redirect = await request(t.http).get(buy).set('User-Agent', BROWSER).expect(302);
    const location = new URL(redirect.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(buyTarget);
    expect(Object.fromEntries(location.searchParams)).toEqual({ utm_source: 'sequence', utm_medium: 'email', utm_campaign: sequenceId });
    await request(t.http).get(guide).set('User-Agent', BROWSER).expect(302);
    // A link whose target was changed is not ours: 400, nothing counted.
    const forged = guide.replace(encodeURIComponent('https://example.org/guide'), encodeURIComponent('https://evil.example/'));
    expect((await request(t.http).get(forged).set('User-Agent', BROWSER).expect(400)).body).toMatchObject({ code: 'LINK_INVALID' });

    const { steps } = await view();
    expect(steps.map((s) => s.stats)).toEqual([
      { sent: 4, opened: 2, clicked: 2, buy_clicks: 1, unsubscribed: 0 },
      { sent: 0, opened: 0, clicked: 0, buy_clicks: 0, unsubscribed: 0 },
    ]);
  });

  it('the one-click POST (RFC 8058) unsubscribes and exits the person; a lead without a subscription is recorded unsubscribed', async () => {
    for (const name of ['bob', 'cat']) {
      const url = local(sequenceUnsubscribeUrl(ORIGIN, TEST_JWT_SECRET, people[name].deliveryId, jane.tenantId));
      // A GET (a scanner, a previewer) changes nothing.
      await request(t.http).get(url).expect(200);
      expect((await enrolmentOf(name)).status).toBe('active');
      await request(t.http).post(url).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(await enrolmentOf(name)).toMatchObject({ status: 'exited', exit_reason: 'unsubscribed' });
      expect(await subscriptionOf(name)).toMatchObject({ status: 'unsubscribed' });
    }
    const { stats, steps } = await view();
    expect(steps[0].stats.unsubscribed).toBe(2);
    // Only the email that carried the link counts it, not the pending step it skipped.
    expect(steps[1].stats.unsubscribed).toBe(0);
    expect(stats).toMatchObject({ enrolled: 4, active: 2, exited: 2, exited_by: { unsubscribed: 2 } });
    expect(await t.prisma.sequenceDelivery.count({ where: { step_id: stepIds[1], status: 'pending' } })).toBe(2);
  });

  it('a late bounce for a <s.…> email (its signed return path): a soft one counts once, a hard one exits the person and suppresses them, once', async () => {
    const { deliveryId, messageId } = people.ann;
    const returnPath = bounceAddress(bounceAddressKeys({ JWT_SECRET: TEST_JWT_SECRET }), { kind: 'sequence', id: deliveryId }, DOMAIN);
    const post = () =>
      request(t.http)
        .post('/api/mail-feedback/dsn')
        .set('Authorization', `Bearer ${FEEDBACK_SECRET}`)
        .set('Content-Type', 'message/rfc822')
        .send(dsn(returnPath, messageId));
    // A soft bounce first: counted once on her subscription, nothing more.
    const soft = () =>
      request(t.http)
        .post('/api/mail-feedback/dsn')
        .set('Authorization', `Bearer ${FEEDBACK_SECRET}`)
        .set('Content-Type', 'message/rfc822')
        .send(dsn(returnPath, messageId, '4.2.2', 'delayed'));
    expect((await soft().expect(200)).body).toEqual({ kind: 'bounce', bounce: 'soft', outcome: 'soft-bounce' });
    expect((await soft().expect(200)).body).toMatchObject({ outcome: 'recorded-before' });
    expect(await subscriptionOf('ann')).toMatchObject({ status: 'confirmed', soft_bounces: 1 });
    expect((await enrolmentOf('ann')).status).toBe('active');
    // Her first open of a sequence email since forgives it, as a campaign email's open does.
    await t.prisma.sequenceDelivery.update({ where: { id: deliveryId }, data: { opened_at: null } });
    await request(t.http)
      .get(local(sequenceOpenUrl(ORIGIN, TEST_JWT_SECRET, deliveryId, jane.tenantId)))
      .set('User-Agent', BROWSER)
      .expect(200);
    expect(await subscriptionOf('ann')).toMatchObject({ status: 'confirmed', soft_bounces: 0 });
    expect((await post().expect(200)).body).toEqual({ kind: 'bounce', bounce: 'hard', outcome: 'bounced' });
    expect(await enrolmentOf('ann')).toMatchObject({ status: 'exited', exit_reason: 'bounced' });
    expect(await subscriptionOf('ann')).toMatchObject({ status: 'bounced' });
    expect(await t.prisma.sequenceDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).toMatchObject({
      bounced_at: expect.any(Date),
    });
    expect((await post().expect(200)).body).toMatchObject({ outcome: 'recorded-before' });
    // A report naming another email than its return path is refused.
    const mismatch = await request(t.http)
      .post('/api/mail-feedback/dsn')
      .set('Authorization', `Bearer ${FEEDBACK_SECRET}`)
      .set('Content-Type', 'message/rfc822')
      .send(dsn(returnPath, people.dan.messageId))
      .expect(400);
    expect(mismatch.body).toMatchObject({ code: 'REPORT_MISMATCH' });
  });

  it('a complaint naming a <s.…> Message-ID exits the lead and suppresses them as complained', async () => {
    const res = await request(t.http)
      .post('/api/campaign-feedback/complaints')
      .set('Authorization', `Bearer ${FEEDBACK_SECRET}`)
      .send({ message_id: people.dan.messageId })
      .expect(200);
    expect(res.body).toEqual({ matched: true });
    expect(await enrolmentOf('dan')).toMatchObject({ status: 'exited', exit_reason: 'complained' });
    expect(await subscriptionOf('dan')).toMatchObject({ status: 'complained' });
    expect((await view()).stats).toMatchObject({ active: 0, exited: 4, exited_by: { unsubscribed: 2, bounced: 1, complained: 1 } });
  });

  it('shows the admin the sequences’ fleet figures and their share of all mail', async () => {
    const admin = await signInRootAdmin(t);
    // Campaign mail of the same 30 days: four step emails out of ten emails.
    const campaign = await t.prisma.campaign.create({
      data: { tenant_id: jane.tenantId, subject: 'News', content: '<p>x</p>', status: 'sent' },
    });
    for (const name of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']) {
      const s = await t.prisma.subscriber.create({ data: { tenant_id: jane.tenantId, email: `${name}@example.com`, status: 'confirmed' } });
      await t.prisma.campaignRecipient.create({
        data: {
          tenant_id: jane.tenantId,
          campaign_id: campaign.id,
          subscriber_id: s.id,
          email: s.email,
          status: 'sent',
          sent_at: new Date(),
        },
      });
    }
    // Someone still in a sequence (everyone above has left it).
    const eve = await t.prisma.contact.create({ data: { tenant_id: jane.tenantId, email: 'eve@example.com' } });
    await t.prisma.sequenceEnrolment.create({
      data: { tenant_id: jane.tenantId, sequence_id: sequenceId, contact_id: eve.id, event_key: 'lead:eve' },
    });
    const outbox = await t.prisma.outboxMessage.count({ where: { sent_at: { gte: new Date(Date.now() - 30 * 86_400_000) } } });
    const dash = await request(t.http).get('/api/admin/dashboard').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(dash.body.sequences).toEqual({
      active_sequences: 1,
      people_enrolled: 1,
      emails_sent_30d: 4,
      all_emails_sent_30d: 10 + outbox,
      share_of_mail_30d: Math.round((4 / (10 + outbox)) * 10_000) / 10_000,
    });
  });
});
