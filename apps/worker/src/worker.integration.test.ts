import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type AppConfig } from '@ds/config';
import {
  CONFIRMATION_LINK_TTL_MS,
  confirmationUrl,
  dataEncryptionKey,
  sealSecret,
  SECRET_PURPOSE,
  unsubscribeUrl,
} from '@ds/mail-identity';
import type { PrismaClient } from '@ds/db';
import { Outbox, outboxJobId, type JobPayloads, type JobQueue } from '@ds/jobs';
import { uniquePrefix } from '@ds/testing';
import type { CaughtMail, SmtpCatcher } from './testing/smtp-catcher.js';
import { settledJob } from './testing/waits.js';
import { WorkerHarness } from './testing/worker-harness.js';
import type { WorkerOptions } from './worker-options.js';

// Real services can be slow when other suites share them; the waits below have their own deadlines.
jest.setTimeout(30_000);

/** Real PostgreSQL, Redis and SMTP: the worker as deployed, minus the process around it. */
describe('worker (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let config: AppConfig;
  let userId: string;
  let tenantId: string;
  const email = 'jane.doe+site@example.com';

  /** A worker of its own: a prefix of its own, so a job one leaves unfinished is never another's. */
  const bootWorker = (options: Partial<WorkerOptions> = {}) => harness.startWorker({ prefix: uniquePrefix('worker'), ...options });

  /** Polls the job until it has finished, returning its state and what the handler returned. */
  const settled = (jobs: JobQueue, id: string | undefined) => settledJob(jobs, 'mail', id!);

  /** The token as the API puts it in a job: sealed for the worker. */
  const seal = (token: string) => sealSecret(dataEncryptionKey(config), SECRET_PURPOSE.mailLinkToken, token);

  function resetLink(token: string) {
    return `http://localhost:3000/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  }

  /** Every href in the HTML part, with HTML entities decoded as a mail client would. */
  function hrefs(mail: CaughtMail): string[] {
    const html = mail.parsed.html || '';
    return [...html.matchAll(/href="([^"]*)"/g)].map((m) =>
      m[1]
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  }

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'worker', smtp: true, env: { PLATFORM_NAME: 'Distributor Sites' } });
    ({ prisma, smtp, config } = harness);
    tenantId = await harness.seedTenant({ subdomain: 'jane' }, { first_name: 'Jane', last_name: 'Doe', email });
    userId = (await prisma.user.findFirstOrThrow({ where: { tenant_id: tenantId } })).id;
  });

  afterAll(() => harness?.stop());

  describe('with a running worker', () => {
    let worker: Awaited<ReturnType<typeof bootWorker>>;
    beforeAll(async () => {
      worker = await bootWorker();
    });

    it('emails a password-reset link to the user', async () => {
      const before = smtp.messages.length;
      await worker.jobs.add({ name: 'mail.transactional', data: { kind: 'password-reset', userId, tenantId, sealedToken: seal('abc') } });
      const mail = await smtp.waitFor(before);

      expect(mail.recipients).toEqual([email]);
      expect(mail.parsed.subject).toBe('Reset your Distributor Sites password');
      expect(mail.parsed.from?.text).toBe('"Distributor Sites" <no-reply@localhost>');
      expect(mail.parsed.text).toContain(resetLink('abc'));
      expect(mail.parsed.text).toContain('expires in 1 hour and can be used once');
      expect(hrefs(mail)).toContain(resetLink('abc'));
      expect(mail.parsed.html).toContain(resetLink('abc').replace('&', '&amp;'));
    });

    it('emails a welcome with a set-password link and the site address', async () => {
      const before = smtp.messages.length;
      const id = await worker.jobs.add({
        name: 'mail.transactional',
        data: { kind: 'welcome', userId, tenantId, sealedToken: seal('w/1+') },
      });
      const mail = await smtp.waitFor(before);

      expect(mail.recipients).toEqual([email]);
      expect(mail.parsed.subject).toBe('Welcome to Distributor Sites');
      expect(mail.parsed.text).toContain('Hi Jane,');
      expect(mail.parsed.text).toContain(resetLink('w/1+'));
      expect(mail.parsed.text).toContain('valid for 24 hours');
      expect(mail.parsed.text).toContain('http://jane.localhost:3000');
      expect(hrefs(mail)).toEqual(expect.arrayContaining([resetLink('w/1+'), 'http://jane.localhost:3000']));
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({ state: 'completed', result: { sent: 'welcome', userId } });
    });

    it('skips, without sending, when the user no longer exists', async () => {
      const before = smtp.messages.length;
      const id = await worker.jobs.add({
        name: 'mail.transactional',
        data: { kind: 'password-reset', userId: randomUUID(), tenantId, sealedToken: seal('abc') },
      });
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({ state: 'completed', result: 'skipped: user gone' });
      expect(smtp.messages.length).toBe(before);
    });

    it("sends nothing when the payload's tenant is not the user's: the user is read through that tenant's client", async () => {
      const other = await prisma.tenant.create({ data: { subdomain: 'not-jane' } });
      const before = smtp.messages.length;
      const id = await worker.jobs.add({
        name: 'mail.transactional',
        data: { kind: 'password-reset', userId, tenantId: other.id, sealedToken: seal('abc') },
      });
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({ state: 'completed', result: 'skipped: user gone' });
      expect(smtp.messages.length).toBe(before);
    });

    it('still sends a job recorded before its payload carried the tenant (a deploy window)', async () => {
      const before = smtp.messages.length;
      const legacy = { kind: 'password-reset', userId, sealedToken: seal('legacy') } as unknown as JobPayloads['mail.transactional'];
      const id = await worker.jobs.add({ name: 'mail.transactional', data: legacy });
      const mail = await smtp.waitFor(before);
      expect(mail.parsed.text).toContain(resetLink('legacy'));
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({ state: 'completed', result: { sent: 'password-reset', userId } });
    });

    it('lets a job in flight finish before close() resolves', async () => {
      const before = smtp.messages.length;
      const held = smtp.hold();
      const id = await worker.jobs.add({
        name: 'mail.transactional',
        data: { kind: 'password-reset', userId, tenantId, sealedToken: seal('in-flight') },
      });
      await held.started; // the job is now mid-send, waiting for the SMTP server's answer

      // The SMTP answer is held for HELD_MS after close() is called. A close() that did not wait for the
      // job would resolve before that (and cut the job's connections); one that waits cannot resolve
      // sooner, however slow the machine — a lower bound, where a sleep-then-look would pass when slow.
      const HELD_MS = 1_000;
      const started = performance.now();
      const closing = worker.app.close();
      setTimeout(() => held.release(), HELD_MS);
      await closing;
      expect(performance.now() - started).toBeGreaterThanOrEqual(HELD_MS - 1);
      expect(smtp.messages.length).toBe(before + 1);
      expect(smtp.messages[before].parsed.text).toContain(resetLink('in-flight'));
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({ state: 'completed', result: { sent: 'password-reset', userId } });
    });
  });

  describe('autoresponders', () => {
    let worker: Awaited<ReturnType<typeof bootWorker>>;
    /** Sam's site has its own message and a contact address; Jane's (from the outer setup) has neither. */
    let sam: { tenantId: string; subscriberId: string };
    let janeTenantId: string;

    /** A distributor with a tenant and user; `tenant` overrides tenant settings. */
    const distributor = (subdomain: string, userEmail: string, tenant: { site_name?: string; email_id?: string } = {}) =>
      harness.seedTenant({ subdomain, ...tenant }, { first_name: 'Sam', last_name: 'Lee', email: userEmail });

    /** Queues an autoresponder job; resolves with its id and the email it sent. */
    async function autoresponder(data: JobPayloads['mail.autoresponder']) {
      const before = smtp.messages.length;
      const id = await worker.jobs.add({ name: 'mail.autoresponder', data });
      return { id, mail: await smtp.waitFor(before) };
    }

    /** A subscriber who already confirmed (double opt-in), unless `extra` says otherwise. */
    async function subscribe(
      tenantId: string,
      subscriberEmail: string,
      extra: { status?: 'pending' | 'unsubscribed'; unsubscribed_at?: Date; confirmation_sent_at?: Date } = {},
    ) {
      return (await prisma.subscriber.create({ data: { tenant_id: tenantId, email: subscriberEmail, status: 'confirmed', ...extra } })).id;
    }

    /** The List-Unsubscribe header as sent (unfolded), and as mailparser understood it. */
    function listUnsubscribe(mail: CaughtMail) {
      const line = mail.parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\r\n/g, '');
      const parsed = mail.parsed.headers.get('list') as { unsubscribe?: { url?: string } } | undefined;
      return { line, url: parsed?.unsubscribe?.url };
    }

    beforeAll(async () => {
      worker = await bootWorker();
      janeTenantId = (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).tenant_id;
      const tenantId = await distributor('sam', 'sam.lee@example.com', {
        site_name: 'Sam’s Wellness',
        email_id: 'hello@sams-wellness.example',
      });
      await prisma.subscriberMessage.create({
        data: { tenant_id: tenantId, subject: 'Thanks for joining, friend!', body: 'Hello!\n\nExpect <b>weekly</b> tips.\nSam' },
      });
      sam = { tenantId, subscriberId: await subscribe(tenantId, 'visitor.one@example.net') };
    });

    it('sends the distributor’s own message to a new subscriber, with Reply-To and unsubscribe link', async () => {
      const { id, mail } = await autoresponder({ kind: 'subscriber-welcome', ...sam });
      const unsubscribe = unsubscribeUrl('http://sam.localhost:3000', config.JWT_SECRET, sam.subscriberId, sam.tenantId);

      expect(mail.recipients).toEqual(['visitor.one@example.net']);
      expect(mail.parsed.subject).toBe('Thanks for joining, friend!');
      // From the distributor's site name at the platform's address (docs/product.md#leads), replies to the distributor.
      expect(mail.parsed.from?.value).toEqual([{ name: 'Sam’s Wellness', address: 'no-reply@localhost' }]);
      expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Sam Lee', address: 'hello@sams-wellness.example' }]);
      expect(mail.parsed.text).toContain('Hello!\n\nExpect <b>weekly</b> tips.\nSam');
      expect(mail.parsed.text).toContain('You subscribed on http://sam.localhost:3000');
      expect(mail.parsed.text).toContain(unsubscribe);
      expect(mail.parsed.html).toContain('Expect &lt;b&gt;weekly&lt;/b&gt; tips.<br>');
      expect(hrefs(mail)).toContain(unsubscribe);
      expect(listUnsubscribe(mail)).toEqual({ line: `List-Unsubscribe: <${unsubscribe}>`, url: unsubscribe });
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({
        state: 'completed',
        result: { sent: 'subscriber-welcome', subscriberId: sam.subscriberId },
      });
    });

    it('does not send again when the outbox row says an earlier attempt got the message out', async () => {
      // An earlier attempt sent and recorded it, then died before closing the row: the job runs again.
      const entry = await Outbox.record(prisma, { name: 'mail.autoresponder', data: { kind: 'subscriber-welcome', ...sam } });
      await prisma.outboxMessage.update({ where: { id: entry!.id }, data: { sent_at: new Date(), recipient: 'visitor.one@example.net' } });
      const before = smtp.messages.length;
      await worker.jobs.relay(entry!);

      await expect(settled(worker.jobs, outboxJobId(entry!.id))).resolves.toMatchObject({
        state: 'completed',
        result: { sent: true, outboxId: entry!.id, earlierAttempt: true },
      });
      expect(smtp.messages.length).toBe(before);
      expect(await prisma.outboxMessage.findUniqueOrThrow({ where: { id: entry!.id } })).toMatchObject({ status: 'done', attempts: 1 });
    });

    it("uses the outbox row's Message-ID, and records the hand-off on the row", async () => {
      const before = smtp.messages.length;
      const entry = await Outbox.record(prisma, { name: 'mail.autoresponder', data: { kind: 'subscriber-welcome', ...sam } });
      await worker.jobs.relay(entry!);
      const mail = await smtp.waitFor(before);
      expect(mail.parsed.messageId).toBe(`<ds.${entry!.id}@localhost>`);
      await expect(settled(worker.jobs, outboxJobId(entry!.id))).resolves.toMatchObject({ state: 'completed' });
      expect(await prisma.outboxMessage.findUniqueOrThrow({ where: { id: entry!.id } })).toMatchObject({
        status: 'done',
        attempts: 1,
        recipient: 'visitor.one@example.net',
        subject: 'Thanks for joining, friend!',
        message_id: `<ds.${entry!.id}@localhost>`,
        sent_at: expect.any(Date),
        handoff_at: expect.any(Date),
        done_at: expect.any(Date),
      });
    });

    it('sends the default welcome when the distributor has no message, replying to their login email', async () => {
      const subscriberId = await subscribe(janeTenantId, 'visitor.two@example.net');
      const { mail } = await autoresponder({ kind: 'subscriber-welcome', tenantId: janeTenantId, subscriberId });
      const unsubscribe = unsubscribeUrl('http://jane.localhost:3000', config.JWT_SECRET, subscriberId, janeTenantId);

      expect(mail.recipients).toEqual(['visitor.two@example.net']);
      // No site name: the tenant's name fields are empty too, so the user's name stands in.
      expect(mail.parsed.subject).toBe('Welcome to Jane Doe!');
      expect(mail.parsed.text).toContain('Thank you for subscribing');
      expect(mail.parsed.text).toContain('an independent distributor of NHT Global');
      expect(mail.parsed.replyTo?.value[0].address).toBe(email);
      expect(mail.parsed.text).toContain(unsubscribe);
      expect(listUnsubscribe(mail).url).toBe(unsubscribe);
    });

    it('sends nothing when the distributor switched the autoresponder off', async () => {
      const tenantId = await distributor('quiet', 'quiet@example.com');
      await prisma.subscriberMessage.create({ data: { tenant_id: tenantId, subject: 'Hi', body: 'Hello', enabled: false } });
      const subscriberId = await subscribe(tenantId, 'visitor.three@example.net');
      const before = smtp.messages.length;
      const id = await worker.jobs.add({ name: 'mail.autoresponder', data: { kind: 'subscriber-welcome', tenantId, subscriberId } });

      await expect(settled(worker.jobs, id)).resolves.toMatchObject({ state: 'completed', result: 'skipped: autoresponder disabled' });
      expect(smtp.messages.length).toBe(before);
    });

    it('sends nothing to someone who unsubscribed, or for a subscriber of another tenant', async () => {
      const gone = await subscribe(sam.tenantId, 'visitor.four@example.net', { status: 'unsubscribed', unsubscribed_at: new Date() });
      const before = smtp.messages.length;
      const unsubscribed = await worker.jobs.add({
        name: 'mail.autoresponder',
        data: { kind: 'subscriber-welcome', tenantId: sam.tenantId, subscriberId: gone },
      });
      const otherTenant = await worker.jobs.add({
        name: 'mail.autoresponder',
        data: { kind: 'subscriber-welcome', tenantId: janeTenantId, subscriberId: sam.subscriberId },
      });

      await expect(settled(worker.jobs, unsubscribed)).resolves.toMatchObject({
        state: 'completed',
        result: 'skipped: subscriber unsubscribed',
      });
      await expect(settled(worker.jobs, otherTenant)).resolves.toMatchObject({ state: 'completed', result: 'skipped: subscriber gone' });
      expect(smtp.messages.length).toBe(before);
    });

    it('tells the distributor about a new lead, with Reply-To set to the visitor', async () => {
      const lead = await prisma.lead.create({
        data: {
          tenant_id: sam.tenantId,
          name: 'Alex Visitor',
          email: 'alex@example.org',
          phone: '+1 555 0100',
          message: 'Call me <script>x</script>\nafter 5.',
        },
      });
      const { id, mail } = await autoresponder({ kind: 'lead-notice', tenantId: sam.tenantId, leadId: lead.id });

      expect(mail.recipients).toEqual(['hello@sams-wellness.example']);
      expect(mail.parsed.subject).toBe('New lead from Alex Visitor');
      expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Alex Visitor', address: 'alex@example.org' }]);
      expect(mail.parsed.text).toContain('alex@example.org');
      expect(mail.parsed.text).toContain('+1 555 0100');
      expect(mail.parsed.text).toContain('Call me <script>x</script>\nafter 5.');
      expect(mail.parsed.html).not.toContain('<script>');
      expect(mail.parsed.html).toContain('Call me &lt;script&gt;x&lt;/script&gt;<br>');
      expect(hrefs(mail)).toContain('http://localhost:3000/backoffice/subscriber-message');
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({
        state: 'completed',
        result: { sent: 'lead-notice', leadId: lead.id },
      });
    });

    it('sends a pending subscriber the signed confirmation link from the site name, and nobody else', async () => {
      const sentAt = new Date();
      const pending = await subscribe(sam.tenantId, 'visitor.five@example.net', { status: 'pending', confirmation_sent_at: sentAt });
      const before = smtp.messages.length;
      const { id, mail } = await autoresponder({ kind: 'subscriber-confirm', tenantId: sam.tenantId, subscriberId: pending });
      const expiresAt = new Date(sentAt.getTime() + CONFIRMATION_LINK_TTL_MS);
      const link = confirmationUrl('http://sam.localhost:3000', config.JWT_SECRET, pending, expiresAt, { tenantId: sam.tenantId });
      expect(mail.recipients).toEqual(['visitor.five@example.net']);
      expect(mail.parsed.subject).toBe('Please confirm your subscription to Sam’s Wellness');
      expect(mail.parsed.from?.value).toEqual([{ name: 'Sam’s Wellness', address: 'no-reply@localhost' }]);
      expect(mail.parsed.text).toContain(link);
      expect(hrefs(mail)).toContain(link);
      // Not on the list yet: nothing to unsubscribe from.
      expect(listUnsubscribe(mail).line).toBeUndefined();
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({ state: 'completed', result: { sent: 'subscriber-confirm' } });

      // Already confirmed: no link; and a pending subscriber gets no welcome before confirming.
      const confirmedAgain = await worker.jobs.add({ name: 'mail.autoresponder', data: { kind: 'subscriber-confirm', ...sam } });
      const early = await worker.jobs.add({
        name: 'mail.autoresponder',
        data: { kind: 'subscriber-welcome', tenantId: sam.tenantId, subscriberId: pending },
      });
      await expect(settled(worker.jobs, confirmedAgain)).resolves.toMatchObject({ result: 'skipped: subscriber confirmed' });
      await expect(settled(worker.jobs, early)).resolves.toMatchObject({ result: 'skipped: subscriber pending' });
      expect(smtp.messages.length).toBe(before + 1);
    });

    it("answers a lead's visitor with the distributor's text, from the site name, replying to the distributor", async () => {
      await prisma.leadMessage.create({
        data: { tenant_id: sam.tenantId, subject: 'Thanks, {name}!', body: 'Hi {name},\n\nI will call you <soon>.' },
      });
      const lead = await prisma.lead.create({ data: { tenant_id: sam.tenantId, name: 'Kim', email: 'kim@example.org', message: 'Hi' } });
      const before = smtp.messages.length;
      const { id, mail } = await autoresponder({ kind: 'lead-autoresponder', tenantId: sam.tenantId, leadId: lead.id });
      expect(mail.recipients).toEqual(['kim@example.org']);
      expect(mail.parsed.subject).toBe('Thanks, {name}!');
      expect(mail.parsed.from?.value).toEqual([{ name: 'Sam’s Wellness', address: 'no-reply@localhost' }]);
      expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Sam Lee', address: 'hello@sams-wellness.example' }]);
      expect(mail.parsed.text).toContain('Hi Kim,\n\nI will call you <soon>.');
      expect(mail.parsed.html).toContain('I will call you &lt;soon&gt;.');
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({
        state: 'completed',
        result: { sent: 'lead-autoresponder', leadId: lead.id },
      });

      await prisma.leadMessage.update({ where: { tenant_id: sam.tenantId }, data: { enabled: false } });
      const off = await worker.jobs.add({
        name: 'mail.autoresponder',
        data: { kind: 'lead-autoresponder', tenantId: sam.tenantId, leadId: lead.id },
      });
      await expect(settled(worker.jobs, off)).resolves.toMatchObject({ result: 'skipped: autoresponder disabled' });
      expect(smtp.messages.length).toBe(before + 1);
    });

    it('does not send a lead notice for a lead of another tenant', async () => {
      const lead = await prisma.lead.create({ data: { tenant_id: sam.tenantId, name: 'Bo', email: 'bo@example.org', message: 'Hi' } });
      const before = smtp.messages.length;
      const id = await worker.jobs.add({
        name: 'mail.autoresponder',
        data: { kind: 'lead-notice', tenantId: janeTenantId, leadId: lead.id },
      });
      await expect(settled(worker.jobs, id)).resolves.toMatchObject({ state: 'completed', result: 'skipped: lead gone' });
      expect(smtp.messages.length).toBe(before);
    });
  });

  it('stops waiting for a stuck job after the grace period, leaving it unfinished for another worker', async () => {
    const { app, jobs } = await bootWorker({ shutdownGraceMs: 500 });
    const held = smtp.hold();
    const id = await jobs.add({
      name: 'mail.transactional',
      data: { kind: 'password-reset', userId, tenantId, sealedToken: seal('stuck') },
    });
    await held.started;

    // close() resolves while the job is still held (it is released only below): it stopped waiting. It
    // waited the grace period first (a lower bound, which load cannot break; how long after it resolved
    // is not judged here).
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeGreaterThanOrEqual(500 - 1);
    const job = await jobs.queue('mail').getJob(id!);
    // Still active in Redis: its lock lapses and BullMQ's stalled check hands it to another worker.
    expect(await job!.getState()).toBe('active');
    held.release();
  });
});
