import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '@ds/config';
import { dataEncryptionKey, sealSecret, SECRET_PURPOSE } from '@ds/mail-identity';
import type { Database } from '@ds/db';
import type { TenantCache, TenantChanges } from '../../../infra/cache/tenant-changes.js';
import { CertificateStore } from './certificate-store.js';

const fixture = (name: string) => fs.readFileSync(new URL(`../../../../test/support/fixtures/${name}`, import.meta.url), 'utf8');
const config = { JWT_SECRET: 'certificate-store-spec' } as AppConfig;
const TENANT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

/**
 * The store over a fake database holding `rows` (domain → owner of an active certificate), and the
 * "tenant changed" listener it registers with.
 */
function storeOver(rows: Map<string, string>) {
  const loads: string[] = [];
  const row = (domain: string, tenantId: string) => ({
    tenant_id: tenantId,
    cert_pem: fixture('edge-test.crt'),
    key_encrypted: sealSecret(dataEncryptionKey(config), SECRET_PURPOSE.certificateKey, fixture('edge-test.key')),
    domain,
  });
  const db = {
    acrossTenants: () => ({
      certificate: {
        findFirst: ({ where }: { where: { domain: string } }) => {
          loads.push(where.domain);
          const owner = rows.get(where.domain);
          return Promise.resolve(owner ? row(where.domain, owner) : null);
        },
      },
    }),
  } as unknown as Database;
  let listener: TenantCache | undefined;
  const changes = { register: (cache: TenantCache) => (listener = cache) } as unknown as TenantChanges;
  const store = new CertificateStore(db, config, changes);
  return { store, loads, broadcast: (change: Parameters<TenantCache['forgetTenant']>[0]) => listener!.forgetTenant(change) };
}

describe('CertificateStore and the "tenant changed" broadcast', () => {
  it('serves a certificate activated after a handshake was refused, once the activation names its domain', async () => {
    const rows = new Map<string, string>();
    const { store, loads, broadcast } = storeOver(rows);
    expect(await store.hasCertificate('shop.test')).toBe(false);
    rows.set('shop.test', TENANT);
    // The refusal is cached for a while: without the broadcast the new certificate would wait for it to expire.
    expect(await store.hasCertificate('shop.test')).toBe(false);
    broadcast({ tenantId: TENANT, hosts: ['shop.test'] });
    expect(await store.hasCertificate('shop.test')).toBe(true);
    expect(loads).toEqual(['shop.test', 'shop.test']);
  });

  it("a renewal reloads the tenant's context and leaves other tenants' cached", async () => {
    const rows = new Map([
      ['shop.test', TENANT],
      ['other.test', OTHER],
    ]);
    const { store, loads, broadcast } = storeOver(rows);
    await store.contextFor('shop.test');
    await store.contextFor('other.test');
    broadcast({ tenantId: TENANT, hosts: ['shop.test'] });
    await store.contextFor('shop.test');
    await store.contextFor('other.test');
    expect(loads).toEqual(['shop.test', 'other.test', 'shop.test']);
    expect(store.size).toBe(2);
  });
});
