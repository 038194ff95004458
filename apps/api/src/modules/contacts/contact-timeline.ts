import type { Prisma, TenantTransaction } from '@ds/db';
import type { ContactTimelineEntry, TimelineKind } from './contacts.views.js';

/** A timeline is for reading, not an archive: the newest entries of each kind, bounded. */
const PER_SOURCE = 200;
const TIMELINE_LIMIT = 300;

type Subscriber = Prisma.SubscriberGetPayload<object>;

const entry = (kind: TimelineKind, at: Date, extra: Partial<ContactTimelineEntry> = {}): ContactTimelineEntry => ({
  kind,
  at,
  text: null,
  from_status: null,
  to_status: null,
  subject: null,
  ...extra,
});

/** The subscription's events, read from the subscriber row's own timestamps (nothing is copied). */
function subscriptionEvents(s: Subscriber): ContactTimelineEntry[] {
  const events: [TimelineKind, Date | null][] = [
    ['subscribed', s.consent_at ?? s.created_at],
    ['confirmed', s.confirmed_at],
    ['unsubscribed', s.unsubscribed_at],
    ['bounced', s.bounced_at],
    ['complained', s.complained_at],
  ];
  return events.flatMap(([kind, at]) => (at ? [entry(kind, at, kind === 'subscribed' ? { text: s.source } : {})] : []));
}

/**
 * A contact's timeline, newest first (docs/product.md "Contacts"): their leads' messages, notes and status
 * changes (the contact's activities), their subscription's events, and each campaign email sent to them,
 * opened and clicked (the campaign's recipient ledger). Read in the caller's snapshot.
 */
export async function timelineOf(tx: TenantTransaction, contactId: string, subscriber: Subscriber | null): Promise<ContactTimelineEntry[]> {
  const [activities, recipients] = await Promise.all([
    tx.contactActivity.findMany({
      where: { contact_id: contactId },
      include: { lead: { select: { message: true } } },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: PER_SOURCE,
    }),
    subscriber
      ? tx.campaignRecipient.findMany({
          where: { subscriber_id: subscriber.id },
          select: { sent_at: true, opened_at: true, clicked_at: true, campaign: { select: { subject: true } } },
          orderBy: { created_at: 'desc' },
          take: PER_SOURCE,
        })
      : Promise.resolve([]),
  ]);
  const entries: ContactTimelineEntry[] = activities.map((a) => {
    if (a.kind === 'lead') return entry('lead', a.created_at, { text: a.lead?.message ?? null });
    if (a.kind === 'note') return entry('note', a.created_at, { text: a.text });
    return entry('status_change', a.created_at, {
      from_status: a.from_status,
      to_status: a.to_status,
    });
  });
  if (subscriber) entries.push(...subscriptionEvents(subscriber));
  for (const r of recipients) {
    const subject = r.campaign.subject;
    if (r.sent_at) entries.push(entry('campaign_sent', r.sent_at, { subject }));
    if (r.opened_at) entries.push(entry('campaign_opened', r.opened_at, { subject }));
    if (r.clicked_at) entries.push(entry('campaign_clicked', r.clicked_at, { subject }));
  }
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, TIMELINE_LIMIT);
}
