import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { getDomain } from 'tldts';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import {
  dataEncryptionKey,
  distributorSendingRecords,
  generateSendingDomainKey,
  localPartProblem,
  sealSecret,
  SECRET_PURPOSE,
  sendingDomainSelector,
} from '@ds/mail-identity';
import { Database, type Prisma, type SendingDomain } from '@ds/db';
import { conflict, notFound, validationFailed } from '../../infra/http/api-error.js';
import { SendingDomainCheckRequested } from './sending-domain.events.js';
import type { SendingDomainAnswer, SendingDomainRecordView } from './sending-domain.views.js';

/** The tenant fields a sending domain depends on. */
type TenantDomain = { custom_domain: string | null; dns_status: string };

/**
 * A distributor's own sending domain (docs/deliverability.md "A distributor's own sending domain"):
 * opting in makes a DKIM key for the domain (sealed at rest; only its public half ever leaves, in the
 * record to publish), the records are shown, and the worker verifies them (`sending-domain.verify`).
 * Until verified, campaigns go out as before; once verified, From `<local_part>@<domain>` signed with
 * that key.
 */
@Injectable()
export class SendingDomainService {
  private readonly platformAddress: string;

  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.platformAddress = /<([^<>\s]+)>\s*$/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  }

  async read(tenantId: string): Promise<SendingDomainAnswer> {
    const { tenant, row } = await this.load(tenantId);
    return this.view(tenant, row);
  }

  /**
   * Opt in, or change the From address's local part. Needs a verified custom domain (its registered
   * domain is the one mail is sent from). A new domain (the custom domain changed since) gets a new key
   * and selector and starts pending; the same domain keeps its key, records and status.
   */
  async enable(tenantId: string, rawLocalPart: string): Promise<SendingDomainAnswer> {
    const localPart = rawLocalPart.trim().toLowerCase();
    const problem = localPartProblem(localPart);
    if (problem) throw validationFailed({ local_part: problem }, problem);
    const { tenant, row } = await this.load(tenantId);
    const domain = sendingDomainOf(tenant);
    if (!domain) {
      const why = 'Verify your custom domain first: campaigns can be sent from your own domain once your website runs on it';
      throw conflict(why, { custom_domain: why }, 'CUSTOM_DOMAIN_REQUIRED');
    }
    const db = this.db.forTenant(tenantId);
    if (row && row.domain === domain) {
      await db.sendingDomain.update({ where: { id: row.id }, data: { local_part: localPart } });
      return this.read(tenantId);
    }
    const now = new Date();
    const selector = sendingDomainSelector(now);
    const key = await generateSendingDomainKey();
    const records = distributorSendingRecords({ domain, selector, publicKey: key.publicKey, spfMechanisms: this.config.SPF_MECHANISMS });
    const fresh = {
      domain,
      local_part: localPart,
      selector,
      public_key: key.publicKey,
      private_key_encrypted: sealSecret(dataEncryptionKey(this.config), SECRET_PURPOSE.sendingDomainKey, key.privateKey),
      status: 'pending' as const,
      records: records as unknown as Prisma.InputJsonValue,
      message: null,
      attempts: 0,
      checked_at: null,
      next_check_at: now,
      requested_at: now,
      verified_at: null,
    };
    // One sending domain per tenant: tenant_id is the row's unique key.
    await db.sendingDomain.upsert({ where: { tenant_id: tenantId }, create: { tenant_id: tenantId, ...fresh }, update: fresh });
    this.events.publish(new SendingDomainCheckRequested(tenantId));
    return this.read(tenantId);
  }

  /** "Verify now": the check runs at once; one that gave up (failed) starts a new 7-day window. */
  async recheck(tenantId: string): Promise<SendingDomainAnswer> {
    const { row } = await this.load(tenantId);
    if (!row) throw notFound('No sending domain is set up for this site', 'SENDING_DOMAIN_NOT_FOUND');
    const now = new Date();
    const restart = row.status === 'failed' ? { status: 'pending' as const, attempts: 0, requested_at: now } : {};
    await this.db.forTenant(tenantId).sendingDomain.update({ where: { id: row.id }, data: { ...restart, next_check_at: now } });
    this.events.publish(new SendingDomainCheckRequested(tenantId));
    return this.read(tenantId);
  }

  /** Opt out: campaigns go back to the platform's From at once; the key is deleted with the row. */
  async disable(tenantId: string): Promise<SendingDomainAnswer> {
    await this.load(tenantId);
    await this.db.forTenant(tenantId).sendingDomain.deleteMany();
    return this.read(tenantId);
  }

  private async load(tenantId: string): Promise<{ tenant: TenantDomain; row: SendingDomain | null }> {
    // One snapshot: the tenant's domain and its sending domain as they were together.
    const found = await this.db
      .forTenant(tenantId)
      .$transaction((tx) => tx.tenant.findFirst({ select: { custom_domain: true, dns_status: true, sendingDomain: true } }), {
        isolationLevel: 'RepeatableRead',
      });
    if (!found) throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    const { sendingDomain, ...tenant } = found;
    return { tenant, row: sendingDomain };
  }

  private view(tenant: TenantDomain, row: SendingDomain | null): SendingDomainAnswer {
    const available = sendingDomainOf(tenant) !== null;
    if (!row) {
      return {
        status: 'none',
        available,
        domain: sendingDomainOf(tenant),
        local_part: null,
        from_address: null,
        sending_from: this.platformAddress,
        records: [],
        message: null,
        checked_at: null,
        next_check_at: null,
        verified_at: null,
      };
    }
    const from = `${row.local_part}@${row.domain}`;
    return {
      status: row.status === 'taken' ? 'failed' : row.status,
      available,
      domain: row.domain,
      local_part: row.local_part,
      from_address: from,
      sending_from: row.status === 'verified' ? from : this.platformAddress,
      records: recordViews(row.records),
      message: row.message,
      checked_at: row.checked_at,
      next_check_at: row.next_check_at,
      verified_at: row.verified_at,
    };
  }
}

/** The registered domain of the tenant's verified custom domain (`www.jane.co.uk` → `jane.co.uk`), or null. */
function sendingDomainOf(tenant: TenantDomain): string | null {
  if (!tenant.custom_domain || tenant.dns_status !== 'verified') return null;
  return getDomain(tenant.custom_domain, { allowPrivateDomains: true }) ?? tenant.custom_domain;
}

/** The stored records with the last check's findings (none before the first check). */
function recordViews(stored: Prisma.JsonValue): SendingDomainRecordView[] {
  const list = Array.isArray(stored) ? (stored as unknown as Partial<SendingDomainRecordView>[]) : [];
  return list.map((r) => ({
    kind: r.kind as SendingDomainRecordView['kind'],
    type: r.type ?? 'TXT',
    name: r.name ?? '',
    value: r.value ?? '',
    required: r.required ?? true,
    found: r.found ?? null,
    ok: r.ok ?? null,
    problem: r.problem ?? null,
  }));
}
