import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { domainsQuery, fleetQuery, getDomains, replaceFleetDomain, retryDomain, type Fleet } from '@/features/admin/domains/api/domains';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';
import { failureMessage } from '@/lib/form-errors';
import { apiFailure } from '@/test/api-failure';
import { fleetDomain, fleetPage } from '@/test/fixtures';

/** The documented fleet entry (docs/domains.md §6). */
const janeEntry = fleetDomain({
  tenant_id: '6f1c2d9e-1111-4c1e-9a55-000000000001',
  checked_at: '2026-11-20T10:00:00.000Z',
  records: [
    {
      type: 'TXT',
      name: '_ds-verify.www.jane-wellness.com',
      value: 'ds-verify-abc',
      found: ['ds-verify-abc'],
      ok: true,
      problem: null,
    },
  ],
});

describe('admin domains API', () => {
  it('asks for a page with the admin token, and keeps the query that page answers', async () => {
    const { fetch, sent } = fakeBrowser({ pathname: '/admin/domains' });
    fetch.mockResolvedValue(json(200, fleetPage([janeEntry])));
    const fleet = await getDomains(fleetQuery({ search: 'jane' }));
    expect(sent().url).toBe('/api/admin/domains?search=jane&page=1&limit=10');
    expect(sent().headers.get('Authorization')).toBe('Bearer admin-token');
    // The screen names the search an answer belongs to (not the one typed since): the page carries the
    // query it was asked with, which the server's answer does not repeat.
    expect(fleet.query).toEqual({ search: 'jane', status: 'all', page: 1, limit: 10 });
  });

  it('asks the server to search, filter by DNS status and page (All sends no status)', async () => {
    const { fetch, sent } = fakeBrowser({ pathname: '/admin/domains' });
    fetch.mockImplementation(async () => json(200, fleetPage([])));
    await getDomains(fleetQuery({ search: ' Jane-Wellness ', status: 'pending', page: 3 }));
    expect(sent().url).toBe('/api/admin/domains?search=Jane-Wellness&page=3&limit=10&status=pending');
    await getDomains(fleetQuery({ search: '  ', status: 'all' }));
    expect(sent(1).url).toBe('/api/admin/domains?page=1&limit=10');
  });

  it('keys each search, filter and page apart under the prefix writes invalidate, and keeps the last page on screen', () => {
    const key = domainsQuery(fleetQuery({ search: ' jane ', status: 'verified' })).queryKey;
    expect(key).toEqual(['admin', 'domains', { search: 'jane', status: 'verified', page: 1, limit: 10 }]);
    expect(key.slice(0, 2)).toEqual([...adminKeys.domains]);
    expect(domainsQuery(fleetQuery({ search: 'jane', status: 'pending' })).queryKey).not.toEqual(key);
    expect(domainsQuery().placeholderData).toBe(keepPreviousData);
  });

  it('pages a whole-list answer (`limit: null`) by the size asked for', async () => {
    const { fetch } = fakeBrowser({ pathname: '/admin/domains' });
    fetch.mockResolvedValue(json(200, { ...fleetPage([janeEntry]), pagination: { page: 1, limit: null, total: 12 } }));
    expect((await getDomains()).pagination).toEqual({ page: 1, limit: 10, total: 12 });
  });

  it('retry posts to /admin/domains/:tenantId/retry', async () => {
    const { fetch, sent } = fakeBrowser({ pathname: '/admin/domains' });
    fetch.mockResolvedValue(json(200, { message: 'Domain check queued', domain: janeEntry }));
    await retryDomain(janeEntry.tenant_id);
    expect(sent().method).toBe('POST');
    expect(sent().url).toBe(`/api/admin/domains/${janeEntry.tenant_id}/retry`);
  });

  it('a retry refused by the server gives its message (no custom domain)', async () => {
    const { fetch } = fakeBrowser({ pathname: '/admin/domains' });
    fetch.mockResolvedValue(json(400, { message: 'This site has no custom domain', code: 'NO_CUSTOM_DOMAIN' }));
    const error = await apiFailure(retryDomain(janeEntry.tenant_id));
    expect(failureMessage(error, 'Could not retry')).toBe('This site has no custom domain');
  });

  it("the retry's answer replaces that row on every cached page that shows it", () => {
    const client = new QueryClient();
    const all = fleetQuery();
    const verified = fleetQuery({ status: 'verified', search: 'jane' });
    const fleet = fleetPage([janeEntry, { ...janeEntry, tenant_id: 't-2', domain: 'b.example.org' }], all);
    client.setQueryData<Fleet>(adminKeys.domainsPage(all), fleet);
    client.setQueryData<Fleet>(adminKeys.domainsPage(verified), fleetPage([janeEntry], verified));
    const fresh = { ...fleet.domains[0]!, message: 'Checking again' };
    replaceFleetDomain(client, fresh);
    const messages = (query: typeof all) =>
      client.getQueryData<Fleet>(adminKeys.domainsPage(query))?.domains.map((domain) => domain.message);
    expect(messages(all)).toEqual(['Checking again', 'DNS records verified']);
    expect(messages(verified)).toEqual(['Checking again']);
  });
});
