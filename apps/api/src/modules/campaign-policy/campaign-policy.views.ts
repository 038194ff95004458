import { Bool, DateTime, Id, Int, Nested, Text } from '../../infra/http/answer-properties.js';

/** A distributor's campaign sending policy. */
export class CampaignPolicyView {
  @Id() tenant_id!: string;
  @Int({ nullable: true, description: "The distributor's own daily quota; null: the platform default" }) daily_quota!: number | null;
  @Int({ description: 'The quota that applies (own, else the platform default)' }) effective_quota!: number;
  @Bool() paused!: boolean;
  @DateTime({ nullable: true }) paused_at!: Date | null;
  @Int({ description: 'Campaign emails handed to the relay today (UTC)' }) sent_today!: number;
  @Bool({ description: 'The sending guard paused this distributor (spam complaints or bounces over the limit) until an admin resumes' })
  guard_paused!: boolean;
  @DateTime({ nullable: true }) guard_paused_at!: Date | null;
  @Text({ nullable: true, description: 'Why the guard paused sending, as the distributor sees it' }) guard_reason!: string | null;
}

/** One distributor in the campaign fleet view. */
export class CampaignFleetRow extends CampaignPolicyView {
  @Text() subdomain!: string;
  @Text({ nullable: true }) site_name!: string | null;
  @Int() campaigns!: number;
  @Int({ description: 'Campaigns sending or paused now' }) active!: number;
  @Int({ description: 'Emails sent in the last 30 days' }) sent_30d!: number;
  @Int({ description: 'Bounces (5xx) in the last 30 days' }) bounced_30d!: number;
  @Int({ description: 'Subscribers who reported a campaign as spam' }) complaints!: number;
}

/** `GET /admin/campaigns`: distributors that have campaigns or a policy of their own, busiest first. */
export class CampaignFleetAnswer {
  @Nested(() => CampaignFleetRow, { list: true }) distributors!: CampaignFleetRow[];
  @Int() total!: number;
}
