import { JWT_SECRET_KEY_ID, type SigningKey } from '@ds/config';

/**
 * JWTs signed from a key ring (docs/operations.md "Rotating keys"): the ring's first key signs and puts its
 * id in the header's `kid`; a token is verified with the ring key its `kid` names, so a token whose key has
 * been retired (removed from the ring) is refused. A token without `kid` was signed before rings existed,
 * with JWT_SECRET: the `jwt` key.
 */
export interface JwtKeyRing<K> {
  /** The signing key and its id. */
  signing: { id: string; key: K };
  /** The key a token names in its header, or null (retired, unknown, or not a JWT). */
  keyOf(token: unknown): K | null;
}

export function jwtKeyRing<K>(keys: readonly SigningKey[], keyOf: (key: SigningKey) => K): JwtKeyRing<K> {
  const byId = new Map(keys.map((key) => [key.id, keyOf(key)]));
  const [first] = keys;
  return {
    signing: { id: first.id, key: byId.get(first.id)! },
    keyOf(token) {
      const kid = typeof token === 'string' ? headerKid(token) : null;
      return kid === null ? null : (byId.get(kid) ?? null);
    },
  };
}

/** The `kid` of a JWT's header (`jwt` when it has none), or null when the header cannot be read. */
function headerKid(token: string): string | null {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
    if (!header || typeof header !== 'object') return null;
    const { kid } = header as { kid?: unknown };
    if (kid === undefined) return JWT_SECRET_KEY_ID;
    return typeof kid === 'string' ? kid : null;
  } catch {
    return null;
  }
}
