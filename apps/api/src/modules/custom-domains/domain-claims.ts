import { findDomainOwner, type Prisma, type VerificationStatus } from '@ds/db';
import { conflict } from '../../infra/http/api-error.js';

/**
 * Claims on a custom domain, as the API sees them (docs/domains.md §1 "Claims"): any number of tenants
 * may claim a domain while nobody has verified it; the worker's DNS check makes the first to verify its
 * owner and stops the other claims (`taken`). A domain with a verified owner refuses new claims.
 */

const DOMAIN_TAKEN_MESSAGE = 'This domain is already used by another site';

/** 409 for a claim on a domain another tenant has verified. */
export const domainTaken = () => conflict(DOMAIN_TAKEN_MESSAGE, { custom_domain: DOMAIN_TAKEN_MESSAGE }, 'DOMAIN_TAKEN');

/** Crosses tenants: whether a tenant other than `tenantId` owns `domain` (`findDomainOwner`, @ds/db). */
export async function ownedByAnotherTenant(
  db: Pick<Prisma.TransactionClient, 'tenant'>,
  domain: string,
  tenantId: string,
): Promise<boolean> {
  return (await findDomainOwner(db, domain, { except: tenantId })) !== null;
}

/**
 * What "Verify now" (back office) and retry (admin) write onto a verification: due now. A claim that had
 * stopped — gave up after 7 days, or `taken` by a site that has since let the domain go — starts a new
 * 7-day schedule. Throws 409 for a `taken` claim whose domain still belongs to the other site.
 */
export async function recheckUpdate(
  db: Pick<Prisma.TransactionClient, 'tenant'>,
  verification: { tenant_id: string; domain: string; status: VerificationStatus },
  now: Date,
): Promise<Prisma.DomainVerificationUpdateInput> {
  if (verification.status === 'taken' && (await ownedByAnotherTenant(db, verification.domain, verification.tenant_id))) throw domainTaken();
  const restart = verification.status === 'failed' || verification.status === 'taken';
  return {
    next_check_at: now,
    ...(restart ? { status: 'pending', attempts: 0, requested_at: now } : {}),
    // "verified by another site" no longer holds; a gave-up message stays until the next check replaces it.
    ...(verification.status === 'taken' ? { message: null } : {}),
  };
}
