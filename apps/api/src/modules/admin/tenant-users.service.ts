import { Injectable } from '@nestjs/common';
import { Database, type Prisma, type PrismaClient } from '@ds/db';
import { containsText } from '../../infra/prisma/text-search.js';
import { TenantUsersQuery } from './dto/tenant-users.query.js';
import type { AgentView } from './views/agent.views.js';
import { siteStatusOf } from '../tenancy/settings.view.js';
import { salesCredited } from '../shop-links/commercial-links.js';
import { ShopLinkRules } from '../shop-links/shop-link-rules.service.js';

// The answer class documents the agent for OpenAPI; this service builds it.
export type { AgentView };

export type UserWithTenant = Prisma.UserGetPayload<{ include: { tenant: true } }>;

/** An agent as docs/product.md#data names it (name split into first and last too). */
export function toAgentView(u: UserWithTenant): AgentView {
  return {
    id: u.id,
    name: `${u.first_name} ${u.last_name}`.trim(),
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    website_link: u.tenant.website_link,
    status: u.tenant.subscription_status,
    tenant_id: u.tenant_id,
    plan: u.tenant.plan,
    dns_status: u.tenant.dns_status,
    subdomain: u.tenant.subdomain,
    custom_domain: u.tenant.custom_domain,
    custom_domain_status: u.tenant.custom_domain_status,
    site_status: siteStatusOf(u.tenant),
    created_at: u.created_at,
  };
}

/** Every query here is one the fleet view makes over all tenants. */
type Fleet = Pick<PrismaClient, 'user' | 'tenant'>;

/** The super-admin's list of distributors ("agents", docs/product.md#data) with fleet-wide counts. */
@Injectable()
export class TenantUsersService {
  constructor(
    private readonly db: Database,
    private readonly shopLinks: ShopLinkRules,
  ) {}

  private get fleet(): PrismaClient {
    return this.db.acrossTenants("admins' fleet view: every distributor");
  }

  /** The page, the counts and the total come from one snapshot, so they always agree. */
  async list(query: TenantUsersQuery) {
    const where: Prisma.UserWhereInput = { ...searchFilter(query.search), ...(await this.creditFilter(query.sales_credited)) };
    const [users, userStats, matching] = await this.fleet.$transaction(
      async (tx) =>
        [
          await tx.user.findMany({
            where,
            include: { tenant: true },
            orderBy: { created_at: 'desc' },
            ...(query.limit ? { take: query.limit, skip: ((query.page ?? 1) - 1) * query.limit } : {}),
          }),
          await this.fleetCounts(tx),
          await tx.user.count({ where }),
        ] as const,
      { isolationLevel: 'RepeatableRead' },
    );
    return {
      users: users.map(toAgentView),
      userStats,
      pagination: { page: query.page ?? 1, limit: query.limit ?? null, total: matching },
    };
  }

  /**
   * Distributors whose sales are (or are not) credited to them (`salesCredited`, docs/product.md "Shop links
   * and sales credit"): decided per tenant by the same rule the back office's banner uses, over the fleet's
   * link columns (a few short columns per tenant).
   */
  private async creditFilter(credited: boolean | undefined): Promise<Prisma.UserWhereInput> {
    if (credited === undefined) return {};
    const [tenants, rules] = await Promise.all([
      this.fleet.tenant.findMany({ select: { id: true, country: true, member_id: true, nht_store_link: true, nht_joining_link: true } }),
      this.shopLinks.all(),
    ]);
    const ids = tenants.filter((t) => salesCredited(t, rules.get(t.country.toUpperCase()) ?? null) === credited).map((t) => t.id);
    return { tenant_id: { in: ids } };
  }

  /** The agent named by its user id or, failing that, its tenant id. */
  findAcrossTenants(userOrTenantId: string): Promise<UserWithTenant | null> {
    return this.db
      .acrossTenants('admins name an agent by user or tenant id')
      .user.findFirst({ where: { OR: [{ id: userOrTenantId }, { tenant_id: userOrTenantId }] }, include: { tenant: true } });
  }

  /** Sites by subscription status, from one statement so the three numbers always add up. `db`: the caller's snapshot. */
  async fleetCounts(db: Fleet = this.fleet): Promise<{ total: number; active: number; inactive: number }> {
    const groups = await db.tenant.groupBy({ by: ['subscription_status'], _count: { _all: true } });
    const of = (status: string) => groups.find((g) => g.subscription_status === status)?._count._all ?? 0;
    const [active, inactive] = [of('active'), of('inactive')];
    return { total: active + inactive, active, inactive };
  }

  /** The newest agents (admin dashboard). `db`: the caller's snapshot. */
  async newestAcrossTenants(count: number, db: Fleet = this.fleet): Promise<AgentView[]> {
    const users = await db.user.findMany({ include: { tenant: true }, orderBy: { created_at: 'desc' }, take: count });
    return users.map(toAgentView);
  }
}

function searchFilter(search?: string): Prisma.UserWhereInput {
  const term = search?.trim();
  if (!term) return {};
  const words = term.split(/\s+/);
  return {
    OR: [
      { email: containsText(term) },
      { first_name: containsText(term) },
      { last_name: containsText(term) },
      // "jane coo" matches first name "Jane" + last name "Cooper".
      ...(words.length > 1
        ? [{ AND: [{ first_name: containsText(words[0]) }, { last_name: containsText(words.slice(1).join(' ')) }] }]
        : []),
    ],
  };
}
