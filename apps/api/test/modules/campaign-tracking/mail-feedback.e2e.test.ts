import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { bounceAddress, bounceAddressKeys } from '@ds/mail-identity';
import { Database } from '@ds/db';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

jest.setTimeout(60_000);

const FEEDBACK_SECRET = 'feedback-loop-secret-of-at-least-32-chars';
const DOMAIN = 'bounces.localhost';
const BOUNDARY = '=_report';
const REPORT_TYPE = (type: string) => `multipart/report; report-type=${type}; boundary="${BOUNDARY}"`;

/**
 * A delivery-status notification as a relay posts it: the whole email as received (`message/rfc822`, its
 * To header the return path), or with `to` null only the multipart/report body (its boundary then in the
 * HTTP Content-Type, the return path in `?rcpt=`).
 */
function dsnBody(to: string | null, messageId: string, action: string, status: string): string {
  const headers = to === null ? [] : [`To: ${to}`, 'MIME-Version: 1.0', `Content-Type: ${REPORT_TYPE('delivery-status')}`, ''];
  return [
    ...headers,
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
    'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
    '',
    `--${BOUNDARY}`,
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${messageId}`,
    '',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
}

describe('late bounces over HTTP (POST /api/mail-feedback/dsn) and ARF complaints read by mailparser', () => {
  let t: TestApp;
  let jane: SignedUp;
  let otto: SignedUp;
  const key = bounceAddressKeys({ JWT_SECRET: TEST_JWT_SECRET });
  const rows: Record<string, { id: string; subscriberId: string; returnPath: string; messageId: string }> = {};

  beforeAll(async () => {
    t = await startTestApp({ FEEDBACK_LOOP_SECRET: FEEDBACK_SECRET, BOUNCE_DOMAIN: DOMAIN, BOUNCE_SOFT_LIMIT: '3' });
    jane = await signUp(t);
    otto = await signUp(t);
    for (const [tenantId, names] of [
      [jane.tenantId, ['ann', 'bob', 'cat']],
      [otto.tenantId, ['olga']],
    ] as const) {
      const campaign = await t.prisma.campaign.create({
        data: { tenant_id: tenantId, subject: 'News', content: '<p>x</p>', status: 'sent' },
      });
      for (const name of names) {
        const s = await t.prisma.subscriber.create({ data: { tenant_id: tenantId, email: `${name}@example.com`, status: 'confirmed' } });
        const r = await t.prisma.campaignRecipient.create({
          data: { tenant_id: tenantId, campaign_id: campaign.id, subscriber_id: s.id, email: s.email, status: 'sent', sent_at: new Date() },
        });
        const messageId = `<c.${r.id}@localhost>`;
        await t.prisma.campaignRecipient.update({ where: { id: r.id }, data: { message_id: messageId } });
        rows[name] = { id: r.id, subscriberId: s.id, returnPath: bounceAddress(key, { kind: 'campaign', id: r.id }, DOMAIN), messageId };
      }
    }
  });
  afterAll(() => t.close());

  const post = (body: string, type = 'message/rfc822', query = '', secret = FEEDBACK_SECRET) =>
    request(t.http).post(`/api/mail-feedback/dsn${query}`).set('Authorization', `Bearer ${secret}`).set('Content-Type', type).send(body);
  const state = async () => ({
    subscribers: await t.prisma.subscriber.findMany({ orderBy: { id: 'asc' }, select: { id: true, status: true, soft_bounces: true } }),
    recipients: await t.prisma.campaignRecipient.findMany({
      orderBy: { id: 'asc' },
      select: { id: true, status: true, bounced_at: true, soft_bounced_at: true, complained_at: true },
    }),
  });

  it('a hard bounce addressed (To) to a return path marks that recipient bounced and suppresses the subscriber, once', async () => {
    const ann = rows.ann;
    const res = await post(dsnBody(ann.returnPath, ann.messageId, 'failed', '5.1.1')).expect(200);
    expect(res.body).toEqual({ kind: 'bounce', bounce: 'hard', outcome: 'bounced' });
    expect(await t.prisma.subscriber.findUniqueOrThrow({ where: { id: ann.subscriberId } })).toMatchObject({ status: 'bounced' });
    expect(await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: ann.id } })).toMatchObject({ status: 'bounced' });
    expect((await post(dsnBody(ann.returnPath, ann.messageId, 'failed', '5.1.1')).expect(200)).body).toMatchObject({
      outcome: 'recorded-before',
    });
    expect(await t.prisma.subscriber.count({ where: { status: 'bounced' } })).toBe(1);
  });

  it('a soft bounce (return path in ?rcpt=) is counted and does not suppress', async () => {
    const bob = rows.bob;
    const body = dsnBody(null, bob.messageId, 'delayed', '4.2.2');
    expect((await post(body, REPORT_TYPE('delivery-status'), `?rcpt=${encodeURIComponent(bob.returnPath)}`).expect(200)).body).toEqual({
      kind: 'bounce',
      bounce: 'soft',
      outcome: 'soft-bounce',
    });
    expect(await t.prisma.subscriber.findUniqueOrThrow({ where: { id: bob.subscriberId } })).toMatchObject({
      status: 'confirmed',
      soft_bounces: 1,
    });
  });

  it('refuses without the bearer secret, and refuses hostile or malformed reports with { message, details } changing nothing', async () => {
    const before = await state();
    const cat = rows.cat;
    await post(
      dsnBody(cat.returnPath, cat.messageId, 'failed', '5.1.1'),
      'message/rfc822',
      '',
      'wrong-secret-wrong-secret-wrong-secret',
    ).expect(401);
    await request(t.http)
      .post('/api/mail-feedback/dsn')
      .set('Content-Type', 'message/rfc822')
      .send(dsnBody(cat.returnPath, cat.messageId, 'failed', '5.1.1'))
      .expect(401);

    const tampered = cat.returnPath.replace(/-([0-9a-f])/, (_, c: string) => `-${c === '0' ? '1' : '0'}`);
    const refusals: [string, string, number, string][] = [
      [dsnBody(tampered, cat.messageId, 'failed', '5.1.1'), 'message/rfc822', 400, 'ADDRESS_INVALID'],
      [dsnBody('someone@example.com', cat.messageId, 'failed', '5.1.1'), 'message/rfc822', 400, 'ADDRESS_INVALID'],
      [dsnBody(null, cat.messageId, 'failed', '5.1.1'), REPORT_TYPE('delivery-status'), 400, 'ADDRESS_INVALID'],
      [dsnBody(cat.returnPath, rows.olga.messageId, 'failed', '5.1.1'), 'message/rfc822', 400, 'REPORT_MISMATCH'],
      [`To: ${cat.returnPath}\r\n\r\n--=_report garbage`, 'message/rfc822', 400, 'NOT_A_REPORT'],
      [`To: ${cat.returnPath}\r\nSubject: hi\r\n\r\nhello`, 'message/rfc822', 400, 'NOT_A_REPORT'],
      [
        dsnBody(bounceAddress(key, { kind: 'campaign', id: randomUUID() }, DOMAIN), '<x@y>', 'failed', '5.1.1'),
        'message/rfc822',
        404,
        'UNKNOWN_EMAIL',
      ],
    ];
    for (const [body, type, status, code] of refusals) {
      const res = await post(body, type);
      expect({ status: res.status, code: (res.body as { code?: string }).code }).toEqual({ status, code });
      expect(res.body).toHaveProperty('message');
      if (status === 400) expect(res.body).toHaveProperty('details');
    }
    await post('', REPORT_TYPE('delivery-status')).expect(400);
    await post(dsnBody(cat.returnPath, cat.messageId, 'failed', '5.1.1'), undefined, '?rcpt=a&rcpt=b').expect(400);
    expect(await state()).toEqual(before);
  });

  it('reads an ARF complaint with mailparser (boundary from the HTTP Content-Type): Original-Rcpt-To and the List-Id', async () => {
    const listId = `<t-${jane.tenantId}.localhost>`;
    const arf = [
      `--${BOUNDARY}`,
      'Content-Type: text/plain',
      '',
      'This is an email abuse report.',
      `--${BOUNDARY}`,
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: abuse',
      'Version: 1',
      'Original-Rcpt-To: rfc822; cat@example.com',
      `--${BOUNDARY}`,
      'Content-Type: text/rfc822-headers',
      '',
      'Subject: News',
      `List-Id: ${listId}`,
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n');
    const res = await request(t.http)
      .post('/api/campaign-feedback/complaints/arf')
      .set('Authorization', `Bearer ${FEEDBACK_SECRET}`)
      .set('Content-Type', REPORT_TYPE('feedback-report'))
      .send(arf)
      .expect(200);
    expect(res.body).toEqual({ matched: true });
    expect(await t.prisma.subscriber.findUniqueOrThrow({ where: { id: rows.cat.subscriberId } })).toMatchObject({ status: 'complained' });
    expect((await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: rows.cat.id } })).complained_at).toBeInstanceOf(Date);
    // Not a feedback report: 400 as before.
    await request(t.http)
      .post('/api/campaign-feedback/complaints/arf')
      .set('Authorization', `Bearer ${FEEDBACK_SECRET}`)
      .set('Content-Type', REPORT_TYPE('feedback-report'))
      .send('garbage')
      .expect(400);
  });

  it("looks a complaint naming the List-Id up inside that tenant only: no look-up across tenants, and another tenant's row is not found", async () => {
    const complain = (body: object) =>
      request(t.http).post('/api/campaign-feedback/complaints').set('Authorization', `Bearer ${FEEDBACK_SECRET}`).send(body).expect(200);
    const olga = () => t.prisma.subscriber.findUniqueOrThrow({ where: { id: rows.olga.subscriberId } });
    const door = jest.spyOn(t.app.get(Database), 'acrossTenants');
    try {
      // Otto's email under Jane's List-Id: not Jane's row, and no address to fall back on.
      expect((await complain({ message_id: rows.olga.messageId, list_id: `<t-${jane.tenantId}.localhost>` })).body).toEqual({
        matched: false,
      });
      expect((await olga()).status).toBe('confirmed');
      expect((await complain({ message_id: rows.olga.messageId, list_id: `<t-${otto.tenantId}.localhost>` })).body).toEqual({
        matched: true,
      });
      expect((await olga()).status).toBe('complained');
      expect(door).not.toHaveBeenCalled();
    } finally {
      door.mockRestore();
    }
  });
});
