import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_NAME, NOT_SET, orNotSet, siteNameOf } from '@/features/admin/agents/lib/agent';
import { agent } from '@/test/fixtures';
import { listQuery, paginate, PAGE_SIZE, serverPage, toPagination } from '@/features/admin/lib/paging';

const agents = Array.from({ length: 23 }, (_, index) =>
  agent({ id: `u-${index + 1}`, name: `Agent ${index + 1}`, email: `agent${index + 1}@example.com`, tenant_id: `t-${index + 1}` }),
);

describe('agents paging (docs/product.md#defaults: 10 per page)', () => {
  it('asks the server for 10 per page by default', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(listQuery()).toEqual({ search: '', page: 1, limit: 10 });
  });

  it("counts the pages from the server's total, not from the rows it sent", () => {
    const page = serverPage(agents.slice(10, 20), toPagination({ page: 2, limit: 10, total: 10_023 }, listQuery({ page: 2 })));
    expect(page).toMatchObject({ page: 2, totalPages: 1003, total: 10_023 });
    expect(page.items[0]?.id).toBe('u-11');
    expect(serverPage([], toPagination({ page: 1, limit: 10, total: 0 }, listQuery()))).toEqual({
      items: [],
      page: 1,
      totalPages: 1,
      total: 0,
    });
  });

  it('client-side lists clamp a page out of range and keep one empty page for an empty list', () => {
    expect(paginate(agents, 1).items).toHaveLength(10);
    expect(paginate(agents, 3).items.map((a) => a.id)).toEqual(['u-21', 'u-22', 'u-23']);
    expect(paginate(agents, 9).page).toBe(3);
    expect(paginate(agents, 0).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });
});

describe('missing values (docs/product.md#defaults)', () => {
  it('shows Not set for a missing address and Default Site for a missing site name', () => {
    expect(orNotSet(null)).toBe(NOT_SET);
    expect(orNotSet('  ')).toBe('Not set');
    expect(orNotSet('1 Main St')).toBe('1 Main St');
    expect(siteNameOf(undefined)).toBe(DEFAULT_SITE_NAME);
    expect(siteNameOf('')).toBe('Default Site');
    expect(siteNameOf('Jane Wellness')).toBe('Jane Wellness');
  });
});
