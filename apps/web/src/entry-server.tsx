import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from '@/app/error-boundary';
import { RenderedPageRoot } from '@/app/page-root';
import { buildRoutes, TENANT_SITE_ROUTE_ID } from '@/app/router';
import { ServerResourcesContext, type PreloadedResource } from '@/features/storefront/lib/use-resource';
import { createServerResources } from '@/features/storefront/lib/server-resources';
import { LOCALE_DATA_KEY, loadedLocaleData, siteLanguageOf } from '@/i18n/storefront-intl';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { setRenderLocation, type LocationLike } from '@/lib/site-url';

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
  /** The site's language (BCP 47): `<html lang>`. */
  lang: string;
}

/** A render still waiting for answers after this long is given up (the caller serves the shell). */
const RENDER_TIMEOUT_MS = 10_000;

/** The rendering request's location, for code outside React ("Go to Main Site" links). */
const pageScope = new AsyncLocalStorage<{ location: LocationLike }>();
setRenderLocation(() => pageScope.getStore()?.location);

// Every tenant host (subdomain or custom domain) has the same route table.
const routes = buildRoutes('subdomain');
const handler = createStaticHandler(routes);

/** The deployment's runtime config (what the browser gets from /runtime-config.js). */
export function configure(runtimeConfig: unknown): void {
  setRuntimeConfig(runtimeConfig);
}

/**
 * Renders a storefront page, or null when the path is not a storefront page or an answer failed (the
 * caller then serves the client-rendered shell; a render that threw or timed out rejects). One streaming
 * render: a component reading an answer not loaded yet suspends while `load` fetches it (keys asked together
 * are loaded together), and the markup is taken once everything is ready (`onAllReady`), so it holds no
 * Suspense fallbacks and no inline scripts (the CSP allows none). The answers live in this request's own
 * store, so concurrent renders never mix.
 */
export async function render({ url, origin, load }: RenderRequest): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(url, origin)));
  if (!isStorefrontMatch(context)) return null;
  const { protocol, port } = new URL(origin);

  const resources = createServerResources(load);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as app/hydrate.tsx hydrates: page root › AppErrorBoundary › router (a context provider adds no markup).
  const page = (
    <ServerResourcesContext value={resources.store}>
      <RenderedPageRoot>
        <AppErrorBoundary>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppErrorBoundary>
      </RenderedPageRoot>
    </ServerResourcesContext>
  );
  const html = await pageScope.run({ location: { protocol, port, origin } }, () => renderComplete(page));
  const data = resources.answers();
  // A failure that is not "not found" (the API or database having trouble) is not rendered or cached.
  if (Object.values(data).some((value) => 'error' in value && value.error.status !== 404)) return null;
  // The site's language (docs/i18n.md): its messages and default texts travel with the page, so the browser
  // hydrates in that language without loading them (and never loads another language's).
  const site = data['/site/data'];
  const lang = siteLanguageOf(site && 'data' in site ? (site.data as { settings?: unknown } | null)?.settings : undefined);
  const localeData = loadedLocaleData(lang);
  if (localeData) data[LOCALE_DATA_KEY] = { data: localeData };
  // `<html lang>` names the language the page is in: English until the storefront renders in the site's.
  return { status: statusOf(data), html, data, lang: localeData ? lang : 'en' };
}

const isStorefrontMatch = (context: Awaited<ReturnType<typeof handler.query>>): context is Exclude<typeof context, Response> =>
  !(context instanceof Response) && context.matches.some((match) => match.route.id === TENANT_SITE_ROUTE_ID);

/** Whether `url` is a storefront page (not an app area's screen): its client-rendered shell is in the site's language. */
export async function isStorefrontPage(url: string, origin: string): Promise<boolean> {
  return isStorefrontMatch(await handler.query(new Request(new URL(url, origin))));
}

/** The complete markup once every suspended read has its answer; rejects when any part of it failed. */
function renderComplete(page: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        if (failure) reject(asError(failure));
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(page, {
      // Every boundary inline where it stands: React would otherwise move a large one (HydrationSlice) to
      // the end of the stream and put it in place with an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(asError(error));
      },
      // An error inside a Suspense boundary would leave a client-rendered hole: not a page worth serving.
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error(`storefront render still waiting after ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error('storefront render failed', { cause: error }));

const statusOf = (data: Record<string, PreloadedResource>): number =>
  Object.values(data).some((value) => 'error' in value && value.error.status === 404) ? 404 : 200;
export { renderLanding } from '@/server/render-landing';
