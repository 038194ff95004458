import { createPrivateKey } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { dataEncryptionKey, openSecret, SECRET_PURPOSE } from '@ds/mail-identity';
import { Database, type SendingDomain } from '@ds/db';
import type { DkimKey } from '../infra/mail/dkim.js';

/** A distributor's verified sending domain as campaign mail uses it: the From address and the signing key. */
export interface SenderIdentity {
  /** `<local part>@<their domain>`. */
  address: string;
  /** The key campaign mail is signed with (`signMessage`): d= their domain, their own key, parsed once. */
  dkim: DkimKey;
}

/** How long an answer is reused: a sending domain that stops being verified is no longer used after this. */
const TTL_MS = 15_000;
/** Tenants whose answer is kept: a worker serving many tenants keeps the most recently asked. */
const MAX_TENANTS = 1_000;

/**
 * Who a tenant's campaign emails are from (docs/deliverability.md "A distributor's own sending domain"):
 * with a verified sending domain, `<local part>@<their domain>` signed with that domain's key; otherwise
 * null, and the mail goes out as before (MAIL_FROM's address with the distributor's name and Reply-To,
 * signed with the platform's key). Asked per tenant, answers kept for a few seconds so a batch costs one
 * read and one decryption; a domain that drifts (`misconfigured`) stops being used within TTL_MS.
 */
@Injectable()
export class SenderIdentities {
  private readonly logger = new Logger(SenderIdentities.name);
  private readonly key: Buffer;
  /** The cache's clock: the `now` of the call being answered, so a caller that passes its own time (a test) is heard. */
  private clock = 0;
  private readonly cache = new LRUCache<string, { identity: SenderIdentity | null }>({
    max: MAX_TENANTS,
    ttl: TTL_MS,
    ttlResolution: 0,
    perf: { now: () => this.clock },
  });

  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = dataEncryptionKey(config);
  }

  async forTenant(tenantId: string, now = Date.now()): Promise<SenderIdentity | null> {
    this.clock = now;
    const hit = this.cache.get(tenantId);
    if (hit) return hit.identity;
    const row = await this.db.forTenant(tenantId).sendingDomain.findFirst({ where: { status: 'verified' } });
    const identity = row ? this.identityOf(row) : null;
    // Its own start: another call may have moved the clock while this one read.
    this.cache.set(tenantId, { identity }, { start: now });
    return identity;
  }

  private identityOf(row: SendingDomain): SenderIdentity | null {
    let pem: string;
    try {
      pem = openSecret(this.key, SECRET_PURPOSE.sendingDomainKey, row.private_key_encrypted);
    } catch (err) {
      // Sealed under another DATA_ENCRYPTION_KEY (rotated without re-sealing): mail that cannot be signed
      // for the domain goes out as before rather than unsigned or not at all.
      const why = `its key cannot be opened (${String(err)}); campaigns use the platform's From`;
      this.logger.error(`sending domain ${row.domain} of tenant ${row.tenant_id}: ${why}`);
      return null;
    }
    return {
      address: `${row.local_part}@${row.domain}`,
      dkim: { domain: row.domain, selector: row.selector, privateKey: createPrivateKey(pem) },
    };
  }
}
