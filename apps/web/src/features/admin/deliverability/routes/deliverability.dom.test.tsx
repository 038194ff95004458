import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Deliverability } from '@/features/admin/deliverability/api/deliverability';
import { DeliverabilityRoute } from '@/features/admin/deliverability/routes/deliverability';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer, reply } from '@/test/fake-server';

const DKIM = 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA';

const answer = (fields: Partial<Deliverability> = {}): Deliverability => ({
  from_domain: 'example.com',
  dkim_domain: 'example.com',
  dkim_selector: 'ds2026',
  records: [
    { kind: 'dkim', type: 'TXT', name: 'ds2026._domainkey.example.com', value: DKIM, state: 'published', found: [DKIM] },
    {
      kind: 'dkim-previous',
      type: 'TXT',
      name: 'ds2025._domainkey.example.com',
      value: null,
      state: 'published',
      found: ['v=DKIM1; p=AAAA'],
    },
    {
      kind: 'spf',
      type: 'TXT',
      name: 'example.com',
      value: 'v=spf1 include:_spf.relay.example -all',
      state: 'different',
      found: ['v=spf1 mx -all'],
    },
    {
      kind: 'dmarc',
      type: 'TXT',
      name: '_dmarc.example.com',
      value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r',
      state: 'missing',
      found: [],
    },
  ],
  ...fields,
});

const open = () => renderAdminScreen(<DeliverabilityRoute />, { url: '/admin/deliverability' });
const table = () => within(screen.getByRole('table', { name: 'DNS records of the sending domain' }));

describe('admin deliverability screen', () => {
  it('lists each record with its name, value and what DNS holds now', async () => {
    fakeServer({ 'GET /admin/deliverability': answer() });
    open();
    await screen.findByRole('table', { name: 'DNS records of the sending domain' });
    expect(
      table()
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Record', 'Name', 'Value', 'In DNS now']);
    expect(screen.getByText('ds2026', { selector: 'code' })).toBeInTheDocument();
    expect(table().getByText(DKIM)).toBeInTheDocument();
    expect(table().getByLabelText('DKIM signing key: Published')).toBeInTheDocument();
    expect(table().getByText('Keep the published record unchanged until mail signed with it has been delivered.')).toBeInTheDocument();
    expect(table().getByLabelText('SPF: who may send: Different')).toBeInTheDocument();
    expect(table().getByText('Found: v=spf1 mx -all')).toBeInTheDocument();
    expect(table().getByLabelText('DMARC policy: Missing')).toBeInTheDocument();
  });

  it('copies a record name and value to the clipboard', async () => {
    fakeServer({ 'GET /admin/deliverability': answer() });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Copy DKIM signing key value' }));
    expect(await navigator.clipboard.readText()).toBe(DKIM);
    expect(screen.getByRole('button', { name: 'DKIM signing key value copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy DMARC policy name' }));
    expect(await navigator.clipboard.readText()).toBe('_dmarc.example.com');
  });

  it('says so when no DKIM key is configured, and checks again on request', async () => {
    const server = fakeServer({
      'GET /admin/deliverability': answer({ dkim_domain: null, dkim_selector: null, records: answer().records.slice(2) }),
    });
    const { user } = open();
    expect(await screen.findByText('Emails go out unsigned')).toBeInTheDocument();
    expect(screen.queryByText(/DKIM signing key/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await expect.poll(() => server.sent('GET /admin/deliverability').length).toBe(2);
  });

  it("shows the server's message when the check cannot be loaded", async () => {
    fakeServer({ 'GET /admin/deliverability': reply(500, { message: 'Internal server error' }) });
    open();
    expect(await screen.findByText("Could not check the sending domain's records")).toBeInTheDocument();
  });
});
