import type { Prisma, Tenant } from './generated/client.js';

/**
 * Who owns a custom domain: the one tenant that has it verified (`tenants.dns_status = 'verified'`; the
 * partial unique index `tenants_verified_custom_domain_key` allows at most one). Other tenants may hold
 * pending claims on the same name; they own nothing. The one definition for the API (host lookup, claims,
 * "Verify now") and the worker (the DNS check deciding a race), see docs/domains.md "Claims".
 *
 * Crosses tenants by nature: pass a client from `Database.acrossTenants(reason)` (or its transaction).
 * `except`: ignore this tenant (is the domain owned by someone else?).
 */
export function findDomainOwner(
  db: Pick<Prisma.TransactionClient, 'tenant'>,
  domain: string,
  options: { except?: string } = {},
): Promise<Tenant | null> {
  return db.tenant.findFirst({ where: { ...domainOwnerWhere(domain), ...(options.except ? { id: { not: options.except } } : {}) } });
}

/** The owner of `domain` as a tenant filter, for a query that joins it (a certificate served only to its domain's owner). */
export function domainOwnerWhere(domain: string): Prisma.TenantWhereInput {
  return { custom_domain: domain, dns_status: 'verified' };
}
