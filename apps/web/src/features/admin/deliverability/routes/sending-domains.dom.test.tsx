import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Deliverability } from '@/features/admin/deliverability/api/deliverability';
import type { DistributorSendingDomain, SendingDomainsPage } from '@/features/admin/deliverability/api/sending-domains';
import { DeliverabilityRoute } from '@/features/admin/deliverability/routes/deliverability';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer, reply, type SentRequest } from '@/test/fake-server';

const LIST = 'GET /admin/deliverability/sending-domains';

/** The platform's own records: not what these tests look at. */
const platform: Deliverability = {
  from_domain: 'example.com',
  dkim_domain: null,
  dkim_selector: null,
  records: [],
  check: { status: 'done', checked_at: '2026-11-27T05:00:00.000Z', requested_at: null },
};

const row = (fields: Partial<DistributorSendingDomain>): DistributorSendingDomain => ({
  tenant_id: 't-1',
  subdomain: 'jane',
  site_name: 'Jane Greens',
  domain: 'jane-greens.com',
  from_address: 'news@jane-greens.com',
  status: 'pending',
  message: 'DKIM record not found at ds202611-3fa9._domainkey.jane-greens.com',
  checked_at: '2026-11-27T05:00:00.000Z',
  next_check_at: '2026-11-27T05:01:00.000Z',
  verified_at: null,
  ...fields,
});

/** Jane waiting for her records, Sam sending from his domain, Omar's SPF record gone, Dora given up after 7 days. */
const FOUR = [
  row({}),
  row({
    tenant_id: 't-2',
    subdomain: 'sam',
    site_name: null,
    domain: 'sam-wellness.com',
    from_address: 'hello@sam-wellness.com',
    status: 'verified',
    message: 'Records verified',
    next_check_at: '2026-11-28T05:00:00.000Z',
    verified_at: '2026-11-20T09:00:00.000Z',
  }),
  row({
    tenant_id: 't-3',
    subdomain: 'omar',
    site_name: 'Omar Health',
    domain: 'omar.com',
    from_address: 'news@omar.com',
    status: 'misconfigured',
    message: 'The SPF record of omar.com does not name the relay',
  }),
  row({
    tenant_id: 't-4',
    subdomain: 'dora',
    site_name: 'Dora',
    domain: 'dora.com',
    from_address: 'news@dora.com',
    status: 'failed',
    message: 'We could not verify dora.com within 7 days',
    next_check_at: null,
  }),
];

/** The list over `rows`, filtered and searched as asked; `total` stands in for more distributors than a test needs. */
function server(rows = FOUR, total?: number) {
  const list = (request: SentRequest): Omit<SendingDomainsPage, 'query'> => {
    const status = request.query.get('status');
    const search = request.query.get('search') ?? '';
    const matching = rows.filter((r) => (!status || r.status === status) && `${r.domain} ${r.subdomain}`.includes(search));
    const count = (s: string) => rows.filter((r) => r.status === s).length;
    return {
      sending_domains: matching,
      stats: {
        total: rows.length,
        pending: count('pending'),
        verified: count('verified'),
        misconfigured: count('misconfigured'),
        failed: count('failed'),
      },
      pagination: { page: Number(request.query.get('page')), limit: 10, total: total ?? matching.length },
    };
  };
  return fakeServer({ 'GET /admin/deliverability': platform, [LIST]: list });
}

const open = () => renderAdminScreen(<DeliverabilityRoute />, { url: '/admin/deliverability' });
const panel = () => within(screen.getByRole('region', { name: "Distributors' sending domains" }));
const rowOf = (address: string) => within(screen.getByRole('row', { name: new RegExp(address.replace(/\./g, '\\.')) }));
const stat = (label: string) => panel().getByRole('group', { name: label }).lastElementChild?.textContent;
const asked = (fake: ReturnType<typeof server>) => Object.fromEntries(fake.last(LIST).query);

describe("admin deliverability screen: distributors' sending domains", () => {
  it('lists each distributor with their From address, status chip, last check and what it says, with counts by status', async () => {
    const fake = server();
    open();
    expect(await screen.findByText('Showing 1–4 of 4')).toBeInTheDocument();
    expect(asked(fake)).toEqual({ page: '1', limit: '10' });
    expect(
      within(screen.getByRole('table', { name: "Distributors' sending domains" }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(expect.arrayContaining(['Distributor', 'From address', 'Status', 'Last check says', 'Checked']));

    const jane = rowOf('news@jane-greens.com');
    expect(jane.getByText('Jane Greens')).toBeInTheDocument();
    expect(jane.getByRole('link', { name: 'jane' })).toHaveAttribute('href', expect.stringMatching(/^https?:\/\/jane\./));
    expect(jane.getByLabelText('Status of news@jane-greens.com: Pending')).toBeInTheDocument();
    expect(jane.getByText('DKIM record not found at ds202611-3fa9._domainkey.jane-greens.com')).toBeInTheDocument();
    expect(jane.getByText(/^Checked 27 Nov 2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(jane.getByText(/^Next 27 Nov 2026, \d{2}:\d{2}$/)).toBeInTheDocument();

    // A verified domain's check has nothing to fix: no message; a site without a name goes by its subdomain.
    const sam = rowOf('hello@sam-wellness.com');
    expect(sam.getByLabelText('Status of hello@sam-wellness.com: Verified')).toBeInTheDocument();
    expect(sam.queryByText('Records verified')).not.toBeInTheDocument();
    expect(sam.getByText('sam', { selector: 'p' })).toBeInTheDocument();

    expect(rowOf('news@omar.com').getByLabelText('Status of news@omar.com: Misconfigured')).toBeInTheDocument();
    expect(rowOf('news@omar.com').getByText('The SPF record of omar.com does not name the relay')).toBeInTheDocument();
    const dora = rowOf('news@dora.com');
    expect(dora.getByLabelText('Status of news@dora.com: Failed')).toBeInTheDocument();
    expect(dora.queryByText(/^Next /)).not.toBeInTheDocument();

    expect([stat('Sending domains'), stat('Pending'), stat('Verified'), stat('Misconfigured'), stat('Failed')]).toEqual([
      '4',
      '1',
      '1',
      '1',
      '1',
    ]);
  });

  it('the status filter and the search ask the server again, from page 1', async () => {
    const fake = server(FOUR, 23);
    const { user } = open();
    await screen.findByText('Showing 1–4 of 23');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => asked(fake)).toEqual({ page: '2', limit: '10' });

    await user.click(panel().getByRole('radio', { name: 'Failed' }));
    await expect.poll(() => asked(fake)).toEqual({ status: 'failed', page: '1', limit: '10' });
    await user.type(screen.getByLabelText('Search sending domains'), 'dora');
    await expect.poll(() => asked(fake)).toEqual({ search: 'dora', status: 'failed', page: '1', limit: '10' });
    expect(await screen.findByLabelText('Status of news@dora.com: Failed')).toBeInTheDocument();
    expect(screen.queryByText('news@jane-greens.com')).not.toBeInTheDocument();
  });

  it('says so when no distributor has one, or none has the status asked for', async () => {
    const fake = server([]);
    const { user } = open();
    expect(await screen.findByText('No distributor has set up a sending domain yet.')).toBeInTheDocument();
    await user.click(panel().getByRole('radio', { name: 'Misconfigured' }));
    expect(await screen.findByText('No misconfigured sending domains.')).toBeInTheDocument();
    expect(asked(fake)).toEqual({ status: 'misconfigured', page: '1', limit: '10' });
  });

  it('Refresh reads the list again', async () => {
    const fake = server();
    const { user } = open();
    await screen.findByText('Showing 1–4 of 4');
    const reads = fake.sent(LIST).length;
    await user.click(panel().getByRole('button', { name: 'Refresh' }));
    await expect.poll(() => fake.sent(LIST).length).toBe(reads + 1);
  });

  it('says so when the list cannot be read, and still shows the platform records', async () => {
    const fake = server();
    fake.on(LIST, reply(500, { message: 'Internal server error' }));
    open();
    expect(await screen.findByText("Could not load the distributors' sending domains")).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'DNS records of the sending domain' })).toBeInTheDocument();
  });
});
