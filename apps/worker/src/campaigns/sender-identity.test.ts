import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '@ds/config';
import type { Database } from '@ds/db';
import { SenderIdentities } from './sender-identity.js';

/** A database whose tenants have no verified sending domain, counting the reads per tenant. */
function countingDatabase() {
  const reads = new Map<string, number>();
  const db = {
    forTenant: (tenantId: string) => ({
      sendingDomain: {
        findFirst: () => {
          reads.set(tenantId, (reads.get(tenantId) ?? 0) + 1);
          return Promise.resolve(null);
        },
      },
    }),
  };
  return { db: db as unknown as Database, reads };
}

const config = { JWT_SECRET: 'x'.repeat(32) } as AppConfig;

describe('SenderIdentities cache', () => {
  it('answers a tenant from one read for 15 seconds, then reads again', async () => {
    const { db, reads } = countingDatabase();
    const identities = new SenderIdentities(db, config);
    const t0 = Date.now();
    expect(await identities.forTenant('t-1', t0)).toBeNull();
    expect(await identities.forTenant('t-1', t0 + 14_000)).toBeNull();
    expect(reads.get('t-1')).toBe(1);
    await identities.forTenant('t-1', t0 + 16_000);
    expect(reads.get('t-1')).toBe(2);
  });

  it('keeps the 1,000 most recently asked tenants', async () => {
    const { db, reads } = countingDatabase();
    const identities = new SenderIdentities(db, config);
    const t0 = Date.now();
    for (let i = 0; i <= 1_000; i++) await identities.forTenant(`t-${i}`, t0);
    await identities.forTenant('t-1000', t0 + 1);
    await identities.forTenant('t-0', t0 + 1);
    expect(reads.get('t-1000')).toBe(1);
    expect(reads.get('t-0')).toBe(2);
  });
});
