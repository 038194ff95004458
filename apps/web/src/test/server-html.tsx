import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { LocaleData } from '@/i18n/locale-data';
import { StorefrontIntlProvider } from '@/i18n/storefront-intl';
import { testLocaleData } from '@/i18n/test-locale';

/**
 * The HTML the server sends: the storefront's pages are rendered by the API (entry-server.tsx) and the
 * landing page is prerendered (server/render-landing.tsx), so their tests check that markup as a string,
 * in the fast node environment. What happens once a user clicks and types is tested in jsdom instead
 * (`*.dom.test.tsx`, with `renderScreen` from render-screen.tsx).
 */
export function renderServerHtml(
  ui: ReactNode,
  {
    url = '/',
    queryClient = new QueryClient(),
    localeData = testLocaleData(),
  }: { url?: string; queryClient?: QueryClient; localeData?: LocaleData } = {},
): string {
  return renderToString(withServerProviders(ui, url, queryClient, localeData));
}

/** The storefront's messages (English unless a test asks for another language) around the page, as TenantSiteRoute gives them. */
function withServerProviders(ui: ReactNode, url: string, queryClient: QueryClient, localeData = testLocaleData()) {
  return (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <StorefrontIntlProvider data={localeData}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </StorefrontIntlProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The page as a browser gets it (jsdom): the server's HTML in the document, `beforeHydration` to act on it
 * as a visitor does before the scripts run (type into a field), then React hydrating that markup.
 */
export function hydrateServerHtml(ui: ReactNode, { url = '/', beforeHydration = (_page: HTMLElement) => {} } = {}) {
  const queryClient = new QueryClient();
  const container = document.createElement('div');
  container.innerHTML = renderToString(withServerProviders(ui, url, queryClient));
  document.body.append(container);
  beforeHydration(container);
  return render(withServerProviders(ui, url, queryClient), { container, hydrate: true });
}

/** Visible text of server-rendered HTML, whitespace collapsed. */
export function textOfServerHtml(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
