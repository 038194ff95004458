import { isRecord } from '@/lib/records';

/**
 * Domain health in words (docs/domains.md §6): the DNS verification's status, one DNS record's check and
 * the HTTPS certificate's state, as the back-office settings and the admins' domain list show them.
 * Pure functions; dates go through a formatter so tests can pin them.
 */

export type VerificationStatus = 'none' | 'pending' | 'verified' | 'misconfigured' | 'failed';
export type CertificateStatus = 'none' | 'issuing' | 'active' | 'failed';

export const VERIFICATION_STATUSES: readonly VerificationStatus[] = ['none', 'pending', 'verified', 'misconfigured', 'failed'];
export const CERTIFICATE_STATUSES: readonly CertificateStatus[] = ['none', 'issuing', 'active', 'failed'];

/** `certificate` of the settings answer and of a fleet entry. */
export interface CertificateState {
  status: CertificateStatus;
  /** ISO time the active certificate expires. */
  not_after: string | null;
  /** Why the last order failed (also set on an active certificate whose renewal is failing). */
  last_error: string | null;
  /** Next automatic try; null when none is planned. */
  next_attempt_at: string | null;
}

export const NO_CERTIFICATE: CertificateState = { status: 'none', not_after: null, last_error: null, next_attempt_at: null };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A verification status as the API sends it; anything unknown is the fallback. */
export function toVerificationStatus(value: unknown, fallback: VerificationStatus = 'none'): VerificationStatus {
  return VERIFICATION_STATUSES.includes(value as VerificationStatus) ? (value as VerificationStatus) : fallback;
}

/** The `certificate` object of an answer; missing or unreadable → no certificate. */
export function toCertificateState(raw: unknown): CertificateState {
  if (!isRecord(raw)) return NO_CERTIFICATE;
  const status = CERTIFICATE_STATUSES.includes(raw.status as CertificateStatus) ? (raw.status as CertificateStatus) : 'none';
  return {
    status,
    not_after: text(raw.not_after),
    last_error: text(raw.last_error),
    next_attempt_at: text(raw.next_attempt_at),
  };
}

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
    case 'none':
      return 'Not set';
    default:
      return 'Pending';
  }
}

// ---------------------------------------------------------------- one DNS record

/** A record of `verification.records[]`: `value` is what we expect; the rest appears once checked. */
export interface DnsRecordCheck {
  type: string;
  name: string;
  value: string;
  /** What DNS answered: a list (empty = nothing there), null = the lookup failed, undefined = not checked yet. */
  found?: string[] | null;
  ok?: boolean;
  /** Why the record is not right yet, in words. */
  problem?: string | null;
}

/** `found` as the API sends it: a list of strings, null (lookup failed) or absent (not checked). */
export function toFound(value: unknown): string[] | null | undefined {
  if (value === null) return null;
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined).map(String);
  if (typeof value === 'string') return value === '' ? [] : [value];
  return undefined;
}

export type RecordCheckState = 'unchecked' | 'ok' | 'missing' | 'wrong' | 'lookup-failed';

export function recordCheckState(record: Pick<DnsRecordCheck, 'found' | 'ok'>): RecordCheckState {
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

const nextTry = (iso: string | null, format: DateFormat): string =>
  iso ? `next try ${format.dateTime(iso)}` : 'no automatic retry';

/**
 * The certificate in one line (issue 5 §5):
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

/** How often a screen re-reads a domain while DNS is being checked or a certificate ordered (design §6). */
export const DOMAIN_POLL_MS = 5000;

/** `verification` of a settings answer (back office `GET /tenants/:id/settings`, admin `GET /admin/settings/:id`). */
export interface DomainVerification {
  status: VerificationStatus;
  domain: string | null;
  records: DnsRecordCheck[];
  checked_at: string | null;
  next_check_at: string | null;
  message: string | null;
}

/**
 * What the DNS instructions and the domain health need of a settings answer; the back office's
 * `SettingsAnswer` and the admin's agent settings both have this shape.
 */
export interface DomainAnswer {
  settings: { custom_domain: string | null; dns_status: string; custom_domain_status: string };
  verification: DomainVerification;
  certificate: CertificateState;
}

const recordText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** One `verification.records[]` entry as the API sends it. */
export function toDnsRecordCheck(raw: Record<string, unknown>): DnsRecordCheck {
  return {
    type: recordText(raw.type),
    name: recordText(raw.name),
    value: recordText(raw.value),
    found: toFound(raw.found),
    ok: typeof raw.ok === 'boolean' ? raw.ok : undefined,
    problem: text(raw.problem),
  };
}

/** The answer's `verification` object; `fallback` fills what it lacks (no object at all → no records). */
export function toDomainVerification(
  raw: unknown,
  fallback: { status: VerificationStatus; domain: string | null },
): DomainVerification {
  const v = isRecord(raw) ? raw : {};
  return {
    status: toVerificationStatus(v.status, fallback.status),
    domain: text(v.domain) ?? fallback.domain,
    records: (Array.isArray(v.records) ? v.records : []).filter(isRecord).map(toDnsRecordCheck),
    checked_at: text(v.checked_at),
    next_check_at: text(v.next_check_at),
    message: text(v.message),
  };
}

/** Statuses in which there is still DNS work to do (or to wait for). */
const UNVERIFIED: readonly VerificationStatus[] = ['pending', 'misconfigured', 'failed'];

/** The custom domain the verification is about, if any. */
export function verifiedDomainOf(answer: DomainAnswer | null | undefined): string | null {
  if (!answer) return null;
  return answer.verification.domain ?? answer.settings.custom_domain;
}

/**
 * Spec §4: a custom domain that is not verified yet shows the DNS records to create and the
 * verification data; once verified (or with no custom domain) they are hidden.
 */
export function showDnsInstructions(answer: DomainAnswer | null | undefined): boolean {
  if (!answer || !verifiedDomainOf(answer)) return false;
  return UNVERIFIED.includes(answer.verification.status);
}

/**
 * Issue 5 §5: the domain's health (its certificate) stays on screen once DNS is verified, while the
 * instructions are gone — for as long as the site has a custom domain.
 */
export function showDomainHealth(answer: DomainAnswer | null | undefined): boolean {
  return Boolean(answer && verifiedDomainOf(answer) && !showDnsInstructions(answer));
}

/** Re-read the answer soon: the worker is still checking DNS or ordering the certificate (design §6). */
export function shouldPollDomain(answer: DomainAnswer | null | undefined): boolean {
  return Boolean(answer && verifiedDomainOf(answer) && isDomainWorkUnderWay(answer.verification.status, answer.certificate));
}
