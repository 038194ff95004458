import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { Queue } from 'bullmq';
import request from 'supertest';
import { Database } from '@ds/db';
import { QUEUES } from '@ds/jobs';
import { confirmationToken, unsubscribeSignature, unsubscribeUrl } from '@ds/mail-identity';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createTenantWithContent } from '../../support/content.js';
import { eventually } from '../../support/eventually.js';
import { ALREADY_SUBSCRIBED, CONFIRMATION_PENDING, SUBSCRIBED } from '../../../src/modules/audience/audience.service.js';

describe('newsletter, leads and contact', () => {
  let t: TestApp;
  let queue: Queue;
  let alpha: Awaited<ReturnType<typeof createTenantWithContent>>;
  let bravo: Awaited<ReturnType<typeof createTenantWithContent>>;
  const post = (host: string, path: string, body: object) => request(t.http).post(`/api${path}`).set('X-Tenant-Domain', host).send(body);

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_FORM_RATE_LIMIT: '1000' });
    queue = new Queue(QUEUES.mail, { connection: { url: t.config.REDIS_URL }, prefix: t.prefix });
    alpha = await createTenantWithContent(t.prisma, 'alpha');
    bravo = await createTenantWithContent(t.prisma, 'bravo');
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  const jobsOfKind = async (kind: string) =>
    (await queue.getJobs(['waiting', 'delayed'])).filter((j) => (j.data as { kind: string }).kind === kind);

  const owedOf = (kind: string) =>
    t.prisma.outboxMessage.findMany({
      where: { name: 'mail.autoresponder', tenant_id: alpha.tenant.id, payload: { path: ['kind'], equals: kind } },
      orderBy: { created_at: 'asc' },
    });
  const subscriberOf = (email: string) => t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: alpha.tenant.id, email } });
  const confirmLink = (subscriberId: string, expiresAt = new Date(Date.now() + 86_400_000)) =>
    `/api/newsletters/confirm?token=${encodeURIComponent(confirmationToken(t.config.JWT_SECRET, subscriberId, expiresAt, { tenantId: alpha.tenant.id }))}`;

  /** The confirmation page's button: the signed link POSTed back. */
  const confirmClick = (link: string) => request(t.http).post(link).type('form').send('');

  describe('POST /newsletters/subscribe (double opt-in)', () => {
    it('records a pending subscriber with consent evidence and owes only the confirmation email', async () => {
      const res = await post('alpha.localhost', '/newsletters/subscribe', {
        email: ' Fan@Example.com ',
        page: '/newsletters',
        source: 'newsletters-page',
      }).expect(201);
      expect(res.body).toEqual({ message: SUBSCRIBED });
      expect(res.body.message).toContain('successful');
      const fan = await subscriberOf('fan@example.com');
      expect(fan).toMatchObject({
        status: 'pending',
        confirmed_at: null,
        consent_host: 'alpha.localhost',
        consent_page: '/newsletters',
        source: 'newsletters page',
      });
      expect(fan.consent_at).toBeInstanceOf(Date);
      expect(fan.confirmation_sent_at).toBeInstanceOf(Date);
      // A keyed hash of the address, never the address itself.
      expect(fan.consent_ip_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fan.consent_ip_hash).not.toMatch(/127|::1/);
      const owed = await owedOf('subscriber-confirm');
      expect(owed.map((o) => o.payload)).toEqual([{ kind: 'subscriber-confirm', tenantId: alpha.tenant.id, subscriberId: fan.id }]);
      expect(await owedOf('subscriber-welcome')).toHaveLength(0);
      await eventually(async () =>
        expect((await jobsOfKind('subscriber-confirm')).map((j) => j.data)).toEqual([
          { kind: 'subscriber-confirm', tenantId: alpha.tenant.id, subscriberId: fan.id, outboxId: owed[0].id },
        ]),
      );
    });

    it('re-sends the link to a pending subscriber at most once an hour, even when asked twice at once', async () => {
      const again = await post('alpha.localhost', '/newsletters/subscribe', { email: 'fan@example.com' }).expect(200);
      expect(again.body).toEqual({ message: CONFIRMATION_PENDING });
      expect(await owedOf('subscriber-confirm')).toHaveLength(1);
      // An hour later: one more link, however many requests race for it.
      const fan = await subscriberOf('fan@example.com');
      await t.prisma.subscriber.update({ where: { id: fan.id }, data: { confirmation_sent_at: new Date(Date.now() - 61 * 60_000) } });
      const answers = await Promise.all(
        [1, 2, 3].map(() => post('alpha.localhost', '/newsletters/subscribe', { email: 'fan@example.com' })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await owedOf('subscriber-confirm')).toHaveLength(2);
      expect(await t.prisma.subscriber.count({ where: { tenant_id: alpha.tenant.id } })).toBe(1);
    });

    it('refuses an expired, forged or missing token without changing anything', async () => {
      const fan = await subscriberOf('fan@example.com');
      const expired = await request(t.http)
        .get(confirmLink(fan.id, new Date(Date.now() - 1000)))
        .expect(303);
      expect(expired.headers.location).toBe('/newsletters/confirm?result=expired');
      const tomorrow = new Date(Date.now() + 86_400_000);
      for (const token of [
        `${fan.id}.${Math.floor(tomorrow.getTime() / 1000)}.forged`,
        // Signed by us, but for the subscriber's id under another tenant: not found there.
        confirmationToken(t.config.JWT_SECRET, fan.id, tomorrow, { tenantId: bravo.tenant.id }),
        // Signed by us for another purpose.
        unsubscribeSignature(t.config.JWT_SECRET, alpha.tenant.id, fan.id),
        'garbage',
      ]) {
        const link = `/api/newsletters/confirm?token=${encodeURIComponent(token)}`;
        expect((await request(t.http).get(link).expect(303)).headers.location).toBe('/newsletters/confirm?result=invalid');
        expect((await confirmClick(link).expect(303)).headers.location).toBe('/newsletters/confirm?result=invalid');
      }
      expect((await request(t.http).get('/api/newsletters/confirm').expect(303)).headers.location).toBe(
        '/newsletters/confirm?result=invalid',
      );
      expect((await confirmClick(confirmLink(fan.id, new Date(Date.now() - 1000))).expect(303)).headers.location).toBe(
        '/newsletters/confirm?result=expired',
      );
      expect(await subscriberOf('fan@example.com')).toMatchObject({ status: 'pending', confirmed_at: null });
      expect(await owedOf('subscriber-welcome')).toHaveLength(0);
    });

    it('shows a confirm button on GET (a scanner fetches, nothing changes), confirms on its POST, and owes the welcome once', async () => {
      const fan = await subscriberOf('fan@example.com');
      const link = confirmLink(fan.id);
      // A link checker's HEAD probe and a scanner's GET are not clicks.
      await request(t.http).head(link).expect(200);
      const page = await request(t.http).get(link).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('Confirm your subscription');
      // The button posts the signed link back to the same path.
      expect(page.text).toContain(`<form method="post" action="${link.replace(/&/g, '&amp;')}">`);
      expect((await subscriberOf('fan@example.com')).status).toBe('pending');
      expect(await owedOf('subscriber-welcome')).toHaveLength(0);
      const first = await confirmClick(link).expect(303);
      expect(first.headers.location).toBe('/newsletters/confirm?result=confirmed');
      expect(first.headers['cache-control']).toBe('no-store');
      // Once confirmed, the link itself leads to the result page.
      expect((await request(t.http).get(link).expect(303)).headers.location).toBe('/newsletters/confirm?result=confirmed');
      const clicks = await Promise.all([1, 2].map(() => confirmClick(link)));
      expect(clicks.map((c) => c.headers.location)).toEqual([
        '/newsletters/confirm?result=confirmed',
        '/newsletters/confirm?result=confirmed',
      ]);
      expect(await subscriberOf('fan@example.com')).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(Date) });
      const welcome = await owedOf('subscriber-welcome');
      expect(welcome.map((o) => o.payload)).toEqual([{ kind: 'subscriber-welcome', tenantId: alpha.tenant.id, subscriberId: fan.id }]);
    });

    it('changes nothing and sends nothing when a confirmed subscriber subscribes again', async () => {
      const before = await t.prisma.outboxMessage.count();
      const res = await post('alpha.localhost', '/newsletters/subscribe', { email: 'fan@example.com' }).expect(200);
      expect(res.body).toEqual({ message: ALREADY_SUBSCRIBED });
      expect(await t.prisma.outboxMessage.count()).toBe(before);
      expect((await subscriberOf('fan@example.com')).status).toBe('confirmed');
    });

    it('keeps tenants apart: the same email on another storefront is another subscriber', async () => {
      await post('bravo.localhost', '/newsletters/subscribe', { email: 'fan@example.com' }).expect(201);
      expect(await t.prisma.subscriber.count({ where: { email: 'fan@example.com' } })).toBe(2);
      expect((await subscriberOf('fan@example.com')).status).toBe('confirmed');
    });

    it('makes the landing newsletter (the platform list, main domain) double opt-in too', async () => {
      const platformOwed = () =>
        t.prisma.outboxMessage.findMany({
          where: { name: 'mail.autoresponder', payload: { path: ['kind'], equals: 'platform-subscriber-confirm' } },
        });
      await post('localhost', '/newsletters/subscribe', { email: 'prospect@example.com' }).expect(201, { message: SUBSCRIBED });
      const prospect = await t.prisma.platformSubscriber.findUniqueOrThrow({ where: { email: 'prospect@example.com' } });
      expect(prospect).toMatchObject({ status: 'pending', confirmed_at: null, consent_host: 'localhost', source: 'landing' });
      expect(prospect.consent_ip_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const owed = await platformOwed();
      expect(owed.map((o) => [o.payload, o.tenant_id])).toEqual([
        [{ kind: 'platform-subscriber-confirm', platformSubscriberId: prospect.id }, null],
      ]);

      // Pending asks again within the hour: the same answer as a storefront's, no second email.
      await post('localhost', '/newsletters/subscribe', { email: 'prospect@example.com' }).expect(200, { message: CONFIRMATION_PENDING });
      expect(await platformOwed()).toHaveLength(1);
      // After an hour: one more link.
      await t.prisma.platformSubscriber.update({
        where: { id: prospect.id },
        data: { confirmation_sent_at: new Date(Date.now() - 61 * 60_000) },
      });
      await post('localhost', '/newsletters/subscribe', { email: 'prospect@example.com' }).expect(200, { message: CONFIRMATION_PENDING });
      expect(await platformOwed()).toHaveLength(2);

      // A storefront's link for the same id is signed for another purpose: not valid here.
      expect((await request(t.http).get(confirmLink(prospect.id)).expect(303)).headers.location).toBe(
        '/newsletters/confirm?result=invalid',
      );
      const expiry = new Date(Date.now() + 86_400_000);
      const link = `/api/newsletters/confirm?token=${encodeURIComponent(confirmationToken(t.config.JWT_SECRET, prospect.id, expiry, 'platform'))}`;
      const past = new Date(Date.now() - 1000);
      const expired = `/api/newsletters/confirm?token=${encodeURIComponent(confirmationToken(t.config.JWT_SECRET, prospect.id, past, 'platform'))}`;
      expect((await request(t.http).get(expired).set('X-Tenant-Domain', 'localhost').expect(303)).headers.location).toBe(
        '/newsletters/confirm?result=expired',
      );
      expect((await request(t.http).get(link).set('X-Tenant-Domain', 'localhost').expect(200)).text).toContain(
        'receive the Distributor Sites newsletter',
      );
      expect((await t.prisma.platformSubscriber.findUniqueOrThrow({ where: { id: prospect.id } })).status).toBe('pending');
      for (let click = 0; click < 2; click += 1) {
        expect((await confirmClick(link).set('X-Tenant-Domain', 'localhost').expect(303)).headers.location).toBe(
          '/newsletters/confirm?result=confirmed',
        );
      }
      expect(await t.prisma.platformSubscriber.findUniqueOrThrow({ where: { id: prospect.id } })).toMatchObject({
        status: 'confirmed',
        confirmed_at: expect.any(Date),
      });

      // Confirmed: subscribing again changes nothing and sends nothing.
      const before = await t.prisma.outboxMessage.count();
      await post('localhost', '/newsletters/subscribe', { email: 'prospect@example.com' }).expect(200, { message: ALREADY_SUBSCRIBED });
      expect(await t.prisma.outboxMessage.count()).toBe(before);
      expect(await t.prisma.subscriber.count({ where: { email: 'prospect@example.com' } })).toBe(0);
    });

    it.each([
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: '   ' }, 'email', 'Email is required'],
      [{}, 'email', 'Email is required'],
      [{ email: 'bad@' }, 'email', 'Please enter a valid email address'],
      [{ email: 'ok@example.com', page: 'https://evil.example/' }, 'page', 'page must be a path starting with /'],
      [{ email: 'ok@example.com', page: `/${'a'.repeat(300)}` }, 'page', 'page must be at most 300 characters'],
      [{ email: 'ok@example.com', source: 'somewhere' }, 'source', 'source must be footer or newsletters-page'],
    ])('refuses %j with a clear message and stores nothing', async (body, field, message) => {
      const res = await post('alpha.localhost', '/newsletters/subscribe', body).expect(400);
      expect(res.body.details).toMatchObject({ [field]: message });
      expect(await t.prisma.subscriber.count({ where: { email: 'ok@example.com' } })).toBe(0);
    });

    it('accepts a filled honeypot silently and stores nothing', async () => {
      await post('alpha.localhost', '/newsletters/subscribe', { email: 'bot@example.com', website: 'http://spam' }).expect(201, {
        message: SUBSCRIBED,
      });
      expect(await t.prisma.subscriber.count({ where: { email: 'bot@example.com' } })).toBe(0);
    });

    it('answers STORE_NOT_FOUND on an unknown storefront', async () => {
      const res = await post('nobody.localhost', '/newsletters/subscribe', { email: 'x@example.com' }).expect(404);
      expect(res.body.code).toBe('STORE_NOT_FOUND');
    });

    it('unsubscribes on a POST of the signed link (a GET shows the button), can undo it, refuses forgeries; a later subscribe needs confirming', async () => {
      const sub = await subscriberOf('fan@example.com');
      const link = new URL(unsubscribeUrl('http://alpha.localhost:3000', t.config.JWT_SECRET, sub.id, alpha.tenant.id));
      const path = `${link.pathname}${link.search}`;
      const resubscribe = `/api/newsletters/resubscribe${link.search}`;
      // A scanner's GET (or HEAD) shows the page with the button and changes nothing.
      await request(t.http).head(path).expect(200);
      const page = await request(t.http).get(path).expect(200);
      expect(page.text).toContain('Unsubscribe?');
      expect(page.text).toContain(`<form method="post" action="${path.replace(/&/g, '&amp;')}">`);
      expect(await subscriberOf('fan@example.com')).toMatchObject({ status: 'confirmed', unsubscribed_at: null });
      // The button (a plain form POST) unsubscribes and offers the undo.
      const done = await request(t.http).post(path).type('form').send('').expect(200);
      expect(done.text).toContain('You have been unsubscribed');
      expect(done.text).toContain(`action="${resubscribe.replace(/&/g, '&amp;')}"`);
      expect(await subscriberOf('fan@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.any(Date) });
      expect((await request(t.http).get(path).expect(200)).text).toContain('You are unsubscribed');
      // Unsubscribed by mistake: the same signed link brings a confirmed subscriber back; a forged one does not.
      await request(t.http).post(`/api/newsletters/resubscribe?sid=${sub.id}&sig=forged`).expect(400);
      await request(t.http).post(`/api/newsletters/resubscribe?sid=${sub.id}`).expect(400);
      expect((await subscriberOf('fan@example.com')).status).toBe('unsubscribed');
      expect((await request(t.http).post(resubscribe).expect(200)).text).toContain('You are subscribed again');
      expect(await subscriberOf('fan@example.com')).toMatchObject({ status: 'confirmed', unsubscribed_at: null });
      await request(t.http).get(`/api/newsletters/unsubscribe?sid=${sub.id}&sig=forged`).expect(400);
      // Signed by us, but naming another tenant: the subscriber is not found there, nothing changes.
      const foreign = new URL(unsubscribeUrl('http://alpha.localhost:3000', t.config.JWT_SECRET, sub.id, bravo.tenant.id));
      await request(t.http).post(`${foreign.pathname}${foreign.search}`).expect(400);
      await request(t.http).post(`/api/newsletters/unsubscribe?sid=${sub.id}&sig=forged`).expect(400);
      expect((await subscriberOf('fan@example.com')).status).toBe('confirmed');
      // One-click (RFC 8058): mail clients POST to the same link.
      await request(t.http).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect((await subscriberOf('fan@example.com')).status).toBe('unsubscribed');
      // The old confirmation link does not bring them back…
      expect((await request(t.http).get(confirmLink(sub.id)).expect(303)).headers.location).toBe('/newsletters/confirm?result=invalid');
      // …subscribing again does, pending a new confirmation.
      const confirmations = (await owedOf('subscriber-confirm')).length;
      await post('alpha.localhost', '/newsletters/subscribe', { email: sub.email, page: '/' }).expect(201);
      expect(await subscriberOf('fan@example.com')).toMatchObject({
        status: 'pending',
        unsubscribed_at: null,
        consent_page: '/',
        source: 'footer',
      });
      expect(await owedOf('subscriber-confirm')).toHaveLength(confirmations + 1);
    });

    it('follows confirmation and unsubscribe links inside the tenant their token carries: no look-up across tenants', async () => {
      const sub = await t.prisma.subscriber.create({ data: { tenant_id: alpha.tenant.id, email: 'door@example.com', status: 'pending' } });
      const door = jest.spyOn(t.app.get(Database), 'acrossTenants');
      try {
        expect((await request(t.http).get(confirmLink(sub.id)).expect(200)).text).toContain('Confirm subscription');
        const unsubscribe = new URL(unsubscribeUrl('http://alpha.localhost:3000', t.config.JWT_SECRET, sub.id, alpha.tenant.id));
        expect((await request(t.http).get(`${unsubscribe.pathname}${unsubscribe.search}`).expect(200)).text).toContain('Unsubscribe?');
        expect(door.mock.calls.map(([reason]) => reason).filter((reason) => /link/.test(reason))).toEqual([]);
      } finally {
        door.mockRestore();
      }
    });

    it('still follows links signed in the old formats (before tokens carried the tenant): confirmation and unsubscribe', async () => {
      const secret = t.config.JWT_SECRET;
      const old = await t.prisma.subscriber.create({
        data: { tenant_id: alpha.tenant.id, email: 'old-link@example.com', status: 'pending' },
      });
      const expiry = Math.floor(Date.now() / 1000) + 86_400;
      const oldConfirm = `${old.id}.${expiry}.${createHmac('sha256', secret).update(`newsletter-confirm:${old.id}:${expiry}`).digest('base64url')}`;
      const confirm = `/api/newsletters/confirm?token=${encodeURIComponent(oldConfirm)}`;
      expect((await request(t.http).get(confirm).expect(200)).text).toContain('Confirm subscription');
      expect((await confirmClick(confirm).expect(303)).headers.location).toBe('/newsletters/confirm?result=confirmed');
      expect((await subscriberOf('old-link@example.com')).status).toBe('confirmed');

      const oldSig = createHmac('sha256', secret).update(`unsubscribe:${old.id}`).digest('base64url');
      const unsubscribe = `/api/newsletters/unsubscribe?sid=${old.id}&sig=${oldSig}`;
      expect((await request(t.http).get(unsubscribe).expect(200)).text).toContain('Unsubscribe?');
      expect((await request(t.http).post(unsubscribe).type('form').send('').expect(200)).text).toContain('You have been unsubscribed');
      expect((await subscriberOf('old-link@example.com')).status).toBe('unsubscribed');
    });

    it('an unsubscribe link resubscribes only within RESUBSCRIBE_WINDOW_HOURS (24); later (old format too) it sends a new confirmation', async () => {
      const sub = await t.prisma.subscriber.create({
        data: {
          tenant_id: alpha.tenant.id,
          email: 'window@example.com',
          status: 'confirmed',
          confirmed_at: new Date(Date.now() - 90 * 86_400_000),
        },
      });
      const link = new URL(unsubscribeUrl('http://alpha.localhost:3000', t.config.JWT_SECRET, sub.id, alpha.tenant.id));
      const path = `${link.pathname}${link.search}`;
      const resubscribe = `/api/newsletters/resubscribe${link.search}`;
      const unsubscribedAgo = (hours: number) =>
        t.prisma.subscriber.update({ where: { id: sub.id }, data: { unsubscribed_at: new Date(Date.now() - hours * 3_600_000) } });

      // 23 hours after the unsubscribe: the undo still works.
      await request(t.http).post(path).type('form').send('').expect(200);
      await unsubscribedAgo(23);
      expect((await request(t.http).get(path).expect(200)).text).toContain('Unsubscribed by mistake?');
      expect((await request(t.http).post(resubscribe).expect(200)).text).toContain('You are subscribed again');
      expect(await subscriberOf('window@example.com')).toMatchObject({ status: 'confirmed', unsubscribed_at: null });

      // 25 hours after: the link cannot put them back; it offers, and sends, a new confirmation email.
      await request(t.http).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      await unsubscribedAgo(25);
      const page = (await request(t.http).get(path).expect(200)).text;
      expect(page).not.toContain('Unsubscribed by mistake?');
      expect(page).toContain('Send me a confirmation email');
      const confirmations = (await owedOf('subscriber-confirm')).length;
      expect((await request(t.http).post(resubscribe).expect(200)).text).toContain('Please check your email');
      expect(await subscriberOf('window@example.com')).toMatchObject({ status: 'pending', confirmed_at: null, source: 'unsubscribe page' });
      expect(await owedOf('subscriber-confirm')).toHaveLength(confirmations + 1);
      // Only the emailed link confirms them again.
      expect((await confirmClick(confirmLink(sub.id)).expect(303)).headers.location).toBe('/newsletters/confirm?result=confirmed');
      expect((await subscriberOf('window@example.com')).status).toBe('confirmed');

      // Unsubscribing never expires; an old-format link (no tenant) is held to the same window.
      const oldSig = createHmac('sha256', t.config.JWT_SECRET).update(`unsubscribe:${sub.id}`).digest('base64url');
      const oldPath = `/api/newsletters/unsubscribe?sid=${sub.id}&sig=${oldSig}`;
      await request(t.http).post(oldPath).type('form').send('').expect(200);
      await unsubscribedAgo(25);
      expect((await request(t.http).post(`/api/newsletters/resubscribe?sid=${sub.id}&sig=${oldSig}`).expect(200)).text).toContain(
        'Please check your email',
      );
      expect((await subscriberOf('window@example.com')).status).toBe('pending');
    });

    it("answers a Korean site's visitor in Korean: the form's answer, the confirm and unsubscribe pages (lang=ko)", async () => {
      const seoul = await createTenantWithContent(t.prisma, 'seoul');
      await t.prisma.tenant.update({
        where: { id: seoul.tenant.id },
        data: { site_name: '건강한 하루', site_language: 'ko', country: 'KR' },
      });
      const answer = await post('seoul.localhost', '/newsletters/subscribe', { email: 'jiwoo@example.com' }).expect(201);
      expect(answer.body).toEqual({ message: '구독 신청 완료! 이메일을 확인하고 링크를 눌러 구독을 확인해 주세요.' });
      // (a honeypot lead: answered as any lead, stored nowhere)
      const lead = { name: '지우', email: 'jiwoo@example.com', message: '안녕하세요', website: 'x' };
      expect((await post('seoul.localhost', '/site/leads', lead).expect(201)).body).toEqual({
        message: '감사합니다! 메시지가 전송되었습니다.',
      });

      const sub = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: seoul.tenant.id, email: 'jiwoo@example.com' } });
      const token = confirmationToken(t.config.JWT_SECRET, sub.id, new Date(Date.now() + 86_400_000), { tenantId: seoul.tenant.id });
      const confirm = await request(t.http)
        .get(`/api/newsletters/confirm?token=${encodeURIComponent(token)}`)
        .expect(200);
      expect(confirm.text).toContain('<html lang="ko">');
      expect(confirm.text).toContain('<title>구독을 확인해 주세요</title>');
      expect(confirm.text).toContain('버튼을 눌러 건강한 하루 뉴스레터 구독을 확인해 주세요.');
      expect(confirm.text).toContain('>구독 확인</button>');

      const link = new URL(unsubscribeUrl('http://seoul.localhost:3000', t.config.JWT_SECRET, sub.id, seoul.tenant.id));
      const path = `${link.pathname}${link.search}`;
      const ask = await request(t.http).get(path).expect(200);
      expect(ask.text).toContain('<html lang="ko">');
      expect(ask.text).toContain('수신을 거부하시겠습니까?');
      expect(ask.text).toContain('>수신 거부</button>');
      const done = await request(t.http).post(path).type('form').send('').expect(200);
      expect(done.text).toContain('앞으로 건강한 하루의 뉴스레터를 받지 않습니다.');
      expect(done.text).not.toMatch(/You will not|Unsubscribed by mistake|Resubscribe/);
      // A link that is not valid names no site: the browser's language.
      const forged = `/api/newsletters/unsubscribe?sid=${sub.id}&sig=forged`;
      const invalid = await request(t.http).get(forged).set('Accept-Language', 'ko-KR,ko;q=0.9').expect(400);
      expect(invalid.text).toContain('<html lang="ko">');
      expect(invalid.text).toContain('유효하지 않은 수신 거부 링크입니다');
      expect((await request(t.http).get(forged).expect(400)).text).toContain('This unsubscribe link is not valid');
    });

    it('sends nothing to a bounced or complained address', async () => {
      await t.prisma.subscriber.createMany({
        data: [
          { tenant_id: alpha.tenant.id, email: 'gone@example.com', status: 'bounced', bounced_at: new Date() },
          { tenant_id: alpha.tenant.id, email: 'angry@example.com', status: 'complained', complained_at: new Date() },
        ],
      });
      const before = await t.prisma.outboxMessage.count();
      for (const email of ['gone@example.com', 'angry@example.com']) {
        expect((await post('alpha.localhost', '/newsletters/subscribe', { email }).expect(200)).body).toEqual({
          message: ALREADY_SUBSCRIBED,
        });
      }
      expect(await t.prisma.outboxMessage.count()).toBe(before);
      expect((await subscriberOf('gone@example.com')).status).toBe('bounced');
    });
  });

  describe('POST /site/leads', () => {
    const lead = { name: '<b>Bob</b>', email: 'bob@example.com', message: 'Call me <script>alert(1)</script>', phone: '+1 555 0199' };

    it('stores the lead as plain text and owes the distributor notice and the visitor autoresponder', async () => {
      await post('alpha.localhost', '/site/leads', lead).expect(201, { message: 'Thank you! Your message has been sent.' });
      const rows = await t.prisma.lead.findMany({ where: { tenant_id: alpha.tenant.id } });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: '<b>Bob</b>', message: 'Call me <script>alert(1)</script>', phone: '+1 555 0199' });
      const owed = await t.prisma.outboxMessage.findUniqueOrThrow({ where: { dedupe_key: `lead-notice:${rows[0].id}` } });
      const reply = await t.prisma.outboxMessage.findUniqueOrThrow({ where: { dedupe_key: `lead-autoresponder:${rows[0].id}` } });
      expect(reply.payload).toEqual({ kind: 'lead-autoresponder', tenantId: alpha.tenant.id, leadId: rows[0].id });
      await eventually(async () =>
        expect((await jobsOfKind('lead-notice')).map((j) => j.data)).toEqual([
          { kind: 'lead-notice', tenantId: alpha.tenant.id, leadId: rows[0].id, outboxId: owed.id },
        ]),
      );
      // Without "send me updates" the visitor is not put on the list.
      expect(await t.prisma.subscriber.count({ where: { tenant_id: alpha.tenant.id, email: 'bob@example.com' } })).toBe(0);
    });

    it('with "send me updates", also starts the double opt-in (source: lead form)', async () => {
      await post('alpha.localhost', '/site/leads', {
        name: 'Cat',
        email: 'cat@example.com',
        message: 'Hello',
        send_updates: true,
        page: '/contact',
      }).expect(201);
      const cat = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: alpha.tenant.id, email: 'cat@example.com' } });
      expect(cat).toMatchObject({ status: 'pending', source: 'lead form', consent_page: '/contact', consent_host: 'alpha.localhost' });
      const owed = await t.prisma.outboxMessage.findMany({
        where: { tenant_id: alpha.tenant.id, payload: { path: ['subscriberId'], equals: cat.id } },
      });
      expect(owed.map((o) => (o.payload as { kind: string }).kind)).toEqual(['subscriber-confirm']);
      expect(
        (
          await post('alpha.localhost', '/site/leads', { name: 'Cat', email: 'cat@example.com', message: 'x', send_updates: 'yes' }).expect(
            400,
          )
        ).body.details,
      ).toHaveProperty('send_updates');
    });

    it('does not store the same lead twice', async () => {
      await post('alpha.localhost', '/site/leads', lead).expect(200);
      expect(await t.prisma.lead.count({ where: { tenant_id: alpha.tenant.id, email: lead.email } })).toBe(1);
      expect(
        await t.prisma.outboxMessage.count({
          where: { tenant_id: alpha.tenant.id, payload: { path: ['kind'], equals: 'lead-autoresponder' } },
        }),
      ).toBe(2);
    });

    it('validates fields', async () => {
      const res = await post('alpha.localhost', '/site/leads', { email: 'x' }).expect(400);
      expect(Object.keys(res.body.details).sort()).toEqual(['email', 'message', 'name']);
      expect(await t.prisma.lead.count({ where: { email: 'x' } })).toBe(0);
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
      const res = await request(t.http)
        .post('/api/newsletters/subscribe')
        .set('X-Tenant-Domain', 'alpha.localhost')
        .send({ email: `n${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const res = await request(t.http)
      .post('/api/newsletters/subscribe')
      .set('X-Tenant-Domain', 'alpha.localhost')
      .send({ email: 'late@example.com' })
      .expect(429);
    expect(res.body).toEqual({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
