import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from '@/app/error-boundary';
import { buildRoutes, TENANT_SITE_ROUTE_ID } from '@/app/router';
import {
  clearResources,
  collectResourceKeys,
  seedResources,
  type PreloadedResource,
} from '@/features/storefront/lib/use-resource';
import { setPageLocale } from '@/features/storefront/lib/format';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { setRenderLocation } from '@/lib/site-url';

/**
 * Server rendering of the public storefront (docs/performance.md "Server rendering"). Built by
 * `vite build --ssr` into dist-server/ and loaded by the API, which serves the HTML. Only pages under
 * the tenant-site route render here; every other path keeps the client-rendered shell.
 */

export type { PreloadedResource };

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  /** `scheme://authority` the visitor used (links such as "Go to Main Site" keep its scheme and port). */
  origin: string;
  /** BCP 47 locale prices are formatted in (the visitor's Accept-Language); the browser keeps it when hydrating. */
  locale?: string;
  /** Answers for the given storefront API keys (`/site/data`, `/site/products/<id>`…), for this host only. */
  load: (keys: string[]) => Promise<Record<string, PreloadedResource>>;
}

export interface RenderedPage {
  /** 404 when an answer the page needed was "not found" (missing product or post, unknown store). */
  status: number;
  /** The markup that goes inside `#root`. */
  html: string;
  /** Every answer the page read, keyed like the client's cache; embedded so the browser fetches none again. */
  data: Record<string, PreloadedResource>;
}

/** Pages read at most this many levels of dependent answers (the host lookup, then the page's own). */
const MAX_PASSES = 4;

// Every tenant host (subdomain or custom domain) has the same route table.
const routes = buildRoutes('subdomain');
const handler = createStaticHandler(routes);

/** The deployment's runtime config (what the browser gets from /runtime-config.js). */
export function configure(runtimeConfig: unknown): void {
  setRuntimeConfig(runtimeConfig);
}

/**
 * Renders a storefront page, or null when the path is not a storefront page or an answer failed (the
 * caller then serves the client-rendered shell). Renders, learns which answers the page read, loads the
 * missing ones and renders again until nothing new is read. Each render is synchronous and starts from
 * a cache holding only this request's answers, so concurrent requests for other hosts never mix.
 */
export async function render({ url, origin, locale, load }: RenderRequest): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return null;
  if (!context.matches.some((match) => match.route.id === TENANT_SITE_ROUTE_ID)) return null;
  const { protocol, port } = new URL(origin);

  const data: Record<string, PreloadedResource> = {};
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let html = '';
    let keys: Set<string>;
    clearResources();
    seedResources(data);
    setRenderLocation({ protocol, port });
    setPageLocale(locale);
    try {
      keys = collectResourceKeys(() => {
        const router = createStaticRouter(handler.dataRoutes, context);
        // The same tree as main.tsx hydrates: StrictMode › AppErrorBoundary › router.
        html = renderToString(
          <StrictMode>
            <AppErrorBoundary>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppErrorBoundary>
          </StrictMode>,
        );
      });
    } finally {
      clearResources();
      setRenderLocation(undefined);
      setPageLocale(undefined);
    }
    const missing = [...keys].filter((key) => !(key in data));
    if (missing.length === 0) return { status: statusOf(data), html, data };
    Object.assign(data, await load(missing));
    // A failure that is not "not found" (the API or database having trouble) is not rendered or cached.
    if (Object.values(data).some((value) => 'error' in value && value.error.status !== 404)) return null;
  }
  return null;
}

const statusOf = (data: Record<string, PreloadedResource>): number =>
  Object.values(data).some((value) => 'error' in value && value.error.status === 404) ? 404 : 200;
export { renderLanding } from '@/server/render-landing';
