import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@ds/config';
import { bounceAddressKeys, deriveKey, linkSecrets } from './keys.js';
import { dataEncryptionKey } from './sealed-secrets.js';

const JWT_SECRET = 'j'.repeat(32);
/** A configuration with only what loadConfig requires, plus `env`. */
const configWith = (env: Record<string, string> = {}) =>
  loadConfig({ DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db', REDIS_URL: 'redis://127.0.0.1:6379', JWT_SECRET, ...env });
const hkdf = (secret: string, info: string) => Buffer.from(hkdfSync('sha256', secret, 'distributor-sites', info, 32));

describe('keys made from the signing rings', () => {
  it('are the keys links and return paths had before rings existed when no ring is configured', () => {
    expect(linkSecrets(configWith())).toEqual([JWT_SECRET]);
    expect(bounceAddressKeys(configWith())).toEqual([hkdf(JWT_SECRET, 'ds:bounce-address')]);
  });

  it('follow the ring, the signing key first', () => {
    const [first, last] = ['n'.repeat(40), 'o'.repeat(40)];
    expect(linkSecrets(configWith({ LINK_SIGNING_KEYS: `l2:${first},jwt,l1:${last}` }))).toEqual([first, JWT_SECRET, last]);
    expect(bounceAddressKeys(configWith({ RETURN_PATH_SIGNING_KEYS: `r2:${first},jwt` }))).toEqual([
      hkdf(first, 'ds:bounce-address'),
      hkdf(JWT_SECRET, 'ds:bounce-address'),
    ]);
  });

  it('derives every key through the one HKDF, one key per use', () => {
    expect(deriveKey('s'.repeat(32), 'ds:x')).toEqual(hkdf('s'.repeat(32), 'ds:x'));
    expect(deriveKey('s'.repeat(32), 'ds:x')).not.toEqual(deriveKey('s'.repeat(32), 'ds:y'));
    expect(dataEncryptionKey({ JWT_SECRET })).toEqual(deriveKey(JWT_SECRET, 'ds:data-encryption-key'));
  });
});
