import { getRuntimeConfig } from '@/lib/runtime-config';

export interface LocationLike {
  protocol: string;
  port: string;
}

function origin(host: string, location: LocationLike): string {
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/`;
}

/** `${protocol}//${baseDomain}${port}/` — where "Go to Main Site" leads. */
export function mainSiteUrl(
  location: LocationLike = window.location,
  baseDomain: string = getRuntimeConfig().baseDomain,
): string {
  return origin(baseDomain, location);
}

/** A distributor's live storefront on its subdomain, on the same protocol and port as the back office. */
export function tenantSiteUrl(
  subdomain: string,
  location: LocationLike = window.location,
  baseDomain: string = getRuntimeConfig().baseDomain,
): string {
  return origin(`${subdomain}.${baseDomain}`, location);
}
