import { describe, expect, it } from '@jest/globals';
import { dataEncryptionKey, openSecret, sealSecret } from './sealed-secrets.js';

describe('sealed secrets', () => {
  const key = dataEncryptionKey({ JWT_SECRET: 'x'.repeat(32) });

  it('round-trips, with a fresh IV each time', () => {
    const a = sealSecret(key, 'certificate-key', 'private key');
    expect(a).not.toContain('private key');
    expect(a).not.toBe(sealSecret(key, 'certificate-key', 'private key'));
    expect(openSecret(key, 'certificate-key', a)).toBe('private key');
  });

  it('opens only with the same key and purpose', () => {
    const sealed = sealSecret(key, 'certificate-key', 'secret');
    expect(() => openSecret(key, 'acme-account-key', sealed)).toThrow();
    expect(() => openSecret(dataEncryptionKey({ JWT_SECRET: 'y'.repeat(32) }), 'certificate-key', sealed)).toThrow();
    expect(() =>
      openSecret(dataEncryptionKey({ JWT_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }), 'certificate-key', sealed),
    ).toThrow();
  });

  it('derives the key from JWT_SECRET only when DATA_ENCRYPTION_KEY is unset', () => {
    expect(dataEncryptionKey({ JWT_SECRET: 'x'.repeat(32) })).toHaveLength(32);
    expect(dataEncryptionKey({ JWT_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: 'ab'.repeat(32) })).toEqual(
      Buffer.from('ab'.repeat(32), 'hex'),
    );
  });
});
