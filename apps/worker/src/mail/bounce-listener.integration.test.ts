import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { dkimSign } from 'mailauth';
import { createTransport } from 'nodemailer';
import { type AppConfig } from '@ds/config';
import { bounceAddress, bounceAddressKeys } from '@ds/mail-identity';
import type { PrismaClient } from '@ds/db';
import { TestDnsServer } from '../../../../tests/support/dns-server.js';
import { SendingGuard } from '../campaigns/sending-guard.js';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { until } from '../testing/waits.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { BounceListener } from './bounce-listener.js';

jest.setTimeout(120_000);

const SECRET = 'bounce-listener-test-secret-32-characters!';
const MAX_BYTES = 64 * 1024;

/** What an MTA sends back: multipart/report with the status part and the original's headers. */
function dsn(to: string, recipient: { email: string; messageId: string }, action: string, status: string, diagnostic: string): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    `To: ${to}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <${randomUUID()}@mx.example.net>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="=_b"',
    '',
    '--=_b',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.example.net. Your message could not be delivered.',
    '',
    '--=_b',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    'Arrival-Date: Thu, 26 Nov 2026 10:00:00 +0000',
    '',
    `Final-Recipient: rfc822; ${recipient.email}`,
    `Original-Recipient: rfc822;${recipient.email}`,
    `Action: ${action}`,
    `Status: ${status}`,
    'Remote-MTA: dns; mail.example.com',
    `Diagnostic-Code: smtp; ${diagnostic}`,
    '',
    '--=_b',
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${recipient.messageId}`,
    'Subject: Spring offers',
    '',
    '--=_b--',
    '',
  ].join('\r\n');
}

/** The feedback loop on FEEDBACK_LOOP_REPORTERS, and the DKIM selector it signs with. */
const FBL = { from: 'fbl@fbl.provider.test', domain: 'fbl.provider.test', selector: 'fbl' };

/** An RSA key and its DKIM record (`v=DKIM1; k=rsa; p=…`). */
function dkimKey() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return { pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), record: `v=DKIM1; k=rsa; p=${p}` };
}

/** `raw` with a DKIM signature of `domain` prepended, as the sending system adds it. */
async function signed(raw: string, key: { pem: string }, domain: string, selector: string): Promise<string> {
  const { signatures, errors } = await dkimSign(raw, {
    signingDomain: domain,
    selector,
    privateKey: key.pem,
    signatureData: [{ signingDomain: domain, selector, privateKey: key.pem }],
  });
  if (!signatures) throw new Error(`not signed: ${JSON.stringify(errors)}`);
  return signatures + raw;
}

/** An ARF report (RFC 5965) as a mailbox provider's feedback loop sends it (`from`: who says they report it). */
function arf(to: string, recipient: { email: string; messageId: string }, from = FBL.from): string {
  return [
    `From: ${from}`,
    `To: ${to}`,
    'Subject: Abuse report',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=feedback-report; boundary="=_f"',
    '',
    '--=_f',
    'Content-Type: text/plain',
    '',
    'This is an email abuse report.',
    '--=_f',
    'Content-Type: message/feedback-report',
    '',
    'Feedback-Type: abuse',
    'User-Agent: provider-fbl/1.0',
    'Version: 1',
    `Original-Rcpt-To: rfc822; ${recipient.email}`,
    '--=_f',
    'Content-Type: message/rfc822',
    '',
    `Message-ID: ${recipient.messageId}`,
    'Subject: Spring offers',
    '',
    'Hello',
    '--=_f--',
    '',
  ].join('\r\n');
}

/**
 * Late bounces end to end on real PostgreSQL, Redis and SMTP: the worker sends a campaign (each email with
 * its own return path), then reports come back to the worker's bounce listener the way an MTA sends them —
 * an SMTP client with `MAIL FROM:<>` and `RCPT TO` the return path the email went out with.
 */
describe('late bounces: return paths and the bounce listener (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let config: AppConfig;
  let app: INestApplicationContext;
  let tenantId: string;
  let otherTenantId: string;
  let listenerPort: number;
  let dns: TestDnsServer;
  let guard: SendingGuard;
  const fblKey = dkimKey();

  beforeAll(async () => {
    // The feedback loop's public key, where mailauth in the listener looks it up (DNS_RESOLVERS).
    dns = await TestDnsServer.start();
    dns.set(`${FBL.selector}._domainkey.${FBL.domain}`, 'TXT', [fblKey.record]);
    harness = await WorkerHarness.start({
      label: 'bounces',
      smtp: true,
      env: {
        JWT_SECRET: SECRET,
        BOUNCE_DOMAIN: 'bounces.localhost',
        BOUNCE_SMTP_PORT: '0',
        BOUNCE_SMTP_HOST: '127.0.0.1',
        BOUNCE_MAX_BYTES: String(MAX_BYTES),
        BOUNCE_SOFT_LIMIT: '2',
        CAMPAIGN_TICK_SECONDS: '0.3',
        DNS_RESOLVERS: dns.address,
        DNS_TIMEOUT_MS: '1000',
        FEEDBACK_LOOP_REPORTERS: FBL.domain,
      },
    });
    ({ prisma, smtp, config } = harness);
    tenantId = await harness.seedTenant({
      subdomain: 'jane',
      site_name: "Jane's Wellness",
      email_id: 'jane@example.com',
      address: '1 Main St, Springfield',
    });
    otherTenantId = await harness.seedTenant({
      subdomain: 'otto',
      site_name: "Otto's",
      email_id: 'otto@example.com',
      address: '2 Side St',
    });
    await prisma.subscriber.createMany({
      data: ['ann', 'ben', 'cat', 'dan'].map((name) => ({
        tenant_id: tenantId,
        email: `${name}@example.com`,
        status: 'confirmed' as const,
      })),
    });
    await prisma.subscriber.create({ data: { tenant_id: otherTenantId, email: 'olga@example.com', status: 'confirmed' } });

    ({ app } = await harness.startWorker({ shutdownGraceMs: 2_000 }));
    listenerPort = app.get(BounceListener).port!;
    guard = app.get(SendingGuard, { strict: false });
  });

  afterAll(async () => {
    await harness?.stop();
    await dns?.close();
  });

  /** Sends a campaign of `tenant` now and waits until it is sent; returns the emails caught for it. */
  async function sendCampaign(subject: string, tenant = tenantId) {
    const c = await prisma.campaign.create({
      data: { tenant_id: tenant, subject, content: '<p>Hello</p>', status: 'scheduled', scheduled_at: new Date() },
    });
    await until(`${subject} sent`, async () => (await prisma.campaign.findUniqueOrThrow({ where: { id: c.id } })).status === 'sent');
    return smtp.messages.filter((m) => m.parsed.subject === subject);
  }

  /** The email `subject` went to `email` with: its return path and Message-ID. */
  function sentTo(subject: string, email: string) {
    const mail = smtp.messages.find((m) => m.parsed.subject === subject && m.recipients.includes(email));
    if (!mail) throw new Error(`no ${subject} to ${email}`);
    return { email, returnPath: mail.mailFrom, messageId: mail.parsed.messageId! };
  }

  /**
   * Delivers `raw` to the listener as an MTA does: `MAIL FROM:<>` (or `from`: a recipient mailing their own
   * return path), one `RCPT TO`. Resolves with the answer or the refusal's code.
   */
  async function deliver(rcpt: string | string[], raw: string, from = ''): Promise<{ code: number; response: string }> {
    const client = createTransport({ host: '127.0.0.1', port: listenerPort, secure: false, ignoreTLS: true, connectionTimeout: 5_000 });
    try {
      const info = await client.sendMail({ envelope: { from, to: rcpt }, raw });
      return { code: 250, response: info.response };
    } catch (err) {
      const { responseCode, response } = err as { responseCode?: number; response?: string };
      return { code: responseCode ?? 0, response: response ?? String(err) };
    } finally {
      client.close();
    }
  }

  const subscriber = (email: string, tenant = tenantId) => prisma.subscriber.findFirstOrThrow({ where: { tenant_id: tenant, email } });
  const lateBounces = async () =>
    (await app.get(WorkerMetrics).emails.get()).values.filter((v) => v.labels.outcome === 'bounced').reduce((sum, v) => sum + v.value, 0);
  /** Everything a report could change, to show that a refused one changed nothing. */
  const snapshot = async () => ({
    subscribers: await prisma.subscriber.findMany({
      orderBy: { email: 'asc' },
      select: { email: true, status: true, soft_bounces: true, bounced_at: true, complained_at: true },
    }),
    recipients: await prisma.campaignRecipient.findMany({
      orderBy: { id: 'asc' },
      select: { id: true, status: true, bounced_at: true, soft_bounced_at: true, complained_at: true, last_error: true },
    }),
    outbox: await prisma.outboxMessage.findMany({ orderBy: { id: 'asc' }, select: { id: true, bounced_at: true, last_error: true } }),
  });

  it('sends every email with its own signed return path at the bounce domain, the From header unchanged', async () => {
    const mails = await sendCampaign('Spring offers');
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.mailFrom).toMatch(/^bounces\+c[0-9a-f]{32}-[0-9a-f]{20}@bounces\.localhost$/);
      expect(mail.parsed.from?.text).toBe(`"Jane's Wellness" <no-reply@localhost>`);
      const row = await prisma.campaignRecipient.findFirstOrThrow({
        where: { email: mail.recipients[0], campaign: { subject: 'Spring offers' } },
      });
      expect(mail.mailFrom).toBe(bounceAddress(bounceAddressKeys(config), { kind: 'campaign', id: row.id }, 'bounces.localhost'));
    }
    expect(new Set(mails.map((m) => m.mailFrom)).size).toBe(4);
  });

  it('a hard bounce arriving later marks exactly that recipient bounced and suppresses them from the next campaign; twice counts once', async () => {
    const ben = sentTo('Spring offers', 'ben@example.com');
    const before = await lateBounces();
    const guardBefore = await guard.counts(tenantId);
    const arrived = performance.now();
    const answer = await deliver(
      ben.returnPath,
      dsn(ben.returnPath, ben, 'failed', '5.1.1', '550 5.1.1 <ben@example.com>: Recipient address rejected: User unknown'),
    );
    const answered = performance.now();
    expect(answer.code).toBe(250);
    await until('ben suppressed', async () => (await subscriber('ben@example.com')).status === 'bounced');
    const suppressed = performance.now();
    console.log(
      `[late bounce] DSN arrival → subscriber suppressed: ${(suppressed - arrived).toFixed(1)} ms ` +
        `(SMTP answer after ${(answered - arrived).toFixed(1)} ms; recorded before the 250)`,
    );

    const row = await prisma.campaignRecipient.findFirstOrThrow({
      where: { email: 'ben@example.com', campaign: { subject: 'Spring offers' } },
    });
    expect(row.status).toBe('bounced');
    expect(row.bounced_at).toBeInstanceOf(Date);
    expect(row.last_error).toContain('5.1.1');
    expect((await subscriber('ben@example.com')).bounced_at).toBeInstanceOf(Date);
    for (const other of ['ann', 'cat', 'dan']) expect((await subscriber(`${other}@example.com`)).status).toBe('confirmed');
    expect(await prisma.campaignRecipient.count({ where: { status: 'bounced' } })).toBe(1);
    expect(await lateBounces()).toBe(before + 1);
    // A reporting MTA's DSN (null sender, the Message-ID and address we sent) counts toward the guard.
    expect(await guard.counts(tenantId)).toEqual({ ...guardBefore, hardBounces: guardBefore.hardBounces + 1 });

    // The MTA delivers the same notification again (it never saw our 250): accepted, nothing changes.
    const state = await snapshot();
    expect((await deliver(ben.returnPath, dsn(ben.returnPath, ben, 'failed', '5.1.1', '550 5.1.1 User unknown'))).code).toBe(250);
    expect(await snapshot()).toEqual(state);
    expect(await lateBounces()).toBe(before + 1);

    // The next campaign goes to the three others only, counted at the SMTP server.
    const next = await sendCampaign('Summer tea');
    expect(next.flatMap((m) => m.recipients).sort()).toEqual(['ann@example.com', 'cat@example.com', 'dan@example.com']);
  });

  it('a soft bounce is counted once per email and suppresses only after BOUNCE_SOFT_LIMIT (2) emails bounced softly', async () => {
    const cat = sentTo('Spring offers', 'cat@example.com');
    expect((await deliver(cat.returnPath, dsn(cat.returnPath, cat, 'delayed', '4.2.2', '452 4.2.2 Mailbox full'))).code).toBe(250);
    let row = await subscriber('cat@example.com');
    expect(row).toMatchObject({ status: 'confirmed', soft_bounces: 1 });
    // The MTA's second "still trying" notice for the same email, and the final failure with a 4.x.x status.
    expect((await deliver(cat.returnPath, dsn(cat.returnPath, cat, 'delayed', '4.2.2', '452 4.2.2 Mailbox full'))).code).toBe(250);
    expect((await deliver(cat.returnPath, dsn(cat.returnPath, cat, 'failed', '4.4.7', 'Delivery time expired'))).code).toBe(250);
    row = await subscriber('cat@example.com');
    expect(row).toMatchObject({ status: 'confirmed', soft_bounces: 1 });

    // A soft bounce of another email reaches the limit: suppressed, and the next campaign leaves her out.
    const catSummer = sentTo('Summer tea', 'cat@example.com');
    expect(
      (await deliver(catSummer.returnPath, dsn(catSummer.returnPath, catSummer, 'delayed', '4.2.2', '452 4.2.2 Mailbox full'))).code,
    ).toBe(250);
    row = await subscriber('cat@example.com');
    expect(row).toMatchObject({ status: 'bounced', soft_bounces: 2 });
    const next = await sendCampaign('Autumn news');
    expect(next.flatMap((m) => m.recipients).sort()).toEqual(['ann@example.com', 'dan@example.com']);
  });

  it('refuses malformed and hostile reports and changes nothing', async () => {
    const ann = sentTo('Autumn news', 'ann@example.com');
    const [olgaMail] = await sendCampaign('Otto news', otherTenantId);
    const olga = { email: 'olga@example.com', returnPath: olgaMail.mailFrom, messageId: olgaMail.parsed.messageId! };
    const key = bounceAddressKeys(config);
    const hard = (to: string, about = ann) => dsn(to, about, 'failed', '5.1.1', '550 User unknown');
    const state = await snapshot();

    const tampered = ann.returnPath.replace(/-([0-9a-f])/, (_, c: string) => `-${c === '0' ? '1' : '0'}`);
    const otherRow = ann.returnPath.replace(/\+c([0-9a-f])/, (_, c: string) => `+c${c === '0' ? '1' : '0'}`);
    const unknownRow = bounceAddress(key, { kind: 'campaign', id: randomUUID() }, 'bounces.localhost');
    const cases: [string, string | string[], string, number][] = [
      ['garbage', ann.returnPath, '\u0000\u0001 not a message at all', 550],
      ['a plain email, not a report', ann.returnPath, `From: x@example.net\r\nTo: ${ann.returnPath}\r\nSubject: hi\r\n\r\nhello`, 550],
      ['a report with no recipient fields', ann.returnPath, hard(ann.returnPath).replace(/^(Action|Status):.*$/gm, 'X-Nothing: here'), 550],
      [
        'over BOUNCE_MAX_BYTES',
        ann.returnPath,
        hard(ann.returnPath).replace('Your message could not be delivered.', 'x'.repeat(MAX_BYTES + 10)),
        552,
      ],
      ['a tampered signature', tampered, hard(tampered), 550],
      ['another row id under a valid signature', otherRow, hard(otherRow), 550],
      ['no token at all', 'bounces@bounces.localhost', hard('bounces@bounces.localhost'), 550],
      ['a postmaster address', 'postmaster@bounces.localhost', hard('postmaster@bounces.localhost'), 550],
      ['a valid return path at another domain', ann.returnPath.replace('@bounces.localhost', '@evil.example'), hard(ann.returnPath), 550],
      ['a correctly signed unknown email', unknownRow, hard(unknownRow), 550],
      ["another tenant's email named inside a report to Ann's return path", ann.returnPath, hard(ann.returnPath, olga), 550],
    ];
    for (const [what, rcpt, raw, code] of cases) {
      const answer = await deliver(rcpt, raw);
      expect({ what, code: answer.code }).toEqual({ what, code });
    }
    // Two return paths in one transaction: the second is deferred (452), the first alone is delivered.
    const two = await deliver([ann.returnPath, olga.returnPath], hard(ann.returnPath));
    expect(two.code).toBe(250);
    expect((await subscriber('ann@example.com')).status).toBe('bounced');
    expect((await subscriber('olga@example.com', otherTenantId)).status).toBe('confirmed');
    const after = await snapshot();
    // Apart from Ann (the one accepted report), nothing moved.
    const withoutAnn = <T extends { subscribers: { email: string }[]; recipients: { id: string }[] }>(s: T, annRow: string) => ({
      ...s,
      subscribers: s.subscribers.filter((x) => x.email !== 'ann@example.com'),
      recipients: s.recipients.filter((x) => x.id !== annRow),
    });
    const annRow = (await prisma.campaignRecipient.findFirstOrThrow({ where: { message_id: ann.messageId } })).id;
    expect(withoutAnn(after, annRow)).toEqual(withoutAnn(state, annRow));
  });

  it("an allow-listed feedback loop's DKIM-signed ARF complaint is recorded as the feedback-loop endpoint does, and counts toward the guard", async () => {
    const dan = sentTo('Autumn news', 'dan@example.com');
    const guardBefore = await guard.counts(tenantId);
    const report = await signed(arf(dan.returnPath, dan), fblKey, FBL.domain, FBL.selector);
    // While the reporter's key cannot be fetched (SERVFAIL), the report is deferred (451), not taken as unauthenticated.
    dns.fail(`${FBL.selector}._domainkey.${FBL.domain}`, 'SERVFAIL');
    const unchanged = await snapshot();
    expect((await deliver(dan.returnPath, report, 'fbl-bounces@fbl.provider.test')).code).toBe(451);
    expect(await snapshot()).toEqual(unchanged);
    dns.heal(`${FBL.selector}._domainkey.${FBL.domain}`);
    expect((await deliver(dan.returnPath, report, 'fbl-bounces@fbl.provider.test')).code).toBe(250);
    expect(await guard.counts(tenantId)).toEqual({ ...guardBefore, complaints: guardBefore.complaints + 1 });
    expect(await subscriber('dan@example.com')).toMatchObject({ status: 'complained' });
    expect((await subscriber('dan@example.com')).complained_at).toBeInstanceOf(Date);
    const row = await prisma.campaignRecipient.findFirstOrThrow({ where: { message_id: dan.messageId } });
    expect(row.complained_at).toBeInstanceOf(Date);
    // Again: accepted, counted once.
    const state = await snapshot();
    expect((await deliver(dan.returnPath, report, 'fbl-bounces@fbl.provider.test')).code).toBe(250);
    expect(await snapshot()).toEqual(state);
    expect(await guard.counts(tenantId)).toEqual({ ...guardBefore, complaints: guardBefore.complaints + 1 });
  });

  it("reports a recipient forges to their own return path mark that one recipient at most and leave the tenant's guard untouched", async () => {
    const people = ['pia', 'quin', 'ray', 'sue', 'tom', 'uma'];
    await prisma.subscriber.createMany({
      data: people.map((name) => ({ tenant_id: otherTenantId, email: `${name}@example.com`, status: 'confirmed' as const })),
    });
    await sendCampaign('Otto offers', otherTenantId);
    const [pia, quin, ray, sue, tom, uma] = people.map((name) => sentTo('Otto offers', `${name}@example.com`));
    // Quin runs her own mail domain and signs what she sends: DKIM verifies, but not for a listed feedback loop.
    const ownKey = dkimKey();
    dns.set(`own._domainkey.quin-mail.test`, 'TXT', [ownKey.record]);
    const guardBefore = await guard.counts(otherTenantId);
    const bouncesBefore = await lateBounces();
    const row = (r: { messageId: string }) => prisma.campaignRecipient.findFirstOrThrow({ where: { message_id: r.messageId } });
    const hard = (r: typeof pia, overrides: (raw: string) => string = (raw) => raw) =>
      overrides(dsn(r.returnPath, r, 'failed', '5.1.1', '550 5.1.1 User unknown'));

    const forged: [string, { email: string; returnPath: string }, string, string][] = [
      ['an unsigned ARF from the recipient', pia, arf(pia.returnPath, pia, pia.email), pia.email],
      [
        "an ARF signed by the recipient's own domain",
        quin,
        await signed(arf(quin.returnPath, quin, 'quin@quin-mail.test'), ownKey, 'quin-mail.test', 'own'),
        'quin@quin-mail.test',
      ],
      ['an unsigned ARF claiming to be the listed feedback loop', ray, arf(ray.returnPath, ray), ''],
      ['a DSN from the recipient', sue, hard(sue).replace(/^From: .*$/m, `From: ${sue.email}`), sue.email],
      ['a DSN without the Message-ID we sent', tom, hard(tom, (raw) => raw.replace(`Message-ID: ${tom.messageId}`, 'X-Gone: yes')), ''],
      [
        'a DSN about another address than we sent to',
        uma,
        hard(uma, (raw) =>
          raw.replaceAll(`rfc822; ${uma.email}`, 'rfc822; someone@example.org').replace(`rfc822;${uma.email}`, 'rfc822;x@y.z'),
        ),
        '',
      ],
    ];
    for (const [what, who, raw, from] of forged) {
      const answer = await deliver(who.returnPath, raw, from);
      expect({ what, code: answer.code }).toEqual({ what, code: 250 });
    }

    // The guard's counters and the bounce metric did not move.
    expect(await guard.counts(otherTenantId)).toEqual(guardBefore);
    expect(await lateBounces()).toBe(bouncesBefore);
    for (const r of [pia, quin, ray, sue, tom, uma]) expect(await row(r)).toMatchObject({ complained_at: null, bounced_at: null });
    // At most the one recipient: the complainers are unsubscribed, a forged hard bounce suppresses only its sender.
    for (const r of [pia, quin, ray])
      expect(await subscriber(r.email, otherTenantId)).toMatchObject({ status: 'unsubscribed', complained_at: null });
    expect(await subscriber(sue.email, otherTenantId)).toMatchObject({ status: 'bounced' });
    expect((await row(pia)).unsubscribed_at).toBeInstanceOf(Date);
    expect((await subscriber('olga@example.com', otherTenantId)).status).toBe('confirmed');

    // Nothing this tenant's recipients did counted: its guard still sees no complaint and no bounce.
    expect(guardBefore.complaints).toBe(0);
    expect(guardBefore.hardBounces).toBe(0);
  });

  it('a late bounce of a transactional email is kept on its outbox row', async () => {
    const row = await prisma.outboxMessage.create({
      data: {
        name: 'mail.transactional',
        payload: {},
        status: 'done',
        recipient: 'eve@example.com',
        sent_at: new Date(),
        done_at: new Date(),
      },
    });
    const returnPath = bounceAddress(bounceAddressKeys(config), { kind: 'outbox', id: row.id }, 'bounces.localhost');
    const eve = { email: 'eve@example.com', messageId: `<ds.${row.id}@localhost>` };
    expect((await deliver(returnPath, dsn(returnPath, eve, 'failed', '5.1.1', '550 User unknown'))).code).toBe(250);
    const after = await prisma.outboxMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.bounced_at).toBeInstanceOf(Date);
    expect(after.last_error).toContain('5.1.1');
    // A complaint is about campaign mail only.
    expect((await deliver(returnPath, arf(returnPath, eve))).code).toBe(550);
  });
});
