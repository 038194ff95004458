import { keepPreviousData, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { updateAgentSettings } from '@/features/admin/agents/api/agent-settings';
import {
  afterStatusChange,
  getTenantUsers,
  replaceAgent,
  setUserStatus,
  tenantUsersQuery,
  type TenantUsers,
} from '@/features/admin/agents/api/tenant-users';
import { SETTINGS_FAILED_MESSAGE } from '@/features/admin/agents/components/setup-wizard';
import type { Agent } from '@/features/admin/agents/lib/agent';
import { listQuery } from '@/features/admin/lib/paging';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { failureMessage, serverFieldErrors } from '@/lib/form-errors';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';
import { ApiError } from '@/lib/api-client';
import { apiFailure } from '@/test/api-failure';
import { agent, agentSettingsAnswer } from '@/test/fixtures';

describe('tenant users', () => {
  const jane = agent({ id: 'u-1', name: 'Jane Doe', email: 'jane@example.com', tenant_id: 't-1' });
  const john = agent({ id: 'u-2', name: 'John Roe', email: 'john@example.com', tenant_id: 't-2' });
  const first = listQuery();
  const page = (users: Agent[], query = first, stats = { total: 2, active: 2, inactive: 0 }): TenantUsers => ({
    users,
    userStats: stats,
    pagination: { page: query.page, limit: query.limit, total: users.length },
    query,
  });
  const answer = (users: Agent[], stats = { total: 2, active: 2, inactive: 0 }) =>
    json(200, { users, userStats: stats, pagination: { page: 1, limit: 10, total: users.length } });

  it('asks the server for one page of matching agents, and keeps the query that page answers', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(
      json(200, {
        users: [jane],
        userStats: { total: 10_500, active: 10_000, inactive: 500 },
        pagination: { page: 2, limit: 10, total: 11 },
      }),
    );
    const data = await getTenantUsers(listQuery({ search: '  Jane DOE ', page: 2 }));
    expect(sent().url).toBe('/api/admin/tenant-users?search=Jane+DOE&page=2&limit=10');
    expect(sent().headers.get('Authorization')).toBe('Bearer admin-token');
    // The answer does not repeat the search: "No results for …" names the one this page answers.
    expect(data.query).toEqual({ search: 'Jane DOE', page: 2, limit: 10 });
  });

  it('asks for the first 10 without a search by default (a blank search is no search)', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockImplementation(async () => answer([jane, john]));
    const data = await getTenantUsers();
    expect(sent().url).toBe('/api/admin/tenant-users?page=1&limit=10');
    expect(data.query).toEqual({ search: '', page: 1, limit: 10 });
    await getTenantUsers(listQuery({ search: '   ', page: 0 }));
    expect(sent(1).url).toBe('/api/admin/tenant-users?page=1&limit=10');
  });

  it('keys each search and page apart, under one prefix that writes invalidate, and keeps the last page on screen', () => {
    expect(tenantUsersQuery(listQuery({ search: ' jane ' })).queryKey).toEqual([
      'admin',
      'tenant-users',
      { search: 'jane', page: 1, limit: 10 },
    ]);
    expect(tenantUsersQuery(listQuery({ search: 'jane' })).queryKey).toEqual(tenantUsersQuery(listQuery({ search: ' jane ' })).queryKey);
    expect(tenantUsersQuery(listQuery({ page: 2 })).queryKey).not.toEqual(tenantUsersQuery(first).queryKey);
    expect(tenantUsersQuery(first).placeholderData).toBe(keepPreviousData);

    const client = new QueryClient();
    client.setQueryData(adminKeys.tenantUsersPage(first), page([jane, john]));
    client.setQueryData(adminKeys.tenantUsersPage(listQuery({ search: 'john' })), page([john]));
    void client.invalidateQueries({ queryKey: adminKeys.tenantUsers });
    expect(
      client
        .getQueryCache()
        .findAll({ queryKey: adminKeys.tenantUsers })
        .map((query) => query.state.isInvalidated),
    ).toEqual([true, true]);
  });

  it('a status toggle sends {user_id, subscription_status} and returns the updated agent', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(json(200, { message: 'Status updated', user: { ...jane, status: 'inactive' } }));
    const result = await setUserStatus({ agent: jane, subscription_status: 'inactive' });
    expect(sent().method).toBe('PUT');
    expect(sent().url).toBe('/api/admin/user-status');
    expect(sent().json).toEqual({ user_id: 'u-1', subscription_status: 'inactive' });
    expect(result).toEqual({ agent: { ...jane, status: 'inactive' }, message: 'Status updated' });
  });

  it('on success the row updates on every cached page that shows it, and the fleet counts of every page follow', () => {
    const client = new QueryClient();
    const johnOnly = listQuery({ search: 'john' });
    client.setQueryData(adminKeys.tenantUsersPage(first), page([jane, john]));
    client.setQueryData(adminKeys.tenantUsersPage(johnOnly), page([john], johnOnly));
    replaceAgent(client, { ...jane, status: 'inactive' }, 'active');
    const all = client.getQueryData<TenantUsers>(adminKeys.tenantUsersPage(first));
    const other = client.getQueryData<TenantUsers>(adminKeys.tenantUsersPage(johnOnly));
    expect(all?.users.map((user) => user.status)).toEqual(['inactive', 'active']);
    expect(all?.userStats).toEqual({ total: 2, active: 1, inactive: 1 });
    expect(other?.users.map((user) => user.status)).toEqual(['active']);
    expect(other?.userStats).toEqual({ total: 2, active: 1, inactive: 1 });
    expect(all?.pagination).toEqual({ page: 1, limit: 10, total: 2 });

    // The same status again (a repeated answer) moves no count.
    replaceAgent(client, { ...jane, status: 'inactive' }, 'inactive');
    expect(client.getQueryData<TenantUsers>(adminKeys.tenantUsersPage(first))?.userStats).toEqual({ total: 2, active: 1, inactive: 1 });
  });

  it('after a toggle the page on screen shows it at once, then is read again from the server', async () => {
    const { fetch, sent } = fakeBrowser();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(adminKeys.tenantUsersPage(first), page([jane, john]));
    const observer = new QueryObserver(client, { ...tenantUsersQuery(first), staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    fetch.mockResolvedValue(answer([{ ...jane, status: 'inactive' }, john], { total: 2, active: 1, inactive: 1 }));

    await afterStatusChange(client, { ...jane, status: 'inactive' }, 'active');
    expect(client.getQueryData<TenantUsers>(adminKeys.tenantUsersPage(first))?.users[0]?.status).toBe('inactive');
    await vi.waitFor(() => {
      expect(client.getQueryState(adminKeys.tenantUsersPage(first))?.fetchStatus).toBe('idle');
      expect(fetch).toHaveBeenCalled();
    });
    expect(sent().url).toBe('/api/admin/tenant-users?page=1&limit=10');
    expect(client.getQueryData<TenantUsers>(adminKeys.tenantUsersPage(first))?.userStats).toEqual({ total: 2, active: 1, inactive: 1 });
    unsubscribe();
  });

  it('a page read that started before the toggle is dropped and read again, so the old status does not come back', async () => {
    const { fetch } = fakeBrowser();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const search = listQuery({ search: 'jane' });
    let answerStale: (response: Response) => void = () => {};
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerStale = resolve)));
    fetch.mockResolvedValue(answer([{ ...jane, status: 'inactive' }], { total: 2, active: 1, inactive: 1 }));
    const observer = new QueryObserver(client, tenantUsersQuery(search));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    await afterStatusChange(client, { ...jane, status: 'inactive' }, 'active');
    answerStale(answer([jane]));
    await vi.waitFor(() => expect(client.getQueryData<TenantUsers>(adminKeys.tenantUsersPage(search))?.users[0]?.status).toBe('inactive'));
    expect(fetch).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('"Admin privileges required" ends the session and goes to /superadmin-login (docs/product.md#sessions)', async () => {
    const { fetch, storage, assign } = fakeBrowser();
    fetch.mockResolvedValue(json(403, { message: 'Admin privileges required', code: 'ADMIN_REQUIRED' }));
    await apiFailure(getTenantUsers());
    expect(storage.clear).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/superadmin-login');
  });
});

describe('agent settings update (docs/product.md#validation)', () => {
  it('sends multipart to /admin/settings/:tenantId and reads {settings, verification}', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(json(200, agentSettingsAnswer({ settings: { site_name: 'New', dns_status: 'verified' } })));
    const body = new FormData();
    body.append('site_name', 'New');
    const saved = await updateAgentSettings({ tenantId: 't-1', body });
    expect(sent().method).toBe('PUT');
    expect(sent().url).toBe('/api/admin/settings/t-1');
    expect(sent().body).toBeInstanceOf(FormData);
    expect(sent().headers.get('Content-Type')).toBeNull();
    expect(saved).toMatchObject({ site_name: 'New', dns_status: 'verified', domain_type: 'sub_domain', publish_on_site: true });
  });

  it('shows the server errors list as field errors', async () => {
    const { fetch } = fakeBrowser();
    fetch.mockResolvedValue(
      json(400, {
        message: 'email_id must be an email address',
        code: 'VALIDATION_FAILED',
        details: { email_id: 'email_id must be an email address' },
      }),
    );
    const error = await apiFailure(updateAgentSettings({ tenantId: 't-1', body: new FormData() }));
    expect(serverFieldErrors(error)).toEqual({ email_id: 'email_id must be an email address' });
  });

  it('reads an `errors` list from a body without a message', () => {
    const error = new ApiError(400, 'API request failed', { errors: [{ field: 'site_name', message: 'Too long' }] });
    expect(serverFieldErrors(error)).toEqual({ site_name: 'Too long' });
    expect(failureMessage(error, SETTINGS_FAILED_MESSAGE)).toBe('Failed to update settings');
  });

  it('otherwise shows the message, or "Failed to update settings"', () => {
    expect(failureMessage(new ApiError(500, 'Database down'), SETTINGS_FAILED_MESSAGE)).toBe('Database down');
    expect(failureMessage(new Error('boom'), SETTINGS_FAILED_MESSAGE)).toBe('Failed to update settings');
  });
});
