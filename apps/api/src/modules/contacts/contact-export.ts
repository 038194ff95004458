import type { TenantTransaction } from '@ds/db';
import { toCampaignEmailView, toLeadView, toSubscriberView } from '../audience/audience-lists.service.js';
import type { ContactExport } from './contacts.views.js';
import { contactNotFound, toContactView } from './contact-view.js';

/**
 * Everything held about one person of one tenant, read in the caller's snapshot (docs/product.md
 * "Contacts", docs/privacy.md "Access and erasure"). Leads are found by address (case-insensitive), so a lead stored before
 * contacts existed, or left under another spelling, is included too. Nothing is bounded: it is the whole record.
 */
export async function exportContact(tx: TenantTransaction, contactId: string): Promise<ContactExport> {
  const contact = await tx.contact.findUnique({ where: { id: contactId }, include: { subscriber: true } });
  if (!contact) throw contactNotFound();
  const subscriber = contact.subscriber;
  const [activities, leads, recipients, enrolments, invitation] = await Promise.all([
    tx.contactActivity.findMany({
      where: { contact_id: contactId, kind: { in: ['note', 'status_change'] } },
      orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
    }),
    tx.lead.findMany({ where: { email: { equals: contact.email, mode: 'insensitive' } }, orderBy: { created_at: 'asc' } }),
    subscriber
      ? tx.campaignRecipient.findMany({
          where: { subscriber_id: subscriber.id },
          include: { campaign: { select: { subject: true } }, clicks: { orderBy: { clicked_at: 'asc' } } },
          orderBy: { created_at: 'asc' },
        })
      : Promise.resolve([]),
    tx.sequenceEnrolment.findMany({
      where: { contact_id: contactId },
      include: {
        sequence: { select: { name: true } },
        deliveries: { include: { step: { select: { type: true, subject: true } } }, orderBy: { due_at: 'asc' } },
      },
      orderBy: { enrolled_at: 'asc' },
    }),
    tx.contactInvitation.findFirst({ where: { OR: [{ contact_id: contactId }, { email: contact.email }] } }),
  ]);
  return {
    exported_at: new Date(),
    contact: toContactView(contact),
    notes: activities.filter((a) => a.kind === 'note').map((n) => ({ id: n.id, text: n.text ?? '', created_at: n.created_at })),
    status_changes: activities
      .filter((a) => a.kind === 'status_change')
      .map((a) => ({
        from_status: a.from_status,
        to_status: a.to_status,
        at: a.created_at,
      })),
    leads: leads.map((l) => ({
      ...toLeadView(l),
      attribution_source: l.attribution_source,
      attribution_campaign: l.attribution_campaign,
      conversion_page: l.conversion_page,
    })),
    subscription: subscriber
      ? {
          ...toSubscriberView(subscriber),
          bounced_at: subscriber.bounced_at,
          complained_at: subscriber.complained_at,
          attribution_source: subscriber.attribution_source,
          attribution_campaign: subscriber.attribution_campaign,
          conversion_page: subscriber.conversion_page,
        }
      : null,
    campaign_emails: recipients.map(toCampaignEmailView),
    campaign_clicks: recipients.flatMap((r) => r.clicks.map((c) => ({ campaign_id: c.campaign_id, url: c.url, at: c.clicked_at }))),
    sequences: enrolments.map((e) => ({
      sequence_id: e.sequence_id,
      name: e.sequence.name,
      status: e.status,
      exit_reason: e.exit_reason,
      enrolled_at: e.enrolled_at,
      ended_at: e.ended_at,
      steps: e.deliveries.map((d) => ({
        type: d.step.type,
        subject: d.step.subject,
        status: d.status,
        due_at: d.due_at,
        done_at: d.done_at,
        opened_at: d.opened_at,
        clicked_at: d.clicked_at,
        unsubscribed_at: d.unsubscribed_at,
      })),
    })),
    invitation: invitation ? { created_at: invitation.created_at, sent_at: invitation.sent_at, skip_reason: invitation.skip_reason } : null,
  };
}
