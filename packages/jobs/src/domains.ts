/**
 * Names shared by the API and the worker for custom domains (design §6): deterministic job ids, Redis
 * keys and pub/sub channels. All Redis names live under the deployment's key prefix (REDIS_PREFIX).
 */

/** One `dns.verify` job per tenant (BullMQ forbids ':' in ids). */
export const dnsVerifyJobId = (tenantId: string): string => `dns-verify-${tenantId}`;

/** One `certificate.issue` job per tenant. */
export const certificateIssueJobId = (tenantId: string): string => `certificate-issue-${tenantId}`;

/** Job scheduler id of the repeatable `certificate.renew` (one run per schedule across all workers). */
export const CERTIFICATE_RENEW_SCHEDULER = 'certificate-renew';

/** HTTP-01 key authorization for `token`, written by the worker and answered by every API instance. */
export const acmeChallengeKey = (prefix: string, token: string): string => `${prefix}:acme-challenge:${token}`;

/**
 * Pub/sub channels every API instance listens on. Payloads are ids:
 * - `tenantResolution` (tenant id): forget which hosts resolve to the tenant (TenantResolver);
 * - `tenantChanged` (tenant id): drop the tenant's hot cached answers (HotResponseCache);
 * - `certificates` (domain): forget the cached TLS context of the domain (edge SNI cache).
 */
export function cacheChannels(prefix: string) {
  return {
    tenantResolution: `${prefix}:tenant-cache`,
    tenantChanged: `${prefix}:tenant-changed`,
    certificates: `${prefix}:certificate-changed`,
  } as const;
}
