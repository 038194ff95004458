import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import type { PrismaClient } from '@ds/db';
import { linkSecrets, verifyDigestOptOut } from '@ds/mail-identity';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { until } from '../testing/waits.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { FollowUpDigestClock } from './follow-up-digest-clock.js';
import { FollowUpDigestScan } from './follow-up-digest-scan.js';

jest.setTimeout(90_000);

const day = (d: string) => new Date(`${d}T00:00:00Z`);

/**
 * The daily follow-up digest on real PostgreSQL, Redis and SMTP, with the scan's clock moved by the test
 * (nothing sleeps for the time of day); emails are counted at the SMTP server by Message-ID.
 */
describe('follow-up digest (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let scan: FollowUpDigestScan;
  let clock: FollowUpDigestClock;
  let seq = 0;

  beforeAll(async () => {
    // The scan runs at boot (no tenant yet) and then only when a test calls it; the outbox sweeper every second.
    harness = await WorkerHarness.start({
      label: 'digest',
      smtp: true,
      env: { FOLLOW_UP_DIGEST_SCAN_SECONDS: '3600', OUTBOX_SWEEP_SECONDS: '1' },
    });
    ({ prisma, smtp } = harness);
    const { app } = await harness.startWorker({ shutdownGraceMs: 2_000 });
    scan = app.get(FollowUpDigestScan);
    clock = app.get(FollowUpDigestClock);
  });
  afterAll(() => harness?.stop());
  // Each test's clock moves past the mornings of the tenants of the tests before: only its own are on.
  beforeEach(() => prisma?.tenant.updateMany({ data: { follow_up_digest: false } }));

  /** A distributor (their login `<name>@example.com`) with these contacts: [email, follow-up day, note?]. */
  async function distributor(
    name: string,
    settings: { country?: string; time_zone?: string | null; follow_up_digest?: boolean },
    contacts: [string, string | null, string?][],
  ) {
    const tenantId = await harness.seedTenant(
      { subdomain: `${name.toLowerCase()}${++seq}`, site_name: `${name}'s site`, follow_up_digest: true, ...settings },
      { first_name: name, last_name: 'Doe', email: `${name.toLowerCase()}@example.com` },
    );
    for (const [email, due, note] of contacts) {
      const contact = await prisma.contact.create({
        data: { tenant_id: tenantId, email, name: email.split('@')[0], status: 'prospect', follow_up_on: due ? day(due) : null },
      });
      if (note) await prisma.contactActivity.create({ data: { tenant_id: tenantId, contact_id: contact.id, kind: 'note', text: note } });
    }
    return tenantId;
  }
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.recipients.includes(address));
  const messageIds = (address: string) => new Set(mailsTo(address).map((m) => m.parsed.messageId));
  const scanAt = (iso: string) => {
    clock.set(new Date(iso));
    return scan.scan();
  };
  const wipeRedis = async () => {
    const redis = new Redis(harness.config.REDIS_URL);
    try {
      const keys = await redis.keys(`${harness.prefix}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  };
  const digestRow = (tenantId: string) =>
    prisma.outboxMessage.findFirstOrThrow({ where: { tenant_id: tenantId, name: 'mail.follow-up-digest' } });

  it('sends each distributor one digest at 08:00 on their own clock (Berlin and New York), listing who is due', async () => {
    const berlin = await distributor('Berta', { country: 'DE', time_zone: 'Europe/Berlin' }, [
      ['ann@example.com', '2026-12-01'],
      ['bob@example.com', '2026-11-28', 'Called Tuesday, wants the starter pack & a <b>sample</b>'],
      ['carl@example.com', '2026-12-05'],
      ['dora@example.com', null],
    ]);
    // No zone chosen: the country's (US → America/New_York).
    const newYork = await distributor('Nina', { country: 'US', time_zone: null }, [['eve@example.com', '2026-12-01']]);

    expect(await scanAt('2026-12-01T06:59:00Z')).toEqual({ checked: 0, owed: 0 }); // 07:59 in Berlin
    expect(await scanAt('2026-12-01T07:00:00Z')).toEqual({ checked: 1, owed: 1 }); // 08:00 in Berlin, 02:00 in New York
    await until('Berlin digest', async () => mailsTo('berta@example.com').length === 1);
    expect(await scanAt('2026-12-01T07:30:00Z')).toEqual({ checked: 0, owed: 0 });
    expect(await scanAt('2026-12-01T12:59:00Z')).toEqual({ checked: 0, owed: 0 }); // 07:59 in New York
    expect(await scanAt('2026-12-01T13:00:00Z')).toEqual({ checked: 1, owed: 1 });
    await until('New York digest', async () => mailsTo('nina@example.com').length === 1);
    expect(await scanAt('2026-12-01T22:59:00Z')).toEqual({ checked: 0, owed: 0 }); // 23:59 in Berlin: still the 1st

    const mail = mailsTo('berta@example.com')[0].parsed;
    expect(mail.subject).toBe('Follow up today: 2 contacts');
    expect(mail.messageId).toBe(`<ds.${(await digestRow(berlin)).id}@localhost>`);
    expect(mail.text).toContain('- bob (Prospect, overdue since 2026-11-28)');
    expect(mail.text).toContain('Last note: Called Tuesday, wants the starter pack & a <b>sample</b>');
    expect(mail.text).toContain('- ann (Prospect, due today)');
    expect(mail.text).not.toContain('carl');
    expect(mail.text).not.toContain('dora');
    const ann = await prisma.contact.findFirstOrThrow({ where: { tenant_id: berlin, email: 'ann@example.com' } });
    expect(mail.text).toContain(`${harness.config.PUBLIC_URL}/backoffice/contacts/${ann.id}`);
    expect(mail.html).toContain('a &lt;b&gt;sample&lt;/b&gt;');
    // The one-click opt-out, in the text and as List-Unsubscribe, signed for this distributor.
    const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    const optOut = new URL(/<([^>]+)>/.exec(header)![1]);
    expect(optOut.pathname).toBe('/api/follow-up-digest/opt-out');
    expect(verifyDigestOptOut(linkSecrets(harness.config), optOut.searchParams.get('token'))).toBe(berlin);
    expect(mail.text).toContain(optOut.toString());

    expect(mailsTo('nina@example.com')[0].parsed.subject).toBe('Follow up today: 1 contact');
    expect(
      await prisma.followUpDigest.findMany({
        where: { tenant_id: { in: [berlin, newYork] } },
        select: { tenant_id: true, local_date: true, due_count: true },
      }),
    ).toEqual(
      expect.arrayContaining([
        { tenant_id: berlin, local_date: day('2026-12-01'), due_count: 2 },
        { tenant_id: newYork, local_date: day('2026-12-01'), due_count: 1 },
      ]),
    );

    // The next morning in Berlin (still the 1st in New York): Berlin's second digest, New York's none.
    expect(await scanAt('2026-12-02T07:00:00Z')).toEqual({ checked: 1, owed: 1 });
    await until('second Berlin digest', async () => mailsTo('berta@example.com').length === 2);
    expect(messageIds('berta@example.com').size).toBe(2);
    expect(mailsTo('nina@example.com')).toHaveLength(1);
  });

  it('sends nothing on a day nobody is due (the day is settled, so someone due later that day brings no afternoon digest)', async () => {
    const tenantId = await distributor('Quentin', { time_zone: 'Asia/Kolkata' }, [['later@example.com', '2026-12-20']]);
    expect(await scanAt('2026-12-10T02:30:00Z')).toEqual({ checked: 1, owed: 0 }); // 08:00 in Kolkata
    await prisma.contact.updateMany({ where: { tenant_id: tenantId }, data: { follow_up_on: day('2026-12-10') } });
    expect(await scanAt('2026-12-10T08:30:00Z')).toEqual({ checked: 0, owed: 0 });
    expect(await prisma.followUpDigest.findMany({ where: { tenant_id: tenantId }, select: { due_count: true } })).toEqual([
      { due_count: 0 },
    ]);
    expect(await prisma.outboxMessage.count({ where: { tenant_id: tenantId } })).toBe(0);
    expect(mailsTo('quentin@example.com')).toHaveLength(0);
  });

  it('sends nothing to a distributor who opted out, also when the opt-out comes after the digest was owed', async () => {
    const off = await distributor('Olga', { time_zone: 'Europe/Paris', follow_up_digest: false }, [['x@example.com', '2026-12-10']]);
    expect(await scanAt('2026-12-10T07:00:00Z')).toMatchObject({ owed: 0 });
    expect(await prisma.followUpDigest.count({ where: { tenant_id: off } })).toBe(0);

    const late = await distributor('Lars', { time_zone: 'Europe/Oslo' }, [['y@example.com', '2026-12-11']]);
    scan.afterRecord = () => {
      throw new Error('stopped before the job was queued');
    };
    await expect(scanAt('2026-12-11T07:00:00Z')).rejects.toThrow('stopped');
    scan.afterRecord = undefined;
    await prisma.tenant.update({ where: { id: late }, data: { follow_up_digest: false } });
    await until('the owed digest settled', async () => (await digestRow(late)).status === 'skipped');
    expect(mailsTo('lars@example.com')).toHaveLength(0);
    expect(mailsTo('olga@example.com')).toHaveLength(0);
  });

  it('sends the day’s digest once: killed after its row before the send, Redis wiped, killed after the relay accepted it', async () => {
    const tenantId = await distributor('Kim', { time_zone: 'Australia/Sydney' }, [['zed@example.com', '2026-12-15']]);
    // Killed right after the day's row and its outbox row committed, before the job reached Redis.
    scan.afterRecord = () => {
      throw new Error('killed');
    };
    await expect(scanAt('2026-12-14T21:00:00Z')).rejects.toThrow('killed'); // 08:00 on the 15th in Sydney
    scan.afterRecord = undefined;
    // A scan by another worker finds the day written: nothing more is owed.
    expect(await scanAt('2026-12-14T21:01:00Z')).toEqual({ checked: 0, owed: 0 });
    await wipeRedis();
    // The outbox sweeper (every second) queues the owed row from PostgreSQL.
    await until('the digest after the wipe', async () => mailsTo('kim@example.com').length === 1);
    const row = await until('recorded', async () => {
      const r = await digestRow(tenantId);
      return r.status === 'done' ? r : null;
    });

    // A kill -9 after the relay accepted it and before the record leaves exactly this: the hand-off
    // started, no acceptance recorded, the claim lapsing. And Redis wiped again.
    await prisma.outboxMessage.update({
      where: { id: row.id },
      data: { status: 'pending', sent_at: null, done_at: null, lease_owner: null, lease_until: null, next_attempt_at: new Date() },
    });
    await wipeRedis();
    await until('the copy sent again', async () => mailsTo('kim@example.com').length === 2);
    await until('recorded again', async () => (await digestRow(tenantId)).status === 'done');
    // The copy carries the same Message-ID: one digest, recognisable as such by the receiving server.
    expect(messageIds('kim@example.com')).toEqual(new Set([`<ds.${row.id}@localhost>`]));
    expect(await prisma.followUpDigest.count({ where: { tenant_id: tenantId } })).toBe(1);
    expect(await scanAt('2026-12-15T06:00:00Z')).toEqual({ checked: 0, owed: 0 });
  });
});
