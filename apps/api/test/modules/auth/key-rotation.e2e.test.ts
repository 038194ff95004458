import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { loadConfig, type AppConfig } from '@ds/config';
import { bounceAddress, bounceAddressKeys, confirmationUrl, linkSecrets, unsubscribeUrl } from '@ds/mail-identity';
import { testRedisUrl, uniquePrefix } from '@ds/testing';
import { createApp } from '../../../src/app.factory.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

jest.setTimeout(120_000);

const FEEDBACK_SECRET = 'feedback-loop-secret-of-at-least-32-chars';
const DOMAIN = 'bounces.localhost';
const RINGS = ['SESSION_SIGNING_KEYS', 'LINK_SIGNING_KEYS', 'RETURN_PATH_SIGNING_KEYS', 'QUEUE_DASHBOARD_SIGNING_KEYS'] as const;
const ring = (entries: string) => Object.fromEntries(RINGS.map((name) => [name, entries]));
/** Every purpose rotated: a new key signs, JWT_SECRET (`jwt`) still verifies. */
const ROTATED = ring(`k1:${'1'.repeat(40)},jwt`);
/** Rotated again, and `jwt` retired. */
const RETIRED = ring(`k2:${'2'.repeat(40)},k1:${'1'.repeat(40)}`);

/** A hard bounce as a relay posts it to POST /api/mail-feedback/dsn: the whole report, To the return path. */
function hardBounce(returnPath: string, messageId: string): string {
  const b = '=_report';
  return [
    `To: ${returnPath}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${b}"`,
    '',
    `--${b}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    'Final-Recipient: rfc822; someone@example.com',
    'Action: failed',
    'Status: 5.1.1',
    '',
    `--${b}`,
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${messageId}`,
    '',
    `--${b}--`,
    '',
  ].join('\r\n');
}

/**
 * Rotating every signing key (docs/operations.md "Rotating keys"): what was signed before a rotation — a
 * confirmation link, an unsubscribe link, a return path, a session, a queue dashboard cookie — still works
 * while its key stays in the ring behind the new one; once the key is retired, a session (or a link)
 * signed with it is refused.
 */
describe('key rotation', () => {
  let t: TestApp;
  let jane: SignedUp;
  const apps: INestApplication[] = [];
  let before: { confirm: string; unsubscribe: string; returnPath: string; messageId: string; recipientId: string };
  let ids: { pending: string; confirmed: string };
  let adminToken: string;
  let dashboardCookie: string[];

  const env = (rings: Record<string, string> = {}): AppConfig =>
    loadConfig({
      DATABASE_URL: t.config.DATABASE_URL,
      REDIS_URL: testRedisUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BOUNCE_DOMAIN: DOMAIN,
      FEEDBACK_LOOP_SECRET: FEEDBACK_SECRET,
      ...rings,
    });
  /**
   * The API with `config`, on the same database. Passport keeps one `jwt` strategy per process, the last
   * app's: sessions are checked only on the app created last.
   */
  const api = async (config: AppConfig) => {
    const app = await createApp(config, { redisPrefix: uniquePrefix('rotation'), webDistDir: false });
    await app.init();
    apps.push(app);
    return app.getHttpServer();
  };
  const local = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
  const status = (id: string) => t.prisma.subscriber.findUniqueOrThrow({ where: { id } }).then((s) => s.status);
  const backOffice = (http: ReturnType<INestApplication['getHttpServer']>, token: string) =>
    request(http).get(`/api/users/${jane.tenantId}`).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await startTestApp({ BOUNCE_DOMAIN: DOMAIN, FEEDBACK_LOOP_SECRET: FEEDBACK_SECRET });
    jane = await signUp(t);
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    adminToken = (await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200))
      .body.token;
    const session = await request(t.http).post('/api/admin/queues/session').set('Authorization', `Bearer ${adminToken}`).expect(200);
    dashboardCookie = session.headers['set-cookie'] as unknown as string[];

    const tenant = jane.tenantId;
    const pending = await t.prisma.subscriber.create({ data: { tenant_id: tenant, email: 'pending@example.com', status: 'pending' } });
    const confirmed = await t.prisma.subscriber.create({ data: { tenant_id: tenant, email: 'fan@example.com', status: 'confirmed' } });
    const bounced = await t.prisma.subscriber.create({ data: { tenant_id: tenant, email: 'gone@example.com', status: 'confirmed' } });
    const campaign = await t.prisma.campaign.create({ data: { tenant_id: tenant, subject: 'News', content: '<p>x</p>', status: 'sent' } });
    const recipient = await t.prisma.campaignRecipient.create({
      data: {
        tenant_id: tenant,
        campaign_id: campaign.id,
        subscriber_id: bounced.id,
        email: bounced.email,
        status: 'sent',
        sent_at: new Date(),
      },
    });
    const messageId = `<c.${recipient.id}@localhost>`;
    await t.prisma.campaignRecipient.update({ where: { id: recipient.id }, data: { message_id: messageId } });
    ids = { pending: pending.id, confirmed: confirmed.id };

    // Signed as the worker signs them today, before any rotation.
    const site = `http://${jane.subdomain}.localhost:3000`;
    before = {
      confirm: local(confirmationUrl(site, linkSecrets(t.config), pending.id, new Date(Date.now() + 86_400_000), { tenantId: tenant })),
      unsubscribe: local(unsubscribeUrl(site, linkSecrets(t.config), confirmed.id, tenant)),
      returnPath: bounceAddress(bounceAddressKeys(t.config), { kind: 'campaign', id: recipient.id }, DOMAIN),
      messageId,
      recipientId: recipient.id,
    };
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
  });

  it('keeps links, return paths, sessions and dashboard cookies signed before a rotation working', async () => {
    const rotated = env(ROTATED);
    const http = await api(rotated);

    await request(http)
      .post(before.confirm)
      .type('form')
      .send('')
      .expect(303)
      .expect('Location', /result=confirmed/);
    expect(await status(ids.pending)).toBe('confirmed');

    await request(http).post(before.unsubscribe).type('form').send('').expect(200);
    expect(await status(ids.confirmed)).toBe('unsubscribed');

    const dsn = await request(http)
      .post('/api/mail-feedback/dsn')
      .set('Authorization', `Bearer ${FEEDBACK_SECRET}`)
      .set('Content-Type', 'message/rfc822')
      .send(hardBounce(before.returnPath, before.messageId))
      .expect(200);
    expect(dsn.body).toMatchObject({ kind: 'bounce', bounce: 'hard' });
    expect(await t.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: before.recipientId } })).toMatchObject({ status: 'bounced' });

    await backOffice(http, jane.token).expect(200);
    expect((await request(http).get('/api/admin/queues').set('Cookie', dashboardCookie)).status).not.toBe(401);

    // What is signed from now on names (sessions) or uses the new key, and the new key alone.
    const fresh = await request(http).post('/api/users/login').send({ email: jane.email, password: jane.password }).expect(200);
    expect(jwt.decode(fresh.body.token, { complete: true })?.header).toMatchObject({ alg: 'HS256', kid: 'k1' });
    expect(() => jwt.verify(fresh.body.token as string, TEST_JWT_SECRET)).toThrow(/invalid signature/);
    expect(bounceAddress(bounceAddressKeys(rotated), { kind: 'outbox', id: before.recipientId }, DOMAIN)).not.toBe(
      bounceAddress(bounceAddressKeys(t.config), { kind: 'outbox', id: before.recipientId }, DOMAIN),
    );
  });

  it('refuses a session, a dashboard cookie and a link signed with a retired key; the keys still in the ring verify', async () => {
    const rotatedHttp = await api(env(ROTATED));
    const k1Session = (await request(rotatedHttp).post('/api/users/login').send({ email: jane.email, password: jane.password }).expect(200))
      .body.token as string;

    const http = await api(env(RETIRED));
    const refused = await backOffice(http, jane.token).expect(401);
    expect(refused.body).toMatchObject({ message: expect.any(String) });
    await backOffice(http, k1Session).expect(200);
    await request(http).get('/api/admin/queues').set('Cookie', dashboardCookie).expect(401);

    const late = await t.prisma.subscriber.create({ data: { tenant_id: jane.tenantId, email: 'late@example.com', status: 'pending' } });
    const site = `http://${jane.subdomain}.localhost:3000`;
    const expires = new Date(Date.now() + 86_400_000);
    const underJwt = local(confirmationUrl(site, linkSecrets(t.config), late.id, expires, { tenantId: jane.tenantId }));
    await request(http)
      .post(underJwt)
      .type('form')
      .send('')
      .expect(303)
      .expect('Location', /result=invalid/);
    const underK1 = local(confirmationUrl(site, linkSecrets(env(ROTATED)), late.id, expires, { tenantId: jane.tenantId }));
    await request(http)
      .post(underK1)
      .type('form')
      .send('')
      .expect(303)
      .expect('Location', /result=confirmed/);
  });
});
