import tls from 'node:tls';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { dataEncryptionKey, openSecret, SECRET_PURPOSE } from '@ds/mail-identity';
import { Database, domainOwnerWhere } from '@ds/db';
import type { TenantChange } from '@ds/jobs';
import { TenantChanges, type TenantCache } from '../../../infra/cache/tenant-changes.js';
import { normaliseHost } from '@ds/shared';

interface Entry {
  context: tls.SecureContext | null;
  tenantId: string | null;
  expiresAt: number;
}

/** Bounded: a host name nobody serves must not grow the cache without limit. */
const MAX_ENTRIES = 5_000;
const HIT_TTL_MS = 10 * 60_000;
const MISS_TTL_MS = 30_000;

/**
 * TLS contexts of verified custom domains for the HTTPS edge's SNICallback, and the "does this host have
 * an active certificate" question of the HTTP→HTTPS redirect. A bounded LRU per process; a domain's entry
 * is dropped on every instance by the one "tenant changed" broadcast (`TenantChanges`): the worker
 * announces it with the domain among its hosts when it activates a certificate, so a new certificate is
 * served at once, and every write that removes a domain or unpublishes a site announces it too.
 * Loaded on demand: the newest active certificate whose domain is the tenant's verified custom domain.
 */
@Injectable()
export class CertificateStore implements TenantCache {
  private readonly logger = new Logger(CertificateStore.name);
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    changes: TenantChanges,
  ) {
    this.key = dataEncryptionKey(config);
    changes.register(this);
  }

  /** The TLS context to present for `servername`, or null when we hold no active certificate for it. */
  async contextFor(servername: string): Promise<tls.SecureContext | null> {
    return (await this.entry(normaliseHost(servername))).context;
  }

  async hasCertificate(host: string): Promise<boolean> {
    return (await this.contextFor(host)) !== null;
  }

  /** How many contexts are held (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  forgetTenant({ tenantId, hosts = [] }: TenantChange): void {
    for (const [domain, entry] of this.entries)
      if (entry.tenantId === tenantId || entry.tenantId === null || hosts.includes(domain)) this.entries.delete(domain);
  }

  forgetEverything(): void {
    this.entries.clear();
  }

  private async entry(domain: string): Promise<Entry> {
    const cached = this.entries.get(domain);
    if (cached && cached.expiresAt > Date.now()) {
      // LRU: a hit moves to the back of the Map's insertion order.
      this.entries.delete(domain);
      this.entries.set(domain, cached);
      return cached;
    }
    let pending = this.loading.get(domain);
    if (!pending) {
      // Concurrent handshakes for one name share one database read.
      pending = this.load(domain).finally(() => this.loading.delete(domain));
      this.loading.set(domain, pending);
    }
    const entry = await pending;
    while (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(domain, entry);
    return entry;
  }

  private async load(domain: string): Promise<Entry> {
    const miss = { context: null, tenantId: null, expiresAt: Date.now() + MISS_TTL_MS };
    if (!domain || domain.startsWith('[')) return miss;
    try {
      const cert = await this.db.acrossTenants('TLS handshake: the host name decides, before any tenant is known').certificate.findFirst({
        where: { domain, status: 'active', cert_pem: { not: null }, key_encrypted: { not: null }, tenant: domainOwnerWhere(domain) },
        orderBy: { not_after: 'desc' },
      });
      if (!cert?.cert_pem || !cert.key_encrypted) return miss;
      const context = tls.createSecureContext({
        cert: cert.cert_pem,
        key: openSecret(this.key, SECRET_PURPOSE.certificateKey, cert.key_encrypted),
      });
      return { context, tenantId: cert.tenant_id, expiresAt: Date.now() + HIT_TTL_MS };
    } catch (err) {
      this.logger.error({ err, domain }, 'could not load the certificate');
      return miss;
    }
  }
}
