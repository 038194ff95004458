import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

/**
 * The HTML the server sends: the storefront's pages are rendered by the API (entry-server.tsx) and the
 * landing page is prerendered (server/render-landing.tsx), so their tests check that markup as a string,
 * in the fast node environment. What happens once a user clicks and types is tested in jsdom instead
 * (`*.dom.test.tsx`, with `renderScreen` from render-screen.tsx).
 */
export function renderServerHtml(ui: ReactNode, { url = '/', queryClient = new QueryClient() } = {}): string {
  return renderToString(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
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
