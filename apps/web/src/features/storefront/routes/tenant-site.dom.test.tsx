import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorText } from '@/features/storefront/components/states';
import { clearResources } from '@/features/storefront/lib/use-resource';
import { TenantSiteRoute } from '@/features/storefront/routes/tenant-site';
import { rememberLocaleData, StorefrontIntlProvider, useT } from '@/i18n/storefront-intl';
import { testLocaleData } from '@/i18n/test-locale';
import { ApiError } from '@/lib/api-client';
import { fakeServer } from '@/test/fake-server';
import { siteData } from '@/test/fixtures';

/** An answer that never comes: the screen stays in its loading state. */
const never = () => new Promise(() => undefined);

function openSite() {
  clearResources();
  const router = createMemoryRouter([{ path: '*', element: <TenantSiteRoute /> }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

/**
 * The storefront's loading screen and load-failure texts in the site's language (docs/i18n.md); English
 * sites keep the spec's texts ('Loading...', the API's message).
 */
describe('storefront loading and failure texts in the site language', () => {
  beforeEach(() => {
    for (const locale of ['en', 'ko'] as const) rememberLocaleData(testLocaleData(locale));
  });
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('a client-rendered visit waiting for the site data speaks the language the server named in <html lang>', async () => {
    fakeServer({ 'GET /site/data': never, 'GET /site/by-domain': never });
    document.documentElement.lang = 'ko';
    openSite();
    expect(await screen.findByRole('status')).toHaveTextContent('불러오는 중...');
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it("an English site's page (or a host without a language) shows 'Loading...'", async () => {
    fakeServer({ 'GET /site/data': never, 'GET /site/by-domain': never });
    openSite();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('once the site data names its language, the wait for the store is in that language', async () => {
    fakeServer({ 'GET /site/data': siteData({ settings: { site_language: 'ko' } }), 'GET /site/by-domain': never });
    openSite();
    expect(await screen.findByText('불러오는 중...')).toBeInTheDocument();
  });

  it("a load failure on a Korean site reads the page's Korean message, not the API's English one", () => {
    function Failure({ error }: { error: unknown }) {
      const t = useT();
      return <p>{errorText(error, t, 'newsletters.issueNotFound')}</p>;
    }
    const error = new ApiError(404, 'Newsletter not found', undefined, 'NEWSLETTER_NOT_FOUND');
    const { unmount } = render(
      <StorefrontIntlProvider data={testLocaleData('ko')}>
        <Failure error={error} />
      </StorefrontIntlProvider>,
    );
    expect(screen.getByText('이 뉴스레터를 찾을 수 없습니다.')).toBeInTheDocument();
    unmount();
    // English keeps the API's message, and the page's own when there is none.
    render(
      <StorefrontIntlProvider data={testLocaleData('en')}>
        <Failure error={error} />
        <Failure error="offline" />
      </StorefrontIntlProvider>,
    );
    expect(screen.getByText('Newsletter not found')).toBeInTheDocument();
    expect(screen.getByText('This newsletter could not be found.')).toBeInTheDocument();
  });

  it("the overlay of a slow client navigation says 'Loading...' in the site's language once its messages are here", () => {
    const { unmount } = render(
      <StorefrontIntlProvider data={testLocaleData('ko')}>
        <FullScreenLoader overlay />
      </StorefrontIntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중...');
    unmount();
    // The full-screen placeholder before a page (not the overlay) keeps the spec's text.
    render(<FullScreenLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("an English site's overlay says 'Loading...'", () => {
    render(
      <StorefrontIntlProvider data={testLocaleData('en')}>
        <FullScreenLoader overlay />
      </StorefrontIntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
