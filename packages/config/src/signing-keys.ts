import { hkdfSync } from 'node:crypto';
import { z } from 'zod';

/**
 * The platform's one key derivation: HKDF-SHA256, salt `distributor-sites`, info naming what the key is
 * for. Every key made from a secret goes through it (signing purposes, the development data key, the
 * consent hash), so a key for one use is worth nothing for another.
 */
export function deriveKey(secret: string | Buffer, info: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'distributor-sites', info, length));
}

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

type Entry = { id: string; secret?: string };

/**
 * A ring as configured: `<id>:<secret>` entries, comma-separated, the signing key first. The entry `jwt`
 * (no secret) stands for JWT_SECRET, so a ring can keep verifying what was signed before rotation began.
 * Unset: the ring is `jwt` alone.
 */
export const signingKeyRing = z
  .string()
  .transform((value, ctx): Entry[] => {
    const entries = value
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text): Entry => {
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

type RingConfig = { JWT_SECRET: string } & Partial<Record<(typeof SIGNING_PURPOSES)[SigningPurpose], Entry[]>>;

/** The keys of one purpose, the signing key first. */
export function signingKeys(config: RingConfig, purpose: SigningPurpose): SigningKey[] {
  const entries = config[SIGNING_PURPOSES[purpose]] ?? [{ id: JWT_SECRET_KEY_ID }];
  return entries.map(({ id, secret }) => ({ id, secret: secret ?? config.JWT_SECRET }));
}

/** The secrets email links are signed from (the first signs), for `@ds/jobs`' link builders and checks. */
export function linkSecrets(config: RingConfig): string[] {
  return signingKeys(config, 'links').map((key) => key.secret);
}

/**
 * The keys of the per-message return paths (docs/deliverability.md "Bounces"), the signing key first: each
 * ring key's `bounce-address` purpose key, the derivation `@ds/jobs`' `purposeKey` uses for every token,
 * so a token signed for a bounce address is worth nothing elsewhere.
 */
export function bounceAddressKeys(config: RingConfig): Buffer[] {
  return signingKeys(config, 'returnPaths').map((key) => deriveKey(key.secret, 'ds:bounce-address'));
}
