import { Bool, DateTime, Id, Int, Nested, OneOf, OpenObject, Text, TextList } from '../../infra/http/answer-properties.js';
import {
  ConsentView,
  LeadView,
  SUBSCRIBER_STATUSES,
  SubscriberCampaignView,
  SubscriberView,
  type SubscriberStatusValue,
} from '../audience/audience.views.js';

/** The follow-up pipeline (docs/product.md "Contacts"): new → contacted → prospect / customer → team member, or not interested. */
export const CONTACT_STATUSES = ['new', 'contacted', 'prospect', 'customer', 'team_member', 'not_interested'] as const;
export type ContactStatusValue = (typeof CONTACT_STATUSES)[number];

const TIMELINE_KINDS = [
  'lead',
  'subscribed',
  'confirmed',
  'unsubscribed',
  'bounced',
  'complained',
  'campaign_sent',
  'campaign_opened',
  'campaign_clicked',
  'note',
  'status_change',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One row of the contacts list. */
export class ContactView {
  @Id() id!: string;
  @Text() email!: string;
  @Text({ nullable: true }) name!: string | null;
  @Text({ nullable: true }) phone!: string | null;
  @OneOf(CONTACT_STATUSES, 'ContactStatus') status!: ContactStatusValue;
  @TextList({ description: "The distributor's labels, lower-cased" }) tags!: string[];
  @Text({ nullable: true, description: 'The day to follow up, YYYY-MM-DD' }) follow_up_on!: string | null;
  @Text({ nullable: true, description: 'How they first arrived: lead form, footer, newsletters page, …' }) source!: string | null;
  @OneOf(SUBSCRIBER_STATUSES, 'SubscriberStatus', { nullable: true, description: 'Their newsletter subscription; null when none' })
  subscription_status!: SubscriberStatusValue | null;
  @DateTime() created_at!: Date;
  @DateTime({ description: 'The newest lead, subscription change, note or status change' }) last_activity_at!: Date;
}

/** The contact's newsletter subscription: its own record, with its consent evidence (docs/subscribers.md). */
export class ContactSubscriptionView {
  @Id() id!: string;
  @OneOf(SUBSCRIBER_STATUSES, 'SubscriberStatus') status!: SubscriberStatusValue;
  @DateTime() created_at!: Date;
  @DateTime({ nullable: true }) confirmed_at!: Date | null;
  @DateTime({ nullable: true }) unsubscribed_at!: Date | null;
  @Nested(() => ConsentView) consent!: ConsentView;
}

export class ContactNoteView {
  @Id() id!: string;
  @Text() text!: string;
  @DateTime() created_at!: Date;
}

/** One event in a contact's life, newest first. */
export class ContactTimelineEntry {
  @OneOf(TIMELINE_KINDS, 'ContactTimelineKind') kind!: TimelineKind;
  @DateTime() at!: Date;
  @Text({ nullable: true, description: "A lead's message or a note's text" }) text!: string | null;
  @OneOf(CONTACT_STATUSES, 'ContactStatus', { nullable: true, description: 'status_change: before' })
  from_status!: ContactStatusValue | null;
  @OneOf(CONTACT_STATUSES, 'ContactStatus', { nullable: true, description: 'status_change: after' }) to_status!: ContactStatusValue | null;
  @Text({ nullable: true, description: "campaign_*: the campaign's subject" }) subject!: string | null;
}

/** `GET /tenants/:tenantId/contacts/:contactId`. */
export class ContactDetail extends ContactView {
  @Nested(() => ContactNoteView, { list: true, description: 'Newest first' }) notes!: ContactNoteView[];
  @Nested(() => ContactTimelineEntry, { list: true, description: 'Newest first' }) timeline!: ContactTimelineEntry[];
  @Nested(() => ContactSubscriptionView, { nullable: true }) subscription!: ContactSubscriptionView | null;
}

/** `GET /tenants/:tenantId/contacts`: one page. */
export class ContactsPage {
  @Nested(() => ContactView, { list: true }) contacts!: ContactView[];
  @Int({
    description:
      'How many match the search and filters: exact up to the next thousand past this page; past it, that bound (total_exact false)',
  })
  total!: number;
  @Bool({ description: 'false: more than total match (the count stopped at total)' }) total_exact!: boolean;
  @Int() page!: number;
  @Int() limit!: number;
}

/** A status change as the export lists it. */
export class ContactStatusChangeView {
  @OneOf(CONTACT_STATUSES, 'ContactStatus', { nullable: true }) from_status!: ContactStatusValue | null;
  @OneOf(CONTACT_STATUSES, 'ContactStatus', { nullable: true }) to_status!: ContactStatusValue | null;
  @DateTime() at!: Date;
}

/** A lead with where the visit that brought it came from. */
export class ContactExportLead extends LeadView {
  @Text({ nullable: true }) attribution_source!: string | null;
  @Text({ nullable: true }) attribution_campaign!: string | null;
  @Text({ nullable: true }) conversion_page!: string | null;
}

/** The subscription with every date and the visit it came from. */
export class ContactExportSubscription extends SubscriberView {
  @DateTime({ nullable: true }) bounced_at!: Date | null;
  @DateTime({ nullable: true }) complained_at!: Date | null;
  @Text({ nullable: true }) attribution_source!: string | null;
  @Text({ nullable: true }) attribution_campaign!: string | null;
  @Text({ nullable: true }) conversion_page!: string | null;
}

/** One click on a link of a campaign email sent to the person. */
export class ContactExportClick {
  @Id() campaign_id!: string;
  @Text() url!: string;
  @DateTime() at!: Date;
}

/** One step of a sequence as it reached (or was due to reach) the person. */
export class ContactExportSequenceStep {
  @Text({ description: 'email, tag or status' }) type!: string;
  @Text({ nullable: true, description: "An email step's subject" }) subject!: string | null;
  @Text({ description: 'pending, sending, done, skipped or failed' }) status!: string;
  @DateTime() due_at!: Date;
  @DateTime({ nullable: true }) done_at!: Date | null;
  @DateTime({ nullable: true }) opened_at!: Date | null;
  @DateTime({ nullable: true }) clicked_at!: Date | null;
  @DateTime({ nullable: true }) unsubscribed_at!: Date | null;
}

/** One time the person was in a follow-up sequence. */
export class ContactExportSequence {
  @Id() sequence_id!: string;
  @Text() name!: string;
  @Text({ description: 'active, completed or exited' }) status!: string;
  @Text({ nullable: true }) exit_reason!: string | null;
  @DateTime() enrolled_at!: Date;
  @DateTime({ nullable: true }) ended_at!: Date | null;
  @Nested(() => ContactExportSequenceStep, { list: true }) steps!: ContactExportSequenceStep[];
}

/** The one invitation to subscribe the distributor may send an imported address. */
export class ContactExportInvitation {
  @DateTime() created_at!: Date;
  @DateTime({ nullable: true }) sent_at!: Date | null;
  @Text({ nullable: true }) skip_reason!: string | null;
}

/**
 * `GET /tenants/:tenantId/contacts/:contactId/export`: everything held about the person (the right of
 * access, docs/privacy.md): the contact, every note and status change, every lead of their address, their
 * subscription with its consent evidence and attribution, every campaign email sent to them and each click
 * on its links, every sequence they were in with its steps, and the invitation to subscribe.
 */
export class ContactExport {
  @DateTime() exported_at!: Date;
  @Nested(() => ContactView) contact!: ContactView;
  @Nested(() => ContactNoteView, { list: true }) notes!: ContactNoteView[];
  @Nested(() => ContactStatusChangeView, { list: true }) status_changes!: ContactStatusChangeView[];
  @Nested(() => ContactExportLead, { list: true }) leads!: ContactExportLead[];
  @Nested(() => ContactExportSubscription, { nullable: true }) subscription!: ContactExportSubscription | null;
  @Nested(() => SubscriberCampaignView, { list: true }) campaign_emails!: SubscriberCampaignView[];
  @Nested(() => ContactExportClick, { list: true }) campaign_clicks!: ContactExportClick[];
  @Nested(() => ContactExportSequence, { list: true }) sequences!: ContactExportSequence[];
  @Nested(() => ContactExportInvitation, { nullable: true }) invitation!: ContactExportInvitation | null;
}

/** `DELETE /tenants/:tenantId/contacts/:contactId`: what the erasure changed (docs/privacy.md). */
export class ContactErasure {
  @Id({ description: 'The erasure record' }) erasure_id!: string;
  @DateTime() erased_at!: Date;
  @OpenObject({ description: 'Rows deleted or anonymised per table' }) counts!: Record<string, number>;
}

/** One erasure as the back office lists them: who, when, how many rows; nothing about the person. */
export class ErasureView {
  @Id() id!: string;
  @Id({ nullable: true, description: 'The login that asked for it' }) user_id!: string | null;
  @DateTime() created_at!: Date;
  @OpenObject({ description: 'Rows deleted or anonymised per table' }) counts!: Record<string, number>;
}
