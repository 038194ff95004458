import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unwrapUser, type BackofficeUser } from '@/features/backoffice/api/get-user';
import { CurrentUserProvider } from '@/features/backoffice/components/current-user';
import { BackofficeDashboardRoute } from '@/features/backoffice/dashboard/routes/dashboard';
import { renderHtml, textOf } from '@/test/render';

const jane: BackofficeUser = {
  id: 7,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  tenant_id: 't-1',
  subdomain: 'jane',
};

describe('back-office dashboard', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { protocol: 'http:', port: '3000', hostname: 'localhost' } });
  });

  it('greets the user and links to the live site on the same protocol and port', () => {
    const html = renderHtml(
      <CurrentUserProvider user={jane}>
        <BackofficeDashboardRoute />
      </CurrentUserProvider>,
    );
    expect(textOf(html)).toContain('Welcome, Jane Doe');
    expect(html).toMatch(/<a[^>]*href="http:\/\/jane\.localhost:3000\/"[^>]*>[\s\S]*?Visit your site/);
    expect(textOf(html)).toContain('Copy link');
  });

  it('accepts the user object bare or wrapped in { user }', () => {
    expect(unwrapUser(jane)).toBe(jane);
    expect(unwrapUser({ user: jane })).toBe(jane);
    expect(() => unwrapUser({ message: 'nope' })).toThrow();
  });
});
