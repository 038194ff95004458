import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { enrolInSequences, type PrismaClient } from '@ds/db';
import { bounceAddressKeys, bounceDomain, bounceTargetOf, linkSecrets, verifySequenceLink } from '@ds/mail-identity';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { SendingGuard } from '../campaigns/sending-guard.js';
import { SequenceClock } from './sequence-clock.js';
import { SequenceEngine } from './sequence-engine.js';

jest.setTimeout(90_000);

const MINUTE = 60_000;

/**
 * Sequence mail as campaign mail (docs/product.md "Sequences"): its headers, tracked links and return
 * path, the campaigns' gate holding due steps, and a refusal suppressing — on real PostgreSQL, Redis and
 * SMTP with the engine's clock moved by the test.
 */
describe('sequence mail on the campaigns’ mail path (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let engine: SequenceEngine;
  let clock: SequenceClock;
  let tenantId: string;
  let productId: string;
  let guard: SendingGuard;

  beforeAll(async () => {
    harness = await WorkerHarness.start({
      label: 'sequence-mail',
      smtp: true,
      // A guard that judges from five emails on, so one refusal among this suite's few trips it.
      env: { SEQUENCE_TICK_SECONDS: '3600', SEQUENCE_BATCH_SIZE: '10', CAMPAIGN_GUARD_MIN_SAMPLE: '5' },
    });
    ({ prisma, smtp } = harness);
    tenantId = await harness.seedTenant({
      subdomain: 'jane',
      site_name: "Jane's Wellness",
      email_id: 'jane@example.com',
      address: '1 Main St, Springfield',
    });
    productId = (
      await prisma.product.create({
        data: { tenant_id: tenantId, name: 'Green Tea', base_price: 10, status: 'active', buy_link: 'https://shop.example.com/green-tea' },
      })
    ).id;
    const { app } = await harness.startWorker({ shutdownGraceMs: 2_000 });
    engine = app.get(SequenceEngine);
    clock = app.get(SequenceClock);
    guard = app.get(SendingGuard);
  });
  afterAll(() => harness?.stop());

  async function sequence(name: string, content: string, basis: 'subscribers' | 'enquiry' = 'subscribers') {
    await prisma.sequence.updateMany({ where: { tenant_id: tenantId, status: 'active' }, data: { status: 'archived' } });
    const { id } = await prisma.sequence.create({
      data: { tenant_id: tenantId, name, trigger_type: 'lead_captured', status: 'active', basis, time_zone: 'UTC' },
    });
    await prisma.sequenceStep.create({
      data: {
        tenant_id: tenantId,
        sequence_id: id,
        position: 0,
        type: 'email',
        wait_amount: 0,
        wait_unit: 'hours',
        subject: name,
        content,
      },
    });
    return id;
  }
  async function person(address: string, subscribed = true) {
    const contact = await prisma.contact.create({ data: { tenant_id: tenantId, email: address } });
    if (subscribed)
      await prisma.subscriber.create({ data: { tenant_id: tenantId, email: address, status: 'confirmed', contact_id: contact.id } });
    await harness
      .database()
      .forTenant(tenantId)
      .$transaction((tx) => enrolInSequences(tx, tenantId, contact.id, { type: 'lead_captured', key: `lead:${address}` }, clock.now()));
    return contact.id;
  }
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.recipients.includes(address));
  const rowOf = (contactId: string) => prisma.sequenceDelivery.findFirstOrThrow({ where: { enrolment: { contact_id: contactId } } });

  it('carries List-Id, one-click List-Unsubscribe, the postal address, signed open and click links, and the delivery’s return path', async () => {
    clock.set(new Date('2026-12-01T10:00:00Z'));
    await sequence(
      'Tracked',
      `<p>Read <a href="https://example.org/guide">the guide</a>.</p><div data-campaign-block="product" data-id="${productId}"></div>`,
    );
    const ann = await person('ann@example.com');
    await engine.tick();
    const [mail] = mailsTo('ann@example.com');
    const row = await rowOf(ann);
    expect(mail.parsed.messageId).toBe(`<s.${row.id}@localhost>`);
    const header = (key: string) => mail.parsed.headerLines.find((h) => h.key === key)?.line;
    expect(header('list-id')).toBe(`List-ID: <t-${tenantId}.localhost>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toContain(`/api/sequence-track/unsubscribe/${row.id}?s=`);
    expect(header('precedence')).toBe('Precedence: bulk');
    expect(mail.parsed.text).toContain('1 Main St, Springfield');
    // The return path names this delivery (a late bounce finds it), signed.
    expect(bounceTargetOf(bounceAddressKeys(harness.config), mail.mailFrom, bounceDomain(harness.config))).toEqual({
      kind: 'sequence',
      id: row.id,
    });
    // The open pixel and every link are the delivery's own signed links; the target is covered by the signature.
    const html = mail.parsed.html || '';
    const links = [...html.matchAll(/(?:href|src)="([^"]+\/api\/sequence-track\/(?:open|click)\/[^"]+)"/g)].map(
      (m) => new URL(m[1].replace(/&amp;/g, '&')),
    );
    const secrets = linkSecrets(harness.config);
    const open = links.find((u) => u.pathname === `/api/sequence-track/open/${row.id}`)!;
    expect(verifySequenceLink(secrets, 'open', row.id, open.searchParams.get('s'))).toEqual({ tenantId });
    const clicks = links.filter((u) => u.pathname === `/api/sequence-track/click/${row.id}`);
    const targets = clicks.map((u) => u.searchParams.get('u'));
    expect(targets).toContain('https://example.org/guide');
    expect(targets.some((target) => target?.endsWith(`/go/buy/${productId}`))).toBe(true);
    for (const u of clicks)
      expect(verifySequenceLink(secrets, 'click', row.id, u.searchParams.get('s'), u.searchParams.get('u')!)).toEqual({ tenantId });
  });

  it('holds due steps while the guard (or an admin) pauses sending, and sends them once after the resume', async () => {
    clock.set(new Date('2026-12-02T10:00:00Z'));
    await sequence('Held', '<p>Hello from Jane.</p>');
    await prisma.tenant.update({
      where: { id: tenantId },
      data: { campaigns_guard_paused_at: new Date(), campaigns_guard_reason: 'Sending paused automatically: test.' },
    });
    const bea = await person('bea@example.com');
    expect(await engine.tick()).toMatchObject({ claimed: 1, done: 0, retried: 1 });
    expect(mailsTo('bea@example.com')).toHaveLength(0);
    // Not lost, not skipped: pending, looked at again a quarter of an hour later.
    expect(await rowOf(bea)).toMatchObject({ status: 'pending', due_at: new Date('2026-12-02T10:15:00Z') });
    clock.advance(15 * MINUTE);
    await engine.tick();
    expect(mailsTo('bea@example.com')).toHaveLength(0);
    // The admin resumes: the step goes at the next look, once.
    await prisma.tenant.update({ where: { id: tenantId }, data: { campaigns_guard_paused_at: null, campaigns_guard_reason: null } });
    clock.advance(15 * MINUTE);
    await engine.tick();
    clock.advance(15 * MINUTE);
    await engine.tick();
    expect(mailsTo('bea@example.com').map((m) => m.parsed.subject)).toEqual(['Held']);
    expect(await rowOf(bea)).toMatchObject({ status: 'done' });
  });

  it('counts step emails toward the daily quota: past it, the rest wait for the gate to open', async () => {
    clock.set(new Date('2026-12-03T10:00:00Z'));
    await sequence('Quota', '<p>Hello again.</p>');
    // Today's use so far (step emails of the earlier tests count too), and room for one more.
    const [{ used }] = await prisma.$queryRaw<{ used: bigint }[]>`
      SELECT count(*) AS used FROM sequence_deliveries d JOIN sequence_steps st ON st.id = d.step_id
       WHERE d.tenant_id = ${tenantId}::uuid AND d.status = 'done' AND st.type = 'email'
         AND d.done_at >= date_trunc('day', now() AT TIME ZONE 'UTC')`;
    await prisma.tenant.update({ where: { id: tenantId }, data: { campaign_daily_quota: Number(used) + 1 } });
    const [cal, dan] = [await person('cal@example.com'), await person('dan@example.com')];
    await engine.tick();
    const sent = [...mailsTo('cal@example.com'), ...mailsTo('dan@example.com')];
    expect(sent).toHaveLength(1);
    const rows = await Promise.all([rowOf(cal), rowOf(dan)]);
    expect(rows.map((r) => r.status).sort()).toEqual(['done', 'pending']);
    // The quota raised: the held one goes at the next look.
    await prisma.tenant.update({ where: { id: tenantId }, data: { campaign_daily_quota: null } });
    clock.advance(15 * MINUTE);
    await engine.tick();
    expect([...mailsTo('cal@example.com'), ...mailsTo('dan@example.com')]).toHaveLength(2);
  });

  it('a 5xx refusal marks the delivery bounced, exits and suppresses the person (a lead too), and counts in the sending guard', async () => {
    clock.set(new Date('2026-12-04T10:00:00Z'));
    const id = await sequence('Refused', '<p>Thanks for asking.</p>', 'enquiry');
    const eve = await person('eve@example.com', false);
    smtp.refuse('eve@example.com', 550);
    await engine.tick();
    smtp.accept('eve@example.com');
    expect(await rowOf(eve)).toMatchObject({ status: 'failed', skip_reason: 'bounced', bounced_at: expect.any(Date) });
    expect(await prisma.sequenceEnrolment.findFirstOrThrow({ where: { sequence_id: id, contact_id: eve } })).toMatchObject({
      status: 'exited',
      exit_reason: 'bounced',
    });
    expect(await prisma.subscriber.findFirstOrThrow({ where: { contact_id: eve } })).toMatchObject({ status: 'bounced' });
    // A new enquiry enrols her again, yet no email goes to a suppressed address.
    await harness
      .database()
      .forTenant(tenantId)
      .$transaction((tx) => enrolInSequences(tx, tenantId, eve, { type: 'lead_captured', key: 'lead:eve:2' }, clock.now()));
    await engine.tick();
    expect(mailsTo('eve@example.com')).toHaveLength(0);
    // The guard counts step emails as campaign emails: five handed over (one refused) is a 20 % bounce rate.
    expect(await guard.counts(tenantId)).toEqual({ handedOff: 5, complaints: 0, hardBounces: 1 });
    expect(await guard.check(tenantId)).toBe(true);
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } })).campaigns_guard_reason).toContain('bounced');
  });
});
