/** What decides where a distributor's storefront lives. */
export interface StorefrontAddress {
  subdomain: string;
  custom_domain?: string | null;
  /** `verified` once the custom domain's certificate is active (docs/domains.md): it is then served over HTTPS. */
  custom_domain_status?: string | null;
}

/** How the deployment is reached: the base domain and the scheme and port its subdomains answer on. */
export interface Deployment {
  baseDomain: string;
  scheme: 'http' | 'https';
  /** Left out of the URL when empty or the scheme's default. */
  port?: number | string | null;
}

const DEFAULT_PORTS: Record<Deployment['scheme'], string> = { http: '80', https: '443' };

/** The storefront's host name: its custom domain once that is live, otherwise `<subdomain>.<base domain>`. */
export function storefrontHost(site: StorefrontAddress, baseDomain: string): string {
  return site.custom_domain && site.custom_domain_status === 'verified' ? site.custom_domain : `${site.subdomain}.${baseDomain}`;
}

/**
 * The storefront's origin (`scheme://host[:port]`, no trailing slash): its own custom domain over HTTPS
 * once that is live (certificate active), otherwise `<subdomain>.<base domain>` on the deployment's scheme
 * and port.
 */
export function storefrontOrigin(site: StorefrontAddress, deployment: Deployment): string {
  if (site.custom_domain && site.custom_domain_status === 'verified') return `https://${site.custom_domain}`;
  const port = deployment.port === undefined || deployment.port === null ? '' : String(deployment.port);
  const shownPort = port && port !== DEFAULT_PORTS[deployment.scheme] ? `:${port}` : '';
  return `${deployment.scheme}://${site.subdomain}.${deployment.baseDomain}${shownPort}`;
}

/** The deployment a public URL (`PUBLIC_URL`, e.g. `https://example.com`) describes, for `storefrontOrigin`. */
export function deploymentOf(publicUrl: string, baseDomain: string): Deployment {
  const url = new URL(publicUrl);
  return { baseDomain, scheme: url.protocol === 'https:' ? 'https' : 'http', port: url.port };
}
