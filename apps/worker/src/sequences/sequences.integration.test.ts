import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { enrolInSequences, type PrismaClient, type Prisma } from '@ds/db';
import { verifySequenceUnsubscribe, linkSecrets } from '@ds/mail-identity';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { SequenceClock } from './sequence-clock.js';
import { SequenceEngine } from './sequence-engine.js';
import { CLAIM_LEASE_MS } from './sequence-claims.js';

jest.setTimeout(90_000);

const HOUR = 3_600_000;
const T0 = new Date('2026-12-01T09:00:00Z');

/** The engine on real PostgreSQL, Redis and SMTP, with the clock moved by the test (nothing sleeps). */
describe('sequences engine (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let engine: SequenceEngine;
  let clock: SequenceClock;
  let tenantId: string;

  beforeAll(async () => {
    // The worker's own loop ticks once at start and then not again within a test: the test ticks.
    harness = await WorkerHarness.start({
      label: 'sequences',
      smtp: true,
      env: { SEQUENCE_TICK_SECONDS: '3600', SEQUENCE_BATCH_SIZE: '3' },
    });
    ({ prisma, smtp } = harness);
    tenantId = await harness.seedTenant({
      subdomain: 'jane',
      site_name: "Jane's Wellness",
      email_id: 'jane@example.com',
      address: '1 Main St, Springfield',
    });
    const { app } = await harness.startWorker({ shutdownGraceMs: 2_000 });
    engine = app.get(SequenceEngine);
    clock = app.get(SequenceClock);
  });
  afterAll(() => harness?.stop());

  async function sequence(
    name: string,
    steps: Omit<Prisma.SequenceStepUncheckedCreateInput, 'tenant_id' | 'sequence_id' | 'position'>[],
    extra = {},
  ) {
    // One sequence at a time: every one here starts with a lead.
    await prisma.sequence.updateMany({ where: { tenant_id: tenantId, status: 'active' }, data: { status: 'archived' } });
    const { id } = await prisma.sequence.create({
      data: { tenant_id: tenantId, name, trigger_type: 'lead_captured', status: 'active', time_zone: 'Europe/Berlin', ...extra },
    });
    for (const [position, step] of steps.entries())
      await prisma.sequenceStep.create({ data: { tenant_id: tenantId, sequence_id: id, position, ...step } });
    return id;
  }
  const email = (subject: string, wait_amount: number, wait_unit: 'hours' | 'days', at_hour: number | null = null) => ({
    type: 'email' as const,
    wait_amount,
    wait_unit,
    at_hour,
    subject,
    content: `<p>${subject}: a note from Jane.</p>`,
  });

  /** A person and, unless `subscriber` is null, their newsletter subscription in that status. */
  async function person(address: string, subscriber: 'confirmed' | 'pending' | null = 'confirmed') {
    const contact = await prisma.contact.create({ data: { tenant_id: tenantId, email: address } });
    if (subscriber)
      await prisma.subscriber.create({ data: { tenant_id: tenantId, email: address, status: subscriber, contact_id: contact.id } });
    return contact.id;
  }
  /** What the API does in the lead's transaction. */
  const enrol = (contactId: string, key: string, at = clock.now()) =>
    harness
      .database()
      .forTenant(tenantId)
      .$transaction((tx) => enrolInSequences(tx, tenantId, contactId, { type: 'lead_captured', key }, at));
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.recipients.includes(address));
  const pending = (contactId: string) =>
    prisma.sequenceDelivery.findFirst({ where: { status: 'pending', enrolment: { contact_id: contactId } }, orderBy: { due_at: 'desc' } });

  it('sends three steps at their simulated times in the time-zone window, and stops a person who unsubscribed mid-sequence', async () => {
    clock.set(T0);
    const id = await sequence('Welcome', [
      email('First', 0, 'hours'),
      // Two days after the first (10:00 in Berlin), then at 09:00 there: the 4th, 08:00 UTC.
      email('Second', 2, 'days', 9),
      // Twelve hours later is 21:00 in Berlin — night — so 08:00 the next morning (07:00 UTC).
      email('Third', 12, 'hours'),
    ]);
    const ann = await person('ann@example.com');
    const bob = await person('bob@example.com');
    const cid = await person('cid@example.com', null);
    expect(await enrol(ann, 'lead:ann')).toBe(1);
    await enrol(bob, 'lead:bob');
    await enrol(cid, 'lead:cid');
    expect(await enrol(ann, 'lead:ann')).toBe(0);

    await engine.tick();
    expect(mailsTo('ann@example.com').map((m) => m.parsed.subject)).toEqual(['First']);
    expect(mailsTo('bob@example.com')).toHaveLength(1);
    // A lead who never subscribed gets no email of a subscribers-only sequence.
    expect(mailsTo('cid@example.com')).toHaveLength(0);
    const first = mailsTo('ann@example.com')[0];
    const firstRow = await prisma.sequenceDelivery.findFirstOrThrow({ where: { status: 'done', enrolment: { contact_id: ann } } });
    expect(first.parsed.messageId).toBe(`<s.${firstRow.id}@localhost>`);
    const header = (key: string) => first.parsed.headerLines.find((h) => h.key === key)?.line;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = new URL(/<([^>]+)>/.exec(header('list-unsubscribe') ?? '')![1]);
    expect(url.pathname).toBe(`/api/sequence-track/unsubscribe/${firstRow.id}`);
    expect(verifySequenceUnsubscribe(linkSecrets(harness.config), firstRow.id, url.searchParams.get('s'))).toEqual({ tenantId });
    expect(first.parsed.text).toContain('1 Main St, Springfield');
    expect(first.parsed.text).toContain(url.toString());

    expect((await pending(ann))?.due_at).toEqual(new Date('2026-12-04T08:00:00Z'));
    // Bob unsubscribes (the API marks the subscription; the engine re-checks right before each hand-off).
    await prisma.subscriber.updateMany({ where: { tenant_id: tenantId, email: 'bob@example.com' }, data: { status: 'unsubscribed' } });

    clock.set(new Date('2026-12-04T07:59:00Z'));
    await engine.tick();
    expect(mailsTo('ann@example.com')).toHaveLength(1);
    clock.set(new Date('2026-12-04T08:00:00Z'));
    await engine.tick();
    expect(mailsTo('ann@example.com').map((m) => m.parsed.subject)).toEqual(['First', 'Second']);
    expect((await pending(ann))?.due_at).toEqual(new Date('2026-12-05T07:00:00Z'));

    clock.set(new Date('2026-12-05T07:00:00Z'));
    await engine.tick();
    expect(mailsTo('ann@example.com').map((m) => m.parsed.subject)).toEqual(['First', 'Second', 'Third']);
    clock.advance(30 * 24 * HOUR);
    await engine.tick();
    expect(mailsTo('ann@example.com')).toHaveLength(3);
    expect(mailsTo('bob@example.com')).toHaveLength(1);

    const enrolments = await prisma.sequenceEnrolment.findMany({ where: { sequence_id: id }, include: { contact: true } });
    const byEmail = Object.fromEntries(enrolments.map((e) => [e.contact!.email, [e.status, e.exit_reason]]));
    expect(byEmail).toEqual({
      'ann@example.com': ['completed', null],
      'bob@example.com': ['exited', 'unsubscribed'],
      'cid@example.com': ['completed', null],
    });
    // One ledger row per (enrolment, step) reached: Bob's second is recorded skipped, and he has no third.
    expect(await prisma.sequenceDelivery.count({ where: { enrolment: { sequence_id: id } } })).toBe(3 + 2 + 3);
    const bobs = await prisma.sequenceDelivery.findMany({ where: { enrolment: { contact_id: bob } }, orderBy: { due_at: 'asc' } });
    expect(bobs.map((r) => [r.status, r.skip_reason])).toEqual([
      ['done', null],
      ['skipped', 'unsubscribed'],
    ]);
  });

  it('sends an enquiry sequence to a lead who never subscribed; a 4xx waits and is sent once; an add_tag step applies once', async () => {
    clock.set(new Date('2026-12-10T10:00:00Z'));
    await sequence(
      'Enquiry',
      [email('Thanks for asking', 0, 'hours'), { type: 'add_tag', wait_amount: 1, wait_unit: 'hours', tag: 'followed' }],
      {
        basis: 'enquiry',
      },
    );
    const dee = await person('dee@example.com', null);
    await enrol(dee, 'lead:dee');
    smtp.refuse('dee@example.com', 451);
    expect(await engine.tick()).toMatchObject({ retried: 1 });
    expect(mailsTo('dee@example.com')).toHaveLength(0);
    smtp.accept('dee@example.com');
    await engine.tick();
    expect(mailsTo('dee@example.com')).toHaveLength(0);
    clock.advance(60_000);
    await engine.tick();
    expect(mailsTo('dee@example.com')).toHaveLength(1);
    clock.advance(HOUR);
    await engine.tick();
    await engine.tick();
    expect((await prisma.contact.findUniqueOrThrow({ where: { id: dee } })).tags).toEqual(['followed']);
  });

  it('repeats the steps a kill -9 caught between the relay’s acceptance and the ledger’s group record, under the same Message-ID', async () => {
    clock.set(new Date('2026-12-20T10:00:00Z'));
    const id = await sequence('Crash', [email('Only once', 0, 'hours'), email('Next', 1, 'days')]);
    const people = await Promise.all(['e1', 'e2', 'e3', 'e4', 'e5'].map((n) => person(`${n}@example.com`)));
    for (const p of people) await enrol(p, `lead:${p}`);
    let killed = 0;
    // The worker dies after the relay accepted the second email of the run, before recording it — and before
    // recording any acceptance still waiting for the group's statement (several emails are in flight).
    engine.afterHandoff = () => {
      if (++killed === 2) throw new Error('killed');
    };
    await expect(engine.tick()).rejects.toThrow('killed');
    engine.afterHandoff = undefined;
    // Nothing more while the dead worker's claims hold; after the lease, the rest go and the caught one again.
    await engine.tick();
    const before = smtp.messages.filter((m) => m.parsed.subject === 'Only once').length;
    clock.advance(CLAIM_LEASE_MS + 1);
    await engine.tick();
    const sent = smtp.messages.filter((m) => m.parsed.subject === 'Only once');
    const ids = sent.map((m) => `${m.parsed.messageId} ${m.recipients.join(',')}`);
    const repeated = ids.length - new Set(ids).size;
    expect(new Set(ids).size).toBe(5);
    expect(before).toBeGreaterThanOrEqual(2);
    const rows = await prisma.sequenceDelivery.findMany({ where: { enrolment: { sequence_id: id }, step: { position: 0 } } });
    expect(rows.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    // Repeated: exactly the emails the dead worker handed over but had not recorded (the caught one among
    // them), each once, under its own Message-ID; the rest of its claims went out once after the lease.
    const recordedBeforeTheKill = rows.filter((r) => r.attempts === 1).length;
    expect(repeated).toBeGreaterThanOrEqual(1);
    expect(repeated).toBe(before - recordedBeforeTheKill);
    expect(rows.filter((r) => r.attempts === 2).length).toBeGreaterThanOrEqual(repeated);
    // The next step was scheduled once for each.
    expect(await prisma.sequenceDelivery.count({ where: { enrolment: { sequence_id: id }, step: { position: 1 } } })).toBe(5);
  });

  it('follows the editing rule on an active sequence: past steps are not sent again, removed ones are skipped, new later ones apply', async () => {
    clock.set(new Date('2026-12-24T10:00:00Z'));
    const id = await sequence('Edited', [email('One', 0, 'hours'), email('Two', 1, 'days'), email('Three', 1, 'days')]);
    const [gil, hal] = [await person('gil@example.com'), await person('hal@example.com')];
    await enrol(gil, 'lead:gil');
    await engine.tick();
    clock.advance(24 * HOUR);
    await engine.tick();
    // Gil is past One and Two; Hal enrols now and is at One.
    await enrol(hal, 'lead:hal');
    await engine.tick();
    expect(mailsTo('gil@example.com').map((m) => m.parsed.subject)).toEqual(['One', 'Two']);
    expect(mailsTo('hal@example.com').map((m) => m.parsed.subject)).toEqual(['One']);

    // The edit as the API writes it (apps/api/src/modules/sequences/sequence-steps.ts): Two reworded in place,
    // Three removed, Four added after it.
    const steps = await prisma.sequenceStep.findMany({ where: { sequence_id: id }, orderBy: { position: 'asc' } });
    await prisma.sequenceStep.update({ where: { id: steps[1].id }, data: { subject: 'Two, reworded', version: 2 } });
    await prisma.sequenceStep.update({ where: { id: steps[2].id }, data: { removed_at: clock.now() } });
    await prisma.sequenceStep.create({
      data: { tenant_id: tenantId, sequence_id: id, position: 3, ...email('Four', 1, 'days'), version: 2 },
    });
    await prisma.sequence.update({ where: { id }, data: { version: 2 } });

    for (let day = 0; day < 5; day++) {
      clock.advance(24 * HOUR);
      await engine.tick();
    }
    expect(mailsTo('gil@example.com').map((m) => m.parsed.subject)).toEqual(['One', 'Two', 'Four']);
    expect(mailsTo('hal@example.com').map((m) => m.parsed.subject)).toEqual(['One', 'Two, reworded', 'Four']);
    const gilsThree = await prisma.sequenceDelivery.findFirstOrThrow({ where: { step_id: steps[2].id, enrolment: { contact_id: gil } } });
    expect([gilsThree.status, gilsThree.skip_reason]).toEqual(['skipped', 'step removed']);
  });

  it('schedules the next step as the sequence is at the record when it was edited while its batch went out', async () => {
    clock.set(new Date('2026-12-25T10:00:00Z'));
    const id = await sequence('Edited mid-batch', [email('Uno', 0, 'hours'), email('Dos', 1, 'days')]);
    const [jo, kit] = [await person('jo@example.com'), await person('kit@example.com')];
    await enrol(jo, 'lead:jo');
    await enrol(kit, 'lead:kit');
    const [, dos] = await prisma.sequenceStep.findMany({ where: { sequence_id: id }, orderBy: { position: 'asc' } });
    let tres = '';
    // Right after the first acceptance (the batch's steps read before it): Dos removed, Tres added after it.
    engine.afterHandoff = async () => {
      engine.afterHandoff = undefined;
      await prisma.sequenceStep.update({ where: { id: dos.id }, data: { removed_at: clock.now() } });
      ({ id: tres } = await prisma.sequenceStep.create({
        data: { tenant_id: tenantId, sequence_id: id, position: 2, ...email('Tres', 2, 'hours'), version: 2 },
      }));
    };
    await engine.tick();
    expect(mailsTo('jo@example.com').map((m) => m.parsed.subject)).toEqual(['Uno']);
    expect(mailsTo('kit@example.com').map((m) => m.parsed.subject)).toEqual(['Uno']);
    // Both went on to Tres (two hours later), neither to the removed Dos.
    for (const who of [jo, kit]) {
      const next = await pending(who);
      expect([next?.step_id, next?.due_at]).toEqual([tres, new Date('2026-12-25T12:00:00Z')]);
    }
    expect(await prisma.sequenceDelivery.count({ where: { step_id: dos.id } })).toBe(0);
  });

  it('holds a step that falls due at night (a sequence resumed late) until 08:00 in its time zone', async () => {
    clock.set(new Date('2026-12-26T10:00:00Z'));
    const id = await sequence('Night', [email('Morning only', 1, 'hours')]);
    const ida = await person('ida@example.com');
    await enrol(ida, 'lead:ida');
    await prisma.sequence.update({ where: { id }, data: { status: 'paused' } });
    // Resumed at 23:30 in Berlin (22:30 UTC), long after the step fell due.
    clock.set(new Date('2026-12-26T22:30:00Z'));
    await prisma.sequence.update({ where: { id }, data: { status: 'active' } });
    await engine.tick();
    expect(mailsTo('ida@example.com')).toHaveLength(0);
    expect((await pending(ida))?.due_at).toEqual(new Date('2026-12-27T07:00:00Z'));
    clock.set(new Date('2026-12-27T06:59:00Z'));
    await engine.tick();
    expect(mailsTo('ida@example.com')).toHaveLength(0);
    clock.set(new Date('2026-12-27T07:00:00Z'));
    await engine.tick();
    expect(mailsTo('ida@example.com').map((m) => m.parsed.subject)).toEqual(['Morning only']);
  });

  it('loses nothing when Redis is wiped: the due steps live in PostgreSQL', async () => {
    clock.set(new Date('2026-12-28T10:00:00Z'));
    await sequence('Redis', [email('After the wipe', 0, 'hours')]);
    const fay = await person('fay@example.com');
    await enrol(fay, 'lead:fay');
    const redis = new Redis(harness.config.REDIS_URL);
    try {
      const keys = await redis.keys(`${harness.prefix}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
    await engine.tick();
    expect(mailsTo('fay@example.com').map((m) => m.parsed.subject)).toEqual(['After the wipe']);
  });
});
