import { Bool, DateTime, Id, Int, Nested, OneOf, Text } from '../../infra/http/answer-properties.js';
import { AUDIENCE_STATUSES, CAMPAIGN_AUDIENCES, type AudienceStatusValue, type CampaignAudienceValue } from './dto/campaign.dto.js';

/** What a client sees: `paused` (quota reached, paused by an admin) is shown as `sending` with a `status_reason`. */
const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatusView = (typeof CAMPAIGN_STATUSES)[number];

export class CampaignStatsView {
  @Int({ description: 'Recipients snapshotted when sending started' }) recipients!: number;
  @Int({ description: 'Not handed to SMTP yet (queued or being handed over)' }) queued!: number;
  @Int() sent!: number;
  @Int() failed!: number;
  @Int() bounced!: number;
  @Int({ description: 'Recipients who opened (tracking pixel)' }) opened!: number;
  @Int({ description: 'Recipients who clicked a link' }) clicked!: number;
  @Int() unsubscribed!: number;
  @Int({ description: "Recipients who reported the email as spam (the relay's feedback loop)" }) complained!: number;
  @Int({ description: 'Buy clicks through the product blocks of the email (/go/ links; scanners not counted)' }) buy_clicks!: number;
}

export class ComplianceWarningView {
  @OneOf(['disease_claim', 'income_claim'], 'ComplianceKind') kind!: 'disease_claim' | 'income_claim';
  @Text({ description: 'The flagged sentence' }) sentence!: string;
  @Text({ description: 'The words in the sentence that triggered the warning' }) phrase!: string;
  @Text() explanation!: string;
}

/** Something that stops every send until fixed (unlike a warning, no acknowledgement lets it through). */
export class SendingBlockerView {
  @OneOf(['postal_address_missing'], 'SendingBlockerCode') code!: 'postal_address_missing';
  @Text({ description: 'What is missing and why, in the distributor’s words' }) message!: string;
  @Text({ description: 'The back-office path where it is fixed (e.g. /backoffice/settings)' }) fix_path!: string;
  @Text({ description: 'The text of the link to fix_path' }) fix_label!: string;
}

export class CampaignLinkClicksView {
  @Text() url!: string;
  @Int() clicks!: number;
}

export class CampaignView {
  @Id() id!: string;
  @Text() subject!: string;
  @Text({ nullable: true }) preheader!: string | null;
  @Text({ description: 'Sanitised HTML; product/post blocks as <div data-campaign-block="product|post" data-id="…">' }) content!: string;
  @OneOf(CAMPAIGN_STATUSES, 'CampaignStatus') status!: CampaignStatusView;
  @Text({ nullable: true, description: 'Why a send is held (quota reached, paused by an admin or by the complaint/bounce guard)' })
  status_reason!: string | null;
  @OneOf(CAMPAIGN_AUDIENCES, 'CampaignAudience', {
    description: 'Who the send goes to: every confirmed subscriber, or the recently engaged',
  })
  audience!: CampaignAudienceValue;
  @Text({ nullable: true, description: 'Only subscribers whose contact carries this tag; null: no tag condition' })
  audience_tag!: string | null;
  @OneOf(AUDIENCE_STATUSES, 'ContactStatus', {
    nullable: true,
    description: 'Only subscribers whose contact has this status; null: no status condition',
  })
  audience_status!: AudienceStatusValue | null;
  @DateTime({ nullable: true }) scheduled_at!: Date | null;
  @DateTime({ nullable: true }) sent_at!: Date | null;
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
  @Nested(() => CampaignStatsView) stats!: CampaignStatsView;
  @Nested(() => ComplianceWarningView, { list: true, description: 'Empty when nothing is flagged' }) warnings!: ComplianceWarningView[];
  @Bool({ description: 'The distributor acknowledged the warnings of exactly this content' }) warnings_acknowledged!: boolean;
  @Nested(() => SendingBlockerView, {
    list: true,
    description: 'What stops this campaign from being sent or scheduled (the postal address); empty when nothing does',
  })
  blockers!: SendingBlockerView[];
}

/** One campaign with its per-link clicks. */
export class CampaignDetailView extends CampaignView {
  @Nested(() => CampaignLinkClicksView, { list: true, description: 'Clicks per link, most clicked first' })
  links!: CampaignLinkClicksView[];
}

/** The email as it will look (no tracking; a placeholder unsubscribe link). */
export class CampaignPreviewView {
  @Text() subject!: string;
  @Text({ description: 'The whole email document (MJML output)' }) html!: string;
  @Text({ description: 'The plain-text part' }) text!: string;
  @Nested(() => ComplianceWarningView, { list: true }) warnings!: ComplianceWarningView[];
  @Nested(() => SendingBlockerView, {
    list: true,
    description: 'What stops any send of this distributor (the postal address); empty when nothing does',
  })
  blockers!: SendingBlockerView[];
}

export class TestSentView {
  @Text() message!: string;
  @Text({ description: 'Where the test goes: the distributor’s own address' }) to!: string;
}

/** A sent campaign in the storefront's archive. */
export class NewsletterSummaryView {
  @Id() id!: string;
  @Text() subject!: string;
  @Text({ nullable: true }) preheader!: string | null;
  @DateTime() sent_at!: Date;
}

/** The public web version of a sent campaign. */
export class NewsletterView extends NewsletterSummaryView {
  @Text({ description: 'The email document, without tracking' }) html!: string;
}

export class CampaignImageView {
  @Text({ description: 'The stored image: /uploads/…' }) url!: string;
}
