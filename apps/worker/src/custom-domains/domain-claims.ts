import { findDomainOwner, type Prisma, type Tenant } from '@ds/db';
import { Outbox, type OutboxEntry } from '@ds/jobs';

/**
 * Who owns a custom domain (docs/domains.md §1 "Claims"). Several tenants may claim one domain while it is
 * pending; the first whose DNS verifies owns it, and every other claim stops as `taken`. Ownership is
 * `tenants.dns_status = 'verified'`, at most one per domain (partial unique index
 * `tenants_verified_custom_domain_key`). Deciding it takes a per-domain transaction lock, so two checks
 * verifying the same domain at once run one after the other: the second sees the first's owner.
 * Ownership spans tenants: these run on a client from `Database.acrossTenants` (and its transactions).
 */

/** Advisory-lock namespace of domain ownership (first key of the two-key form; the second is the domain's hash). */
const CLAIMS_LOCK_NAMESPACE = 0x646f6d; // "dom"

/** Statuses of a claim that is still in the running: pending, or given up (Verify now could restart it). */
const OPEN_CLAIM_STATUSES = ['pending', 'failed'] as const;

const TAKEN_NOTICE_TITLE = 'Your custom domain was verified by another site';

/** The stopped claim's `message`, shown in the settings and the admins' list. */
export function takenMessage(domain: string): string {
  return (
    `This domain was verified by another site: ${domain} now belongs to that site, so we stopped checking it for yours. ` +
    'If the domain is yours, contact support; once it is free again, press Verify now.'
  );
}

/** A claim stopped because another tenant owns its domain: who to tell. */
export interface StoppedClaim {
  verificationId: string;
  tenantId: string;
  domain: string;
  requestedAt: Date;
  /** The email telling the distributor, recorded in the outbox with the stop; relay it after commit. */
  notice: OutboxEntry<'mail.domain-notice'> | null;
}

/** Serialises every ownership decision about `domain` until the transaction ends (other domains are not held up). */
export async function lockDomainClaims(tx: Prisma.TransactionClient, domain: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(${CLAIMS_LOCK_NAMESPACE}::int4, hashtext(${domain}))`;
}

/** Crosses tenants: domain ownership is platform-wide. The tenant other than `tenantId` that owns `domain` (`findDomainOwner`, @ds/db). */
export function verifiedOwnerElsewhere(
  db: Pick<Prisma.TransactionClient, 'tenant'>,
  domain: string,
  tenantId: string,
): Promise<Pick<Tenant, 'id'> | null> {
  return findDomainOwner(db, domain, { except: tenantId });
}

/**
 * Crosses tenants. Stops every open claim on `domain` except the owner's: status `taken`, no further
 * checks, the message, an inbox notice and the email to the distributor (in this transaction, so each is
 * written once; the email as an outbox row). Run it while holding `lockDomainClaims`. Returns the
 * stopped claims, whose emails are relayed after commit.
 */
export async function stopOtherClaims(tx: Prisma.TransactionClient, domain: string, ownerId: string, now: Date): Promise<StoppedClaim[]> {
  const candidates = await tx.domainVerification.findMany({
    where: { domain, tenant_id: { not: ownerId }, status: { in: [...OPEN_CLAIM_STATUSES] }, tenant: { custom_domain: domain } },
    select: { id: true, tenant_id: true, requested_at: true },
  });
  const message = takenMessage(domain);
  const stopped: StoppedClaim[] = [];
  for (const claim of candidates) {
    // Re-checked on the row itself: a claim changed meanwhile (another domain, a new request) is left alone.
    const { count } = await tx.domainVerification.updateMany({
      where: { id: claim.id, domain, status: { in: [...OPEN_CLAIM_STATUSES] } },
      data: { status: 'taken', message, next_check_at: null, updated_at: now },
    });
    if (!count) continue;
    await tx.notification.create({
      data: {
        title: TAKEN_NOTICE_TITLE,
        message,
        tenant_id: claim.tenant_id,
        fanout_completed_at: now,
        recipients: { create: { tenant_id: claim.tenant_id } },
      },
    });
    // One email per stopped claim: a claim made again later (new `requested_at`) may be told again.
    const notice = await Outbox.record(tx, {
      name: 'mail.domain-notice',
      data: { notice: 'taken', tenantId: claim.tenant_id, domain },
      tenantId: claim.tenant_id,
      dedupeKey: `domain-taken:${claim.id}:${claim.requested_at.getTime()}`,
    });
    stopped.push({ verificationId: claim.id, tenantId: claim.tenant_id, domain, requestedAt: claim.requested_at, notice });
  }
  return stopped;
}
