import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SendingDomain } from '@/features/backoffice/campaigns/api/sending-domain';
import { CampaignsRoute } from '@/features/backoffice/campaigns/routes/campaigns';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { DOMAIN_POLL_MS } from '@/lib/domain-health';
import { fakeServer, reply, type SentRequest } from '@/test/fake-server';

const SENDING = '/tenants/t-1/sending-domain';
const DKIM_VALUE = `v=DKIM1; k=rsa; p=${'A'.repeat(40)}`;
const DKIM_NAME = 'ds202611-ab12._domainkey.jane-greens.com';
const DKIM_MISSING = `DKIM record ${DKIM_NAME} not found yet — DNS changes can take up to an hour`;
const UNCHECKED = { found: null, ok: null, problem: null };
const INVALID_LOCAL_PART = 'Use only letters, digits, dots, hyphens, underscores and +';

function answer(fields: Partial<SendingDomain> = {}): SendingDomain {
  return {
    status: 'none',
    available: true,
    domain: 'jane-greens.com',
    local_part: null,
    from_address: null,
    sending_from: 'no-reply@platform.example',
    records: [],
    message: null,
    checked_at: null,
    next_check_at: null,
    verified_at: null,
    ...fields,
  };
}

const pending = (localPart = 'news'): SendingDomain =>
  answer({
    status: 'pending',
    local_part: localPart,
    from_address: `${localPart}@jane-greens.com`,
    records: [
      { kind: 'dkim', type: 'TXT', name: DKIM_NAME, value: DKIM_VALUE, required: true, found: [], ok: false, problem: DKIM_MISSING },
      { kind: 'spf', type: 'TXT', name: 'jane-greens.com', value: 'v=spf1 include:_spf.relay.example -all', required: true, ...UNCHECKED },
      {
        kind: 'dmarc',
        type: 'TXT',
        name: '_dmarc.jane-greens.com',
        value: 'v=DMARC1; p=none; adkim=r; aspf=r',
        required: false,
        ...UNCHECKED,
      },
    ],
    message: DKIM_MISSING,
    checked_at: '2026-11-27T02:00:00.000Z',
    next_check_at: '2026-11-27T02:01:00.000Z',
  });

const verified = (): SendingDomain => {
  const p = pending();
  return {
    ...p,
    status: 'verified',
    sending_from: 'news@jane-greens.com',
    records: p.records.map((r) => ({ ...r, found: r.required ? [r.value] : [], ok: r.required, problem: null })),
    message: 'DNS records verified: campaigns are sent from your domain',
    verified_at: '2026-11-27T02:01:00.000Z',
  };
};

const open = (sending: SendingDomain, options?: Parameters<typeof renderBackofficeScreen>[1]) => {
  const server = fakeServer({ 'GET /tenants/t-1/campaigns': [], [`GET ${SENDING}`]: sending });
  return { server, ...renderBackofficeScreen(<CampaignsRoute />, { url: '/backoffice/campaigns', ...options }) };
};

const section = async () => within(await screen.findByRole('region', { name: 'Sending domain' }));

describe('Campaigns → Sending domain', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without a verified custom domain: says where mail comes from and links to Settings', async () => {
    open(answer({ available: false, domain: null }));
    const panel = await section();
    expect(panel.getByLabelText('Sending domain status: Not set')).toBeInTheDocument();
    expect(panel.getByText('no-reply@platform.example')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/backoffice/settings');
    expect(panel.queryByLabelText('From address')).not.toBeInTheDocument();
  });

  it('opts in with an address; a refused address shows the server’s reason at the field', async () => {
    const { server, user } = open(answer());
    const panel = await section();
    server.on(`PUT ${SENDING}`, (request: SentRequest) => {
      const { local_part } = request.body as { local_part: string };
      if (local_part.includes(' '))
        return reply(400, { message: 'Invalid', code: 'VALIDATION_FAILED', details: { local_part: INVALID_LOCAL_PART } });
      return pending(local_part);
    });
    const input = panel.getByLabelText('From address');
    expect(input).toHaveValue('news');
    await user.clear(input);
    await user.type(input, 'my news');
    await user.click(panel.getByRole('button', { name: 'Use my domain' }));
    expect(await panel.findByText(INVALID_LOCAL_PART)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'hello');
    await user.click(panel.getByRole('button', { name: 'Use my domain' }));
    expect(server.last(`PUT ${SENDING}`).body).toEqual({ local_part: 'hello' });
    expect(await panel.findByLabelText('Sending domain status: Pending')).toBeInTheDocument();
    const records = within(panel.getByRole('table', { name: 'DNS records for your sending domain' }));
    expect(records.getByText(DKIM_NAME)).toBeInTheDocument();
    expect(records.getByText('v=spf1 include:_spf.relay.example -all')).toBeInTheDocument();
    expect(panel.getByLabelText('DKIM record check: Not found')).toBeInTheDocument();
    expect(panel.getByLabelText('SPF record check: Not checked yet')).toBeInTheDocument();
    // Until verified, campaigns still go out from the platform's address.
    expect(panel.getByText(/^Campaigns are sent from/)).toHaveTextContent(
      'Campaigns are sent from no-reply@platform.example with your site’s name, and replies go to you.',
    );
  });

  it('copies a record to the clipboard', async () => {
    const { user } = open(pending());
    const panel = await section();
    await user.click(panel.getByRole('button', { name: 'Copy DKIM record value' }));
    expect(await navigator.clipboard.readText()).toBe(DKIM_VALUE);
    await user.click(panel.getByRole('button', { name: 'Copy DKIM record name' }));
    expect(await navigator.clipboard.readText()).toBe(DKIM_NAME);
  });

  it('polls while pending: the chip turns Verified when the worker found the records, then polling stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = open(pending(), { userEvent: { advanceTimers: vi.advanceTimersByTime } });
    const panel = await section();
    expect(panel.getByLabelText('Sending domain status: Pending')).toBeInTheDocument();
    expect(panel.getByText('Checking for updates every few seconds…')).toBeInTheDocument();

    server.on(`GET ${SENDING}`, verified());
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_POLL_MS));
    expect(await panel.findByLabelText('Sending domain status: Verified')).toBeInTheDocument();
    expect(panel.getByText(/^Campaigns are sent from/)).toHaveTextContent('Campaigns are sent from news@jane-greens.com.');
    expect(panel.getByLabelText('DKIM record check: OK')).toBeInTheDocument();
    const reads = server.sent(`GET ${SENDING}`).length;
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_POLL_MS * 3));
    expect(server.sent(`GET ${SENDING}`)).toHaveLength(reads);
  });

  it('Refresh DNS asks for a check now; stopping goes back to the platform’s address', async () => {
    const { server, user } = open(pending());
    server.on(`POST ${SENDING}/verify`, pending());
    server.on(`DELETE ${SENDING}`, answer());
    const panel = await section();
    await user.click(panel.getByRole('button', { name: 'Refresh DNS' }));
    expect(server.sent(`POST ${SENDING}/verify`)).toHaveLength(1);

    await user.click(panel.getByRole('button', { name: 'Stop sending from my domain' }));
    expect(server.sent(`DELETE ${SENDING}`)).toHaveLength(1);
    expect(await panel.findByLabelText('Sending domain status: Not set')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Use my domain' })).toBeInTheDocument();
  });
});
