import { DomainStatus, SubscriptionStatus } from '@ds/db';
import { DateTime, Id, Int, Nested, OneOf, Text } from '../../../infra/http/answer-properties.js';
import { Pagination } from '../../../infra/http/common-answers.js';
import { UserView } from '../../tenancy/user.view.js';
import { SITE_STATUSES, type SiteStatus } from '../../tenancy/settings.view.js';

/** A distributor ("agent", docs/product.md#data) in the admin's lists; `status` is the site's subscription status. */
export class AgentView {
  @Id() id!: string;
  @Text() name!: string;
  @Text() first_name!: string;
  @Text() last_name!: string;
  @Text() email!: string;
  @Text({ nullable: true }) website_link!: string | null;
  @OneOf(Object.values(SubscriptionStatus), 'SubscriptionStatus') status!: SubscriptionStatus;
  @Id() tenant_id!: string;
  @Text({ description: "'none' unless set" }) plan!: string;
  @OneOf(Object.values(DomainStatus), 'DomainStatus') dns_status!: DomainStatus;
  @Text() subdomain!: string;
  @Text({ nullable: true }) custom_domain!: string | null;
  @OneOf(Object.values(DomainStatus), 'DomainStatus') custom_domain_status!: DomainStatus;
  @OneOf(SITE_STATUSES, 'SiteStatus', { description: 'active: a subdomain site (live at once); pending/verified: the custom domain' })
  site_status!: SiteStatus;
  @DateTime() created_at!: Date;
}

/** Sites by subscription status (always adds up: total = active + inactive). */
export class FleetCounts {
  @Int() total!: number;
  @Int() active!: number;
  @Int() inactive!: number;
}

/** `GET /admin/tenant-users`. */
export class TenantUsersAnswer {
  @Nested(() => AgentView, { list: true }) users!: AgentView[];
  @Nested(() => FleetCounts) userStats!: FleetCounts;
  @Nested(() => Pagination) pagination!: Pagination;
}

/** `PUT /admin/user-status`. */
export class UserStatusAnswer {
  @Text() message!: string;
  @Nested(() => AgentView) user!: AgentView;
}

/** `POST /admin/create-user`. */
export class CreatedUserAnswer {
  @Text() message!: string;
  @Nested(() => UserView) user!: UserView;
  @Id() tenant_id!: string;
}

export class AdminView {
  @Id() id!: string;
  @Text() name!: string;
  @Text() email!: string;
}

/** `POST /admin/login`: the token to send as `Authorization: Bearer`, and who it is for. */
export class AdminSessionView {
  @Text() token!: string;
  @Nested(() => AdminView) admin!: AdminView;
}
