import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { PrismaClient } from '@ds/db';
import { QUEUES, type JobQueue } from '@ds/jobs';
import { verifyCampaignLink } from '@ds/mail-identity';
import { campaignLanesIdle, recipientCounts } from '../testing/campaign-probes.js';
import type { CaughtMail, SmtpCatcher } from '../testing/smtp-catcher.js';
import { until } from '../testing/waits.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { NO_POSTAL_ADDRESS } from './sending-policy.js';

jest.setTimeout(90_000);

/** Campaign sending on real PostgreSQL, Redis and SMTP, through the worker's own tick and lanes. */
describe('campaign sending (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let jobs: JobQueue;
  let tenantId: string;

  beforeAll(async () => {
    harness = await WorkerHarness.start({
      label: 'campaigns',
      smtp: true,
      env: {
        CAMPAIGN_TICK_SECONDS: '0.3',
        CAMPAIGN_BATCH_SIZE: '10',
        CAMPAIGN_LANES: '3',
        CAMPAIGN_SMTP_CONNECTIONS: '4',
        OUTBOX_RETRY_BASE_SECONDS: '0.5',
      },
    });
    ({ prisma, smtp } = harness);
    tenantId = await harness.seedTenant({
      subdomain: 'jane',
      site_name: "Jane's Wellness",
      email_id: 'jane@example.com',
      address: '1 Main St, Springfield',
    });
    await prisma.footerDisclaimer.create({
      data: { tenant_id: tenantId, site_disclaimer: 'Independent distributor site.', income_disclaimer: 'No income is guaranteed.' },
    });
    ({ jobs } = await harness.startWorker({ shutdownGraceMs: 2_000 }));
  });

  afterAll(() => harness?.stop());

  async function subscribers(tag: string, count: number, status: 'confirmed' | 'pending' | 'unsubscribed' = 'confirmed') {
    await prisma.subscriber.createMany({
      data: Array.from({ length: count }, (_, i) => ({ tenant_id: tenantId, email: `${tag}${i}@example.com`, status })),
    });
  }

  /** The list holds only these from now on: everyone earlier tests added is unsubscribed first. */
  async function onlySubscribers(tag: string, count: number) {
    await prisma.subscriber.updateMany({ where: { tenant_id: tenantId }, data: { status: 'unsubscribed' } });
    await subscribers(tag, count);
  }

  async function campaign(subject: string, content = '<p>Hello <a href="https://shop.example/p?a=1&amp;b=2">our pick</a></p>') {
    return prisma.campaign.create({ data: { tenant_id: tenantId, subject, content, status: 'scheduled', scheduled_at: new Date() } });
  }

  /** Until every job of `ids` in the campaigns queue has completed. */
  const completed = (what: string, ids: string[]) =>
    until(what, async () =>
      (await Promise.all(ids.map((id) => jobs.queue(QUEUES.campaigns).getJobState(id)))).every((state) => state === 'completed'),
    );
  const lanesIdle = () => campaignLanesIdle(jobs);
  const countsByStatus = (campaignId: string) => recipientCounts(prisma, campaignId);

  /** A header as sent (mailparser folds the List-* headers into one object). */
  const header = (mail: CaughtMail, key: string) =>
    (mail.parsed.headerLines.find((h) => h.key === key)?.line ?? '').replace(/^[^:]*:\s*/, '').replace(/\s+/g, '');
  const statusOf = async (id: string) => (await prisma.campaign.findUniqueOrThrow({ where: { id } })).status;
  const mailsFor = (subject: string) => smtp.messages.filter((m) => m.parsed.subject === subject);
  const recipientsOf = (subject: string) => mailsFor(subject).flatMap((m) => m.recipients);
  const untilSent = (campaignId: string) => until('sent', async () => (await statusOf(campaignId)) === 'sent');

  it('sends once to every confirmed subscriber, with RFC 8058 headers, signed links and the footer, then marks the campaign sent', async () => {
    await subscribers('a', 45);
    await subscribers('pending', 3, 'pending');
    await subscribers('gone', 2, 'unsubscribed');
    const c = await campaign('Spring offers');

    await untilSent(c.id);
    const mails = mailsFor('Spring offers');
    const to = mails.flatMap((m) => m.recipients);
    expect(to).toHaveLength(45);
    expect(new Set(to).size).toBe(45);
    expect(to.every((t) => t.startsWith('a'))).toBe(true);
    expect(await countsByStatus(c.id)).toEqual({ sent: 45 });
    const row = await prisma.campaign.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.recipients_count).toBe(45);
    expect(row.sent_at).toBeInstanceOf(Date);

    const mail = mails[0];
    const recipient = await prisma.campaignRecipient.findFirstOrThrow({ where: { campaign_id: c.id, email: mail.recipients[0] } });
    expect(mail.parsed.messageId).toBe(`<c.${recipient.id}@localhost>`);
    expect(recipient.message_id).toBe(mail.parsed.messageId);
    expect(mail.parsed.from?.text).toBe(`"Jane's Wellness" <no-reply@localhost>`);
    expect(mail.parsed.replyTo?.text).toContain('jane@example.com');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'list-id')).toBe(`<t-${tenantId}.localhost>`);
    const listUnsubscribe = header(mail, 'list-unsubscribe').replace(/^<|>$/g, '');
    expect(listUnsubscribe).toContain(`http://jane.localhost:3000/api/campaign-track/unsubscribe/${recipient.id}?s=`);
    const sig = new URL(listUnsubscribe).searchParams.get('s');
    expect(verifyCampaignLink(harness.config.JWT_SECRET, 'unsubscribe', recipient.id, sig)).toEqual({ tenantId });
    // The content's link goes through the signed click redirect; the pixel and the footer are there.
    expect(mail.parsed.html).toContain(
      `/api/campaign-track/click/${recipient.id}?u=${encodeURIComponent('https://shop.example/p?a=1&b=2')}&amp;s=`,
    );
    expect(mail.parsed.html).toContain(`/api/campaign-track/open/${recipient.id}?s=`);
    expect(mail.parsed.html).toContain('No income is guaranteed.');
    expect(mail.parsed.html).toContain('1 Main St, Springfield');
    expect(mail.parsed.text).toContain(`/api/campaign-track/unsubscribe/${recipient.id}?s=`);
    expect(mail.parsed.html).not.toContain('ds-track.invalid');

    // Lanes queued again (what the tick does after Redis lost them) find nothing to send.
    for (let lane = 0; lane < 3; lane++)
      await jobs.add({ name: 'campaigns.send', data: { campaignId: c.id, tenantId, lane }, jobId: `again-${c.id}-${lane}` });
    await completed(
      'the lanes queued again',
      [0, 1, 2].map((lane) => `again-${c.id}-${lane}`),
    );
    expect(mailsFor('Spring offers')).toHaveLength(45);
  });

  it('starts once when "send now" start jobs and the tick all fire together: one snapshot, each recipient once', async () => {
    await onlySubscribers('now', 25);
    const c = await campaign('Right now');
    // Three immediate starts (a retried relay, the sweeper) racing each other and the 0.3 s tick.
    await Promise.all(
      [1, 2, 3].map((n) => jobs.add({ name: 'campaigns.start', data: { campaignId: c.id, tenantId }, jobId: `start-${c.id}-${n}` })),
    );
    await untilSent(c.id);
    // Every start has run and no lane is left: a second start or a stray lane would have sent by now.
    await completed(
      'the three starts',
      [1, 2, 3].map((n) => `start-${c.id}-${n}`),
    );
    await lanesIdle();
    const to = recipientsOf('Right now');
    expect(to).toHaveLength(25);
    expect(new Set(to).size).toBe(25);
    expect(await countsByStatus(c.id)).toEqual({ sent: 25 });
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: c.id } })).recipients_count).toBe(25);
  });

  it('marks a 5xx answer bounced and suppresses the subscriber from the next campaign', async () => {
    await onlySubscribers('b', 6);
    smtp.refuse('b2@example.com');
    const first = await campaign('Bounce check');
    await untilSent(first.id);
    expect(recipientsOf('Bounce check').sort()).toEqual(['b0', 'b1', 'b3', 'b4', 'b5'].map((b) => `${b}@example.com`));
    expect(await countsByStatus(first.id)).toEqual({ sent: 5, bounced: 1 });
    const bounced = await prisma.subscriber.findFirstOrThrow({ where: { tenant_id: tenantId, email: 'b2@example.com' } });
    expect(bounced.status).toBe('bounced');
    expect(bounced.bounced_at).toBeInstanceOf(Date);

    const second = await campaign('After the bounce');
    await untilSent(second.id);
    expect(recipientsOf('After the bounce')).not.toContain('b2@example.com');
    expect(await countsByStatus(second.id)).toEqual({ sent: 5 });
  });

  it('retries a temporary (4xx) refusal with backoff and delivers it once when the mailbox accepts again', async () => {
    await onlySubscribers('t', 4);
    smtp.refuse('t1@example.com', 451);
    const c = await campaign('Greylisted');
    const waiting = await until('a retry scheduled', async () => {
      const row = await prisma.campaignRecipient.findFirst({
        where: { campaign_id: c.id, email: 't1@example.com', status: 'queued', attempts: { gte: 1 } },
      });
      return row?.next_attempt_at ? row : null;
    });
    expect(waiting.last_error).toMatch(/451/);
    expect(waiting.next_attempt_at!.getTime()).toBeGreaterThan(Date.now() - 1_000);
    await until('the others sent', async () => mailsFor('Greylisted').length === 3);
    expect(await statusOf(c.id)).toBe('sending');

    smtp.accept('t1@example.com');
    await untilSent(c.id);
    const to = recipientsOf('Greylisted').sort();
    expect(to).toEqual(['t0', 't1', 't2', 't3'].map((t) => `${t}@example.com`));
    const row = await prisma.campaignRecipient.findFirstOrThrow({ where: { campaign_id: c.id, email: 't1@example.com' } });
    expect(row.status).toBe('sent');
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect((await prisma.subscriber.findFirstOrThrow({ where: { tenant_id: tenantId, email: 't1@example.com' } })).status).toBe(
      'confirmed',
    );
  });

  it('pauses at the daily quota with a clear reason and resumes when the quota is raised; an admin pause stops and resumes it too', async () => {
    await onlySubscribers('q', 30);
    // Today this tenant already sent 10 (earlier tests) + 5: a quota of 20 leaves 5 for this campaign... counted from the ledger.
    const sentToday = await prisma.campaignRecipient.count({ where: { tenant_id: tenantId, sent_at: { not: null } } });
    await prisma.tenant.update({ where: { id: tenantId }, data: { campaign_daily_quota: sentToday + 12 } });
    const c = await campaign('Quota check');
    const paused = await until('paused', async () => {
      const row = await prisma.campaign.findUniqueOrThrow({ where: { id: c.id } });
      return row.status === 'paused' ? row : null;
    });
    expect(paused.status_reason).toMatch(/Daily sending quota reached .* resumes tomorrow \(UTC\) or when the quota is raised/);
    // The lanes at work when the gate closed have finished (a paused campaign gets no new ones).
    await lanesIdle();
    expect(mailsFor('Quota check')).toHaveLength(12);
    expect(await countsByStatus(c.id)).toEqual({ sent: 12, queued: 18 });

    // An admin pause on top; raising the quota alone does not resume then.
    await prisma.tenant.update({ where: { id: tenantId }, data: { campaigns_paused_at: new Date(), campaign_daily_quota: 10_000 } });
    await until(
      'reason',
      async () =>
        (await prisma.campaign.findUniqueOrThrow({ where: { id: c.id } })).status_reason === 'Sending paused by an administrator.',
    );
    expect(mailsFor('Quota check')).toHaveLength(12);

    await prisma.tenant.update({ where: { id: tenantId }, data: { campaigns_paused_at: null } });
    await untilSent(c.id);
    const to = recipientsOf('Quota check');
    expect(to).toHaveLength(30);
    expect(new Set(to).size).toBe(30);
  });

  it('holds a scheduled send whose postal address was removed meanwhile (nothing goes out), and sends it once the address is back', async () => {
    await onlySubscribers('addr', 3);
    // The API refuses to schedule without one; here it was removed after scheduling (blank counts as none).
    await prisma.tenant.update({ where: { id: tenantId }, data: { address: '  \n' } });
    const c = await campaign('Address check');
    const paused = await until('paused', async () => {
      const row = await prisma.campaign.findUniqueOrThrow({ where: { id: c.id } });
      return row.status === 'paused' ? row : null;
    });
    expect(paused.status_reason).toBe(NO_POSTAL_ADDRESS);
    await lanesIdle();
    expect(mailsFor('Address check')).toHaveLength(0);

    await prisma.tenant.update({ where: { id: tenantId }, data: { address: '1 Main St, Springfield' } });
    await untilSent(c.id);
    expect(recipientsOf('Address check').sort()).toEqual(['addr0@example.com', 'addr1@example.com', 'addr2@example.com']);
    // Its footer carries the address.
    expect(mailsFor('Address check')[0].parsed.text).toContain('1 Main St, Springfield');
  });

  it('sends nothing to a subscriber who unsubscribes while the campaign is sending', async () => {
    await onlySubscribers('u', 40);
    await prisma.tenant.update({ where: { id: tenantId }, data: { campaign_daily_quota: null } });
    // The relay holds the first hand-off, so the lanes sit on their claimed batches (3 × 10 of 40) and
    // the rest of the list is still queued when those subscribers unsubscribe.
    const relay = smtp.hold();
    const c = await campaign('Unsubscribe mid-send');
    await relay.started;
    // Every lane holds its batch (one that claimed later would check those subscribers before they left).
    await until('3 lanes holding 10 each', async () => (await countsByStatus(c.id)).sending === 30);
    const queued = await prisma.campaignRecipient.findMany({ where: { campaign_id: c.id, status: 'queued' }, take: 3 });
    expect(queued).toHaveLength(3);
    await prisma.subscriber.updateMany({
      where: { id: { in: queued.map((q) => q.subscriber_id!) } },
      data: { status: 'unsubscribed', unsubscribed_at: new Date() },
    });
    relay.release();

    await untilSent(c.id);
    const to = recipientsOf('Unsubscribe mid-send');
    for (const q of queued) expect(to).not.toContain(q.email);
    expect(to.length + queued.length).toBe(40);
    const rows = await prisma.campaignRecipient.findMany({ where: { id: { in: queued.map((q) => q.id) } } });
    expect(rows.every((r) => r.status === 'skipped')).toBe(true);
  });

  it('sends an "engaged" campaign only to those who opened or clicked in the last 12 months, or subscribed in them', async () => {
    await prisma.subscriber.updateMany({ where: { tenant_id: tenantId }, data: { status: 'unsubscribed' } });
    const longAgo = new Date(Date.now() - 2 * 365 * 86_400_000);
    const monthsAgo = (n: number) => new Date(Date.now() - n * 30 * 86_400_000);
    const sub = (email: string, at: Date) =>
      prisma.subscriber.create({ data: { tenant_id: tenantId, email, status: 'confirmed', created_at: at, confirmed_at: at } });
    const [opened, clicked, stale, never] = await Promise.all(
      ['eng-opened', 'eng-clicked', 'eng-stale', 'eng-never'].map((n) => sub(`${n}@example.com`, longAgo)),
    );
    const fresh = await sub('eng-new@example.com', new Date());
    const old = await prisma.campaign.create({
      data: { tenant_id: tenantId, subject: 'Last year', content: '<p>x</p>', status: 'sent', sent_at: longAgo },
    });
    await prisma.campaignRecipient.createMany({
      data: [
        { subscriber: opened, opened_at: monthsAgo(3) },
        { subscriber: clicked, clicked_at: monthsAgo(11) },
        { subscriber: stale, opened_at: monthsAgo(13), clicked_at: monthsAgo(14) },
        { subscriber: never },
      ].map(({ subscriber, ...marks }) => ({
        tenant_id: tenantId,
        campaign_id: old.id,
        subscriber_id: subscriber.id,
        email: subscriber.email,
        status: 'sent' as const,
        sent_at: longAgo,
        ...marks,
      })),
    });

    const engaged = await prisma.campaign.create({
      data: {
        tenant_id: tenantId,
        subject: 'Engaged only',
        content: '<p>x</p>',
        status: 'scheduled',
        scheduled_at: new Date(),
        audience: 'engaged',
      },
    });
    await untilSent(engaged.id);
    expect(recipientsOf('Engaged only').sort()).toEqual([clicked.email, fresh.email, opened.email].sort());
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: engaged.id } })).recipients_count).toBe(3);

    // The default audience still reaches every confirmed subscriber.
    const everyone = await campaign('Everyone');
    await untilSent(everyone.id);
    expect(recipientsOf('Everyone').sort()).toEqual([clicked, fresh, never, opened, stale].map((s) => s.email).sort());
  });

  it('sends a campaign narrowed to a contact tag or status only to the confirmed subscribers who match', async () => {
    await prisma.subscriber.updateMany({ where: { tenant_id: tenantId }, data: { status: 'unsubscribed' } });
    const person = async (
      name: string,
      contact: { tags?: string[]; status?: 'new' | 'customer' | 'prospect' } | null,
      status: 'confirmed' | 'pending' | 'unsubscribed' = 'confirmed',
    ) => {
      const email = `aud-${name}@example.com`;
      const made = contact ? await prisma.contact.create({ data: { tenant_id: tenantId, email, ...contact } }) : null;
      await prisma.subscriber.create({ data: { tenant_id: tenantId, email, status, contact_id: made?.id ?? null } });
      return email;
    };
    const vipCustomer = await person('vip-customer', { tags: ['vip', 'yoga'], status: 'customer' });
    const vipProspect = await person('vip-prospect', { tags: ['vip'], status: 'prospect' });
    const plainCustomer = await person('customer', { tags: [], status: 'customer' });
    await person('vip-pending', { tags: ['vip'], status: 'customer' }, 'pending');
    await person('vip-unsubscribed', { tags: ['vip'], status: 'customer' }, 'unsubscribed');
    const noContact = await person('no-contact', null);

    const narrowed = (subject: string, filter: { audience_tag?: string; audience_status?: 'customer' }) =>
      prisma.campaign.create({
        data: { tenant_id: tenantId, subject, content: '<p>x</p>', status: 'scheduled', scheduled_at: new Date(), ...filter },
      });
    const [byTag, byStatus, byBoth] = await Promise.all([
      narrowed('Tag vip', { audience_tag: 'vip' }),
      narrowed('Status customer', { audience_status: 'customer' }),
      narrowed('Vip customers', { audience_tag: 'vip', audience_status: 'customer' }),
    ]);
    await Promise.all([byTag, byStatus, byBoth].map((c) => untilSent(c.id)));
    expect(recipientsOf('Tag vip').sort()).toEqual([vipCustomer, vipProspect].sort());
    expect(recipientsOf('Status customer').sort()).toEqual([plainCustomer, vipCustomer].sort());
    expect(recipientsOf('Vip customers')).toEqual([vipCustomer]);
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: byTag.id } })).recipients_count).toBe(2);

    // No filter: every confirmed subscriber, with or without a contact.
    const everyone = await campaign('Everyone, unfiltered');
    await untilSent(everyone.id);
    expect(recipientsOf('Everyone, unfiltered').sort()).toEqual([noContact, plainCustomer, vipCustomer, vipProspect].sort());
  });

  it('sends a row a dead worker left mid-hand-off once more, under the same Message-ID', async () => {
    await onlySubscribers('crash', 3);
    const c = await prisma.campaign.create({
      data: { tenant_id: tenantId, subject: 'Crash', content: '<p>x</p>', status: 'sending', send_started_at: new Date() },
    });
    const subs = await prisma.subscriber.findMany({ where: { tenant_id: tenantId, status: 'confirmed' }, orderBy: { email: 'asc' } });
    const long = new Date(Date.now() - 60_000);
    /** Subscriber `n`'s row of the campaign's ledger, as the dead worker left it. */
    const left = (n: number, state: { status: 'sent' | 'sending' | 'queued'; sent_at?: Date; handoff_at?: Date; attempts?: number }) => ({
      tenant_id: tenantId,
      campaign_id: c.id,
      subscriber_id: subs[n].id,
      email: subs[n].email,
      ...state,
    });
    await prisma.campaignRecipient.createMany({
      data: [
        left(0, { status: 'sent', sent_at: long, handoff_at: long }),
        left(1, { status: 'sending', handoff_at: long, attempts: 1 }),
        left(2, { status: 'queued' }),
      ],
    });
    await untilSent(c.id);
    const to = recipientsOf('Crash').sort();
    expect(to).toEqual([subs[1].email, subs[2].email]);
    const resent = await prisma.campaignRecipient.findFirstOrThrow({ where: { campaign_id: c.id, subscriber_id: subs[1].id } });
    expect(resent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailsFor('Crash').find((m) => m.recipients[0] === subs[1].email)?.parsed.messageId).toBe(`<c.${resent.id}@localhost>`);
  });
});
