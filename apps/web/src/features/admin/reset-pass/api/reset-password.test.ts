import { describe, expect, it } from 'vitest';
import { sendResetLink } from '@/features/admin/reset-pass/api/reset-password';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';

describe('reset user password', () => {
  it('posts {user_id} and gives the server message, else names the email', async () => {
    const { fetch, sent } = fakeBrowser({ pathname: '/admin/reset-pass' });
    fetch.mockResolvedValueOnce(json(200, { message: 'Reset link sent' }));
    fetch.mockResolvedValueOnce(json(200, {}));
    await expect(sendResetLink({ id: 'u-8', email: 'agent08@example.com' })).resolves.toBe('Reset link sent');
    expect([sent().method, sent().url, sent().json]).toEqual(['POST', '/api/admin/reset-user-password', { user_id: 'u-8' }]);
    await expect(sendResetLink({ id: 'u-8', email: 'agent08@example.com' })).resolves.toBe(
      'A password reset link has been sent to agent08@example.com.',
    );
  });
});
