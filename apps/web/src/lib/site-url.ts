import { storefrontOrigin, type StorefrontAddress } from '@ds/shared';
import { getRuntimeConfig } from '@/lib/runtime-config';

export interface LocationLike {
  protocol: string;
  port: string;
  /** `scheme://authority` of the page (the server renderer's request; the browser's own). */
  origin?: string;
}

function origin(host: string, location: LocationLike): string {
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/`;
}

/** The page's location: the browser's, or on the server the request's (per request, entry-server.tsx). */
let renderedLocation: () => LocationLike | undefined = () => undefined;
/** The server renderer's source of the rendering request's location (renders interleave, so it is not one value). */
export function setRenderLocation(source: () => LocationLike | undefined): void {
  renderedLocation = source;
}
const pageLocation = (): LocationLike => renderedLocation() ?? window.location;

/** The page's absolute URL for `path` (hreflang links: docs/i18n.md). */
export function absoluteSiteUrl(path: string, location: LocationLike = pageLocation()): string {
  return `${location.origin ?? ''}${path}`;
}

/** `${protocol}//${baseDomain}${port}/` — where "Go to Main Site" leads. */
export function mainSiteUrl(location: LocationLike = pageLocation(), baseDomain: string = getRuntimeConfig().baseDomain): string {
  return origin(baseDomain, location);
}

/**
 * A distributor's live storefront (the rule shared with the API and worker, `@ds/shared`): its custom
 * domain over HTTPS once that is live, else its subdomain on the same protocol and port as this page.
 */
export function tenantSiteUrl(
  site: string | StorefrontAddress,
  location: LocationLike = pageLocation(),
  baseDomain: string = getRuntimeConfig().baseDomain,
): string {
  const address = typeof site === 'string' ? { subdomain: site } : site;
  const scheme = location.protocol === 'https:' ? 'https' : 'http';
  return `${storefrontOrigin(address, { baseDomain, scheme, port: location.port })}/`;
}
