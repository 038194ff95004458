import { hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { RenderedPageRoot } from '@/app/page-root';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { buildRoutes, createAppRouter } from '@/app/router';
import { currentHostKind } from '@/lib/host';

/**
 * Takes over a server-rendered page, a storefront page or the main domain's prerendered landing page
 * (docs/performance.md "Server rendering"): the answers it was rendered with go into the storefront's
 * cache and the page's route modules load first, so the first render is exactly the server's markup and
 * nothing is fetched again. Its own chunk: client-rendered
 * pages never download it.
 */
export async function hydrateServerPage(container: HTMLElement, rendered: NonNullable<Window['__DS_SSR__']>): Promise<void> {
  const hostKind = currentHostKind();
  const routes = buildRoutes(hostKind);
  await Promise.all([seedAnswers(rendered.answers), resolveLazyMatches(routes, window.location.pathname)]);
  hydrateRoot(
    container,
    <RenderedPageRoot>
      <App router={createAppRouter(hostKind, { routes, serverRendered: true })} />
    </RenderedPageRoot>,
  );
}

/**
 * Puts the answers into the storefront's cache. The prerendered landing page has none, and then does not
 * download the storefront's code (the storefront's route modules import the cache anyway).
 */
async function seedAnswers(answers: NonNullable<Window['__DS_SSR__']>['answers']): Promise<void> {
  if (Object.keys(answers).length === 0) return;
  const { seedResources } = await import('@/features/storefront/lib/use-resource');
  seedResources(answers);
}

/**
 * Loads the lazy modules of the routes `pathname` matches and puts them on the route objects, so the
 * router starts with the page itself instead of its loading fallback.
 */
async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
