import type { Certificate } from '@ds/db';
import { DateTime, OneOf, Text } from '../../infra/http/answer-properties.js';

const CERTIFICATE_STATES = ['none', 'issuing', 'active', 'failed'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/**
 * The certificate of a tenant's custom domain as the back office and the admin fleet list show it:
 * - `none`: no custom domain, DNS not verified yet, or the platform issues no certificates
 *   (`last_error` then says so);
 * - `issuing`: an order is under way;
 * - `active`: served until `not_after`; while a renewal is failing, `last_error` / `next_attempt_at`
 *   describe it (the active certificate keeps being served meanwhile);
 * - `failed`: `last_error` says why; `next_attempt_at` is the next try, or null when it will not be
 *   retried (the CA refuses the name, a CAA record forbids it) until someone presses retry / Verify now.
 */
export class CertificateView {
  @OneOf(CERTIFICATE_STATES, 'CertificateState') status!: CertificateState;
  @DateTime({ nullable: true }) not_after!: Date | null;
  @Text({ nullable: true }) last_error!: string | null;
  @DateTime({ nullable: true }) next_attempt_at!: Date | null;
}

export const NOT_CONFIGURED = 'HTTPS certificates are not configured on this platform';

export function toCertificateView(
  tenant: { custom_domain: string | null; dns_status: string },
  certificates: readonly Certificate[],
  acmeConfigured: boolean,
): CertificateView {
  const none: CertificateView = { status: 'none', not_after: null, last_error: null, next_attempt_at: null };
  const domain = tenant.custom_domain;
  if (!domain) return none;
  const mine = certificates
    .filter((c) => c.domain === domain && c.status !== 'superseded')
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  const active = mine.find((c) => c.status === 'active');
  const work = mine.find((c) => (c.status === 'issuing' || c.status === 'failed') && (!active || c.created_at > active.created_at));
  if (active)
    return {
      status: 'active',
      not_after: active.not_after,
      last_error: work?.last_error ?? null,
      next_attempt_at: work?.next_attempt_at ?? null,
    };
  if (work)
    return {
      status: work.status === 'failed' ? 'failed' : 'issuing',
      not_after: null,
      last_error: work.last_error,
      next_attempt_at: work.next_attempt_at,
    };
  return !acmeConfigured && tenant.dns_status === 'verified' ? { ...none, last_error: NOT_CONFIGURED } : none;
}
