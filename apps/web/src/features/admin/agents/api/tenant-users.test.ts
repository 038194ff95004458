import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { toAgentSettings, updateAgentSettings } from '@/features/admin/agents/api/agent-settings';
import { getTenantUsers, replaceAgent, setUserStatus, type TenantUsers } from '@/features/admin/agents/api/tenant-users';
import { SETTINGS_FAILED_MESSAGE } from '@/features/admin/agents/components/setup-wizard';
import { toAgent } from '@/features/admin/agents/lib/agent';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { failureMessage, serverFieldErrors } from '@/lib/form-errors';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';
import { ApiError } from '@/lib/api-client';
import { apiFailure } from '@/test/api-failure';

describe('tenant users', () => {
  it('loads every agent with the fleet stats and applies the spec defaults', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(
      json(200, {
        users: [{ id: 'u-1', name: 'Jane Doe', email: 'jane@example.com', tenant_id: 't-1', status: null, plan: null }],
        userStats: { total: 3, active: 2, inactive: 1 },
      }),
    );
    const data = await getTenantUsers();
    expect(sent().url).toBe('/api/admin/tenant-users');
    expect(sent().headers.get('Authorization')).toBe('Bearer admin-token');
    expect(data.userStats).toEqual({ total: 3, active: 2, inactive: 1 });
    expect(data.users[0]).toMatchObject({ name: 'Jane Doe', status: 'active', plan: 'none', website_link: null });
  });

  it('a status toggle sends {user_id, subscription_status} and returns the updated agent', async () => {
    const { fetch, sent } = fakeBrowser();
    const jane = toAgent({ id: 'u-1', name: 'Jane Doe', email: 'jane@example.com', tenant_id: 't-1' });
    fetch.mockResolvedValue(json(200, { message: 'Status updated', user: { ...jane, status: 'inactive' } }));
    const result = await setUserStatus({ agent: jane, subscription_status: 'inactive' });
    expect(sent().method).toBe('PUT');
    expect(sent().url).toBe('/api/admin/user-status');
    expect(sent().json).toEqual({ user_id: 'u-1', subscription_status: 'inactive' });
    expect(result).toEqual({ agent: { ...jane, status: 'inactive' }, message: 'Status updated' });
  });

  it('on success the local list updates and the counts follow', () => {
    const client = new QueryClient();
    const jane = toAgent({ id: 'u-1', name: 'Jane Doe', tenant_id: 't-1' });
    const john = toAgent({ id: 'u-2', name: 'John Roe', tenant_id: 't-2' });
    client.setQueryData<TenantUsers>(adminKeys.tenantUsers, {
      users: [jane, john],
      userStats: { total: 2, active: 2, inactive: 0 },
    });
    replaceAgent(client, { ...jane, status: 'inactive' });
    const data = client.getQueryData<TenantUsers>(adminKeys.tenantUsers);
    expect(data?.users.map((user) => user.status)).toEqual(['inactive', 'active']);
    expect(data?.userStats).toEqual({ total: 2, active: 1, inactive: 1 });
  });

  it('"Admin privileges required" ends the session and goes to /superadmin-login (spec §6)', async () => {
    const { fetch, storage, assign } = fakeBrowser();
    fetch.mockResolvedValue(json(403, { message: 'Admin privileges required', code: 'ADMIN_REQUIRED' }));
    await apiFailure(getTenantUsers());
    expect(storage.clear).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/superadmin-login');
  });
});

describe('agent settings update (spec §5)', () => {
  it('sends multipart to /admin/settings/:tenantId and reads {settings, verification}', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(json(200, { settings: { site_name: 'New', dns_status: 'verified' }, verification: { status: 'none' } }));
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

  it('keeps defaults for missing settings (domain status pending)', () => {
    const settings = toAgentSettings({});
    expect(settings).toMatchObject({ dns_status: 'pending', custom_domain_status: 'pending', domain_type: 'sub_domain' });
    expect(settings.verification.status).toBe('pending');
  });
});
