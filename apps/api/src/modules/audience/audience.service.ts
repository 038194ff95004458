import { Injectable } from '@nestjs/common';
import { Database, isUniqueViolation } from '@ds/db';
import { Outbox } from '@ds/jobs';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import { LeadDto } from './dto/lead.dto.js';

export const SUBSCRIBED = 'Subscription successful!';
export const ALREADY_SUBSCRIBED = 'Subscription successful! You were already on our list.';
export const LEAD_RECEIVED = 'Thank you! Your message has been sent.';

/** A repeat of the same message from the same person within this window is the same lead. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Outcome {
  created: boolean;
  message: string;
}

/**
 * A distributor's audience: newsletter subscribers and leads, captured from their storefront. The email
 * each causes (the subscriber's welcome, the distributor's lead notice) is recorded in the outbox in the
 * same transaction as the subscriber or lead, so it is owed exactly when they are stored — whether or
 * not Redis is up (the worker sends it; docs/outbox.md).
 */
@Injectable()
export class AudienceService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxRelay,
  ) {}

  /** Subscribes to a tenant's newsletter. A returning unsubscriber is welcomed back. */
  async subscribe(tenantId: string, email: string, honeypot?: string): Promise<Outcome> {
    if (honeypot) return { created: true, message: SUBSCRIBED };
    const db = this.db.forTenant(tenantId);
    const existing = await db.subscriber.findFirst({ where: { email } });
    if (existing && !existing.unsubscribed_at) return { created: false, message: ALREADY_SUBSCRIBED };
    try {
      const welcome = await db.$transaction(async (tx) => {
        const subscriber = existing
          ? await tx.subscriber.update({ where: { id: existing.id }, data: { unsubscribed_at: null } })
          : await tx.subscriber.create({ data: { tenant_id: tenantId, email } });
        return Outbox.record(tx, { name: 'mail.autoresponder', data: { kind: 'subscriber-welcome', tenantId, subscriberId: subscriber.id }, tenantId });
      });
      this.outbox.relay(welcome);
      return { created: true, message: SUBSCRIBED };
    } catch (err) {
      if (isUniqueViolation(err)) return { created: false, message: ALREADY_SUBSCRIBED };
      throw err;
    }
  }

  /** The main domain's own mailing list (design §9: the landing newsletter really subscribes). */
  async subscribeToPlatform(email: string, honeypot?: string): Promise<Outcome> {
    if (honeypot) return { created: true, message: SUBSCRIBED };
    const result = await this.db.platform.platformSubscriber.createMany({ data: [{ email }], skipDuplicates: true });
    return result.count ? { created: true, message: SUBSCRIBED } : { created: false, message: ALREADY_SUBSCRIBED };
  }

  async captureLead(tenantId: string, dto: LeadDto): Promise<Outcome> {
    if (dto.website) return { created: true, message: LEAD_RECEIVED };
    const db = this.db.forTenant(tenantId);
    const duplicate = await db.lead.findFirst({
      where: { email: dto.email, message: dto.message, created_at: { gte: new Date(Date.now() - DUPLICATE_WINDOW_MS) } },
      select: { id: true },
    });
    if (duplicate) return { created: false, message: LEAD_RECEIVED };
    const notice = await db.$transaction(async (tx) => {
      const lead = await tx.lead.create({
        data: { tenant_id: tenantId, name: dto.name, email: dto.email, message: dto.message, phone: dto.phone || null },
      });
      return Outbox.record(tx, { name: 'mail.autoresponder', data: { kind: 'lead-notice', tenantId, leadId: lead.id }, dedupeKey: `lead-notice:${lead.id}`, tenantId });
    });
    this.outbox.relay(notice);
    return { created: true, message: LEAD_RECEIVED };
  }

  /**
   * From the signed link in autoresponder emails; true when the subscriber existed. The link names (and
   * signs) the subscriber only, so which tenant it belongs to is looked up first — the one read that
   * crosses tenants — and the change is made through that tenant's client.
   */
  async unsubscribe(subscriberId: string): Promise<boolean> {
    const subscriber = await this.db
      .acrossTenants('an unsubscribe link names its subscriber, not the tenant: find whose it is')
      .subscriber.findUnique({ where: { id: subscriberId }, select: { tenant_id: true } });
    if (!subscriber) return false;
    await this.db.forTenant(subscriber.tenant_id).subscriber.updateMany({ where: { id: subscriberId, unsubscribed_at: null }, data: { unsubscribed_at: new Date() } });
    return true;
  }
}
