import type { Schema } from '@/lib/api/typed-client';

/**
 * Domain health in words (docs/domains.md §6): the DNS verification's status, one DNS record's check and
 * the HTTPS certificate's state, as the back-office settings and the admins' domain list show them.
 * Pure functions over the API contract's types; dates go through a formatter so tests can pin them.
 */

/** `taken`: another site verified the same domain first; this site's claim stopped (the message says why). */
export type VerificationStatus = Schema<'VerificationState'>;
export type CertificateStatus = Schema<'CertificateState'>;

/** `certificate` of the settings answer and of a fleet entry (`not_after`: ISO time the active one expires). */
export type CertificateState = Schema<'CertificateView'>;

export const NO_CERTIFICATE: CertificateState = { status: 'none', not_after: null, last_error: null, next_attempt_at: null };

// ---------------------------------------------------------------- dates

export interface DateFormat {
  /** "19 Feb 2027" */
  date: (iso: string) => string;
  /** "19 Feb 2027, 10:00" */
  dateTime: (iso: string) => string;
}

const formatIso = (iso: string, withTime: boolean): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
};

/** The browser's time zone, English day-month-year. */
export const LOCAL_DATES: DateFormat = {
  date: (iso) => formatIso(iso, false),
  dateTime: (iso) => formatIso(iso, true),
};

// ---------------------------------------------------------------- verification

export function verificationColor(status: string): string {
  switch (status) {
    case 'verified':
      return 'green';
    case 'misconfigured':
    case 'failed':
    case 'taken':
      return 'red';
    case 'none':
      return 'gray';
    default:
      return 'yellow';
  }
}

export function verificationLabel(status: string): string {
  switch (status) {
    case 'verified':
      return 'Verified';
    case 'misconfigured':
      return 'Misconfigured';
    case 'failed':
      return 'Failed';
    case 'taken':
      return 'Taken by another site';
    case 'none':
      return 'Not set';
    default:
      return 'Pending';
  }
}

// ---------------------------------------------------------------- one DNS record

/**
 * A record of `verification.records[]`: `value` is what we expect; the rest appears once checked.
 * `found`: a list (empty = nothing there), null = the lookup failed, absent = not checked yet.
 */
export type DnsRecordCheck = Schema<'VerificationRecordView'>;

export type RecordCheckState = 'unchecked' | 'ok' | 'missing' | 'wrong' | 'lookup-failed';

function recordCheckState(record: Pick<DnsRecordCheck, 'found' | 'ok'>): RecordCheckState {
  if (record.ok === true) return 'ok';
  if (record.ok === undefined) return 'unchecked';
  if (record.found === null) return 'lookup-failed';
  if (!record.found || record.found.length === 0) return 'missing';
  return 'wrong';
}

const RECORD_CHECKS: Record<RecordCheckState, { label: string; color: string }> = {
  unchecked: { label: 'Not checked yet', color: 'gray' },
  ok: { label: 'OK', color: 'green' },
  missing: { label: 'Not found', color: 'red' },
  wrong: { label: 'Wrong value', color: 'red' },
  'lookup-failed': { label: 'No answer yet', color: 'yellow' },
};

/** The chip of one record: OK, Not found, Wrong value, No answer yet (lookup failed) or Not checked yet. */
export function recordCheck(record: Pick<DnsRecordCheck, 'found' | 'ok'>): { state: RecordCheckState; label: string; color: string } {
  const state = recordCheckState(record);
  return { state, ...RECORD_CHECKS[state] };
}

/** What DNS answered, in words. */
export function foundText(found: DnsRecordCheck['found']): string {
  if (found === undefined) return 'Not checked yet';
  if (found === null) return 'No answer (lookup failed)';
  if (found.length === 0) return 'Nothing';
  return found.join(', ');
}

// ---------------------------------------------------------------- certificate

export function certificateColor(certificate: CertificateState): string {
  switch (certificate.status) {
    case 'active':
      // Still served, but its renewal is failing.
      return certificate.last_error ? 'orange' : 'green';
    case 'issuing':
      return 'blue';
    case 'failed':
      return 'red';
    default:
      return 'gray';
  }
}

/** The chip text: No certificate, Issuing, Active, Failed. */
export function certificateBadge(status: CertificateStatus): string {
  switch (status) {
    case 'issuing':
      return 'Issuing';
    case 'active':
      return 'Active';
    case 'failed':
      return 'Failed';
    default:
      return 'No certificate';
  }
}

const nextTry = (iso: string | null, format: DateFormat): string => (iso ? `next try ${format.dateTime(iso)}` : 'no automatic retry');

/**
 * The certificate in one line (docs/domains.md §6, the settings answer's `certificate`):
 * none → "No certificate yet"; issuing → "Issuing certificate…"; active → "Active until <date>";
 * failed → "Failed — <reason>; next try <time>" ("…; no automatic retry" when none is planned).
 */
export function certificateLabel(certificate: CertificateState, format: DateFormat = LOCAL_DATES): string {
  switch (certificate.status) {
    case 'issuing':
      return 'Issuing certificate…';
    case 'active':
      return certificate.not_after ? `Active until ${format.date(certificate.not_after)}` : 'Active';
    case 'failed':
      return `Failed — ${certificate.last_error ?? 'unknown error'}; ${nextTry(certificate.next_attempt_at, format)}`;
    default:
      return 'No certificate yet';
  }
}

/**
 * A second line, when there is more to say: an active certificate whose renewal is failing
 * ("Renewal failed — <reason>; next try <time>"), or why there is no certificate (e.g. the platform
 * issues none).
 */
export function certificateNote(certificate: CertificateState, format: DateFormat = LOCAL_DATES): string | null {
  if (!certificate.last_error) return null;
  if (certificate.status === 'active') return `Renewal failed — ${certificate.last_error}; ${nextTry(certificate.next_attempt_at, format)}`;
  if (certificate.status === 'none') return certificate.last_error;
  return null;
}

/** The settings (or the fleet list) should be re-read soon: DNS is being checked or a certificate ordered. */
export function isDomainWorkUnderWay(verification: string, certificate: CertificateState): boolean {
  return verification === 'pending' || certificate.status === 'issuing';
}

// ---------------------------------------------------------------- a site's domain answer

/** How often a screen re-reads a domain while DNS is being checked or a certificate ordered (docs/domains.md). */
export const DOMAIN_POLL_MS = 5000;

/** `verification` of a settings answer (back office `GET /tenants/:id/settings`, admin `GET /admin/settings/:id`). */
export type DomainVerification = Schema<'VerificationView'>;

/**
 * What the DNS instructions and the domain health need of a settings answer; the back office's
 * `SettingsAnswer` and the admin's agent settings both have this shape.
 */
export interface DomainAnswer {
  settings: Pick<Schema<'SettingsView'>, 'custom_domain' | 'dns_status' | 'custom_domain_status'>;
  verification: DomainVerification;
  certificate: CertificateState;
}

/** Statuses in which the domain is not (or no longer) this site's: the DNS panel stays on screen. */
const UNVERIFIED: readonly VerificationStatus[] = ['pending', 'misconfigured', 'failed', 'taken'];

/** Another site verified the domain first: there are no records left to create, only the reason to show. */
export function isDomainTaken(answer: DomainAnswer): boolean {
  return answer.verification.status === 'taken';
}

/** The custom domain the verification is about, if any. */
export function verifiedDomainOf(answer: DomainAnswer | null | undefined): string | null {
  if (!answer) return null;
  return answer.verification.domain ?? answer.settings.custom_domain;
}

/**
 * docs/product.md#settings: a custom domain that is not verified yet shows the DNS records to create and the
 * verification data; once verified (or with no custom domain) they are hidden.
 */
export function showDnsInstructions(answer: DomainAnswer | null | undefined): boolean {
  if (!answer || !verifiedDomainOf(answer)) return false;
  return UNVERIFIED.includes(answer.verification.status);
}

/**
 * The domain's health (its certificate) stays on screen once DNS is verified, while the
 * instructions are gone — for as long as the site has a custom domain.
 */
export function showDomainHealth(answer: DomainAnswer | null | undefined): boolean {
  return Boolean(answer && verifiedDomainOf(answer) && !showDnsInstructions(answer));
}

/** Re-read the answer soon: the worker is still checking DNS or ordering the certificate (docs/domains.md). */
export function shouldPollDomain(answer: DomainAnswer | null | undefined): boolean {
  return Boolean(answer && verifiedDomainOf(answer) && isDomainWorkUnderWay(answer.verification.status, answer.certificate));
}
