import { isUuid } from '@ds/shared';
import { macOf, sameSecret } from './signed-token.js';

/**
 * Per-message return paths (VERP, docs/deliverability.md "Bounces"): every email's SMTP envelope sender is
 * `bounces+<kind><row id>-<signature>@<bounce domain>`, so a delivery-status notification, which goes to
 * the envelope sender, names the one email it is about. The worker signs the address when it sends; the
 * bounce listener (and the HTTP intake) verify it before anything is recorded, so nobody can make up a
 * bounce for someone else's recipient.
 *
 * Lower-case hex only: some mail systems change the case of the local part on the way back. The local part
 * stays under RFC 5321's 64 octets (`bounces+` 8, kind 1, id 32, `-` 1, signature 20 = 62).
 *
 * Signed like every token of ours (`signed-token.ts`): the keys are the `bounce-address` purpose keys of
 * the return-path ring (`bounceAddressKeys(config)`: the first signs, any verifies, so the return paths of
 * emails sent before a rotation still work, docs/operations.md "Rotating keys"), compared in constant
 * time. Unlike a link's token it does not carry the tenant: in a case-insensitive alphabet, two UUIDs
 * (256 bits) and an 80-bit signature take 65 characters even in base 36 and without `bounces+`, more than
 * the 64 octets a local part may have, and a shorter signature would bring forging a bounce for someone
 * else's email within reach. The intake finds the row's owner from the row id (docs/signed-links.md).
 */
export type BounceTargetKind = 'campaign' | 'outbox' | 'sequence';

export interface BounceTarget {
  /** `campaign`: a campaign_recipients row; `outbox`: an outbox row (transactional mail); `sequence`: a sequence_deliveries row. */
  kind: BounceTargetKind;
  id: string;
}

export const BOUNCE_LOCAL_PART = 'bounces';

const KIND_LETTER: Record<BounceTargetKind, string> = { campaign: 'c', outbox: 't', sequence: 's' };
const KIND_OF_LETTER: Record<string, BounceTargetKind> = { c: 'campaign', t: 'outbox', s: 'sequence' };

/** `bounceAddressKeys(config)`: the signing key first; a single key is a ring of one. */
export type BounceKeys = Buffer | readonly Buffer[];

const ringOf = (keys: BounceKeys): readonly Buffer[] => (Buffer.isBuffer(keys) ? [keys] : keys);

/** 80 bits of HMAC-SHA256 as hex: a forgery needs 2^80 tries against a listener that answers one at a time. */
function signature(key: Buffer, kind: BounceTargetKind, id: string): string {
  return macOf(key, [`bounce:${kind}:${id}`], 10).toString('hex');
}

/** The envelope sender of one email, signed with the ring's first key. */
export function bounceAddress(keys: BounceKeys, target: BounceTarget, domain: string): string {
  const id = target.id.toLowerCase();
  if (!isUuid(id)) throw new Error(`not a row id: ${target.id}`);
  const [key] = ringOf(keys);
  return `${BOUNCE_LOCAL_PART}+${KIND_LETTER[target.kind]}${id.replace(/-/g, '')}-${signature(key, target.kind, id)}@${domain.toLowerCase()}`;
}

/**
 * The email a return path names, or null: not at `domain`, not ours, malformed, or the signature does not
 * match under any key of the ring (altered, or signed with a key not in it).
 */
export function bounceTargetOf(keys: BounceKeys, address: unknown, domain: string): BounceTarget | null {
  if (typeof address !== 'string' || address.length > 320) return null;
  const match = /^bounces\+([cts])([0-9a-f]{32})-([0-9a-f]{20})@(.+)$/.exec(address.trim().toLowerCase());
  if (!match || match[4].replace(/\.$/, '') !== domain.toLowerCase()) return null;
  const [, letter, hex, given] = match;
  const kind = KIND_OF_LETTER[letter];
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return ringOf(keys).some((key) => sameSecret(signature(key, kind, id), given)) ? { kind, id } : null;
}
