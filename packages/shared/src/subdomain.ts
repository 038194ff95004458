/**
 * Subdomain rules (docs/product.md#validation): 3–63 of [a-z0-9-], no leading or trailing hyphen, not reserved.
 * Reserved names are hosts the platform itself needs or that would mislead visitors. The API enforces them
 * (`IsAllowedSubdomain` on signup); the web's forms check the shape first.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'mx',
  'sites',
  'site',
  'edge',
  'cdn',
  'static',
  'assets',
  'media',
  'uploads',
  'files',
  'img',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'dashboard',
  'backoffice',
  'superadmin',
  'root',
  'system',
  'localhost',
  'test',
  'dev',
  'staging',
  'demo',
  'billing',
  'payments',
  'secure',
  'account',
  'accounts',
  'login',
  'signup',
  'register',
  'auth',
  'oauth',
  'sso',
  'portal',
  'store',
  'shop',
  'official',
  'nht',
  'acme',
  'well-known',
  'autodiscover',
  'autoconfig',
]);

/** 3–63 of [a-z0-9-], no leading or trailing hyphen (the shape; reserved names are checked apart). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;

/** The shape in words, as forms say it before the server is asked. */
export const SUBDOMAIN_HINT = 'Use 3–63 lowercase letters, digits or hyphens, not starting or ending with a hyphen';

/** Why a subdomain can't be used, or null when it can. */
export function subdomainProblem(subdomain: string): string | null {
  if (subdomain.length < 3 || subdomain.length > 63) return 'Subdomain must be 3 to 63 characters long';
  if (!/^[a-z0-9-]+$/.test(subdomain)) return 'Subdomain may contain only lowercase letters, digits and hyphens';
  if (!SUBDOMAIN_PATTERN.test(subdomain)) return 'Subdomain cannot start or end with a hyphen';
  if (RESERVED_SUBDOMAINS.has(subdomain)) return 'This subdomain is reserved';
  return null;
}
