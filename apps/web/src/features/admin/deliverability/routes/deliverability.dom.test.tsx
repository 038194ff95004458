import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deliverability } from '@/features/admin/deliverability/api/deliverability';
import { DeliverabilityRoute } from '@/features/admin/deliverability/routes/deliverability';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { DOMAIN_POLL_MS } from '@/lib/domain-health';
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
  check: { status: 'done', checked_at: '2026-11-27T05:00:00.000Z', requested_at: null },
  ...fields,
});

/** The answer while the worker checks: what "Check again" answers, and what polls read until the check lands. */
const running = (fields: Partial<Deliverability> = {}): Deliverability =>
  answer({ check: { status: 'running', checked_at: '2026-11-27T05:00:00.000Z', requested_at: '2026-11-27T05:20:00.000Z' }, ...fields });

/** Every record found, as the worker's check answers once the records are published. */
const published = (): Deliverability => ({
  ...answer({ check: { status: 'done', checked_at: '2026-11-27T05:20:01.000Z', requested_at: '2026-11-27T05:20:00.000Z' } }),
  records: answer().records.map((r) => ({ ...r, state: 'published', found: [r.value ?? 'v=DKIM1; p=AAAA'] })),
});

/** The screen with no distributor's sending domain listed below the records (sending-domains.dom.test.tsx covers that panel). */
const serve = (routes: Parameters<typeof fakeServer>[0]) =>
  fakeServer({
    'GET /admin/deliverability/sending-domains': {
      sending_domains: [],
      stats: { total: 0, pending: 0, verified: 0, misconfigured: 0, failed: 0 },
      pagination: { page: 1, limit: 10, total: 0 },
    },
    ...routes,
  });

const open = (options?: Parameters<typeof renderAdminScreen>[1]) =>
  renderAdminScreen(<DeliverabilityRoute />, { url: '/admin/deliverability', ...options });
const table = () => within(screen.getByRole('table', { name: 'DNS records of the sending domain' }));

describe('admin deliverability screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each record with its name, value and what DNS holds now', async () => {
    serve({ 'GET /admin/deliverability': answer() });
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
    // The worker's last check, answered: no polling.
    expect(screen.getByLabelText('DNS check: Checked')).toBeInTheDocument();
    expect(screen.getByText(/^Last checked: /)).toBeInTheDocument();
    expect(screen.queryByText('Checking for updates every few seconds…')).not.toBeInTheDocument();
  });

  it('shows records the worker has not checked yet as such, and waits for its first check', async () => {
    const fresh = answer({ check: { status: 'running', checked_at: null, requested_at: null } });
    serve({
      'GET /admin/deliverability': { ...fresh, records: fresh.records.map((r) => ({ ...r, state: 'unchecked', found: [] })) },
    });
    open();
    expect(await screen.findByLabelText('DKIM signing key: Not checked yet')).toBeInTheDocument();
    expect(screen.getByLabelText('DNS check: Checking DNS…')).toBeInTheDocument();
    expect(screen.queryByText(/^Last checked: /)).not.toBeInTheDocument();
  });

  it('copies a record name and value to the clipboard', async () => {
    serve({ 'GET /admin/deliverability': answer() });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Copy DKIM signing key value' }));
    expect(await navigator.clipboard.readText()).toBe(DKIM);
    expect(screen.getByRole('button', { name: 'DKIM signing key value copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy DMARC policy name' }));
    expect(await navigator.clipboard.readText()).toBe('_dmarc.example.com');
  });

  it('says so when no DKIM key is configured', async () => {
    serve({
      'GET /admin/deliverability': answer({ dkim_domain: null, dkim_selector: null, records: answer().records.slice(2) }),
    });
    open();
    expect(await screen.findByText('Emails go out unsigned')).toBeInTheDocument();
    expect(screen.queryByText(/DKIM signing key/)).not.toBeInTheDocument();
  });

  it('Check again asks the worker, shows it checking and polls until its answer lands, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serve({ 'GET /admin/deliverability': answer(), 'POST /admin/deliverability/check': reply(202, running()) });
    const { user } = open({ userEvent: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByLabelText('DMARC policy: Missing');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(server.sent('POST /admin/deliverability/check')).toHaveLength(1);
    expect(await screen.findByLabelText('DNS check: Checking DNS…')).toBeInTheDocument();
    expect(screen.getByText('Checking for updates every few seconds…')).toBeInTheDocument();

    // Still running at the first poll; the worker's answer at the next one.
    server.on('GET /admin/deliverability', running());
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_POLL_MS));
    expect(screen.getByLabelText('DNS check: Checking DNS…')).toBeInTheDocument();
    server.on('GET /admin/deliverability', published());
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_POLL_MS));
    expect(await screen.findByLabelText('DMARC policy: Published')).toBeInTheDocument();
    expect(table().getByLabelText('SPF: who may send: Published')).toBeInTheDocument();
    expect(screen.getByLabelText('DNS check: Checked')).toBeInTheDocument();
    const reads = server.sent('GET /admin/deliverability').length;
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_POLL_MS * 3));
    expect(server.sent('GET /admin/deliverability')).toHaveLength(reads);
  });

  it("shows the server's message when Check again is refused", async () => {
    serve({
      'GET /admin/deliverability': answer(),
      'POST /admin/deliverability/check': reply(503, { message: 'Service unavailable' }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText('DNS check: Checked')).toBeInTheDocument();
  });

  it("shows the server's message when the check cannot be loaded", async () => {
    serve({ 'GET /admin/deliverability': reply(500, { message: 'Internal server error' }) });
    open();
    expect(await screen.findByText("Could not check the sending domain's records")).toBeInTheDocument();
  });
});
