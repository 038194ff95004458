import { describe, expect, it, vi } from 'vitest';
import { logOut } from '@/components/session';
import { logOutDistributor } from '@/features/backoffice/api/logout';
import { clearSession } from '@/lib/storage';

/** The browser globals the API client and storage read (vitest's `unstubGlobals` restores them). */
function stubBrowser() {
  const items = new Map([
    ['token', 'jane-token'],
    ['tenant_id', 't-1'],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  });
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { hostname: 'localhost', pathname: '/backoffice/dashboard', assign } });
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal('fetch', fetch);
  return { items, assign, fetch };
}

describe('distributor logout', () => {
  it('posts /users/logout with the stored token, then clears the session', async () => {
    const { items, fetch, assign } = stubBrowser();
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const done = logOut({ endServerSession: logOutDistributor, clearLocal: clearSession, leave: () => undefined });
    expect(items.size).toBe(0);
    await done;
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect([url, init?.method, new Headers(init?.headers).get('Authorization')]).toEqual([
      '/api/users/logout',
      'POST',
      'Bearer jane-token',
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('still logs out when the network is down or the token was already revoked', async () => {
    const { items, fetch, assign } = stubBrowser();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await logOut({ endServerSession: logOutDistributor, clearLocal: clearSession, leave: () => undefined });
    expect(items.size).toBe(0);
    items.set('token', 'revoked');
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Session ended. Please log in again.', code: 'INVALID_TOKEN' }), { status: 401 }),
    );
    await logOut({ endServerSession: logOutDistributor, clearLocal: clearSession, leave: () => undefined });
    expect(items.size).toBe(0);
    expect(assign).not.toHaveBeenCalled();
  });
});
