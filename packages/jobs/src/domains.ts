import { tenantChangedChannel } from './tenant-changed.js';
import { JOB_ID } from './contract.js';

/**
 * Names shared by the API and the worker for custom domains (docs/domains.md): job ids, Redis keys and pub/sub
 * channels. All Redis names live under the deployment's key prefix (REDIS_PREFIX).
 */

/** The tenant's one `dns.verify` job (`JOB_ID`; enqueuing derives it), for tests and inspection. */
export const dnsVerifyJobId = (tenantId: string): string => JOB_ID['dns.verify']({ tenantId });

/** The tenant's one `certificate.issue` job (`JOB_ID`), for tests and inspection. */
export const certificateIssueJobId = (tenantId: string): string => JOB_ID['certificate.issue']({ tenantId });

/** Job scheduler id of the repeatable `certificate.renew` (one run per schedule across all workers). */
export const CERTIFICATE_RENEW_SCHEDULER = 'certificate-renew';

/** HTTP-01 key authorization for `token`, written by the worker and answered by every API instance. */
export const acmeChallengeKey = (prefix: string, token: string): string => `${prefix}:acme-challenge:${token}`;

/**
 * Pub/sub channels every API instance listens on:
 * - `tenantChanged` (`TenantChange` JSON, see tenant-changed.ts): every cache of the tenant's answers,
 *   the edge's TLS contexts included (a certificate's activation names its domain among the hosts);
 * - `sessions` (`<role>:<id>`): forget the cached session version of a user or admin (SessionVersions).
 */
export function cacheChannels(prefix: string) {
  return {
    tenantChanged: tenantChangedChannel(prefix),
    sessions: `${prefix}:session-changed`,
  } as const;
}
