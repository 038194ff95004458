import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Agent } from '@/features/admin/agents/lib/agent';
import { AgentsRoute } from '@/features/admin/agents/routes/agents';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer, type SentRequest } from '@/test/fake-server';
import { agent } from '@/test/fixtures';

// The website setup wizard opened from this list has its own file (components/setup-wizard.dom.test.tsx).

const LIST = 'GET /admin/tenant-users';

/** Twelve distributors, newest first; Agent 02 is inactive, Agent 01 has a website link. */
const twelveAgents = (): Agent[] =>
  Array.from({ length: 12 }, (_, index) =>
    agent({
      id: `u-${index + 1}`,
      name: `Agent ${String(index + 1).padStart(2, '0')}`,
      email: `agent${index + 1}@example.com`,
      tenant_id: `t-${index + 1}`,
      subdomain: `agent${index + 1}`,
      website_link: index === 0 ? 'https://agent1.example.com' : null,
      status: index === 1 ? 'inactive' : 'active',
    }),
  );

/**
 * The agents endpoints over one fleet: GET /admin/tenant-users searched (name or email, any case) and paged
 * as the query asks, PUT /admin/user-status changing an agent for later reads too.
 */
function agentsServer() {
  const fleet = twelveAgents();
  const tenantUsers = (request: SentRequest) => {
    const search = (request.query.get('search') ?? '').toLowerCase();
    const page = Number(request.query.get('page'));
    const limit = Number(request.query.get('limit'));
    const matching = fleet.filter((a) => `${a.name} ${a.email}`.toLowerCase().includes(search));
    const active = fleet.filter((a) => a.status === 'active').length;
    return {
      users: matching.slice((page - 1) * limit, page * limit),
      userStats: { total: fleet.length, active, inactive: fleet.length - active },
      pagination: { page, limit, total: matching.length },
    };
  };
  const setStatus = (request: SentRequest) => {
    const { user_id, subscription_status } = request.body as { user_id: string; subscription_status: Agent['status'] };
    const index = fleet.findIndex((a) => a.id === user_id);
    fleet[index] = { ...fleet[index]!, status: subscription_status };
    return { message: 'Subscription status updated', user: fleet[index] };
  };
  return fakeServer({ [LIST]: tenantUsers, 'PUT /admin/user-status': setStatus });
}

function openAgents() {
  const server = agentsServer();
  return { server, ...renderAdminScreen(<AgentsRoute />, { url: '/admin/agents' }) };
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Distributors' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** A stat card's figure, e.g. "Inactive" → "1". */
const stat = (label: string) => screen.getByRole('group', { name: label }).lastElementChild?.textContent;

describe('agents list', () => {
  it('shows the first page of 10 with the fleet counts, and pages from the total', async () => {
    const { server } = openAgents();

    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(Object.fromEntries(server.last(LIST).query)).toEqual({ page: '1', limit: '10' });
    expect(rowNames()).toEqual(
      twelveAgents()
        .slice(0, 10)
        .map((a) => a.name),
    );
    expect(stat('Total distributors')).toBe('12');
    expect(stat('Inactive')).toBe('1');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });

  it('the next page is asked of the server and replaces the rows', async () => {
    const { server, user } = openAgents();
    await screen.findByText('Showing 1–10 of 12');

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(Object.fromEntries(server.last(LIST).query)).toEqual({ page: '2', limit: '10' });
    expect(rowNames()).toEqual(['Agent 11', 'Agent 12']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');
  });

  it('searching asks the server from page 1 once typing pauses, and says when nobody matches', async () => {
    const { server, user } = openAgents();
    await screen.findByText('Showing 1–10 of 12');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11–12 of 12');

    await user.type(screen.getByLabelText('Search distributors'), 'AGENT1');

    expect(await screen.findByText('Showing 1–4 of 4')).toBeInTheDocument();
    expect(Object.fromEntries(server.last(LIST).query)).toEqual({ search: 'AGENT1', page: '1', limit: '10' });
    expect(rowNames()).toEqual(['Agent 01', 'Agent 10', 'Agent 11', 'Agent 12']);
    // Typing pauses once: one request for the whole word, not one per letter.
    expect(server.sent(LIST).filter((request) => request.query.has('search'))).toHaveLength(1);

    await user.clear(screen.getByLabelText('Search distributors'));
    await user.type(screen.getByLabelText('Search distributors'), 'nobody');
    expect(await screen.findByText('No results for "nobody".')).toBeInTheDocument();
    expect(stat('Total distributors')).toBe('12');
  });

  it("links each site at its own address, with the distributor's website link under it", async () => {
    openAgents();
    await screen.findByText('Showing 1–10 of 12');
    expect(screen.getByRole('link', { name: 'agent2.localhost:3000' })).toHaveAttribute('href', 'http://agent2.localhost:3000/');
    expect(screen.getByRole('link', { name: 'https://agent1.example.com' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Site status: Active')).toHaveLength(10);
  });

  it('deactivating asks first, then updates the switch and the counts', async () => {
    const { server, user } = openAgents();
    const agent03 = await screen.findByRole('switch', { name: 'Subscription status of Agent 03' });
    expect(agent03).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Subscription status of Agent 02' })).not.toBeChecked();

    await user.click(agent03);
    const confirm = within(await screen.findByRole('dialog', { name: 'Deactivate distributor' }));
    expect(confirm.getByText(/Deactivate Agent 03\? Their storefront stops being served at once/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Subscription status updated')).toBeInTheDocument();
    expect(server.last('PUT /admin/user-status').body).toEqual({ user_id: 'u-3', subscription_status: 'inactive' });
    expect(screen.getByRole('switch', { name: 'Subscription status of Agent 03' })).not.toBeChecked();
    expect(stat('Inactive')).toBe('2');
  });

  it('the "sales not credited" switch asks the server for those distributors only, from page 1, and back', async () => {
    const { server, user } = openAgents();
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(server.last(LIST).query.has('sales_credited')).toBe(false);

    const notCredited = screen.getByRole('switch', {
      name: 'Only distributors whose sales are not credited to them (no member ID or shop link)',
    });
    server.on(LIST, () => ({
      users: [twelveAgents()[4]],
      userStats: { total: 12, active: 11, inactive: 1 },
      pagination: { page: 1, limit: 10, total: 1 },
    }));
    await user.click(notCredited);

    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(Object.fromEntries(server.last(LIST).query)).toEqual({ page: '1', limit: '10', sales_credited: 'false' });
    expect(rowNames()).toEqual(['Agent 05']);

    // Off again: the whole fleet (its first answer, kept by the query cache).
    await user.click(notCredited);
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
  });

  it('shows a loading placeholder, and the search box, until the list arrives', () => {
    fakeServer({ [LIST]: () => new Promise(() => undefined) });
    renderAdminScreen(<AgentsRoute />);
    expect(screen.getByLabelText('Search distributors')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('table', { name: 'Distributors' })).not.toBeInTheDocument();
  });
});
