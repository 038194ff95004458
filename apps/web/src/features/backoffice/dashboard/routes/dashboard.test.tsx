import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/features/backoffice/components/current-user';
import { BackofficeDashboardRoute } from '@/features/backoffice/dashboard/routes/dashboard';
import { backofficeUser } from '@/test/fixtures';
import { renderHtml, textOf } from '@/test/render';

const jane = backofficeUser({ first_name: 'Jane', last_name: 'Doe', subdomain: 'jane' });

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
});
