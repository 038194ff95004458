import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TenantUsers } from '@/features/admin/agents/api/tenant-users';
import { AgentsRoute } from '@/features/admin/agents/routes/agents';
import { AdminDashboardRoute } from '@/features/admin/dashboard/routes/dashboard';
import { listQuery } from '@/features/admin/lib/paging';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { fakeBrowser } from '@/features/admin/test/fake-browser';
import { agent, tenantUsersPage } from '@/test/fixtures';
import { renderHtml, textOf } from '@/test/render';

/** The screen opens on the first page of an unsearched list: that is the page the server answered. */
function seeded(users: TenantUsers) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(adminKeys.tenantUsersPage(listQuery()), users);
  return queryClient;
}

/** The first page of twelve agents, as the server sends it: ten rows, the total and the fleet counts. */
const twelve: TenantUsers = tenantUsersPage(
  Array.from({ length: 10 }, (_, index) =>
    agent({
      id: `u-${index + 1}`,
      name: `Agent ${String(index + 1).padStart(2, '0')}`,
      email: `agent${index + 1}@example.com`,
      tenant_id: `t-${index + 1}`,
      subdomain: `agent${index + 1}`,
      website_link: index === 0 ? 'https://agent1.example.com' : null,
      status: index === 1 ? 'inactive' : 'active',
    }),
  ),
  { userStats: { total: 12, active: 11, inactive: 1 }, total: 12 },
);

describe('agents screen', () => {
  beforeEach(() => {
    fakeBrowser();
  });

  it("shows the server's first page of 10, the stats and the pages from its total", () => {
    const html = renderHtml(<AgentsRoute />, { queryClient: seeded(twelve) });
    const text = textOf(html);
    expect(text).toContain('Agent 01');
    expect(text).toContain('Agent 10');
    expect(text).toMatch(/Showing 1\s*–\s*10 of 12/);
    expect(html).toContain('aria-label="Page 2"');
    expect(html).not.toContain('aria-label="Page 3"');
    expect(text).toMatch(/Total distributors\s*12/);
    expect(text).toMatch(/Inactive\s*1/);
    expect(text).toContain('Search distributors');
  });

  it('shows each site live at its address (a subdomain site is Active at once) and a status switch per agent', () => {
    const html = renderHtml(<AgentsRoute />, { queryClient: seeded(twelve) });
    const text = textOf(html);
    expect(text).toContain('https://agent1.example.com');
    expect(text).not.toContain('Not set');
    expect(html).toContain('href="http://agent2.localhost:3000/"');
    expect(html).toContain('aria-label="Site status: Active"');
    expect(text).toContain('none');
    expect(html).toContain('aria-label="Subscription status of Agent 02"');
    expect(html).toMatch(/<input[^>]*aria-label="Subscription status of Agent 01"[^>]* checked=""/);
    expect(html).not.toMatch(/<input[^>]*aria-label="Subscription status of Agent 02"[^>]* checked=""/);
    expect(html).toContain('aria-label="Website setup for Agent 03"');
  });

  it('shows an empty state when there are no agents', () => {
    const text = textOf(
      renderHtml(<AgentsRoute />, { queryClient: seeded(tenantUsersPage([])) }),
    );
    expect(text).toContain('No distributors yet.');
  });

  it('shows "No results for" a search that matches nobody', () => {
    // The message names the search the answer belongs to.
    const none = tenantUsersPage([], { userStats: { total: 12, active: 11, inactive: 1 }, query: listQuery({ search: 'nobody-like-this' }) });
    const text = textOf(renderHtml(<AgentsRoute />, { queryClient: seeded(none) }));
    expect(text).toMatch(/No results for (&quot;|")nobody-like-this(&quot;|")\./);
    expect(text).toMatch(/Total distributors\s*12/);
  });

  it('shows a loading placeholder (and the search box) before the list arrives', () => {
    const html = renderHtml(<AgentsRoute />);
    expect(html).toContain('aria-busy="true"');
    expect(textOf(html)).toContain('Search distributors');
  });
});

describe('admin dashboard', () => {
  beforeEach(() => {
    fakeBrowser();
  });

  it('shows tenant totals, pending domains, recent signups and recent messages', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      adminKeys.dashboard,
      {
        totals: { total: 120, active: 115, inactive: 5 },
        pending_domains: 3,
        open_messages: 2,
        recent_signups: [agent({ id: 'u-1', name: 'Jane Doe', email: 'jane@example.com', tenant_id: 't-1', created_at: '2026-05-01T00:00:00Z' })],
        recent_messages: [
          { id: 'm-1', name: 'Visitor', email: 'v@example.com', subject: 'Pricing question', message: 'Hi', status: 'open', created_at: '2026-05-01T00:00:00Z', handled_at: null },
        ],
      },
    );
    const text = textOf(renderHtml(<AdminDashboardRoute />, { queryClient }));
    expect(text).toMatch(/Total distributors\s*120/);
    expect(text).toMatch(/Active distributors\s*115/);
    expect(text).toMatch(/Inactive distributors\s*5/);
    expect(text).toMatch(/Pending domains\s*3/);
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Pricing question');
  });
});
