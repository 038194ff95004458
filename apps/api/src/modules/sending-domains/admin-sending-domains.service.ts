import { Injectable } from '@nestjs/common';
import { Database, type Prisma, type SendingDomain, type VerificationStatus } from '@ds/db';
import { containsText } from '../../infra/prisma/text-search.js';
import type { SendingDomainFilter, AdminSendingDomainsQuery } from './dto/admin-sending-domains.query.js';
import type {
  DistributorSendingDomainsAnswer,
  DistributorSendingDomainView,
  SendingDomainStatsView,
} from './admin-sending-domains.views.js';

/**
 * The stored statuses each filter stands for. A stopped claim (`taken`) reads failed, as the distributor's
 * own screen shows it (`sending-domain.service.ts`).
 */
const STORED: Record<SendingDomainFilter, VerificationStatus[]> = {
  pending: ['pending'],
  verified: ['verified'],
  misconfigured: ['misconfigured'],
  failed: ['failed', 'taken'],
};

type Row = SendingDomain & { tenant: { subdomain: string; site_name: string | null } };

/**
 * Admins see every distributor's own sending domain (docs/deliverability.md §9): who sends From their own
 * domain, and whose records are not right. Read only: the distributor sets it up and presses Verify now.
 */
@Injectable()
export class AdminSendingDomainsService {
  constructor(private readonly db: Database) {}

  /** The page, its total and the counts come from one snapshot, so they always agree. */
  async list(query: AdminSendingDomainsQuery): Promise<DistributorSendingDomainsAnswer> {
    const search = query.search?.trim();
    const where: Prisma.SendingDomainWhereInput = {
      ...(search
        ? {
            OR: [
              { domain: containsText(search) },
              { tenant: { subdomain: containsText(search) } },
              { tenant: { site_name: containsText(search) } },
            ],
          }
        : {}),
      ...(query.status ? { status: { in: STORED[query.status] } } : {}),
    };
    const page = query.page ?? 1;
    const [rows, total, stats] = await this.db
      .acrossTenants("admins' list of distributors' sending domains, with counts by status over all of them")
      .$transaction(
        async (tx) =>
          [
            await tx.sendingDomain.findMany({
              where,
              include: { tenant: { select: { subdomain: true, site_name: true } } },
              orderBy: [{ domain: 'asc' }, { tenant_id: 'asc' }],
              ...(query.limit ? { skip: (page - 1) * query.limit, take: query.limit } : {}),
            }),
            await tx.sendingDomain.count({ where }),
            await countByStatus(tx),
          ] as const,
        { isolationLevel: 'RepeatableRead' },
      );
    return { sending_domains: rows.map(toView), stats, pagination: { page, limit: query.limit ?? null, total } };
  }
}

async function countByStatus(tx: Prisma.TransactionClient): Promise<SendingDomainStatsView> {
  const groups = await tx.sendingDomain.groupBy({ by: ['status'], _count: { _all: true } });
  const count = (filter: SendingDomainFilter) =>
    groups.filter((g) => STORED[filter].includes(g.status)).reduce((sum, g) => sum + g._count._all, 0);
  return {
    total: groups.reduce((sum, g) => sum + g._count._all, 0),
    pending: count('pending'),
    verified: count('verified'),
    misconfigured: count('misconfigured'),
    failed: count('failed'),
  };
}

function toView(row: Row): DistributorSendingDomainView {
  return {
    tenant_id: row.tenant_id,
    subdomain: row.tenant.subdomain,
    site_name: row.tenant.site_name,
    domain: row.domain,
    from_address: `${row.local_part}@${row.domain}`,
    status: row.status === 'taken' ? 'failed' : row.status,
    message: row.message,
    checked_at: row.checked_at,
    next_check_at: row.next_check_at,
    verified_at: row.verified_at,
  };
}
