import { SubscriptionStatus } from '@ds/db';
import { DateTime, Id, Nested, OneOf, Text } from '../../infra/http/answer-properties.js';
import type { UserWithTenant } from './users.repository.js';

/** The distributor as the web client sees it (`GET /users/:tenantId`, login and signup answers). */
export class UserView {
  @Id() id!: string;
  @Id() tenant_id!: string;
  @Text() first_name!: string;
  @Text() last_name!: string;
  @Text() name!: string;
  @Text() email!: string;
  @Text({ nullable: true }) mobile!: string | null;
  @Text() subdomain!: string;
  @Text({ nullable: true }) site_name!: string | null;
  @Text() country!: string;
  @OneOf(Object.values(SubscriptionStatus), 'SubscriptionStatus') subscription_status!: SubscriptionStatus;
  @DateTime() created_at!: Date;
}

/** Login and signup: the token to send as `Authorization: Bearer`, and who it is for. */
export class DistributorSessionView {
  @Text() token!: string;
  @Id() tenant_id!: string;
  @Nested(() => UserView) user!: UserView;
}

export function toUserView(user: UserWithTenant): UserView {
  return {
    id: user.id,
    tenant_id: user.tenant_id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    mobile: user.mobile,
    subdomain: user.tenant.subdomain,
    site_name: user.tenant.site_name,
    country: user.tenant.country,
    subscription_status: user.tenant.subscription_status,
    created_at: user.created_at,
  };
}
