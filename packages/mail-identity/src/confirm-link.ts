import { verifyLegacyConfirmationToken } from './legacy-links.js';
import { signToken, verifyToken, type LinkSecrets } from './signed-token.js';

/**
 * The double opt-in confirmation link (docs/subscribers.md): the worker signs it into the confirmation
 * email, the API verifies it. A signed token (`signed-token.ts`): single-purpose (a storefront's list and
 * the platform's list are two purposes, so one list's link never confirms anything on the other),
 * expiring, and carrying the subscriber and — for a storefront's list — the tenant.
 */
export const CONFIRMATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Which list the link confirms: a storefront's (`subscribers`, the tenant's) or the main domain's landing
 * newsletter (`platform_subscribers`).
 */
export type ConfirmationList = { tenantId: string } | 'platform';

/** A token confirming `subscriberId`'s subscription to `list`, valid until `expiresAt`. */
export function confirmationToken(secrets: LinkSecrets, subscriberId: string, expiresAt: Date, list: ConfirmationList): string {
  return list === 'platform'
    ? signToken(secrets, 'platform-newsletter-confirm', { tenant: null, subject: subscriberId, expiresAt })
    : signToken(secrets, 'newsletter-confirm', { tenant: list.tenantId, subject: subscriberId, expiresAt });
}

/**
 * `tenant`: a storefront's subscriber, with the tenant the token names — null for a link issued before
 * tokens carried it (`legacy-links.ts`), whose owner is still to be found.
 */
export type ConfirmationCheck =
  | { ok: true; list: 'tenant'; tenantId: string | null; subscriberId: string }
  | { ok: true; list: 'platform'; subscriberId: string }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Which list and subscriber a confirmation token names, or why not (`expired` only for a token we issued). */
export function verifyConfirmationToken(secrets: LinkSecrets, token: unknown, now = new Date()): ConfirmationCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' };
  if (token.includes('.')) {
    const tenant = verifyLegacyConfirmationToken(secrets, token, 'tenant', now);
    if (tenant.ok) return { ok: true, list: 'tenant', tenantId: null, subscriberId: tenant.subscriberId };
    if (tenant.reason === 'expired') return tenant;
    const platform = verifyLegacyConfirmationToken(secrets, token, 'platform', now);
    return platform.ok ? { ok: true, list: 'platform', subscriberId: platform.subscriberId } : platform;
  }
  const tenant = verifyToken(secrets, 'newsletter-confirm', token, { now });
  if (tenant.ok && tenant.tenant) return { ok: true, list: 'tenant', tenantId: tenant.tenant, subscriberId: tenant.subject };
  if (!tenant.ok && tenant.reason === 'expired') return tenant;
  const platform = verifyToken(secrets, 'platform-newsletter-confirm', token, { now });
  if (platform.ok && platform.tenant === null) return { ok: true, list: 'platform', subscriberId: platform.subject };
  return platform.ok ? { ok: false, reason: 'invalid' } : platform;
}

/**
 * `${siteUrl}/api/newsletters/confirm?token=…`: opened on the storefront the visitor subscribed on (the
 * main domain for the platform's list).
 */
export function confirmationUrl(
  siteUrl: string,
  secrets: LinkSecrets,
  subscriberId: string,
  expiresAt: Date,
  list: ConfirmationList,
): string {
  const url = new URL('/api/newsletters/confirm', siteUrl);
  url.searchParams.set('token', confirmationToken(secrets, subscriberId, expiresAt, list));
  return url.toString();
}
