import { classifyHost as classify, isMainHost, type HostKind as HostClass } from '@ds/shared';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** The host kinds of docs/product.md#hosts; the rule itself is shared with the API (`@ds/shared`), which resolves tenants by it. */
export type HostKind = HostClass['kind'];

export { isMainHost };

export function classifyHost(hostname: string, baseDomain: string): HostKind {
  return classify(hostname, baseDomain).kind;
}

/** The tenant label of `<label>.<baseDomain>`, or null when the host is not a tenant subdomain. */
export function subdomainOf(hostname: string, baseDomain: string): string | null {
  const host = classify(hostname, baseDomain);
  return host.kind === 'subdomain' ? host.subdomain : null;
}

/** Tenant storefront hosts (subdomain or custom domain) show the tenant's template at `/`. */
export function isTenantHost(kind: HostKind): boolean {
  return kind !== 'main';
}

export function currentHostKind(): HostKind {
  return classifyHost(window.location.hostname, getRuntimeConfig().baseDomain);
}
