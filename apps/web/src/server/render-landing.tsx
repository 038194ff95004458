import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from '@/app/error-boundary';
import { RenderedPageRoot } from '@/app/page-root';
import { buildRoutes } from '@/app/router';

/**
 * The main domain's landing page (`/`) prerendered (docs/performance.md "Server rendering"): header, hero
 * and features, with Mantine's CSS variables; the below-the-fold chunk and the toasts render their
 * placeholder until hydrated (lib/use-hydrated.ts). The content depends only on the runtime config
 * (entry-server.tsx `configure`), so the API renders it once and keeps the markup. Null when `/` is not
 * the landing page (the caller serves the client-rendered shell).
 */
export async function renderLanding(): Promise<string | null> {
  const handler = createStaticHandler(buildRoutes('main'));
  // The static handler loads the matched lazy route modules (UI shell, landing page) before rendering.
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response || context.errors) return null;
  if (context.matches.at(-1)?.route.index !== true) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as the browser hydrates (app/hydrate.tsx): page root › AppErrorBoundary › router.
  const html = renderToString(
    <RenderedPageRoot>
      <AppErrorBoundary>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppErrorBoundary>
    </RenderedPageRoot>,
  );
  // A boundary React gave up on would be client-rendered and reported while hydrating, and the error
  // screen is no landing page: neither is served.
  return html.includes('<!--$!-->') || !html.includes('<main') ? null : html;
}
