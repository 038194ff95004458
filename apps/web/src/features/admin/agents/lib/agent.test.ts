import { describe, expect, it } from 'vitest';
import {
  agentMatches,
  DEFAULT_SITE_NAME,
  filterAgents,
  NOT_SET,
  orNotSet,
  planOf,
  siteNameOf,
  splitName,
  statusOf,
  toAgent,
  toUserStats,
} from '@/features/admin/agents/lib/agent';
import { paginate, PAGE_SIZE } from '@/features/admin/lib/paging';
import { matchesTerm } from '@/lib/search';

const agents = Array.from({ length: 23 }, (_, index) =>
  toAgent({
    id: `u-${index + 1}`,
    name: index === 0 ? 'Jane Cooper' : `Agent ${index + 1}`,
    email: index === 0 ? 'JANE.C@Example.com' : `agent${index + 1}@example.com`,
    tenant_id: `t-${index + 1}`,
  }),
);

describe('agents search (spec §2)', () => {
  it('is case-insensitive over the full name', () => {
    expect(filterAgents(agents, 'jane cooper').map((a) => a.id)).toEqual(['u-1']);
    expect(filterAgents(agents, 'COOPER').map((a) => a.id)).toEqual(['u-1']);
  });

  it('is case-insensitive over the email', () => {
    expect(filterAgents(agents, 'jane.c@example').map((a) => a.id)).toEqual(['u-1']);
    expect(filterAgents(agents, 'AGENT12@').map((a) => a.id)).toEqual(['u-12']);
  });

  it('matches first and last name together when only those are given', () => {
    const split = toAgent({ id: 'x', first_name: 'Mary', last_name: 'Ann Lee', email: 'm@example.com', tenant_id: 't' });
    expect(split.name).toBe('Mary Ann Lee');
    expect(agentMatches(split, 'mary ann')).toBe(true);
  });

  it('a blank term matches everyone; an unknown one no one', () => {
    expect(filterAgents(agents, '   ')).toHaveLength(23);
    expect(filterAgents(agents, 'nobody-here')).toEqual([]);
    expect(matchesTerm('x', null, undefined)).toBe(false);
  });
});

describe('agents paging (spec §9: 10 per page)', () => {
  it('shows 10 per page by default', () => {
    expect(PAGE_SIZE).toBe(10);
    const first = paginate(agents, 1);
    expect(first.items).toHaveLength(10);
    expect(first.totalPages).toBe(3);
    expect(first.items[0]?.id).toBe('u-1');
    expect(paginate(agents, 2).items[0]?.id).toBe('u-11');
    expect(paginate(agents, 3).items.map((a) => a.id)).toEqual(['u-21', 'u-22', 'u-23']);
  });

  it('clamps a page out of range and keeps one empty page for an empty list', () => {
    expect(paginate(agents, 9).page).toBe(3);
    expect(paginate(agents, 0).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });

  it('pages the filtered list', () => {
    const page = paginate(filterAgents(agents, 'agent'), 3);
    expect(page.total).toBe(22);
    expect(page.items).toHaveLength(2);
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
