import { z } from 'zod';

/**
 * Signing keys, one ring per purpose (docs/operations.md "Rotating keys"): the first key signs, every key
 * of the ring verifies. Rotation puts a new key first and keeps the old one behind it for as long as what
 * it signed is still out there; removing a key retires it, and what it signed stops verifying.
 */
export const SIGNING_PURPOSES = {
  /** API sessions (HS256 JWTs carrying the key id as `kid`). */
  sessions: 'SESSION_SIGNING_KEYS',
  /** Links in emails: confirmation, unsubscribe, campaign open/click/unsubscribe (docs/signed-links.md). */
  links: 'LINK_SIGNING_KEYS',
  /** Per-email return paths (docs/deliverability.md "Bounces"). */
  returnPaths: 'RETURN_PATH_SIGNING_KEYS',
  /** The admin queue dashboard's cookie sessions. */
  queueDashboard: 'QUEUE_DASHBOARD_SIGNING_KEYS',
} as const;

export type SigningPurpose = keyof typeof SIGNING_PURPOSES;

export interface SigningKey {
  /** Names the key in configuration, in session tokens (`kid`) and in logs; never secret. */
  id: string;
  /** What the purpose's keys are made from (for sessions the HS256 key itself). */
  secret: string;
}

/** The reserved key id of the key every purpose had before rings existed: JWT_SECRET itself. */
export const JWT_SECRET_KEY_ID = 'jwt';

export type KeyRingEntry = { id: string; secret?: string };

/**
 * A ring as configured: `<id>:<secret>` entries, comma-separated, the signing key first. The entry `jwt`
 * (no secret) stands for JWT_SECRET, so a ring can keep verifying what was signed before rotation began.
 * Unset: the ring is `jwt` alone.
 */
export const signingKeyRing = z
  .string()
  .transform((value, ctx): KeyRingEntry[] => {
    const entries = value
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text): KeyRingEntry => {
        const at = text.indexOf(':');
        return at < 0 ? { id: text } : { id: text.slice(0, at), secret: text.slice(at + 1) };
      });
    const problems: string[] = [];
    if (!entries.length) problems.push('at least one key');
    for (const { id, secret } of entries) {
      if (!/^[A-Za-z0-9._-]{1,32}$/.test(id)) problems.push(`key id "${id.slice(0, 40)}" must be 1-32 letters, digits, ".", "_" or "-"`);
      else if (id === JWT_SECRET_KEY_ID && secret !== undefined) problems.push(`the id "${JWT_SECRET_KEY_ID}" is reserved for JWT_SECRET`);
      else if (id !== JWT_SECRET_KEY_ID && (secret === undefined || secret.length < 32))
        problems.push(`key "${id}" needs a secret of at least 32 characters (<id>:<secret>)`);
    }
    if (new Set(entries.map((e) => e.id)).size !== entries.length) problems.push('key ids must be unique');
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return entries;
  })
  .optional();

export type RingConfig = { JWT_SECRET: string } & Partial<Record<(typeof SIGNING_PURPOSES)[SigningPurpose], KeyRingEntry[]>>;

/** The keys of one purpose, the signing key first. */
export function signingKeys(config: RingConfig, purpose: SigningPurpose): SigningKey[] {
  const entries = config[SIGNING_PURPOSES[purpose]] ?? [{ id: JWT_SECRET_KEY_ID }];
  return entries.map(({ id, secret }) => ({ id, secret: secret ?? config.JWT_SECRET }));
}

/**
 * DATA_ENCRYPTION_KEY's value: 32 bytes from base64 (std or url) or 64 hex digits, else null. The key that
 * seals stored secrets is made from it by `dataEncryptionKey` (@ds/mail-identity).
 */
export function decodeKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}
