import { describe, expect, it } from 'vitest';
import { normalizeSettingsAnswer, settingsResource } from '@/features/backoffice/settings/api/settings';
import { DOMAIN_POLL_MS, shouldPollDomain, showDnsInstructions, showDomainHealth } from '@/lib/domain-health';

const records = [
  { type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123' },
  { type: 'CNAME', name: 'shop.example.org', value: 'sites.localhost' },
];

const answer = (
  verification: Record<string, unknown>,
  settings: Record<string, unknown> = {},
  certificate: Record<string, unknown> | undefined = undefined,
) =>
  normalizeSettingsAnswer({
    settings: { subdomain: 'jane', domain_type: 'custom_domain', custom_domain: 'shop.example.org', ...settings },
    verification: { domain: 'shop.example.org', records, checked_at: null, next_check_at: null, message: null, ...verification },
    certificate,
  });

const interval = (data: ReturnType<typeof answer> | undefined) => {
  const option = settingsResource.refetchInterval;
  return typeof option === 'function' ? option(data) : option;
};

describe('DNS instructions visibility', () => {
  it('shows the records while a custom domain is pending, and polls every 5 s', () => {
    const pending = answer({ status: 'pending' });
    expect(showDnsInstructions(pending)).toBe(true);
    expect(shouldPollDomain(pending)).toBe(true);
    expect(interval(pending)).toBe(DOMAIN_POLL_MS);
    expect(DOMAIN_POLL_MS).toBe(5000);
  });

  it('hides them once verified, and stops polling', () => {
    const verified = answer({ status: 'verified' }, { dns_status: 'verified' });
    expect(showDnsInstructions(verified)).toBe(false);
    expect(shouldPollDomain(verified)).toBe(false);
    expect(interval(verified)).toBe(false);
  });

  it('keeps the domain health (certificate) on screen once verified', () => {
    const verified = answer({ status: 'verified' }, { dns_status: 'verified' }, { status: 'active', not_after: '2027-02-19T10:00:00.000Z' });
    expect(showDomainHealth(verified)).toBe(true);
    expect(showDomainHealth(answer({ status: 'pending' }))).toBe(false);
  });

  it('polls every 5 s while the certificate is issuing, and stops once it is active or failed', () => {
    const issuing = answer({ status: 'verified' }, { dns_status: 'verified' }, { status: 'issuing' });
    expect(shouldPollDomain(issuing)).toBe(true);
    expect(interval(issuing)).toBe(DOMAIN_POLL_MS);
    for (const status of ['active', 'failed', 'none']) {
      expect(shouldPollDomain(answer({ status: 'verified' }, { dns_status: 'verified' }, { status }))).toBe(false);
    }
  });

  it('keeps showing them for a misconfigured or failed domain (there is work to do) without polling', () => {
    for (const status of ['misconfigured', 'failed']) {
      const state = answer({ status });
      expect(showDnsInstructions(state)).toBe(true);
      expect(shouldPollDomain(state)).toBe(false);
    }
  });

  it('shows nothing without a custom domain', () => {
    const none = normalizeSettingsAnswer({
      settings: { subdomain: 'jane', domain_type: 'sub_domain', custom_domain: null },
      verification: { status: 'none', domain: null, records: [] },
    });
    expect(showDnsInstructions(none)).toBe(false);
    expect(showDomainHealth(none)).toBe(false);
    expect(shouldPollDomain(none)).toBe(false);
    expect(showDnsInstructions(undefined)).toBe(false);
    expect(interval(undefined)).toBe(false);
  });
});

describe('settings answer defaults (spec §9)', () => {
  it('defaults domain_type to sub_domain, statuses to pending and publish_on_site to true', () => {
    const { settings, verification } = normalizeSettingsAnswer({ settings: { subdomain: 'jane' } });
    expect(settings.domain_type).toBe('sub_domain');
    expect(settings.dns_status).toBe('pending');
    expect(settings.custom_domain_status).toBe('pending');
    expect(settings.publish_on_site).toBe(true);
    expect(verification.status).toBe('none');
    expect(verification.records).toEqual([]);
  });

  it('reads the certificate object, and no certificate when the answer has none', () => {
    expect(normalizeSettingsAnswer({ settings: { subdomain: 'jane' } }).certificate).toEqual({
      status: 'none',
      not_after: null,
      last_error: null,
      next_attempt_at: null,
    });
    const failed = answer({ status: 'verified' }, {}, { status: 'failed', last_error: 'CAA forbids it', next_attempt_at: null });
    expect(failed.certificate).toEqual({ status: 'failed', not_after: null, last_error: 'CAA forbids it', next_attempt_at: null });
  });

  it('reads what DNS found per record, and why it is not right yet', () => {
    const { verification } = answer({
      status: 'pending',
      records: [
        { type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123', found: [], ok: false, problem: 'TXT record not found yet' },
        { type: 'CNAME', name: 'shop.example.org', value: 'sites.localhost', found: null, ok: false, problem: 'DNS lookup failed' },
      ],
    });
    expect(verification.records[0]).toMatchObject({ found: [], ok: false, problem: 'TXT record not found yet' });
    expect(verification.records[1]).toMatchObject({ found: null, ok: false });
  });

  it('reads the verification object with its records and times', () => {
    const { verification } = answer({ status: 'pending', checked_at: '2026-05-01T10:00:00Z', message: 'TXT record not found yet' });
    expect(verification.records.map((record) => record.type)).toEqual(['TXT', 'CNAME']);
    expect(verification.checked_at).toBe('2026-05-01T10:00:00Z');
    expect(verification.message).toBe('TXT record not found yet');
  });
});
