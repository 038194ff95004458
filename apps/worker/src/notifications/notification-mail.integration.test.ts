import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import type { PrismaClient } from '@ds/db';
import { Outbox, outboxJobId, QUEUES, type JobQueue, type QueueName } from '@ds/jobs';
import type { CaughtMail, SmtpCatcher } from '../testing/smtp-catcher.js';
import { jobResult } from '../testing/waits.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { NotificationFanoutHandler } from './notification-fanout.handler.js';
import { NotificationMailHandler } from './notification-mail.handler.js';

jest.setTimeout(60_000);

/** A notification sent with `send_email`: fan-out, then one email per active tenant, on real PostgreSQL, Redis and SMTP. */
describe('notification emails (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let app: INestApplicationContext;
  let jobs: JobQueue;
  const tenantIds: Record<string, string> = {};

  /** Active tenants and who should get their email: `email_id` wins over the user's email. */
  const expectedRecipients = ['alice@example.com', 'bob-site@example.com', 'carol@example.com'];

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'notification-mail', smtp: true, env: { PLATFORM_NAME: 'Distributor Sites' } });
    ({ prisma, smtp } = harness);
    const people = [
      { key: 'alice', active: true, email_id: null, userEmail: 'alice@example.com' },
      { key: 'bob', active: true, email_id: 'bob-site@example.com', userEmail: 'bob@example.com' },
      { key: 'carol', active: true, email_id: '  ', userEmail: 'carol@example.com' },
      { key: 'dave', active: false, email_id: null, userEmail: 'dave@example.com' },
    ];
    for (const p of people) {
      tenantIds[p.key] = await harness.seedTenant(
        { subdomain: p.key, email_id: p.email_id, subscription_status: p.active ? 'active' : 'inactive' },
        { first_name: p.key, last_name: 'Test', email: p.userEmail },
      );
    }
    ({ app, jobs } = await harness.startWorker());
  });

  afterAll(() => harness?.stop());

  /** What a job returned, once it has finished. */
  const resultOf = (queueName: QueueName, jobId: string) => jobResult(jobs, queueName, jobId, 15_000);

  /** Waits until no mail job is waiting, delayed or running. */
  async function mailQueueIdle(timeoutMs = 15_000) {
    const queue = jobs.queue(QUEUES.mail);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
      if (Object.values(counts).every((n) => n === 0)) return;
      if (Date.now() > deadline) throw new Error(`mail queue still busy: ${JSON.stringify(counts)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const mailsFor = (subject: string): CaughtMail[] => smtp.messages.filter((m) => m.parsed.subject === subject);

  it('emails each active tenant once after the inbox rows exist, and a re-run fan-out sends no duplicates', async () => {
    const title = 'Price update <June> & "more"';
    const message = 'Prices change on Monday.\n\nSee <b>the list</b> & tell your customers.';
    const notification = await prisma.notification.create({ data: { title, message, send_email: true } });
    const id = notification.id;
    await jobs.add({ name: 'notifications.fanout', data: { notificationId: id } });

    expect(await resultOf(QUEUES.notifications, `fanout-${id}`)).toEqual({ recipients: 3, shards: 1, inserted: 3, emails: 3 });
    // One outbox row per active tenant, each relayed as its own job.
    const rows = await prisma.outboxMessage.findMany({
      where: { name: 'mail.notification', dedupe_key: { startsWith: `notification-mail:${id}:` } },
    });
    expect(rows.map((r) => r.tenant_id).sort()).toEqual([tenantIds.alice, tenantIds.bob, tenantIds.carol].sort());
    const results = await Promise.all(rows.map((row) => resultOf(QUEUES.mail, outboxJobId(row.id))));
    // Whom each went to, by id (a job's result names no address: it is logged and kept in Redis).
    expect(results.map((r) => (r as { tenantId: string }).tenantId).sort()).toEqual(rows.map((r) => r.tenant_id).sort());
    expect(JSON.stringify(results)).not.toContain('@');
    await smtp.waitFor(2);

    const mails = mailsFor(title);
    expect(mails).toHaveLength(3);
    expect(mails.flatMap((m) => m.recipients).sort()).toEqual(expectedRecipients);
    const inbox = 'http://localhost:3000/backoffice/notifications';
    for (const mail of mails) {
      expect(mail.parsed.from?.text).toBe('"Distributor Sites" <no-reply@localhost>');
      expect(mail.parsed.text).toContain('Prices change on Monday.\n\nSee <b>the list</b> & tell your customers.');
      expect(mail.parsed.text).toContain(inbox);
      expect(mail.parsed.html).toContain('<p>Prices change on Monday.</p>');
      expect(mail.parsed.html).toContain('<p>See &lt;b&gt;the list&lt;/b&gt; &amp; tell your customers.</p>');
      expect(mail.parsed.html).not.toContain('<b>the list</b>');
      expect(mail.parsed.html).toContain(`href="${inbox}"`);
    }
    // The inactive tenant got neither an inbox row nor an email.
    expect(await prisma.notificationRecipient.count({ where: { notification_id: id, tenant_id: tenantIds.dave } })).toBe(0);
    expect(smtp.messages.some((m) => m.recipients.includes('dave@example.com'))).toBe(false);

    // The final step again (a retry), and a whole new fan-out after the delivery mark was lost: no new emails.
    const handler = app.get(NotificationFanoutHandler);
    expect(await handler.fanOut({ notificationId: id, step: 'complete', shards: 1, run: `fanout-${id}` })).toEqual({
      recipients: 3,
      shards: 1,
      emails: 3,
    });
    await prisma.notification.update({ where: { id }, data: { fanout_completed_at: null } });
    await jobs.add({ name: 'notifications.fanout', data: { notificationId: id }, jobId: `fanout-${id}-again` });
    expect(await resultOf(QUEUES.notifications, `fanout-${id}-again`)).toEqual({ recipients: 3, shards: 1, inserted: 0, emails: 3 });
    // The re-run fan-out has completed, and after it every mail job it could have queued has run (a job
    // ends only after the SMTP catcher recorded its message): what was sent is all there is.
    await mailQueueIdle();
    expect(mailsFor(title)).toHaveLength(3);
    expect(await jobs.queue(QUEUES.mail).getJobCounts('completed', 'failed')).toEqual({ completed: 3, failed: 0 });
    expect(
      await prisma.outboxMessage.count({ where: { name: 'mail.notification', dedupe_key: { startsWith: `notification-mail:${id}:` } } }),
    ).toBe(3);
  });

  it('queues no email for a notification without send_email', async () => {
    const before = smtp.messages.length;
    const notification = await prisma.notification.create({ data: { title: 'Inbox only', message: 'No email for this one.' } });
    await jobs.add({ name: 'notifications.fanout', data: { notificationId: notification.id } });
    expect(await resultOf(QUEUES.notifications, `fanout-${notification.id}`)).toEqual({ recipients: 3, shards: 1, inserted: 3 });
    await mailQueueIdle();
    expect(smtp.messages).toHaveLength(before);
  });

  it('skips a tenant that is no longer active, and does not resend after an accepted attempt', async () => {
    const notification = await prisma.notification.create({ data: { title: 'Later', message: 'Body', send_email: true } });
    await prisma.notificationRecipient.createMany({
      data: [tenantIds.alice, tenantIds.bob].map((tenant_id) => ({ notification_id: notification.id, tenant_id })),
    });
    const handler = app.get(NotificationMailHandler);
    const before = smtp.messages.length;

    await prisma.tenant.update({ where: { id: tenantIds.bob }, data: { subscription_status: 'inactive' } });
    try {
      expect(await handler.send({ notificationId: notification.id, tenantId: tenantIds.bob })).toBe('skipped: tenant not active');
    } finally {
      await prisma.tenant.update({ where: { id: tenantIds.bob }, data: { subscription_status: 'active' } });
    }
    expect(await handler.send({ notificationId: notification.id, tenantId: tenantIds.dave })).toBe('skipped: not a recipient');

    // A job whose outbox row says an earlier attempt was accepted by the relay.
    const entry = await Outbox.record(prisma, {
      name: 'mail.notification',
      data: { notificationId: notification.id, tenantId: tenantIds.alice },
    });
    await prisma.outboxMessage.update({ where: { id: entry!.id }, data: { sent_at: new Date(), recipient: 'alice@example.com' } });
    await jobs.relay(entry!);
    expect(await resultOf(QUEUES.mail, outboxJobId(entry!.id))).toEqual({ sent: true, outboxId: entry!.id, earlierAttempt: true });
    expect(smtp.messages).toHaveLength(before);
  });
});
