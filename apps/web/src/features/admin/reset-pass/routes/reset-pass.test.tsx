import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { listQuery } from '@/features/admin/lib/paging';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { ResetPassRoute } from '@/features/admin/reset-pass/routes/reset-pass';
import { fakeBrowser } from '@/features/admin/test/fake-browser';
import { agent, tenantUsersPage } from '@/test/fixtures';
import { renderHtml, textOf } from '@/test/render';

describe('reset password screen', () => {
  beforeEach(() => {
    fakeBrowser({ pathname: '/admin/reset-pass' });
  });

  it("shows the fleet counts, the server's page of users with a reset button each, and the pages from its total", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      adminKeys.tenantUsersPage(listQuery()),
      tenantUsersPage(
        Array.from({ length: 10 }, (_, index) =>
          agent({
            id: `u-${index + 1}`,
            name: `Agent ${index + 1}`,
            email: `agent${index + 1}@example.com`,
            tenant_id: `t-${index + 1}`,
            status: index === 0 ? 'inactive' : 'active',
          }),
        ),
        { userStats: { total: 10_500, active: 10_000, inactive: 500 }, total: 10_500 },
      ),
    );
    const html = renderHtml(<ResetPassRoute />, { queryClient });
    const text = textOf(html);
    expect(text).toMatch(/Total distributors\s*10500/);
    expect(text).toMatch(/Active distributors\s*10000/);
    expect(text).toMatch(/Inactive distributors\s*500/);
    expect(text).toContain('Search distributors');
    expect(html).toContain('aria-label="Send reset link to agent1@example.com"');
    expect(html).toContain('aria-label="Send reset link to agent10@example.com"');
    expect(text).toMatch(/Showing 1\s*–\s*10 of 10500/);
    expect(html).toContain('aria-label="Page 1050"');
  });

  it('shows a loading placeholder before the list arrives', () => {
    expect(renderHtml(<ResetPassRoute />)).toContain('aria-busy="true"');
  });
});
