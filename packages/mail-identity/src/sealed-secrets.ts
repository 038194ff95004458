import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { decodeKey } from '@ds/config';
import { deriveKey } from './keys.js';

/**
 * Encryption at rest of the few secrets we keep in PostgreSQL (the ACME account key, certificate private
 * keys, reset tokens waiting in the outbox): AES-256-GCM under one data key. The key is DATA_ENCRYPTION_KEY,
 * required in production; elsewhere, when unset, it is derived from JWT_SECRET (`deriveKey`, info
 * `ds:data-encryption-key`), so the embedded mode needs no extra setup.
 * `purpose` is bound as additional authenticated data: a sealed value only opens for the purpose it was
 * sealed for (a certificate key cannot be passed off as the account key).
 */

const VERSION = 'v1';

/** The purposes sealed secrets are bound to (worker seals, API opens). */
export const SECRET_PURPOSE = {
  acmeAccountKey: 'acme-account-key',
  certificateKey: 'certificate-key',
  /** A password (re)set token inside an outbox row, until its email is sent (API seals, worker opens). */
  mailLinkToken: 'mail-link-token',
  /** A distributor's sending-domain DKIM key (API seals when the distributor opts in, worker opens to sign). */
  sendingDomainKey: 'sending-domain-key',
} as const;

export function dataEncryptionKey(config: { DATA_ENCRYPTION_KEY?: string; JWT_SECRET: string }): Buffer {
  if (config.DATA_ENCRYPTION_KEY) {
    const key = decodeKey(config.DATA_ENCRYPTION_KEY);
    if (!key) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes, as base64 or 64 hex digits');
    return key;
  }
  return deriveKey(config.JWT_SECRET, 'ds:data-encryption-key');
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(key: Buffer, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Throws when the value was sealed under another key or purpose, or was altered. */
export function openSecret(key: Buffer, purpose: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
