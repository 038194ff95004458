import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FleetDomain } from '@/features/admin/domains/api/domains';
import { DomainsRoute } from '@/features/admin/domains/routes/domains';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer, reply, type SentRequest } from '@/test/fake-server';
import { fleetDomain, fleetPage } from '@/test/fixtures';

const LIST = 'GET /admin/domains';

/** Jane verified (certificate active), Bob waiting for DNS, Cara's certificate failing, Dan's being issued. */
const fourDomains: FleetDomain[] = [
  fleetDomain({ tenant_id: 't-1' }),
  fleetDomain({
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
  fleetDomain({
    tenant_id: 't-3',
    subdomain: 'cara',
    site_name: 'Cara Health',
    domain: 'cara.example',
    certificate: { status: 'failed', last_error: 'Timeout during connect', next_attempt_at: '2026-11-21T12:00:00.000Z' },
  }),
  fleetDomain({
    tenant_id: 't-4',
    subdomain: 'dan',
    site_name: 'Dan',
    domain: 'dan.example',
    custom_domain_status: 'pending',
    certificate: { status: 'issuing' },
  }),
];

/**
 * GET /admin/domains over `domains`, searched (domain or subdomain) and filtered by verification status as
 * the query asks; `total` stands in for a fleet larger than the rows a test needs.
 */
function domainsServer(domains = fourDomains, total?: number) {
  const rows = [...domains];
  const list = (request: SentRequest) => {
    const search = request.query.get('search') ?? '';
    const status = request.query.get('status');
    const matching = rows.filter((d) => (!status || d.verification_status === status) && `${d.domain} ${d.subdomain}`.includes(search));
    const page = fleetPage(matching);
    return { ...page, pagination: { page: Number(request.query.get('page')), limit: 10, total: total ?? matching.length } };
  };
  /** POST /admin/domains/:tenantId/retry: the worker is asked again; the entry says so from now on. */
  const retry = (request: SentRequest) => {
    const index = rows.findIndex((d) => request.path === `/admin/domains/${d.tenant_id}/retry`);
    rows[index] = { ...rows[index]!, message: 'Checking again now' };
    return { message: 'Domain check queued', domain: rows[index] };
  };
  return fakeServer({ [LIST]: list, 'POST /admin/domains/t-2/retry': retry });
}

const openDomains = () => renderAdminScreen(<DomainsRoute />, { url: '/admin/domains' });
const rowOf = (domain: string) => within(screen.getByRole('row', { name: new RegExp(domain.replace(/\./g, '\\.')) }));
const stat = (label: string) => screen.getByRole('group', { name: label }).lastElementChild?.textContent;
const asked = (server: ReturnType<typeof domainsServer>) => Object.fromEntries(server.last(LIST).query);

describe('admin domains screen', () => {
  it('lists each custom domain with its site, DNS chip, last check, and certificate state', async () => {
    const server = domainsServer();
    openDomains();

    expect(await screen.findByText('Showing 1–4 of 4')).toBeInTheDocument();
    expect(asked(server)).toEqual({ page: '1', limit: '10' });
    expect(
      within(screen.getByRole('table', { name: 'Custom domains' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(expect.arrayContaining(['Site', 'Domain', 'DNS', 'Last check says', 'Checked', 'Certificate']));
    const jane = rowOf('www.jane-wellness.com');
    expect(jane.getByText("Jane's Wellness")).toBeInTheDocument();
    expect(jane.getByRole('link', { name: 'www.jane-wellness.com' })).toHaveAttribute('href', 'https://www.jane-wellness.com/');
    expect(jane.getByLabelText('DNS status of www.jane-wellness.com: Verified')).toBeInTheDocument();
    expect(jane.getByText('Active until 19 Feb 2027')).toBeInTheDocument();
    expect(jane.getByText(/^Checked 20 Nov 2026, \d{2}:\d{2}$/)).toBeInTheDocument();

    const bob = rowOf('shop.bob.example');
    expect(bob.getByRole('link', { name: 'shop.bob.example' })).toHaveAttribute('href', 'http://shop.bob.example/');
    expect(bob.getByLabelText('DNS status of shop.bob.example: Pending')).toBeInTheDocument();
    expect(bob.getByText('TXT record not found yet — DNS changes can take up to an hour')).toBeInTheDocument();
    expect(bob.getByText(/^Next 20 Nov 2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(bob.getByText('No certificate yet')).toBeInTheDocument();

    expect(rowOf('cara.example').getByText(/^Failed — Timeout during connect; next try 21 Nov 2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(rowOf('dan.example').getByText('Issuing certificate…')).toBeInTheDocument();
    expect(stat('Custom domains')).toBe('4');
    expect(stat('Certificates active')).toBe('1');
  });

  it("pages by the server's total and asks for the next page", async () => {
    const server = domainsServer(fourDomains, 10_400);
    const { user } = openDomains();

    expect(await screen.findByText('Showing 1–4 of 10400')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1040' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByText('Showing 11–14 of 10400')).toBeInTheDocument();
    expect(asked(server)).toEqual({ page: '2', limit: '10' });
  });

  it('searching and filtering ask the server again, from page 1', async () => {
    const server = domainsServer(fourDomains, 10_400);
    const { user } = openDomains();
    await screen.findByText('Showing 1–4 of 10400');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 21–24 of 10400');

    await user.type(screen.getByLabelText('Search domains'), 'bob');
    await expect.poll(() => asked(server)).toEqual({ search: 'bob', page: '1', limit: '10' });

    await user.click(screen.getByRole('radio', { name: 'Verified' }));
    await expect.poll(() => asked(server)).toEqual({ search: 'bob', status: 'verified', page: '1', limit: '10' });
  });

  it('says so when no distributor has a custom domain', async () => {
    domainsServer([]);
    openDomains();
    expect(await screen.findByText('No distributor has a custom domain yet.')).toBeInTheDocument();
  });

  it("Retry asks for a new check and puts the server's fresh entry in the row", async () => {
    const server = domainsServer();
    const { user } = openDomains();
    await screen.findByText('Showing 1–4 of 4');
    expect(rowOf('shop.bob.example').getByText(/^TXT record not found yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry shop.bob.example' }));

    expect(await screen.findByText('Domain check queued')).toBeInTheDocument();
    expect(rowOf('shop.bob.example').getByText('Checking again now')).toBeInTheDocument();
    expect(server.sent('POST /admin/domains/t-2/retry')).toHaveLength(1);
  });

  it("a refused retry shows the server's reason", async () => {
    const server = domainsServer();
    server.on('POST /admin/domains/t-1/retry', reply(400, { message: 'This site has no custom domain', code: 'NO_CUSTOM_DOMAIN' }));
    const { user } = openDomains();
    await user.click(await screen.findByRole('button', { name: 'Retry www.jane-wellness.com' }));
    expect(await screen.findByText('This site has no custom domain')).toBeInTheDocument();
  });
});
