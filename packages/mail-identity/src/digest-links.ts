import { signToken, verifyToken, type LinkSecrets } from './signed-token.js';

/**
 * The follow-up digest's one-click opt-out (docs/product.md "Contacts", docs/signed-links.md): a token
 * signed for its own purpose that carries the tenant (subject and tenant are both the tenant's id), with no
 * expiry — leaving an email must always work. GET and POST (RFC 8058 one-click) of the URL turn the digest off.
 */
export const DIGEST_OPT_OUT_PATH = '/api/follow-up-digest/opt-out';

export function digestOptOutUrl(origin: string, secrets: LinkSecrets, tenantId: string): string {
  const url = new URL(DIGEST_OPT_OUT_PATH, origin);
  url.searchParams.set('token', signToken(secrets, 'digest-opt-out', { tenant: tenantId, subject: tenantId }));
  return url.toString();
}

/** The tenant an opt-out token of ours names, or null. */
export function verifyDigestOptOut(secrets: LinkSecrets, token: unknown): string | null {
  const check = verifyToken(secrets, 'digest-opt-out', token);
  return check.ok && check.tenant !== null && check.tenant === check.subject ? check.tenant : null;
}
