import { DateTime, Id, Int, Nested, OneOf, Text } from '../../infra/http/answer-properties.js';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced', 'complained'] as const;
export type SubscriberStatusValue = (typeof SUBSCRIBER_STATUSES)[number];

/** Consent evidence (docs/subscribers.md): when and where they subscribed; the IP only as a keyed hash. */
export class ConsentView {
  @DateTime({ nullable: true }) at!: Date | null;
  @Text({ nullable: true, description: 'Storefront host the form was on' }) host!: string | null;
  @Text({ nullable: true, description: 'Storefront path the form was on' }) page!: string | null;
  @Text({ nullable: true, description: 'footer, newsletters page, lead form, before double opt-in' }) source!: string | null;
  @Text({ nullable: true, description: "HMAC of the visitor's IP address under a server key (never the address)" }) ip_hash!: string | null;
}

export class SubscriberView {
  @Id() id!: string;
  @Text() email!: string;
  @DateTime() created_at!: Date;
  @OneOf(SUBSCRIBER_STATUSES, 'SubscriberStatus') status!: SubscriberStatusValue;
  @DateTime({ nullable: true, description: 'When they clicked the confirmation link' }) confirmed_at!: Date | null;
  @DateTime({ nullable: true }) unsubscribed_at!: Date | null;
  @Nested(() => ConsentView) consent!: ConsentView;
}

/** One campaign as this subscriber received it (read from the campaign's recipient ledger). */
export class SubscriberCampaignView {
  @Id() campaign_id!: string;
  @Text() subject!: string;
  @OneOf(['queued', 'sending', 'sent', 'failed', 'bounced', 'skipped'], 'SubscriberCampaignDelivery') delivery!: string;
  @DateTime({ nullable: true }) sent_at!: Date | null;
  @DateTime({ nullable: true }) opened_at!: Date | null;
  @DateTime({ nullable: true }) clicked_at!: Date | null;
  @DateTime({ nullable: true }) unsubscribed_at!: Date | null;
}

/** `GET /tenants/:tenantId/subscribers/:subscriberId`: the subscriber, their consent and their campaign history. */
export class SubscriberDetail extends SubscriberView {
  @Nested(() => SubscriberCampaignView, { list: true, description: 'Newest first' }) campaigns!: SubscriberCampaignView[];
}

export class LeadView {
  @Id() id!: string;
  @Text() name!: string;
  @Text() email!: string;
  @Text({ nullable: true }) phone!: string | null;
  @Text() message!: string;
  @DateTime() created_at!: Date;
}

/** `GET /tenants/:tenantId/subscribers`: one page, newest first. */
export class SubscribersPage {
  @Nested(() => SubscriberView, { list: true }) subscribers!: SubscriberView[];
  @Int({ description: 'All matching the search' }) total!: number;
  @Int() page!: number;
  @Int() limit!: number;
}

/** `GET /tenants/:tenantId/leads`: one page, newest first. */
export class LeadsPage {
  @Nested(() => LeadView, { list: true }) leads!: LeadView[];
  @Int({ description: 'All matching the search' }) total!: number;
  @Int() page!: number;
  @Int() limit!: number;
}
