import { describe, expect, it } from 'vitest';
import {
  certificateBadge,
  certificateColor,
  certificateLabel,
  certificateNote,
  foundText,
  isDomainWorkUnderWay,
  LOCAL_DATES,
  NO_CERTIFICATE,
  recordCheck,
  type CertificateState,
  type DateFormat,
} from '@/lib/domain-health';

/** Dates left as they came, so the expected texts do not depend on the machine's time zone. */
const raw: DateFormat = { date: (iso) => `<${iso}>`, dateTime: (iso) => `<${iso} time>` };
const cert = (patch: Partial<CertificateState>): CertificateState => ({ ...NO_CERTIFICATE, ...patch });

describe('certificate state in words', () => {
  it('none → "No certificate yet"', () => {
    expect(certificateLabel(cert({ status: 'none' }), raw)).toBe('No certificate yet');
    expect(certificateBadge('none')).toBe('No certificate');
    expect(certificateColor(cert({ status: 'none' }))).toBe('gray');
    expect(certificateNote(cert({ status: 'none' }), raw)).toBeNull();
  });

  it('none with a reason (the platform issues no certificates) keeps the reason as a second line', () => {
    const none = cert({ status: 'none', last_error: 'HTTPS certificates are not configured on this platform' });
    expect(certificateLabel(none, raw)).toBe('No certificate yet');
    expect(certificateNote(none, raw)).toBe('HTTPS certificates are not configured on this platform');
  });

  it('issuing → "Issuing certificate…"', () => {
    const issuing = cert({ status: 'issuing' });
    expect(certificateLabel(issuing, raw)).toBe('Issuing certificate…');
    expect(certificateBadge('issuing')).toBe('Issuing');
    expect(certificateColor(issuing)).toBe('blue');
  });

  it('active → "Active until <date>"', () => {
    const active = cert({ status: 'active', not_after: '2027-02-19T10:00:00.000Z' });
    expect(certificateLabel(active, raw)).toBe('Active until <2027-02-19T10:00:00.000Z>');
    expect(certificateColor(active)).toBe('green');
    expect(certificateNote(active, raw)).toBeNull();
    expect(certificateLabel(cert({ status: 'active' }), raw)).toBe('Active');
  });

  it('active with a failing renewal stays active, says so on a second line and turns orange', () => {
    const renewing = cert({
      status: 'active',
      not_after: '2027-02-19T10:00:00.000Z',
      last_error: 'Connection refused',
      next_attempt_at: '2027-01-20T08:00:00.000Z',
    });
    expect(certificateLabel(renewing, raw)).toBe('Active until <2027-02-19T10:00:00.000Z>');
    expect(certificateNote(renewing, raw)).toBe('Renewal failed — Connection refused; next try <2027-01-20T08:00:00.000Z time>');
    expect(certificateColor(renewing)).toBe('orange');
  });

  it('failed → "Failed — <reason>; next try <time>"', () => {
    const failed = cert({ status: 'failed', last_error: 'Timeout during connect', next_attempt_at: '2026-11-21T07:00:00.000Z' });
    expect(certificateLabel(failed, raw)).toBe('Failed — Timeout during connect; next try <2026-11-21T07:00:00.000Z time>');
    expect(certificateBadge('failed')).toBe('Failed');
    expect(certificateColor(failed)).toBe('red');
    expect(certificateNote(failed, raw)).toBeNull();
  });

  it('failed without a next try says it will not be retried; without a reason says so', () => {
    expect(certificateLabel(cert({ status: 'failed', last_error: 'CAA forbids it' }), raw)).toBe(
      'Failed — CAA forbids it; no automatic retry',
    );
    expect(certificateLabel(cert({ status: 'failed', next_attempt_at: '2026-11-21T07:00:00.000Z' }), raw)).toBe(
      'Failed — unknown error; next try <2026-11-21T07:00:00.000Z time>',
    );
  });

  it('formats dates as day, short month and year by default (time too for the next try)', () => {
    // Noon UTC is the same calendar day in every time zone from UTC−11 to UTC+11.
    expect(certificateLabel(cert({ status: 'active', not_after: '2027-02-19T12:00:00.000Z' }))).toBe('Active until 19 Feb 2027');
    expect(LOCAL_DATES.dateTime('2027-02-19T12:00:00.000Z')).toMatch(/^19 Feb 2027, \d{2}:\d{2}$/);
    expect(LOCAL_DATES.date('not a date')).toBe('not a date');
  });
});

describe('one DNS record', () => {
  it('tells OK, not found, wrong value, lookup failed and not checked apart', () => {
    expect(recordCheck({ ok: true, found: ['ds-verify-1'] })).toMatchObject({ state: 'ok', label: 'OK', color: 'green' });
    expect(recordCheck({ ok: false, found: [] })).toMatchObject({ state: 'missing', label: 'Not found', color: 'red' });
    expect(recordCheck({ ok: false, found: ['other.host'] })).toMatchObject({ state: 'wrong', label: 'Wrong value', color: 'red' });
    expect(recordCheck({ ok: false, found: null })).toMatchObject({ state: 'lookup-failed', label: 'No answer yet', color: 'yellow' });
    expect(recordCheck({})).toMatchObject({ state: 'unchecked', label: 'Not checked yet', color: 'gray' });
  });

  it('shows what DNS answered', () => {
    expect(foundText(['192.0.2.9 (A)', '192.0.2.10 (A)'])).toBe('192.0.2.9 (A), 192.0.2.10 (A)');
    expect(foundText([])).toBe('Nothing');
    expect(foundText(null)).toBe('No answer (lookup failed)');
    expect(foundText(undefined)).toBe('Not checked yet');
  });
});

describe('work under way', () => {
  it('is a pending verification or an issuing certificate', () => {
    expect(isDomainWorkUnderWay('pending', NO_CERTIFICATE)).toBe(true);
    expect(isDomainWorkUnderWay('verified', cert({ status: 'issuing' }))).toBe(true);
    expect(isDomainWorkUnderWay('verified', cert({ status: 'active' }))).toBe(false);
    expect(isDomainWorkUnderWay('failed', cert({ status: 'failed' }))).toBe(false);
  });
});
