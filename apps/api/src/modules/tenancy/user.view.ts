import type { UserWithTenant } from './users.repository.js';

/** The distributor as the web client sees it (`GET /users/:tenantId`, login and signup answers). */
export interface UserView {
  id: string;
  tenant_id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  mobile: string | null;
  subdomain: string;
  site_name: string | null;
  country: string;
  subscription_status: string;
  created_at: Date;
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
