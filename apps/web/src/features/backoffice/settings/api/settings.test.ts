import { describe, expect, it } from 'vitest';
import { settingsResource, type SettingsAnswer } from '@/features/backoffice/settings/api/settings';
import { settingsAnswer, type verification } from '@/test/fixtures';
import { DOMAIN_POLL_MS, shouldPollDomain, showDnsInstructions, showDomainHealth } from '@/lib/domain-health';

const records: ReturnType<typeof verification>['records'] = [
  { type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123' },
  { type: 'CNAME', name: 'shop.example.org', value: 'sites.localhost' },
];

type Parts = NonNullable<Parameters<typeof settingsAnswer>[0]>;

const answer = (
  verification: Parts['verification'],
  settings: Parts['settings'] = {},
  certificate: Parts['certificate'] = {},
): SettingsAnswer =>
  settingsAnswer({
    settings: { subdomain: 'jane', domain_type: 'custom_domain', custom_domain: 'shop.example.org', ...settings },
    verification: { domain: 'shop.example.org', records, ...verification },
    certificate,
  });

const interval = (data: SettingsAnswer | undefined) => {
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
    const verified = answer(
      { status: 'verified' },
      { dns_status: 'verified' },
      { status: 'active', not_after: '2027-02-19T10:00:00.000Z' },
    );
    expect(showDomainHealth(verified)).toBe(true);
    expect(showDomainHealth(answer({ status: 'pending' }))).toBe(false);
  });

  it('polls every 5 s while the certificate is issuing, and stops once it is active or failed', () => {
    const issuing = answer({ status: 'verified' }, { dns_status: 'verified' }, { status: 'issuing' });
    expect(shouldPollDomain(issuing)).toBe(true);
    expect(interval(issuing)).toBe(DOMAIN_POLL_MS);
    for (const status of ['active', 'failed', 'none'] as const) {
      expect(shouldPollDomain(answer({ status: 'verified' }, { dns_status: 'verified' }, { status }))).toBe(false);
    }
  });

  it('keeps showing them for a misconfigured, failed or taken domain without polling', () => {
    for (const status of ['misconfigured', 'failed', 'taken'] as const) {
      const state = answer({ status });
      expect(showDnsInstructions(state)).toBe(true);
      expect(shouldPollDomain(state)).toBe(false);
    }
  });

  it('shows nothing without a custom domain', () => {
    const none = settingsAnswer({ settings: { subdomain: 'jane', domain_type: 'sub_domain', custom_domain: null } });
    expect(showDnsInstructions(none)).toBe(false);
    expect(showDomainHealth(none)).toBe(false);
    expect(shouldPollDomain(none)).toBe(false);
    expect(showDnsInstructions(undefined)).toBe(false);
    expect(interval(undefined)).toBe(false);
  });
});
