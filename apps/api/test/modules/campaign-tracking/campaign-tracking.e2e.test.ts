import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createHmac, randomUUID } from 'node:crypto';
import request from 'supertest';
import { Database } from '@ds/db';
import { campaignClickUrl, campaignOpenUrl, campaignUnsubscribeUrl } from '@ds/mail-identity';
import { ApiMetrics } from '../../../src/infra/metrics/api-metrics.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

jest.setTimeout(60_000);

const ORIGIN = 'http://jane.localhost:3000';
/** The path and query of a signed link, as a request to the test app. */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('campaign email links (open pixel, click redirect, unsubscribe a scanner cannot trigger)', () => {
  let t: TestApp;
  let jane: SignedUp;
  let campaignId: string;
  let recipientIds: string[];
  let subscriberIds: string[];

  beforeAll(async () => {
    t = await startTestApp();
    jane = await signUp(t);
    const campaign = await t.prisma.campaign.create({
      data: { tenant_id: jane.tenantId, subject: 'News', content: '<p>x</p>', status: 'sending' },
    });
    campaignId = campaign.id;
    const subs = await Promise.all(
      ['ann', 'bob', 'cat'].map((name) =>
        t.prisma.subscriber.create({ data: { tenant_id: jane.tenantId, email: `${name}@example.com`, status: 'confirmed' } }),
      ),
    );
    subscriberIds = subs.map((s) => s.id);
    recipientIds = [];
    for (const s of subs) {
      const r = await t.prisma.campaignRecipient.create({
        data: {
          tenant_id: jane.tenantId,
          campaign_id: campaign.id,
          subscriber_id: s.id,
          email: s.email,
          status: s.email.startsWith('cat') ? 'queued' : 'sent',
        },
      });
      recipientIds.push(r.id);
    }
  });
  afterAll(() => t.close());

  it('records the first open and always answers a 1×1 GIF', async () => {
    const url = local(campaignOpenUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[0], jane.tenantId));
    const res = await request(t.http).get(url).expect(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toContain('no-store');
    const first = await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: recipientIds[0] } });
    expect(first.opened_at).toBeInstanceOf(Date);
    await request(t.http).get(url).expect(200);
    expect((await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: recipientIds[0] } })).opened_at).toEqual(first.opened_at);
    // A forged signature still gets the image, and records nothing.
    await request(t.http).get(`/api/campaign-track/open/${recipientIds[1]}?s=forged`).expect(200);
    expect((await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: recipientIds[1] } })).opened_at).toBeNull();
  });

  it("forgives a subscriber's soft bounces at their first open or click (the mailbox took our mail); a suppressed one stays out", async () => {
    const [gil, hal, ivy] = await Promise.all(
      [
        { name: 'soft-gil', status: 'confirmed' as const },
        { name: 'soft-hal', status: 'confirmed' as const },
        { name: 'soft-ivy', status: 'bounced' as const },
      ].map(({ name, status }) =>
        t.prisma.subscriber.create({ data: { tenant_id: jane.tenantId, email: `${name}@example.com`, status, soft_bounces: 2 } }),
      ),
    );
    const rowOf = (subscriber: { id: string; email: string }) =>
      t.prisma.campaignRecipient.create({
        data: { tenant_id: jane.tenantId, campaign_id: campaignId, subscriber_id: subscriber.id, email: subscriber.email, status: 'sent' },
      });
    const [opened, clicked, suppressed] = await Promise.all([gil, hal, ivy].map(rowOf));
    await request(t.http)
      .get(local(campaignOpenUrl(ORIGIN, TEST_JWT_SECRET, opened.id, jane.tenantId)))
      .expect(200);
    const target = 'https://shop.example/';
    await request(t.http)
      .get(local(campaignClickUrl(ORIGIN, TEST_JWT_SECRET, clicked.id, target, jane.tenantId)))
      .expect(302);
    await request(t.http)
      .get(local(campaignOpenUrl(ORIGIN, TEST_JWT_SECRET, suppressed.id, jane.tenantId)))
      .expect(200);
    const after = await t.prisma.subscriber.findMany({ where: { id: { in: [gil.id, hal.id, ivy.id] } }, orderBy: { email: 'asc' } });
    expect(after.map((s) => [s.email, s.status, s.soft_bounces])).toEqual([
      ['soft-gil@example.com', 'confirmed', 0],
      ['soft-hal@example.com', 'confirmed', 0],
      ['soft-ivy@example.com', 'bounced', 2],
    ]);
    await t.prisma.campaignRecipient.deleteMany({ where: { id: { in: [opened.id, clicked.id, suppressed.id] } } });
  });

  it('redirects a signed click to its target with UTM tags, recording the click per link', async () => {
    const target = 'https://shop.example/p?a=1&b=2';
    const res = await request(t.http)
      .get(local(campaignClickUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], target, jane.tenantId)))
      .expect(302);
    expect(res.headers.location).toBe(`https://shop.example/p?a=1&b=2&utm_source=newsletter&utm_medium=email&utm_campaign=${campaignId}`);
    await request(t.http)
      .get(local(campaignClickUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], target, jane.tenantId)))
      .expect(302);
    const clicks = await t.prisma.campaignClick.findMany({ where: { campaign_id: campaignId } });
    expect(clicks.map((c) => c.url)).toEqual([target, target]);
    const row = await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: recipientIds[1] } });
    expect(row.clicked_at).toBeInstanceOf(Date);
    expect(row.opened_at).toBeInstanceOf(Date);
  });

  it("answers a mail scanner's open and click as usual but counts neither (only in campaign_tracking_scanner_hits_total); a reader's still count", async () => {
    const sub = await t.prisma.subscriber.create({ data: { tenant_id: jane.tenantId, email: 'dan@example.com', status: 'confirmed' } });
    const row = await t.prisma.campaignRecipient.create({
      data: { tenant_id: jane.tenantId, campaign_id: campaignId, subscriber_id: sub.id, email: sub.email, status: 'sent' },
    });
    const target = 'https://shop.example/scanned';
    const open = local(campaignOpenUrl(ORIGIN, TEST_JWT_SECRET, row.id, jane.tenantId));
    const click = local(campaignClickUrl(ORIGIN, TEST_JWT_SECRET, row.id, target, jane.tenantId));
    const hits = async (kind: string) => {
      const line = (await t.app.get(ApiMetrics).registry.metrics())
        .split('\n')
        .find((l) => l.startsWith(`campaign_tracking_scanner_hits_total{kind="${kind}"`));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const [opensBefore, clicksBefore] = [await hits('open'), await hits('click')];
    const scanners = [
      'Mozilla/5.0 (compatible; SafeLinks link scanner)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 (Proofpoint URL Defense)',
      'Mozilla/5.0 (compatible; Mimecast URL Protect)',
      'Barracuda Sentinel (EE)',
    ];
    for (const agent of scanners) {
      const pixel = await request(t.http).get(open).set('User-Agent', agent).expect(200);
      expect(pixel.headers['content-type']).toBe('image/gif');
      const res = await request(t.http).get(click).set('User-Agent', agent).expect(302);
      expect(res.headers.location).toBe(`${target}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaignId}`);
    }
    // A HEAD, whatever its user agent, is no reader.
    await request(t.http).head(click).set('User-Agent', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36').expect(302);
    expect(await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      opened_at: null,
      clicked_at: null,
    });
    expect(await t.prisma.campaignClick.count({ where: { recipient_id: row.id } })).toBe(0);
    expect(await hits('open')).toBe(opensBefore + scanners.length);
    expect(await hits('click')).toBe(clicksBefore + scanners.length + 1);

    // Gmail's image proxy fetches the pixel when the reader opens the email: an open.
    await request(t.http)
      .get(open)
      .set('User-Agent', 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)')
      .expect(200);
    const opened = await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: row.id } });
    expect(opened.opened_at).toBeInstanceOf(Date);
    expect(opened.clicked_at).toBeNull();
    // A browser's click counts.
    const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    await request(t.http).get(click).set('User-Agent', browser).expect(302);
    expect((await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: row.id } })).clicked_at).toBeInstanceOf(Date);
    expect(await t.prisma.campaignClick.count({ where: { recipient_id: row.id } })).toBe(1);
    expect([await hits('open'), await hits('click')]).toEqual([opensBefore + scanners.length, clicksBefore + scanners.length + 1]);
  });

  it('refuses a click link whose target or signature was changed (no open redirect), with JSON 400', async () => {
    const signed = new URL(campaignClickUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], 'https://shop.example/', jane.tenantId));
    signed.searchParams.set('u', 'https://evil.example/');
    const res = await request(t.http).get(local(signed.toString())).expect(400);
    expect(res.body).toMatchObject({ message: 'This link is not valid', code: 'LINK_INVALID' });
    await request(t.http).get(`/api/campaign-track/click/${recipientIds[1]}`).expect(400);
    await request(t.http)
      .get(local(campaignClickUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], 'javascript:alert(1)', jane.tenantId)))
      .expect(400);
    await request(t.http).get('/api/campaign-track/click/not-a-uuid?u=https://x.example&s=1').expect(404);
  });

  it('unsubscribes with one click (RFC 8058 POST) at once: the subscriber, the stats row, and their queued sends', async () => {
    const url = local(campaignUnsubscribeUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[2], jane.tenantId));
    const res = await request(t.http).post(url).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(res.text).toContain('You have been unsubscribed');
    const subscriber = await t.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriberIds[2] } });
    expect(subscriber).toMatchObject({ status: 'unsubscribed' });
    expect(subscriber.unsubscribed_at).toBeInstanceOf(Date);
    const row = await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: recipientIds[2] } });
    expect(row).toMatchObject({ status: 'skipped' });
    expect(row.unsubscribed_at).toBeInstanceOf(Date);
  });

  it('only shows the Unsubscribe button on a GET or HEAD (mail scanners fetch every link); its POST unsubscribes; a forged link gets a 400 page', async () => {
    const url = local(campaignUnsubscribeUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[0], jane.tenantId));
    await request(t.http).head(url).expect(200);
    const page = await request(t.http).get(url).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Unsubscribe?');
    expect(page.text).toContain(`<form method="post" action="${url.replace(/&/g, '&amp;')}">`);
    expect((await t.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriberIds[0] } })).status).toBe('confirmed');
    expect((await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: recipientIds[0] } })).unsubscribed_at).toBeNull();
    // The button: a plain form POST with no body.
    const done = await request(t.http).post(url).type('form').send('').expect(200);
    expect(done.text).toContain('You have been unsubscribed');
    expect((await t.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriberIds[0] } })).status).toBe('unsubscribed');
    for (const forged of [
      `/api/campaign-track/unsubscribe/${recipientIds[1]}?s=AAAAAAAAAAAAAAAAAAAAAA`,
      `/api/campaign-track/unsubscribe/${recipientIds[1]}`,
    ]) {
      expect((await request(t.http).get(forged).expect(400)).text).toContain('This unsubscribe link is not valid');
      expect((await request(t.http).post(forged).expect(400)).text).toContain('This unsubscribe link is not valid');
    }
    expect((await t.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriberIds[1] } })).status).toBe('confirmed');
  });

  it('undoes an unsubscribe made by mistake with the same signed link only (the stats forget it; another signature is refused)', async () => {
    await t.prisma.subscriber.update({ where: { id: subscriberIds[0] }, data: { confirmed_at: new Date() } });
    const unsubscribe = new URL(campaignUnsubscribeUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[0], jane.tenantId));
    const resubscribe = `/api/campaign-track/resubscribe/${recipientIds[0]}${unsubscribe.search}`;
    // The page after unsubscribing offers it; a GET of the unsubscribe link does too.
    expect((await request(t.http).get(local(unsubscribe.toString())).expect(200)).text).toContain(
      `action="${resubscribe.replace(/&/g, '&amp;')}"`,
    );
    // Someone else's signature (the open pixel's, or another row's) does nothing.
    const other = new URL(campaignUnsubscribeUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], jane.tenantId));
    await request(t.http).post(`/api/campaign-track/resubscribe/${recipientIds[0]}${other.search}`).expect(400);
    const pixel = new URL(campaignOpenUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[0], jane.tenantId));
    await request(t.http).post(`/api/campaign-track/resubscribe/${recipientIds[0]}${pixel.search}`).expect(400);
    expect((await t.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriberIds[0] } })).status).toBe('unsubscribed');

    const back = await request(t.http).post(resubscribe).expect(200);
    expect(back.text).toContain('You are subscribed again');
    expect(await t.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriberIds[0] } })).toMatchObject({
      status: 'confirmed',
      unsubscribed_at: null,
    });
    expect((await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: recipientIds[0] } })).unsubscribed_at).toBeNull();

    // A complained address stays out.
    await t.prisma.subscriber.update({ where: { id: subscriberIds[0] }, data: { status: 'complained' } });
    expect((await request(t.http).post(resubscribe).expect(200)).text).toContain('We cannot subscribe this address again');
    expect((await t.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriberIds[0] } })).status).toBe('complained');
  });

  it('resubscribes with the unsubscribe link only within RESUBSCRIBE_WINDOW_HOURS (24); later (old format too) it sends a new confirmation', async () => {
    const sub = await t.prisma.subscriber.create({
      data: {
        tenant_id: jane.tenantId,
        email: 'dora@example.com',
        status: 'confirmed',
        confirmed_at: new Date(Date.now() - 90 * 86_400_000),
      },
    });
    const row = await t.prisma.campaignRecipient.create({
      data: { tenant_id: jane.tenantId, campaign_id: campaignId, subscriber_id: sub.id, email: sub.email, status: 'sent' },
    });
    const unsubscribe = local(campaignUnsubscribeUrl(ORIGIN, TEST_JWT_SECRET, row.id, jane.tenantId));
    const resubscribe = unsubscribe.replace('/unsubscribe/', '/resubscribe/');
    const dora = () => t.prisma.subscriber.findUniqueOrThrow({ where: { id: sub.id } });
    const unsubscribedAgo = (hours: number) =>
      t.prisma.subscriber.update({ where: { id: sub.id }, data: { unsubscribed_at: new Date(Date.now() - hours * 3_600_000) } });
    const confirmationsOwed = () =>
      t.prisma.outboxMessage.count({ where: { name: 'mail.autoresponder', payload: { path: ['subscriberId'], equals: sub.id } } });

    // Within the window (unsubscribed 23 hours ago): the page offers the undo, and the link undoes it.
    await request(t.http).post(unsubscribe).type('form').send('List-Unsubscribe=One-Click').expect(200);
    await unsubscribedAgo(23);
    expect((await request(t.http).get(unsubscribe).expect(200)).text).toContain('Unsubscribed by mistake?');
    expect((await request(t.http).post(resubscribe).expect(200)).text).toContain('You are subscribed again');
    expect(await dora()).toMatchObject({ status: 'confirmed', unsubscribed_at: null });

    // Out again, 25 hours ago: the same link no longer resubscribes — the page offers a confirmation email.
    await request(t.http).post(unsubscribe).type('form').send('').expect(200);
    await unsubscribedAgo(25);
    const page = (await request(t.http).get(unsubscribe).expect(200)).text;
    expect(page).toContain('You are unsubscribed');
    expect(page).not.toContain('Unsubscribed by mistake?');
    expect(page).toContain('Want the newsletter again?');
    expect(page).toContain(`action="${resubscribe.replace(/&/g, '&amp;')}"`);
    const owed = await confirmationsOwed();
    expect((await request(t.http).post(resubscribe).expect(200)).text).toContain('Please check your email');
    expect(await dora()).toMatchObject({ status: 'pending', confirmed_at: null, source: 'unsubscribe page' });
    expect((await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: row.id } })).unsubscribed_at).toBeInstanceOf(Date);
    expect(await confirmationsOwed()).toBe(owed + 1);
    // Pressing again within the hour owes no second email.
    await request(t.http).post(resubscribe).expect(200);
    expect(await confirmationsOwed()).toBe(owed + 1);

    // Unsubscribing never expires: the same (old) link still takes them off the list.
    await request(t.http).post(unsubscribe).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await dora()).status).toBe('unsubscribed');

    // A link of the old format (no tenant in it) is held to the same window.
    const oldSig = createHmac('sha256', TEST_JWT_SECRET)
      .update(`campaign-unsubscribe:${row.id}:`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    await t.prisma.subscriber.update({
      where: { id: sub.id },
      data: { confirmed_at: new Date(), unsubscribed_at: new Date(Date.now() - 25 * 3_600_000) },
    });
    expect((await request(t.http).post(`/api/campaign-track/resubscribe/${row.id}?s=${oldSig}`).expect(200)).text).toContain(
      'Please check your email',
    );
    expect((await dora()).status).toBe('pending');
  });

  it('follows a link inside the tenant its token carries: no look-up across tenants', async () => {
    const door = jest.spyOn(t.app.get(Database), 'acrossTenants');
    try {
      await request(t.http)
        .get(local(campaignOpenUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], jane.tenantId)))
        .expect(200);
      await request(t.http)
        .get(local(campaignClickUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], 'https://shop.example/door', jane.tenantId)))
        .expect(302);
      await request(t.http)
        .get(local(campaignUnsubscribeUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], jane.tenantId)))
        .expect(200);
      expect(door.mock.calls.map(([reason]) => reason).filter((reason) => /link/.test(reason))).toEqual([]);
    } finally {
      door.mockRestore();
    }
  });

  it('follows a link signed in the old format (before tokens carried the tenant), and refuses one naming another tenant', async () => {
    // As campaign emails were signed before: 128 bits of HMAC(secret, "campaign-<kind>:<row>:<target>").
    const old = (kind: string, id: string, target = '') =>
      createHmac('sha256', TEST_JWT_SECRET).update(`campaign-${kind}:${id}:${target}`).digest().subarray(0, 16).toString('base64url');
    const target = 'https://shop.example/old';
    const click = `/api/campaign-track/click/${recipientIds[1]}?u=${encodeURIComponent(target)}&s=${old('click', recipientIds[1], target)}`;
    const res = await request(t.http).get(click).expect(302);
    expect(res.headers.location).toContain('https://shop.example/old?utm_source=newsletter');
    expect((await t.prisma.campaignClick.findMany({ where: { campaign_id: campaignId, url: target } })).length).toBe(1);
    const page = await request(t.http)
      .get(`/api/campaign-track/unsubscribe/${recipientIds[1]}?s=${old('unsubscribe', recipientIds[1])}`)
      .expect(200);
    expect(page.text).toContain('Unsubscribe?');

    // Signed by us, but carrying another tenant: the row is not found there, nothing is recorded.
    const elsewhere = randomUUID();
    await request(t.http)
      .get(local(campaignClickUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], target, elsewhere)))
      .expect(400);
    await request(t.http)
      .post(local(campaignUnsubscribeUrl(ORIGIN, TEST_JWT_SECRET, recipientIds[1], elsewhere)))
      .expect(400);
    expect((await t.prisma.campaignClick.findMany({ where: { campaign_id: campaignId, url: target } })).length).toBe(1);
    expect((await t.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriberIds[1] } })).status).toBe('confirmed');
  });
});
