import { signingKeys, type RingConfig } from '@ds/config';
import type { TenantTransaction } from '@ds/db';
import { deriveKey } from './keys.js';
import { macOf } from './signed-token.js';

/**
 * The suppression list (docs/privacy.md "Access and erasure"): an erased person's address is kept only as
 * a one-way hash, per tenant — HMAC-SHA256 of `<tenant id>\n<address lower-cased and trimmed>` under the
 * `ds:suppression` key derived from each key of the links ring (LINK_SIGNING_KEYS). The tenant is part of
 * what is hashed, so one distributor's list says nothing about another's. The ring's first key writes; every
 * key of the ring is looked up, so a rotation keeps the list working for as long as the old key stays in the
 * ring behind the new one (docs/operations.md "Rotating keys").
 */

export interface SuppressionHash {
  keyId: string;
  hash: string;
}

/** The address as the list hashes it: trimmed and lower-cased (addresses are stored lower-cased). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The address's hash under every key of the ring, the writing key first. */
export function suppressionHashes(config: RingConfig, tenantId: string, email: string): SuppressionHash[] {
  const text = `${tenantId}\n${normaliseEmail(email)}`;
  return signingKeys(config, 'links').map((key) => ({
    keyId: key.id,
    hash: macOf(suppressionKey(key.secret), [text], 32).toString('hex'),
  }));
}

/** The `ds:suppression` key of a ring secret, derived once (a batch hashes every address it mails). */
const suppressionKeys = new Map<string, Buffer>();
function suppressionKey(secret: string): Buffer {
  let key = suppressionKeys.get(secret);
  if (!key) {
    key = deriveKey(secret, 'ds:suppression');
    if (suppressionKeys.size > 16) suppressionKeys.clear();
    suppressionKeys.set(secret, key);
  }
  return key;
}

/** Puts the address on the tenant's list (once). */
export async function suppressAddress(tx: TenantTransaction, config: RingConfig, tenantId: string, email: string): Promise<void> {
  const [writing] = suppressionHashes(config, tenantId, email);
  await tx.suppression.createMany({
    data: [{ tenant_id: tenantId, email_hash: writing.hash, key_id: writing.keyId, reason: 'erased' }],
    skipDuplicates: true,
  });
}

type SuppressionReader = Pick<TenantTransaction, 'suppression'>;

/** When the address was put on the tenant's list, or null when it is not on it. */
export async function suppressedSince(db: SuppressionReader, config: RingConfig, tenantId: string, email: string): Promise<Date | null> {
  const hashes = suppressionHashes(config, tenantId, email).map((h) => h.hash);
  const row = await db.suppression.findFirst({
    where: { tenant_id: tenantId, email_hash: { in: hashes } },
    orderBy: { created_at: 'desc' },
    select: { created_at: true },
  });
  return row?.created_at ?? null;
}

/** Whether a send to the address must not happen. */
export async function isSuppressed(db: SuppressionReader, config: RingConfig, tenantId: string, email: string): Promise<boolean> {
  return (await suppressedSince(db, config, tenantId, email)) !== null;
}

/** Of these addresses, the ones on the tenant's list (one query for a batch of a campaign's recipients). */
export async function suppressedAmong(
  db: SuppressionReader,
  config: RingConfig,
  tenantId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const byHash = new Map<string, string>();
  for (const email of emails) for (const { hash } of suppressionHashes(config, tenantId, email)) byHash.set(hash, email);
  const rows = await db.suppression.findMany({
    where: { tenant_id: tenantId, email_hash: { in: [...byHash.keys()] } },
    select: { email_hash: true },
  });
  return new Set(rows.map((r) => byHash.get(r.email_hash)!));
}

/**
 * A new explicit opt-in (the person confirmed a subscription after their erasure) lifts the suppression:
 * they asked to be mailed again. Answers whether there was one.
 */
export async function liftSuppression(tx: TenantTransaction, config: RingConfig, tenantId: string, email: string): Promise<boolean> {
  const hashes = suppressionHashes(config, tenantId, email).map((h) => h.hash);
  const { count } = await tx.suppression.deleteMany({ where: { tenant_id: tenantId, email_hash: { in: hashes } } });
  return count > 0;
}
