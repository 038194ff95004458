import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DnsInstructions } from '@/components/domains/dns-instructions';
import { DomainHealth } from '@/components/domains/domain-health';
import { pendingDomain, takenDomain, verifiedDomain } from '@/features/backoffice/settings/test/domain-answers';
import { renderScreen } from '@/test/render-screen';

// The panels on their own; settings.dom.test.tsx has them on the settings screen, polled.

const instructions = (answer: ReturnType<typeof pendingDomain>, { polling = false, onRefresh = () => undefined } = {}) =>
  renderScreen(<DnsInstructions answer={answer} onRefresh={onRefresh} refreshing={false} polling={polling} />);

const records = () => within(screen.getByRole('table', { name: 'DNS records to create' }));

describe('DNS instructions', () => {
  it('lists each record to create with the expected value, what DNS found and a check chip', () => {
    instructions(pendingDomain());
    expect(screen.getByRole('heading', { name: 'Connect shop.example.org' })).toBeInTheDocument();
    expect(
      records()
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Type', 'Name', 'Expected value', 'Found', 'Check']);
    expect(records().getByText('_ds-verify.shop.example.org')).toBeInTheDocument();
    expect(records().getByText('token-123')).toBeInTheDocument();
    // TXT: not checked yet; CNAME: wrong value, with why; CAA: OK.
    expect(screen.getByLabelText('TXT record check: Not checked yet')).toBeInTheDocument();
    expect(screen.getByLabelText('CNAME record check: Wrong value')).toBeInTheDocument();
    expect(screen.getByLabelText('CAA record check: OK')).toBeInTheDocument();
    expect(records().getByText('shops.otherhost.net')).toBeInTheDocument();
    expect(records().getByText('shop.example.org points to shops.otherhost.net (CNAME), not to sites.localhost')).toBeInTheDocument();
  });

  it('shows the status chips, the verification message, the check times and the certificate', () => {
    instructions(pendingDomain(), { polling: true });
    expect(screen.getByLabelText('DNS status: Pending')).toHaveTextContent('DNS: Pending');
    expect(screen.getByLabelText('Custom domain status: Pending')).toHaveTextContent('Domain: Pending');
    expect(screen.getByText('Waiting for DNS')).toBeInTheDocument();
    expect(screen.getByText(/^Last checked:/)).toBeInTheDocument();
    expect(screen.getByText(/^Next check:/)).toBeInTheDocument();
    expect(screen.getByText('Checking for updates every few seconds…')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'HTTPS certificate' })).getByText('No certificate yet')).toBeInTheDocument();
  });

  it('says nothing about polling while the screen does not poll', () => {
    instructions(pendingDomain(), { polling: false });
    expect(screen.queryByText('Checking for updates every few seconds…')).not.toBeInTheDocument();
  });

  it('copies a record value to the clipboard and says so on the button', async () => {
    const { user } = instructions(pendingDomain());
    await user.click(screen.getByRole('button', { name: 'Copy TXT record value' }));
    expect(await navigator.clipboard.readText()).toBe('token-123');
    expect(screen.getByRole('button', { name: 'TXT record value copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy CNAME record name' }));
    expect(await navigator.clipboard.readText()).toBe('shop.example.org');
  });

  it('Refresh DNS asks for a check and says it is checking until the next look-up lands', async () => {
    const onRefresh = vi.fn();
    const { user } = instructions(pendingDomain(), { onRefresh });
    await user.click(screen.getByRole('button', { name: 'Refresh DNS' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Checking DNS…')).toBeInTheDocument();
  });

  it('a claim taken by another site: the reason instead of the records, and a re-check', () => {
    instructions(takenDomain());
    expect(screen.getByRole('heading', { name: 'Connect shop.example.org' })).toBeInTheDocument();
    expect(screen.getByText('Verification: Taken by another site')).toBeInTheDocument();
    expect(screen.getByText(/This domain was verified by another site: shop.example.org now belongs to that site/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'DNS records to create' })).not.toBeInTheDocument();
    expect(screen.queryByText(/create these DNS records/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh DNS' })).toBeInTheDocument();
  });
});

describe('domain health once DNS is verified', () => {
  const health = (certificate: Parameters<typeof verifiedDomain>[0], polling = false) =>
    renderScreen(<DomainHealth answer={verifiedDomain(certificate)} onRefresh={() => undefined} refreshing={false} polling={polling} />);

  it('active: "Active until <date>", the live link over https, no re-check button', () => {
    health({ status: 'active', not_after: '2027-02-19T12:00:00.000Z' });
    expect(screen.getByRole('heading', { name: 'Your domain' })).toBeInTheDocument();
    expect(screen.getByText('Active until 19 Feb 2027')).toBeInTheDocument();
    expect(screen.getByLabelText('DNS status: Verified')).toBeInTheDocument();
    expect(screen.getByLabelText('Custom domain status: Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'shop.example.org' })).toHaveAttribute('href', 'https://shop.example.org/');
    expect(screen.queryByRole('button', { name: 'Refresh DNS' })).not.toBeInTheDocument();
  });

  it('issuing: "Issuing certificate…" while the screen polls, the link still over http', () => {
    health({ status: 'issuing' }, true);
    expect(screen.getByText('Issuing certificate…')).toBeInTheDocument();
    expect(screen.getByText('Checking for updates every few seconds…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'shop.example.org' })).toHaveAttribute('href', 'http://shop.example.org/');
  });

  it('failed: the reason and the next try, and a re-check button', () => {
    health({ status: 'failed', last_error: 'Timeout during connect', next_attempt_at: '2026-11-21T12:00:00.000Z' });
    expect(screen.getByText(/^Failed — Timeout during connect; next try 21 Nov 2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh DNS' })).toBeInTheDocument();
    expect(screen.queryByText(/We will not try again on our own/)).not.toBeInTheDocument();
  });

  it('failed for good: says nothing will happen on its own', () => {
    health({ status: 'failed', last_error: 'A CAA record forbids it', next_attempt_at: null });
    expect(screen.getByText('Failed — A CAA record forbids it; no automatic retry')).toBeInTheDocument();
    expect(screen.getByText(/We will not try again on our own/)).toBeInTheDocument();
  });
});
