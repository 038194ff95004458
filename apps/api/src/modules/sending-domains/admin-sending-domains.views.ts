import { DateTime, Id, Int, Nested, OneOf, Text } from '../../infra/http/answer-properties.js';
import { Pagination } from '../../infra/http/common-answers.js';
import { SENDING_DOMAIN_FILTERS, type SendingDomainFilter } from './dto/admin-sending-domains.query.js';

/** One distributor's own sending domain in the admins' list (docs/deliverability.md §9). */
export class DistributorSendingDomainView {
  @Id() tenant_id!: string;
  @Text() subdomain!: string;
  @Text({ nullable: true }) site_name!: string | null;
  @Text({ description: 'The registered domain of the custom domain, which campaigns are sent from once verified' }) domain!: string;
  @Text({ description: '<local_part>@<domain>' }) from_address!: string;
  @OneOf(SENDING_DOMAIN_FILTERS, 'DistributorSendingDomainStatus', {
    description:
      'pending: records not right yet; verified: campaigns go out From the domain; misconfigured: a record went after verification; ' +
      'failed: 7 days without success',
  })
  status!: SendingDomainFilter;
  @Text({ nullable: true, description: 'What the last check said (the problems, or that the records verified); null before the first' })
  message!: string | null;
  @DateTime({ nullable: true }) checked_at!: Date | null;
  @DateTime({ nullable: true, description: 'null: no check planned (failed, until the distributor presses Verify now)' })
  next_check_at!: Date | null;
  @DateTime({ nullable: true }) verified_at!: Date | null;
}

/** Sending domains by status, over every distributor whatever the search and filter. */
export class SendingDomainStatsView {
  @Int() total!: number;
  @Int() pending!: number;
  @Int() verified!: number;
  @Int() misconfigured!: number;
  @Int() failed!: number;
}

/** `GET /admin/deliverability/sending-domains`: one page of distributors' sending domains (by domain), with the counts. */
export class DistributorSendingDomainsAnswer {
  @Nested(() => DistributorSendingDomainView, { list: true }) sending_domains!: DistributorSendingDomainView[];
  @Nested(() => SendingDomainStatsView) stats!: SendingDomainStatsView;
  /** `total` counts the sending domains matching the search and filter. */
  @Nested(() => Pagination) pagination!: Pagination;
}
