import { Injectable } from '@nestjs/common';
import type { Prisma } from '@ds/db';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { TenantUsersQuery } from './dto/tenant-users.query.js';

export interface AgentView {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  website_link: string | null;
  status: string;
  tenant_id: string;
  plan: string;
  dns_status: string;
  subdomain: string;
  created_at: Date;
}

export type UserWithTenant = Prisma.UserGetPayload<{ include: { tenant: true } }>;

/** An agent as spec §3 names it (name split into first and last too). */
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
    created_at: u.created_at,
  };
}

/** The super-admin's list of distributors ("agents", spec §3) with fleet-wide counts. */
@Injectable()
export class TenantUsersService {
  constructor(private readonly prisma: PrismaService) {}

  async list(query: TenantUsersQuery) {
    const where = searchFilter(query.search);
    // Crosses tenants by design: this is the admins' fleet view.
    const [users, userStats, matching] = await Promise.all([
      this.prisma.user.findMany({
        where,
        include: { tenant: true },
        orderBy: { created_at: 'desc' },
        ...(query.limit ? { take: query.limit, skip: ((query.page ?? 1) - 1) * query.limit } : {}),
      }),
      this.fleetCounts(),
      this.prisma.user.count({ where }),
    ]);
    return {
      users: users.map(toAgentView),
      userStats,
      pagination: { page: query.page ?? 1, limit: query.limit ?? null, total: matching },
    };
  }

  /** The agent named by its user id or, failing that, its tenant id (crosses tenants: admin view). */
  findAcrossTenants(userOrTenantId: string): Promise<UserWithTenant | null> {
    return this.prisma.user.findFirst({ where: { OR: [{ id: userOrTenantId }, { tenant_id: userOrTenantId }] }, include: { tenant: true } });
  }

  /** Sites by subscription status, from one statement so the three numbers always add up. */
  async fleetCounts(): Promise<{ total: number; active: number; inactive: number }> {
    const groups = await this.prisma.tenant.groupBy({ by: ['subscription_status'], _count: { _all: true } });
    const of = (status: string) => groups.find((g) => g.subscription_status === status)?._count._all ?? 0;
    const [active, inactive] = [of('active'), of('inactive')];
    return { total: active + inactive, active, inactive };
  }

  /** The newest agents (crosses tenants: admin dashboard). */
  async newestAcrossTenants(count: number): Promise<AgentView[]> {
    const users = await this.prisma.user.findMany({ include: { tenant: true }, orderBy: { created_at: 'desc' }, take: count });
    return users.map(toAgentView);
  }
}

function searchFilter(search?: string): Prisma.UserWhereInput {
  const term = search?.trim();
  if (!term) return {};
  const words = term.split(/\s+/);
  return {
    OR: [
      { email: { contains: term, mode: 'insensitive' } },
      { first_name: { contains: term, mode: 'insensitive' } },
      { last_name: { contains: term, mode: 'insensitive' } },
      // "jane coo" matches first name "Jane" + last name "Cooper".
      ...(words.length > 1
        ? [{ AND: [{ first_name: { contains: words[0], mode: 'insensitive' as const } }, { last_name: { contains: words.slice(1).join(' '), mode: 'insensitive' as const } }] }]
        : []),
    ],
  };
}
