import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_NAME,
  NOT_SET,
  orNotSet,
  planOf,
  siteNameOf,
  splitName,
  statusOf,
  toAgent,
  toUserStats,
} from '@/features/admin/agents/lib/agent';
import { listQuery, paginate, PAGE_SIZE, serverPage, toPagination } from '@/features/admin/lib/paging';

const agents = Array.from({ length: 23 }, (_, index) =>
  toAgent({ id: `u-${index + 1}`, name: `Agent ${index + 1}`, email: `agent${index + 1}@example.com`, tenant_id: `t-${index + 1}` }),
);

describe('agents paging (spec §9: 10 per page)', () => {
  it('asks the server for 10 per page by default', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(listQuery()).toEqual({ search: '', page: 1, limit: 10 });
  });

  it("counts the pages from the server's total, not from the rows it sent", () => {
    const page = serverPage(agents.slice(10, 20), toPagination({ page: 2, limit: 10, total: 10_023 }, listQuery({ page: 2 }), 10));
    expect(page).toMatchObject({ page: 2, totalPages: 1003, total: 10_023 });
    expect(page.items[0]?.id).toBe('u-11');
    expect(serverPage([], toPagination({ page: 1, limit: 10, total: 0 }, listQuery(), 0))).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });

  it('client-side lists clamp a page out of range and keep one empty page for an empty list', () => {
    expect(paginate(agents, 1).items).toHaveLength(10);
    expect(paginate(agents, 3).items.map((a) => a.id)).toEqual(['u-21', 'u-22', 'u-23']);
    expect(paginate(agents, 9).page).toBe(3);
    expect(paginate(agents, 0).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });
});

describe('missing values (spec §9)', () => {
  it('shows Not set for a missing address and Default Site for a missing site name', () => {
    expect(orNotSet(null)).toBe(NOT_SET);
    expect(orNotSet('  ')).toBe('Not set');
    expect(orNotSet('1 Main St')).toBe('1 Main St');
    expect(siteNameOf(undefined)).toBe(DEFAULT_SITE_NAME);
    expect(siteNameOf('')).toBe('Default Site');
    expect(siteNameOf('Jane Wellness')).toBe('Jane Wellness');
  });

  it('treats a missing status as active and a missing plan as none', () => {
    expect(statusOf(undefined)).toBe('active');
    expect(statusOf('inactive')).toBe('inactive');
    expect(planOf(null)).toBe('none');
    expect(planOf('annual')).toBe('annual');
    const bare = toAgent({ id: 1, name: 'Solo', email: 's@example.com', tenant_id: 7 });
    expect(bare).toMatchObject({ id: '1', tenant_id: '7', status: 'active', plan: 'none', dns_status: 'pending', website_link: null });
  });

  it('splits the name into first and last name', () => {
    expect(splitName('Jane Mary Doe')).toEqual({ first_name: 'Jane', last_name: 'Mary Doe' });
    expect(splitName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
    expect(toAgent({ id: 'u', name: 'Jane Doe', email: 'j@example.com' })).toMatchObject({ first_name: 'Jane', last_name: 'Doe' });
  });

  it('uses the server user stats, else counts the list', () => {
    expect(toUserStats({ total: 5, active: 4, inactive: 1 }, [])).toEqual({ total: 5, active: 4, inactive: 1 });
    const two = [toAgent({ id: 'a', status: 'inactive' }), toAgent({ id: 'b' })];
    expect(toUserStats(undefined, two)).toEqual({ total: 2, active: 1, inactive: 1 });
  });
});
