import { registerDecorator, type ValidationArguments } from 'class-validator';

/**
 * Subdomain rules (docs/product.md#validation): 3–63 of [a-z0-9-], no leading or trailing hyphen, not reserved.
 * Reserved names are hosts the platform itself needs or that would mislead visitors.
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

export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;

export function normaliseSubdomain(value: string): string {
  return value.trim().toLowerCase();
}

/** Why a subdomain can't be used, or null when it can. */
export function subdomainProblem(subdomain: string): string | null {
  if (subdomain.length < 3 || subdomain.length > 63) return 'Subdomain must be 3 to 63 characters long';
  if (!/^[a-z0-9-]+$/.test(subdomain)) return 'Subdomain may contain only lowercase letters, digits and hyphens';
  if (!SUBDOMAIN_PATTERN.test(subdomain)) return 'Subdomain cannot start or end with a hyphen';
  if (RESERVED_SUBDOMAINS.has(subdomain)) return 'This subdomain is reserved';
  return null;
}

/** class-validator decorator applying the rules above, so every field error comes back at once. */
export function IsAllowedSubdomain(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAllowedSubdomain',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value === 'string' && subdomainProblem(value) === null,
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'string' ? (subdomainProblem(args.value) ?? '') : 'Subdomain is required',
      },
    });
}
