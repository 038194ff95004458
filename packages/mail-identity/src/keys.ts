import { hkdfSync } from 'node:crypto';
import { signingKeys, type RingConfig } from '@ds/config';

/**
 * The platform's one key derivation: HKDF-SHA256, salt `distributor-sites`, info naming what the key is
 * for. Every key made from a secret goes through it (link and return-path purposes, the development data
 * key, the consent hash, the queue dashboard's cookies), so a key for one use is worth nothing for another.
 * The secrets themselves are settings (@ds/config's key rings, docs/operations.md "Rotating keys").
 */
export function deriveKey(secret: string | Buffer, info: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'distributor-sites', info, length));
}

/** The secrets email links are signed from (the first signs), for the link builders and checks here. */
export function linkSecrets(config: RingConfig): string[] {
  return signingKeys(config, 'links').map((key) => key.secret);
}

/**
 * The keys of the per-message return paths (docs/deliverability.md "Bounces"), the signing key first: each
 * ring key's `bounce-address` purpose key, the derivation `purposeKey` (signed-token.ts) uses for every
 * token, so a token signed for a bounce address is worth nothing elsewhere.
 */
export function bounceAddressKeys(config: RingConfig): Buffer[] {
  return signingKeys(config, 'returnPaths').map((key) => deriveKey(key.secret, 'ds:bounce-address'));
}
