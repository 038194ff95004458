import { describe, expect, it } from 'vitest';
import { logOut } from '@/components/session';
import { logOutAdmin } from '@/features/admin/api/logout';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';
import { clearSession } from '@/lib/storage';

describe('admin logout', () => {
  it('posts /admin/logout with the token, then clears storage without waiting', async () => {
    const { fetch, sent, items, assign } = fakeBrowser({ token: 'admin-token', pathname: '/admin/agents' });
    let answer: ((r: Response) => void) | undefined;
    fetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    let left = false;
    const done = logOut({ endServerSession: logOutAdmin, clearLocal: clearSession, leave: () => (left = true) });

    expect([sent().method, sent().url, sent().headers.get('Authorization')]).toEqual(['POST', '/api/admin/logout', 'Bearer admin-token']);
    expect(items.size).toBe(0);
    expect(left).toBe(true);
    answer?.(new Response(null, { status: 204 }));
    await done;
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores a refused or failed logout call (no second redirect)', async () => {
    const { fetch, assign, items } = fakeBrowser({ token: 'old-token' });
    fetch.mockResolvedValueOnce(json(401, { message: 'Session ended. Please log in again.', code: 'INVALID_TOKEN' }));
    await logOut({ endServerSession: logOutAdmin, clearLocal: clearSession, leave: () => undefined });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    items.set('token', 'old-token');
    await logOut({ endServerSession: logOutAdmin, clearLocal: clearSession, leave: () => undefined });
    expect(assign).not.toHaveBeenCalled();
    expect(items.size).toBe(0);
  });
});
