import type { ContactStatus, SequenceTriggerType, SequenceWaitUnit, SubscriberStatus } from './generated/client.js';
import type { TenantTransaction } from './tenant-scope.js';

/**
 * Sequences' enrolment, exits and scheduling (docs/architecture.md "Sequences engine"), shared by the API
 * (the events that enrol and exit people, in the event's own transaction) and the worker (the next step
 * after one is done). Every write goes through the tenant's transaction.
 */

/** What happened to a contact; `key` names the event, so one event enrols a person at most once. */
export type SequenceEvent =
  | { type: 'lead_captured'; key: string }
  | { type: 'subscription_confirmed'; key: string }
  | { type: 'tag_added'; tag: string; key: string }
  | { type: 'status_changed'; status: ContactStatus; key: string };

/** Email is sent from 08:00 to before 21:00 in the sequence's time zone; a step due at night waits for 08:00. */
export const DAY_STARTS_AT = 8;
export const NIGHT_STARTS_AT = 21;

const HOUR_MS = 3_600_000;

/** The zone's wall-clock parts of an instant (Intl: the platform's own time-zone database). */
function wallClock(at: Date, timeZone: string): { y: number; m: number; d: number; h: number; min: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute') };
}

/** The instant of a wall-clock hour on a local day (the day may overflow: d + 1 is the next day). */
function instantOf(y: number, m: number, d: number, hour: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d, hour);
  const seen = wallClock(new Date(guess), timeZone);
  const offset = Date.UTC(seen.y, seen.m - 1, seen.d, seen.h, seen.min) - guess;
  return new Date(guess - offset);
}

/** A zone Intl knows, else UTC (a zone removed from the database must not stop the sends). */
export function knownTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * When a step is due: `wait` after `from` — hours as elapsed time, days as calendar days in the zone (the
 * same wall-clock time N days later, across a daylight-saving change too); an email step then at
 * `atHour`:00 (the first one at or after the wait) in the zone, and never at night (a time from 21:00 to
 * 08:00 moves to the next 08:00).
 */
export function stepDueAt(
  from: Date,
  step: { type: string; wait_amount: number; wait_unit: SequenceWaitUnit; at_hour: number | null },
  timeZone: string,
): Date {
  const zone = knownTimeZone(timeZone);
  let waited = new Date(from.getTime() + step.wait_amount * HOUR_MS);
  if (step.wait_unit === 'days') {
    const start = wallClock(from, zone);
    const sameHour = instantOf(start.y, start.m, start.d + step.wait_amount, start.h, zone);
    waited = new Date(sameHour.getTime() + start.min * 60_000 + (from.getTime() % 60_000));
  }
  if (step.type !== 'email') return waited;
  const local = wallClock(waited, zone);
  if (step.at_hour !== null) {
    const today = instantOf(local.y, local.m, local.d, step.at_hour, zone);
    return today.getTime() >= waited.getTime() ? today : instantOf(local.y, local.m, local.d + 1, step.at_hour, zone);
  }
  if (local.h >= DAY_STARTS_AT && local.h < NIGHT_STARTS_AT) return waited;
  return instantOf(local.y, local.m, local.d + (local.h >= NIGHT_STARTS_AT ? 1 : 0), DAY_STARTS_AT, zone);
}

type Tx = TenantTransaction;

/**
 * Schedules the enrolment's next step after `afterPosition` (−1: the first): the first step of the
 * sequence as it is now that is not removed and comes later, unless its ledger row exists already (a
 * step the person was past is not sent again). None left: the enrolment is completed. Answers the row's id.
 */
export async function scheduleNextStep(
  tx: Tx,
  tenantId: string,
  enrolmentId: string,
  afterPosition: number,
  from: Date,
): Promise<string | null> {
  const enrolment = await tx.sequenceEnrolment.findUnique({
    where: { id: enrolmentId },
    select: { status: true, sequence: { select: { time_zone: true } } },
  });
  if (!enrolment || enrolment.status !== 'active') return null;
  const next = await tx.sequenceStep.findFirst({
    where: { removed_at: null, position: { gt: afterPosition }, sequence: { enrolments: { some: { id: enrolmentId } } } },
    orderBy: { position: 'asc' },
  });
  if (!next) {
    await tx.sequenceEnrolment.updateMany({ where: { id: enrolmentId, status: 'active' }, data: { status: 'completed', ended_at: from } });
    return null;
  }
  const [row] = await tx.sequenceDelivery.createManyAndReturn({
    data: [
      { tenant_id: tenantId, enrolment_id: enrolmentId, step_id: next.id, due_at: stepDueAt(from, next, enrolment.sequence.time_zone) },
    ],
    skipDuplicates: true,
    select: { id: true },
  });
  return row?.id ?? null;
}

/** Enrols the contact in every active sequence the event triggers; answers how many enrolled them. */
export async function enrolInSequences(
  tx: Tx,
  tenantId: string,
  contactId: string,
  event: SequenceEvent,
  now = new Date(),
): Promise<number> {
  const trigger: { trigger_type: SequenceTriggerType; trigger_tag?: string; trigger_status?: ContactStatus } = { trigger_type: event.type };
  if (event.type === 'tag_added') trigger.trigger_tag = event.tag;
  if (event.type === 'status_changed') trigger.trigger_status = event.status;
  const sequences = await tx.sequence.findMany({ where: { status: 'active', ...trigger }, select: { id: true } });
  let enrolled = 0;
  for (const sequence of sequences) {
    // Both the event's key and "one active enrolment per person" are unique: a second try is a no-op.
    const [row] = await tx.sequenceEnrolment.createManyAndReturn({
      data: [{ tenant_id: tenantId, sequence_id: sequence.id, contact_id: contactId, event_key: event.key, enrolled_at: now }],
      skipDuplicates: true,
      select: { id: true },
    });
    if (!row) continue;
    enrolled++;
    await scheduleNextStep(tx, tenantId, row.id, -1, now);
  }
  return enrolled;
}

/** Why a person leaves a sequence before its end. */
export type SequenceExitReason = 'unsubscribed' | 'bounced' | 'complained' | 'erased' | 'removed' | 'archived' | `status:${ContactStatus}`;

/**
 * Ends the contact's active enrolments (all, or one sequence's) and skips their pending steps; answers
 * how many ended. A row a worker has claimed is re-checked right before its hand-off.
 */
export async function exitSequences(
  tx: Tx,
  contactId: string | null,
  reason: SequenceExitReason,
  now = new Date(),
  where: { sequenceId?: string; enrolmentId?: string } = {},
): Promise<number> {
  // An erased person's enrolments (no contact any more) were exited by the erasure.
  if (!contactId) return 0;
  const filter = {
    contact_id: contactId,
    status: 'active' as const,
    ...(where.sequenceId ? { sequence_id: where.sequenceId } : {}),
    ...(where.enrolmentId ? { id: where.enrolmentId } : {}),
  };
  const ending = await tx.sequenceEnrolment.findMany({ where: filter, select: { id: true } });
  if (!ending.length) return 0;
  const ids = ending.map((e) => e.id);
  await tx.sequenceEnrolment.updateMany({
    where: { id: { in: ids }, status: 'active' },
    data: { status: 'exited', exit_reason: reason, ended_at: now },
  });
  await tx.sequenceDelivery.updateMany({
    where: { enrolment_id: { in: ids }, status: 'pending' },
    // Only the email that carried the unsubscribe link counts it (the step's stats): not the steps skipped here.
    data: { status: 'skipped', skip_reason: reason },
  });
  return ids.length;
}

/** A status change: exits the sequences that name it as an exit status, then enrols the ones it triggers. */
export async function onContactStatus(
  tx: Tx,
  tenantId: string,
  contactId: string,
  status: ContactStatus,
  key: string,
  now = new Date(),
): Promise<void> {
  const exiting = await tx.sequenceEnrolment.findMany({
    where: { contact_id: contactId, status: 'active', sequence: { exit_statuses: { has: status } } },
    select: { id: true },
  });
  for (const e of exiting) await exitSequences(tx, contactId, `status:${status}`, now, { enrolmentId: e.id });
  await enrolInSequences(tx, tenantId, contactId, { type: 'status_changed', status, key }, now);
}

/** What a person asked for or their mailbox said, from a sequence email (docs/product.md "Sequences"). */
export type SuppressionStatus = 'unsubscribed' | 'bounced' | 'complained';

/**
 * Keeps the platform from emailing the contact again, as a campaign's unsubscribe, hard bounce or
 * complaint does: their subscription (the row linked to the contact, else the one with their address)
 * takes the status by the campaigns' rules — an unsubscribe ends a pending or confirmed one, a hard bounce
 * suppresses a pending or confirmed one, a complaint outranks everything — and their queued campaign rows
 * are skipped. A lead who never subscribed gets a subscription row in that status, with no consent on it:
 * the suppression record the sequences engine and the campaigns check before every send, so a later
 * lead or tag does not bring them follow-ups they refused. Conditional writes only: a repeat changes nothing.
 */
export async function suppressContact(
  tx: Tx,
  tenantId: string,
  contact: { id: string; email: string },
  status: SuppressionStatus,
  now = new Date(),
): Promise<void> {
  const email = contact.email.trim().toLowerCase();
  const existing =
    (await tx.subscriber.findFirst({ where: { contact_id: contact.id }, select: { id: true } })) ??
    (await tx.subscriber.findFirst({ where: { email }, select: { id: true } }));
  const stamp = status === 'unsubscribed' ? { unsubscribed_at: now } : status === 'bounced' ? { bounced_at: now } : { complained_at: now };
  if (!existing) {
    await tx.subscriber.createMany({
      data: [{ tenant_id: tenantId, email, status, contact_id: contact.id, source: 'sequence', ...stamp }],
      skipDuplicates: true,
    });
    return;
  }
  const from: SubscriberStatus[] = status === 'complained' ? ['pending', 'confirmed', 'unsubscribed', 'bounced'] : ['pending', 'confirmed'];
  await tx.subscriber.updateMany({ where: { id: existing.id, status: { in: from } }, data: { status, ...stamp } });
  await tx.campaignRecipient.updateMany({
    where: { subscriber_id: existing.id, status: 'queued' },
    data: { status: 'skipped', last_error: status },
  });
}
