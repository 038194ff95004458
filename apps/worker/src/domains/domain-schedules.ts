import { acmeConfigured, type AppConfig } from '@ds/config';
import type { PrismaClient } from '@ds/db';

/** Rows handled per sweep and schedule; a backlog larger than this drains over the next sweeps. */
const BATCH = 5_000;

const CHECKED = ['pending', 'misconfigured', 'verified'] as const;

/**
 * The DNS checks due now, custom or sending domain alike (the same columns and statuses): oldest first. A
 * failed check waits for Verify now and a taken claim for nothing, so only these statuses have a next one.
 */
const dueChecks = (now: Date) => ({
  where: { next_check_at: { lte: now }, status: { in: [...CHECKED] } },
  select: { tenant_id: true },
  orderBy: { next_check_at: 'asc' as const },
  take: BATCH,
});

/** A tenant's job of one schedule: every one is `{ tenantId }`, one job per tenant. */
export type ScheduledJob = 'dns.verify' | 'certificate.issue' | 'sending-domain.verify';

/** One schedule kept in PostgreSQL: which tenants have work due now, and the job that does it. */
export interface DomainSchedule {
  /** Its count in the sweep's answer. */
  key: 'dns' | 'certificates' | 'sendingDomains';
  /** What its count counts, in the sweep's log line. */
  counts: string;
  job: ScheduledJob;
  due(db: PrismaClient, now: Date): Promise<{ tenant_id: string }[]>;
}

const customDomainChecks: DomainSchedule = {
  key: 'dns',
  counts: 'DNS check(s)',
  job: 'dns.verify',
  due: (db, now) => db.domainVerification.findMany(dueChecks(now)),
};

const certificateOrders: DomainSchedule = {
  key: 'certificates',
  counts: 'certificate order(s)',
  job: 'certificate.issue',
  due: (db, now) =>
    db.certificate.findMany({
      where: { next_attempt_at: { lte: now }, status: { in: ['issuing', 'failed'] } },
      select: { tenant_id: true },
      distinct: ['tenant_id'],
      take: BATCH,
    }),
};

const sendingDomainChecks: DomainSchedule = {
  key: 'sendingDomains',
  counts: 'sending-domain check(s)',
  job: 'sending-domain.verify',
  due: (db, now) => db.sendingDomain.findMany(dueChecks(now)),
};

/**
 * The schedules `DomainsSweeper` restores: custom domains' DNS checks (docs/domains.md §5), their
 * certificate orders when ACME is configured, and distributors' sending-domain checks
 * (docs/deliverability.md "A distributor's own sending domain").
 */
export function domainSchedules(config: Pick<AppConfig, 'ACME_DIRECTORY_URL' | 'ACME_EMAIL'>): DomainSchedule[] {
  return [customDomainChecks, ...(acmeConfigured(config) ? [certificateOrders] : []), sendingDomainChecks];
}
