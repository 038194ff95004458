import { createHash, timingSafeEqual, type Hash } from 'node:crypto';
import { isUuid } from '@ds/shared';
import { deriveKey } from './keys.js';

/**
 * The one way the platform signs what it hands out and takes back without a login (docs/signed-links.md):
 * confirmation and unsubscribe links, campaign open/click/unsubscribe links, per-email return paths.
 *
 * - Purpose-bound keys: each purpose has its own key, `deriveKey` (keys.ts: HKDF-SHA256) of the link
 *   signing secret with info `ds:<purpose>`, so a token signed for one purpose never verifies for another.
 * - Rotating keys: the secrets are a ring (`linkSecrets(config)` in keys.ts, docs/operations.md "Rotating keys"); the
 *   first signs and any verifies, so links in emails already sent keep working after a rotation. The token
 *   does not name its key: trying the few keys of a ring costs a few HMACs and keeps every link's length.
 * - The token carries the tenant (inside the MAC), so whoever follows it opens `forTenant(token.tenant)`
 *   instead of looking the owner up across tenants first.
 * - Optional expiry inside the MAC; the signature is checked first, so "expired" is only said of real tokens.
 * - Constant-time comparison (`timingSafeEqual`); compact and URL-safe (base64url of a few bytes).
 *
 * Layout (before base64url): version `1` · flags · [tenant, 16 bytes] · [subject, 16 bytes] · [expiry,
 * 4 bytes, seconds] · MAC (first 16 bytes of HMAC-SHA256). The subject (the row the token is about) is
 * either inside the token or "detached" — already in the URL's path — and then only covered by the MAC.
 * `bind` is further text the MAC covers without carrying it (a click link's target URL).
 */
export type TokenPurpose =
  | 'newsletter-confirm'
  | 'platform-newsletter-confirm'
  | 'newsletter-unsubscribe'
  | 'campaign-open'
  | 'campaign-click'
  | 'campaign-unsubscribe'
  | 'sequence-unsubscribe'
  | 'sequence-open'
  | 'sequence-click'
  | 'digest-opt-out'
  | 'bounce-address';

const VERSION = 1;
const FLAG_TENANT = 1;
const FLAG_SUBJECT = 2;
const FLAG_EXPIRY = 4;
const MAC_BYTES = 16;
/** Longest token this module can produce (version, flags, two ids, expiry, MAC), in base64url. */
const MAX_TOKEN_LENGTH = Math.ceil(((2 + 16 + 16 + 4 + MAC_BYTES) * 4) / 3);

const keys = new Map<string, Buffer>();

/**
 * The secrets links are signed from, the signing one first (`linkSecrets(config)`, keys.ts); every one
 * verifies. A single secret is a ring of one.
 */
export type LinkSecrets = string | readonly string[];

const ringOf = (secrets: LinkSecrets): readonly string[] => (typeof secrets === 'string' ? [secrets] : secrets);

/** The secret that signs: the ring's first. */
export function signingSecret(secrets: LinkSecrets): string {
  const [first] = ringOf(secrets);
  if (!first) throw new Error('no link signing secret');
  return first;
}

/**
 * The key of one purpose, derived from a signing secret (cached: links are signed per recipient). For
 * `bounce-address` it is the key `bounceAddressKeys` (keys.ts) derives (the same function and info).
 */
export function purposeKey(secret: string, purpose: TokenPurpose): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = deriveKey(secret, `ds:${purpose}`);
    if (keys.size > 64) keys.clear();
    keys.set(cacheKey, key);
  }
  return key;
}

/**
 * HMAC-SHA256's two keyed hash states (RFC 2104: the key padded to the block, XOR ipad and XOR opad), per
 * key, absorbed once: a MAC is then two copies of them and two digests. `createHmac` sets the key up anew
 * each time, about five times the cost — and links are signed per recipient and per link.
 */
const pads = new WeakMap<Buffer, { inner: Hash; outer: Hash }>();

function padsOf(key: Buffer): { inner: Hash; outer: Hash } {
  let found = pads.get(key);
  if (!found) {
    const block = Buffer.alloc(64);
    (key.length > 64 ? createHash('sha256').update(key).digest() : key).copy(block);
    found = {
      inner: createHash('sha256').update(block.map((b) => b ^ 0x36)),
      outer: createHash('sha256').update(block.map((b) => b ^ 0x5c)),
    };
    pads.set(key, found);
  }
  return found;
}

/** `length` bytes of HMAC-SHA256 of `parts` under `key` (keys are reused: derived once, `purposeKey`). */
export function macOf(key: Buffer, parts: readonly (Buffer | string)[], length = MAC_BYTES): Buffer {
  const { inner, outer } = padsOf(key);
  const hash = inner.copy();
  for (const part of parts) hash.update(part);
  return outer.copy().update(hash.digest()).digest().subarray(0, length);
}

/** Constant-time equality of two strings or buffers (false, not an exception, when the lengths differ). */
export function sameSecret(a: Buffer | string, b: Buffer | string): boolean {
  const x = typeof a === 'string' ? Buffer.from(a) : a;
  const y = typeof b === 'string' ? Buffer.from(b) : b;
  return x.length === y.length && timingSafeEqual(x, y);
}

const uuidBytes = (id: string): Buffer => Buffer.from(id.replace(/-/g, ''), 'hex');

function uuidText(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface TokenClaims {
  /** The tenant whose row the token is about; null for the platform's own (the landing newsletter). */
  tenant: string | null;
  /** The row the token is about (a subscriber, a campaign recipient row). */
  subject: string;
  /** When the token stops verifying (whole seconds); none when absent. */
  expiresAt?: Date;
}

export interface TokenOptions {
  /** The subject is in the URL already: the token only covers it (shorter links). */
  detached?: boolean;
  /** Text the MAC covers without the token carrying it (a click link's target). */
  bind?: string;
}

/** The token's MAC: over its header, the detached subject (16 bytes) and the bound text (after a 0 byte). */
function tokenMac(key: Buffer, header: Buffer, subject: string, options: TokenOptions): Buffer {
  const parts: (Buffer | string)[] = [header];
  if (options.detached) parts.push(uuidBytes(subject.toLowerCase()));
  if (options.bind !== undefined) parts.push(`\u0000${options.bind}`);
  return macOf(key, parts);
}

/** Signs `claims` for `purpose` under the ring's signing secret. Ids must be UUIDs. */
export function signToken(secrets: LinkSecrets, purpose: TokenPurpose, claims: TokenClaims, options: TokenOptions = {}): string {
  const { tenant, subject, expiresAt } = claims;
  if (!isUuid(subject) || (tenant !== null && !isUuid(tenant))) throw new Error(`${purpose}: ids must be UUIDs`);
  const flags = (tenant !== null ? FLAG_TENANT : 0) | (options.detached ? 0 : FLAG_SUBJECT) | (expiresAt ? FLAG_EXPIRY : 0);
  // One buffer, written in place: campaign links are signed per recipient and per link.
  const token = Buffer.allocUnsafe(2 + (tenant !== null ? 16 : 0) + (options.detached ? 0 : 16) + (expiresAt ? 4 : 0) + MAC_BYTES);
  token[0] = VERSION;
  token[1] = flags;
  let at = 2;
  if (tenant !== null) at += token.write(tenant.replace(/-/g, ''), at, 'hex');
  if (!options.detached) at += token.write(subject.replace(/-/g, ''), at, 'hex');
  if (expiresAt) at = token.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), at);
  tokenMac(purposeKey(signingSecret(secrets), purpose), token.subarray(0, at), subject, options).copy(token, at);
  return token.toString('base64url');
}

export type TokenCheck =
  { ok: true; tenant: string | null; subject: string; expiresAt: Date | null } | { ok: false; reason: 'invalid' | 'expired' };

const INVALID = { ok: false, reason: 'invalid' } as const;

/**
 * The claims of a token signed for `purpose` under any secret of the ring, or why not: `invalid` (malformed,
 * altered, another purpose, a secret not in the ring, another subject or bound text) or `expired` (only said
 * once the MAC matched). A detached token needs its subject (`options.subject`, from the URL).
 */
export function verifyToken(
  secrets: LinkSecrets,
  purpose: TokenPurpose,
  token: unknown,
  options: TokenOptions & { subject?: string; now?: Date } = {},
): TokenCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return INVALID;
  const bytes = Buffer.from(token, 'base64url');
  // base64url decoding forgives; only the one canonical spelling of the bytes is a token of ours.
  if (bytes.toString('base64url') !== token || bytes.length < 2 + MAC_BYTES || bytes[0] !== VERSION) return INVALID;
  const flags = bytes[1];
  if (flags & ~(FLAG_TENANT | FLAG_SUBJECT | FLAG_EXPIRY) || Boolean(flags & FLAG_SUBJECT) === Boolean(options.detached)) return INVALID;
  const expected = 2 + (flags & FLAG_TENANT ? 16 : 0) + (flags & FLAG_SUBJECT ? 16 : 0) + (flags & FLAG_EXPIRY ? 4 : 0) + MAC_BYTES;
  if (bytes.length !== expected) return INVALID;

  let at = 2;
  const take = (n: number) => bytes.subarray(at, (at += n));
  const tenant = flags & FLAG_TENANT ? uuidText(take(16)) : null;
  let subject: string;
  if (flags & FLAG_SUBJECT) subject = uuidText(take(16));
  else if (isUuid(options.subject)) subject = options.subject.toLowerCase();
  else return INVALID;
  const expiry = flags & FLAG_EXPIRY ? take(4).readUInt32BE() : null;
  const header = bytes.subarray(0, at);
  const mac = take(MAC_BYTES);
  if (!ringOf(secrets).some((secret) => sameSecret(tokenMac(purposeKey(secret, purpose), header, subject, options), mac))) return INVALID;
  if (expiry !== null && expiry * 1000 <= (options.now ?? new Date()).getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, tenant, subject, expiresAt: expiry === null ? null : new Date(expiry * 1000) };
}
