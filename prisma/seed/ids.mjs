// Stable ids for seeded rows, so the demo data is identical on every machine (a link to Jane's first
// blog post works everywhere) and re-running the seed finds the rows it wrote before.
import crypto from 'node:crypto';

// 2025-01-01T00:00:00Z: the timestamp part of every seeded id.
const EPOCH_MS = 1_735_689_600_000n;

/**
 * A deterministic UUID in version-7 layout (48-bit timestamp, version 7, RFC variant) whose random
 * bits come from a hash of `key`. Shaped like the uuid(7) ids the database generates, so any
 * validator that accepts those accepts these.
 */
export function stableId(key) {
  const hash = crypto.createHash('sha256').update(`distributor-sites-seed:${key}`).digest();
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(Number(EPOCH_MS), 0, 6);
  hash.copy(bytes, 6, 0, 10);
  bytes[6] = 0x70 | (bytes[6] & 0x0f);
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
