import type { FleetDomain, FleetFilter } from '@/features/admin/domains/api/domains';
import { verificationColor, verificationLabel, type VerificationStatus } from '@/lib/domain-health';

/** The status filter's choices (the server filters: `?status=`). */
export const FLEET_FILTERS: { label: string; value: FleetFilter }[] = [
  { label: 'All', value: 'all' },
  { label: 'Pending', value: 'pending' },
  { label: 'Verified', value: 'verified' },
  { label: 'Misconfigured', value: 'misconfigured' },
  { label: 'Failed', value: 'failed' },
  { label: 'Taken', value: 'taken' },
];

/** The DNS chip of a fleet row; a domain without a verification yet reads "Not checked". */
export function fleetDnsChip(status: VerificationStatus): { label: string; color: string } {
  return status === 'none'
    ? { label: 'Not checked', color: 'gray' }
    : { label: verificationLabel(status), color: verificationColor(status) };
}

/** Re-read quickly for a while after a retry (the worker does the work), slowly while a certificate is issuing. */
export const FLEET_POLL_MS = 5000;
export const FLEET_ISSUING_POLL_MS = 30_000;
/** How long the list keeps polling after a retry. */
export const RETRY_WATCH_MS = 60_000;

export function fleetPollInterval(domains: readonly FleetDomain[] | undefined, watchUntil: number, now: number): number | false {
  if (now < watchUntil) return FLEET_POLL_MS;
  if (domains?.some((domain) => domain.certificate.status === 'issuing')) return FLEET_ISSUING_POLL_MS;
  return false;
}

/** The tenant of a row in words: site name, else subdomain. */
export function fleetSiteLabel(domain: FleetDomain): string {
  return domain.site_name ?? domain.subdomain ?? domain.tenant_id;
}
