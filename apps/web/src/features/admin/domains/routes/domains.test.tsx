import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { fleetQuery, type Fleet } from '@/features/admin/domains/api/domains';
import { DomainsRoute } from '@/features/admin/domains/routes/domains';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { fakeBrowser } from '@/features/admin/test/fake-browser';
import { fleetDomain, fleetPage } from '@/test/fixtures';
import { renderHtml, textOf } from '@/test/render';

const entry = fleetDomain;

const fleet: Fleet = fleetPage(
  [
    entry({ tenant_id: 't-1' }),
    entry({
      tenant_id: 't-2',
      subdomain: 'bob',
      site_name: null,
      domain: 'shop.bob.example',
      dns_status: 'pending',
      custom_domain_status: 'pending',
      verification_status: 'pending',
      message: 'TXT record not found yet — DNS changes can take up to an hour',
      next_check_at: '2026-11-20T12:01:00.000Z',
      certificate: { status: 'none' },
    }),
    entry({
      tenant_id: 't-3',
      subdomain: 'cara',
      site_name: 'Cara Health',
      domain: 'cara.example',
      certificate: { status: 'failed', last_error: 'Timeout during connect', next_attempt_at: '2026-11-21T12:00:00.000Z' },
    }),
    entry({
      tenant_id: 't-4',
      subdomain: 'dan',
      site_name: 'Dan',
      domain: 'dan.example',
      custom_domain_status: 'pending',
      certificate: { status: 'issuing' },
    }),
  ],
  fleetQuery(),
  { total: 4, pending: 1, verified: 3, misconfigured: 0, failed: 0, taken: 0, certificates_active: 1 },
);

/** The screen opens on the first page, unsearched and unfiltered: that is the page the server answered. */
const seeded = (data: Fleet) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(adminKeys.domainsPage(fleetQuery()), data);
  return queryClient;
};

describe('admin domains screen', () => {
  beforeEach(() => {
    fakeBrowser({ pathname: '/admin/domains' });
  });

  it('lists every custom domain with its site, DNS chip, message, checks and certificate state', () => {
    const html = renderHtml(<DomainsRoute />, { queryClient: seeded(fleet) });
    const text = textOf(html);
    expect(text).toContain('Domains');
    expect(html).toContain('aria-label="Custom domains"');
    expect(text).toMatch(/Site\s+Domain\s+DNS\s+Last check says\s+Checked\s+Certificate/);
    expect(text).toContain("Jane's Wellness");
    expect(text).toContain('www.jane-wellness.com');
    expect(html).toContain('href="https://www.jane-wellness.com/"');
    expect(html).toContain('href="http://shop.bob.example/"');
    expect(html).toContain('aria-label="DNS status of www.jane-wellness.com: Verified"');
    expect(html).toContain('aria-label="DNS status of shop.bob.example: Pending"');
    expect(text).toContain('TXT record not found yet — DNS changes can take up to an hour');
    expect(text).toMatch(/Checked 20 Nov 2026, \d{2}:\d{2}/);
    expect(text).toMatch(/Next 20 Nov 2026, \d{2}:\d{2}/);
    expect(text).toContain('Active until 19 Feb 2027');
    expect(text).toContain('No certificate yet');
    expect(text).toMatch(/Failed — Timeout during connect; next try 21 Nov 2026, \d{2}:\d{2}/);
    expect(text).toContain('Issuing certificate…');
  });

  it('has a Retry button per row, the stats, a search box and the status filter', () => {
    const html = renderHtml(<DomainsRoute />, { queryClient: seeded(fleet) });
    const text = textOf(html);
    for (const domain of ['www.jane-wellness.com', 'shop.bob.example', 'cara.example', 'dan.example']) {
      expect(html).toContain(`aria-label="Retry ${domain}"`);
    }
    expect(text).toMatch(/Custom domains\s*4/);
    expect(text).toMatch(/Certificates active\s*1/);
    expect(text).toContain('Search domains');
    expect(text).toMatch(/All\s+Pending\s+Verified\s+Misconfigured\s+Failed/);
    expect(text).toMatch(/Showing 1\s*–\s*4 of 4/);
  });

  it("pages by the server's total, whatever the rows it sent", () => {
    const big: Fleet = { ...fleet, pagination: { page: 1, limit: 10, total: 10_400 } };
    const html = renderHtml(<DomainsRoute />, { queryClient: seeded(big) });
    expect(textOf(html)).toMatch(/Showing 1\s*–\s*4 of 10400/);
    expect(html).toContain('aria-label="Page 1040"');
  });

  it('shows an empty state when no distributor has a custom domain', () => {
    const text = textOf(renderHtml(<DomainsRoute />, { queryClient: seeded(fleetPage([])) }));
    expect(text).toContain('No distributor has a custom domain yet.');
  });

  it('shows a loading placeholder before the list arrives', () => {
    const html = renderHtml(<DomainsRoute />);
    expect(html).toContain('aria-busy="true"');
  });
});
