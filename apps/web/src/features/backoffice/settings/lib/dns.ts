import type { SettingsAnswer, VerificationStatus } from '@/features/backoffice/settings/api/settings';
import { isDomainWorkUnderWay, verificationColor, verificationLabel } from '@/lib/domain-health';

/** Statuses in which the distributor still has DNS work to do (or to wait for). */
const UNVERIFIED: readonly VerificationStatus[] = ['pending', 'misconfigured', 'failed'];

/** The custom domain the verification is about, if any. */
export function verifiedDomainOf(answer: SettingsAnswer | null | undefined): string | null {
  if (!answer) return null;
  return answer.verification.domain ?? answer.settings.custom_domain;
}

/**
 * Spec §4: a custom domain that is not verified yet shows the DNS records to create and the
 * verification data; once verified (or with no custom domain) they are hidden.
 */
export function showDnsInstructions(answer: SettingsAnswer | null | undefined): boolean {
  if (!answer || !verifiedDomainOf(answer)) return false;
  return UNVERIFIED.includes(answer.verification.status);
}

/**
 * Issue 5 §5: the domain's health (its certificate) stays on screen once DNS is verified, while the
 * instructions are gone — for as long as the site has a custom domain.
 */
export function showDomainHealth(answer: SettingsAnswer | null | undefined): boolean {
  return Boolean(answer && verifiedDomainOf(answer) && !showDnsInstructions(answer));
}

/** Poll while the worker is still checking DNS or ordering the certificate (design §6). */
export function shouldPollSettings(answer: SettingsAnswer | null | undefined): boolean {
  return Boolean(answer && verifiedDomainOf(answer) && isDomainWorkUnderWay(answer.verification.status, answer.certificate));
}

export const statusColor = verificationColor;
export const statusLabel = verificationLabel;
