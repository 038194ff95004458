import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, isPublicPath } from '@/lib/api-client';
import { apiFailure } from '@/test/api-failure';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => {
    this.items.set(key, value);
  };
  clear = vi.fn(() => {
    this.items.clear();
  });
  get size() {
    return this.items.size;
  }
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

function setup({ token, pathname = '/backoffice/dashboard' }: { token?: string; pathname?: string } = {}) {
  const storage = new MemoryStorage();
  if (token) storage.setItem('token', token);
  storage.setItem('tenant_id', 't-1');
  const fetch = vi.fn<typeof globalThis.fetch>();
  const assign = vi.fn<(url: string) => void>();
  const client = createApiClient({ fetch, storage, location: { hostname: 'jane.localhost', pathname, assign } });
  const sent = (call = 0) => {
    const [url, init] = fetch.mock.calls[call] ?? [];
    return { url, init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { client, fetch, storage, assign, sent };
}

describe('api client requests', () => {
  it('calls /api with credentials, the tenant domain header and the bearer token', async () => {
    const { client, fetch, sent } = setup({ token: 'tok' });
    fetch.mockResolvedValue(json(200, { id: 1 }));

    await expect(client.get('/users/t-1')).resolves.toEqual({ id: 1 });

    const { url, init, headers } = sent();
    expect(url).toBe('/api/users/t-1');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('X-Tenant-Domain')).toBe('jane.localhost');
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('never sends the token on /site/ paths', async () => {
    const { client, fetch, sent } = setup({ token: 'tok' });
    fetch.mockImplementation(() => Promise.resolve(json(200, { tenant: { id: 1, template_id: 1 } })));

    await client.get('/site/by-domain');
    await client.get('/site/data');

    expect(sent(0).headers.has('Authorization')).toBe(false);
    expect(sent(1).headers.has('Authorization')).toBe(false);
    expect(sent(1).headers.get('X-Tenant-Domain')).toBe('jane.localhost');
  });

  it('rejects a protected call without a token locally, without a network call', async () => {
    const { client, fetch } = setup();

    const error = await apiFailure(client.get('/users/t-1'));

    expect(error.message).toBe('No authentication token found');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    '/users/signup',
    '/users/login',
    '/admin/login',
    '/site/by-domain',
    '/site/data',
    '/templates',
    '/users/forgot-password',
    '/users/reset-password',
    '/newsletters/subscribe',
    '/contact',
  ])('lets the public path %s through without a token', async (path) => {
    const { client, fetch, sent } = setup();
    fetch.mockResolvedValue(json(200, {}));

    await client.post(path, { a: 1 });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it('does not mistake look-alike paths for public ones', () => {
    expect(isPublicPath('/contactus')).toBe(false);
    expect(isPublicPath('/tenants/1/contactus')).toBe(false);
    expect(isPublicPath('/users/login?next=1')).toBe(true);
    expect(isPublicPath('/admin/tenant-users')).toBe(false);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { client, fetch, sent } = setup({ token: 'tok' });
    fetch.mockResolvedValue(json(201, { ok: true }));

    await client.post('/admin/notifications', { title: 'Hi', message: 'There' });

    expect(sent().init.body).toBe(JSON.stringify({ title: 'Hi', message: 'There' }));
    expect(sent().headers.get('Content-Type')).toBe('application/json');
  });

  it('passes FormData through as multipart without setting a content type', async () => {
    const { client, fetch, sent } = setup({ token: 'tok' });
    fetch.mockResolvedValue(json(200, { ok: true }));
    const form = new FormData();
    form.append('name', 'Vitamin C');

    await client.put('/tenants/t-1/products/9', form);

    expect(sent().init.body).toBe(form);
    expect(sent().init.method).toBe('PUT');
    expect(sent().headers.has('Content-Type')).toBe(false);
  });

  it('resolves an empty answer to undefined', async () => {
    const { client, fetch } = setup({ token: 'tok' });
    fetch.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(client.delete('/tenants/t-1/products/9')).resolves.toBeUndefined();
  });
});

describe('api client errors', () => {
  it("uses the server's JSON body as the error", async () => {
    const { client, fetch, assign } = setup({ token: 'tok' });
    fetch.mockResolvedValue(
      json(409, { message: 'Subdomain is already taken', details: { subdomain: 'Subdomain is already taken' }, code: 'CONFLICT' }),
    );

    const error = await apiFailure(client.post('/users/signup', {}));

    expect(error).toMatchObject({
      status: 409,
      message: 'Subdomain is already taken',
      details: { subdomain: 'Subdomain is already taken' },
      code: 'CONFLICT',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it("reports 'API request failed' with the body when the answer is not JSON", async () => {
    const { client, fetch } = setup({ token: 'tok' });
    fetch.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    const error = await apiFailure(client.get('/tenants/t-1/blogs'));

    expect(error).toMatchObject({ status: 502, message: 'API request failed', details: '<html>Bad gateway</html>' });
  });

  it('carries the Retry-After of a 503, in seconds', async () => {
    const { client, fetch } = setup();
    const unavailable = { message: 'The service is briefly unavailable. Please try again in a minute.', code: 'DATABASE_UNAVAILABLE' };
    fetch.mockResolvedValue(new Response(JSON.stringify(unavailable), { status: 503, headers: { 'Retry-After': '5' } }));

    expect(await apiFailure(client.post('/site/leads', {}))).toMatchObject({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      retryAfterSeconds: 5,
    });

    fetch.mockResolvedValue(new Response(null, { status: 503, headers: { 'Retry-After': new Date(Date.now() + 60_000).toUTCString() } }));
    const { retryAfterSeconds } = await apiFailure(client.post('/site/leads', {}));
    expect(retryAfterSeconds).toBeGreaterThan(55);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('falls back to the status text when a failed answer has no body', async () => {
    const { client, fetch } = setup({ token: 'tok' });
    fetch.mockResolvedValue(new Response(null, { status: 500, statusText: 'Internal Server Error' }));

    const error = await apiFailure(client.get('/tenants/t-1/blogs'));

    expect(error).toMatchObject({ status: 500, message: 'API request failed', details: 'Internal Server Error' });
  });

  it('wraps network failures in an ApiError', async () => {
    const { client, fetch } = setup({ token: 'tok' });
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiFailure(client.get('/tenants/t-1/blogs'));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', details: 'Failed to fetch' });
  });
});

describe('api client logout rule', () => {
  let ctx: ReturnType<typeof setup>;

  beforeEach(() => {
    ctx = setup({ token: 'tok' });
  });

  it.each([
    [401, { message: 'Unauthorized', code: 'INVALID_TOKEN' }],
    [401, { message: 'Login required', code: 'AUTH_REQUIRED' }],
    [401, { message: 'No authentication token found' }],
    [403, { message: 'Admin privileges required' }],
    [401, { message: 'Token expired' }],
    [403, { message: 'Invalid token' }],
  ])('logs out on %i %j and goes to /backoffice-login', async (status, body) => {
    ctx.fetch.mockResolvedValue(json(status, body));

    const error = await apiFailure(ctx.client.get('/tenants/t-1/settings'));

    expect(error.status).toBe(status);
    expect(ctx.storage.clear).toHaveBeenCalled();
    expect(ctx.storage.size).toBe(0);
    expect(ctx.assign).toHaveBeenCalledWith('/backoffice-login');
  });

  it('sends the admin area to /superadmin-login', async () => {
    const admin = setup({ token: 'tok', pathname: '/admin/agents' });
    admin.fetch.mockResolvedValue(json(403, { message: 'Admin privileges required' }));

    await apiFailure(admin.client.get('/admin/tenant-users'));

    expect(admin.storage.size).toBe(0);
    expect(admin.assign).toHaveBeenCalledWith('/superadmin-login');
  });

  it.each(['/users/login', '/users/signup', '/admin/login'])(
    'keeps the session and lets %s show "Invalid email or password" in its form',
    async (path) => {
      const anonymous = setup();
      anonymous.fetch.mockResolvedValue(json(401, { message: 'Invalid email or password' }));

      const error = await apiFailure(anonymous.client.post(path, {}));

      expect(error.message).toBe('Invalid email or password');
      expect(anonymous.storage.clear).not.toHaveBeenCalled();
      expect(anonymous.assign).not.toHaveBeenCalled();
    },
  );

  it.each(['/users/logout', '/admin/logout'])('never redirects on the answer of %s (the user is already logging out)', async (path) => {
    ctx.fetch.mockResolvedValue(json(401, { message: 'Session ended. Please log in again.', code: 'INVALID_TOKEN' }));

    await apiFailure(ctx.client.post(path));

    expect(ctx.storage.clear).not.toHaveBeenCalled();
    expect(ctx.assign).not.toHaveBeenCalled();
  });

  it.each([
    [400, { message: 'Invalid subdomain' }],
    [404, { message: 'Token expired' }],
    [401, { message: 'Unauthorized' }],
    [403, { message: 'Forbidden' }],
    [500, { message: 'Invalid state', code: 'INVALID_TOKEN' }],
  ])('keeps the session on %i %j', async (status, body) => {
    ctx.fetch.mockResolvedValue(json(status, body));

    await apiFailure(ctx.client.get('/tenants/t-1/settings'));

    expect(ctx.storage.clear).not.toHaveBeenCalled();
    expect(ctx.assign).not.toHaveBeenCalled();
  });
});
