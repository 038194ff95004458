import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@ds/config';
import { bounceAddressKeys, deriveKey, linkSecrets } from './keys.js';
import { dataEncryptionKey } from './sealed-secrets.js';

const valid = {
  DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'j'.repeat(32),
};
const NEW = 'n'.repeat(40);
const OLD = 'o'.repeat(40);

describe('keys made from the signing rings', () => {
  it('are the keys links and return paths had before rings existed when nothing is configured', () => {
    const config = loadConfig(valid);
    expect(linkSecrets(config)).toEqual([valid.JWT_SECRET]);
    expect(bounceAddressKeys(config)).toEqual([
      Buffer.from(hkdfSync('sha256', valid.JWT_SECRET, 'distributor-sites', 'ds:bounce-address', 32)),
    ]);
  });

  it('follow the ring, the signing key first', () => {
    const config = loadConfig({ ...valid, LINK_SIGNING_KEYS: ` l2:${NEW} , jwt ,l1:${OLD}` });
    expect(linkSecrets(config)).toEqual([NEW, valid.JWT_SECRET, OLD]);
  });

  it('derives every key through the one HKDF, one key per use', () => {
    expect(deriveKey('s'.repeat(32), 'ds:x')).toEqual(Buffer.from(hkdfSync('sha256', 's'.repeat(32), 'distributor-sites', 'ds:x', 32)));
    expect(deriveKey('s'.repeat(32), 'ds:x')).not.toEqual(deriveKey('s'.repeat(32), 'ds:y'));
    expect(dataEncryptionKey({ JWT_SECRET: valid.JWT_SECRET })).toEqual(deriveKey(valid.JWT_SECRET, 'ds:data-encryption-key'));
  });
});
