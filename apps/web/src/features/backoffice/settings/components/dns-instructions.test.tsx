import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantQueryKey } from '@/features/backoffice/api/tenant-resource';
import { CurrentUserProvider } from '@/features/backoffice/components/current-user';
import type { SettingsAnswer } from '@/features/backoffice/settings/api/settings';
import { DnsInstructions } from '@/components/domains/dns-instructions';
import { DomainHealth } from '@/components/domains/domain-health';
import { SettingsRoute } from '@/features/backoffice/settings/routes/settings';
import { backofficeUser, settingsAnswer, type certificate as certificateOf } from '@/test/fixtures';
import { renderHtml, textOf } from '@/test/render';

type Certificate = Partial<ReturnType<typeof certificateOf>>;

const pending = (certificate?: Certificate) =>
  settingsAnswer({
    settings: { subdomain: 'jane', domain_type: 'custom_domain', custom_domain: 'shop.example.org' },
    verification: {
      status: 'pending',
      domain: 'shop.example.org',
      records: [
        { type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123' },
        {
          type: 'CNAME',
          name: 'shop.example.org',
          value: 'sites.localhost',
          found: ['shops.otherhost.net'],
          ok: false,
          problem: 'shop.example.org points to shops.otherhost.net (CNAME), not to sites.localhost',
        },
        { type: 'CAA', name: 'example.org', value: 'letsencrypt.org', found: [], ok: true, problem: null },
      ],
      checked_at: '2026-05-01T10:00:00Z',
      next_check_at: '2026-05-01T10:01:00Z',
      message: 'Waiting for DNS',
    },
    certificate,
  });

const verified = (certificate: Certificate) =>
  settingsAnswer({
    settings: {
      subdomain: 'jane',
      domain_type: 'custom_domain',
      custom_domain: 'shop.example.org',
      dns_status: 'verified',
      custom_domain_status: certificate.status === 'active' ? 'verified' : 'pending',
    },
    verification: {
      status: 'verified',
      domain: 'shop.example.org',
      records: [{ type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123', found: ['token-123'], ok: true }],
      checked_at: '2026-05-01T10:05:00Z',
      next_check_at: null,
      message: 'DNS records verified',
    },
    certificate,
  });

/** Another site verified shop.example.org first: this site's claim stopped (docs/domains.md §1). */
const taken = () =>
  settingsAnswer({
    settings: { subdomain: 'jane', domain_type: 'custom_domain', custom_domain: 'shop.example.org' },
    verification: {
      status: 'taken',
      domain: 'shop.example.org',
      records: [{ type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123', found: [], ok: false }],
      checked_at: '2026-05-01T10:00:00Z',
      next_check_at: null,
      message: 'This domain was verified by another site: shop.example.org now belongs to that site, so we stopped checking it for yours. If the domain is yours, contact support; once it is free again, press Verify now.',
    },
  });

describe('DNS instructions', () => {
  it('lists the records with copy buttons, the status chips and the verification data', () => {
    const html = renderHtml(<DnsInstructions answer={pending()} onRefresh={() => undefined} refreshing={false} polling />);
    const text = textOf(html);
    expect(text).toContain('_ds-verify.shop.example.org');
    expect(text).toContain('token-123');
    expect(text).toContain('sites.localhost');
    expect(html).toContain('aria-label="Copy TXT record value"');
    expect(html).toContain('aria-label="Copy CNAME record name"');
    expect(text).toContain('DNS: Pending');
    expect(text).toContain('Domain: Pending');
    expect(text).toContain('Waiting for DNS');
    expect(text).toContain('Last checked:');
    expect(text).toContain('Next check:');
    expect(text).toContain('Checking for updates every few seconds…');
    expect(text).toContain('Refresh DNS');
  });

  it("shows each record's expected value, what DNS found and an OK / not-OK chip", () => {
    const html = renderHtml(<DnsInstructions answer={pending()} onRefresh={() => undefined} refreshing={false} polling={false} />);
    const text = textOf(html);
    expect(text).toMatch(/Type\s+Name\s+Expected value\s+Found\s+Check/);
    // TXT: not checked yet; CNAME: wrong value, with why; CAA: OK.
    expect(html).toContain('aria-label="TXT record check: Not checked yet"');
    expect(html).toContain('aria-label="CNAME record check: Wrong value"');
    expect(html).toContain('aria-label="CAA record check: OK"');
    expect(text).toContain('shops.otherhost.net');
    expect(text).toContain('points to shops.otherhost.net (CNAME), not to sites.localhost');
    expect(text).not.toContain('Checking for updates');
  });

  it('a claim taken by another site: the reason instead of the records, no polling, a re-check', () => {
    const html = renderHtml(<DnsInstructions answer={taken()} onRefresh={() => undefined} refreshing={false} polling={false} />);
    const text = textOf(html);
    expect(text).toContain('Connect shop.example.org');
    expect(text).toContain('Verification: Taken by another site');
    expect(text).toContain('This domain was verified by another site: shop.example.org now belongs to that site');
    expect(text).not.toContain('create these DNS records');
    expect(text).not.toContain('token-123');
    expect(text).not.toContain('Checking for updates');
    expect(text).toContain('Refresh DNS');
  });

  it('shows the certificate state under the records', () => {
    const none = textOf(renderHtml(<DnsInstructions answer={pending()} onRefresh={() => undefined} refreshing={false} polling />));
    expect(none).toContain('HTTPS certificate');
    expect(none).toContain('No certificate yet');
  });
});

describe('domain health once DNS is verified', () => {
  const render = (certificate: Record<string, unknown>, polling = false) =>
    renderHtml(<DomainHealth answer={verified(certificate)} onRefresh={() => undefined} refreshing={false} polling={polling} />);

  it('active: "Active until <date>", the live link over https, no re-check button', () => {
    const html = render({ status: 'active', not_after: '2027-02-19T12:00:00.000Z', last_error: null, next_attempt_at: null });
    const text = textOf(html);
    expect(text).toContain('Your domain');
    expect(text).toContain('Active until 19 Feb 2027');
    expect(text).toContain('DNS: Verified');
    expect(text).toContain('Domain: Verified');
    expect(html).toContain('href="https://shop.example.org/"');
    expect(text).not.toContain('Refresh DNS');
    expect(text).not.toContain('DNS records to create');
  });

  it('issuing: "Issuing certificate…" while the screen polls', () => {
    const text = textOf(render({ status: 'issuing' }, true));
    expect(text).toContain('Issuing certificate…');
    expect(text).toContain('Checking for updates every few seconds…');
  });

  it('failed: the reason and the next try, and a re-check button', () => {
    const text = textOf(render({ status: 'failed', last_error: 'Timeout during connect', next_attempt_at: '2026-11-21T12:00:00.000Z' }));
    expect(text).toMatch(/Failed — Timeout during connect; next try 21 Nov 2026, \d{2}:\d{2}/);
    expect(text).toContain('Refresh DNS');
    expect(text).not.toContain('We will not try again on our own');
  });

  it('failed for good: says nothing will happen on its own', () => {
    const text = textOf(render({ status: 'failed', last_error: 'A CAA record forbids it', next_attempt_at: null }));
    expect(text).toContain('Failed — A CAA record forbids it; no automatic retry');
    expect(text).toContain('We will not try again on our own');
  });
});

describe('settings screen', () => {
  const jane = backofficeUser();

  beforeEach(() => {
    vi.stubGlobal('window', { location: { protocol: 'http:', port: '3000', hostname: 'localhost' } });
  });

  const screen = (answer: SettingsAnswer) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(tenantQueryKey('t-1', 'settings'), answer);
    return textOf(
      renderHtml(
        <CurrentUserProvider user={jane}>
          <SettingsRoute />
        </CurrentUserProvider>,
        { queryClient },
      ),
    );
  };

  it('while pending: the instructions with the certificate state', () => {
    const text = screen(pending());
    expect(text).toContain('Connect shop.example.org');
    expect(text).toContain('No certificate yet');
    expect(text).not.toContain('Your domain');
  });

  it('once verified: the instructions disappear, the certificate state stays', () => {
    const text = screen(verified({ status: 'active', not_after: '2027-02-19T12:00:00.000Z' }));
    expect(text).not.toContain('Connect shop.example.org');
    expect(text).not.toContain('_ds-verify.shop.example.org');
    expect(text).toContain('Your domain');
    expect(text).toContain('Active until 19 Feb 2027');
  });

  it('a claim taken by another site: the reason stays on screen, not the domain health', () => {
    const text = screen(taken());
    expect(text).toContain('This domain was verified by another site');
    expect(text).not.toContain('Your domain');
  });

  it('without a custom domain: neither', () => {
    const text = screen(settingsAnswer({ settings: { subdomain: 'jane', domain_type: 'sub_domain' } }));
    expect(text).not.toContain('Connect');
    expect(text).not.toContain('HTTPS certificate');
    expect(text).toContain('Your settings');
  });
});
