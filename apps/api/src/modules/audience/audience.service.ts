import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { isUniqueViolation } from '@ds/db';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { LeadDto } from './dto/lead.dto.js';
import { LeadCaptured, SubscriberCreated } from './events/audience.events.js';

export const SUBSCRIBED = 'Subscription successful!';
export const ALREADY_SUBSCRIBED = 'Subscription successful! You were already on our list.';
export const LEAD_RECEIVED = 'Thank you! Your message has been sent.';

/** A repeat of the same message from the same person within this window is the same lead. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Outcome {
  created: boolean;
  message: string;
}

/** A distributor's audience: newsletter subscribers and leads, captured from their storefront. */
@Injectable()
export class AudienceService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: EventBus,
  ) {}

  /** Subscribes to a tenant's newsletter. A returning unsubscriber is welcomed back. */
  async subscribe(tenantId: string, email: string, honeypot?: string): Promise<Outcome> {
    if (honeypot) return { created: true, message: SUBSCRIBED };
    const existing = await this.prisma.subscriber.findUnique({ where: { tenant_id_email: { tenant_id: tenantId, email } } });
    if (existing && !existing.unsubscribed_at) return { created: false, message: ALREADY_SUBSCRIBED };
    try {
      const subscriber = existing
        ? await this.prisma.subscriber.update({ where: { id: existing.id }, data: { unsubscribed_at: null } })
        : await this.prisma.subscriber.create({ data: { tenant_id: tenantId, email } });
      this.events.publish(new SubscriberCreated(tenantId, subscriber.id));
      return { created: true, message: SUBSCRIBED };
    } catch (err) {
      if (isUniqueViolation(err)) return { created: false, message: ALREADY_SUBSCRIBED };
      throw err;
    }
  }

  /** The main domain's own mailing list (design §9: the landing newsletter really subscribes). */
  async subscribeToPlatform(email: string, honeypot?: string): Promise<Outcome> {
    if (honeypot) return { created: true, message: SUBSCRIBED };
    const result = await this.prisma.platformSubscriber.createMany({ data: [{ email }], skipDuplicates: true });
    return result.count ? { created: true, message: SUBSCRIBED } : { created: false, message: ALREADY_SUBSCRIBED };
  }

  async captureLead(tenantId: string, dto: LeadDto): Promise<Outcome> {
    if (dto.website) return { created: true, message: LEAD_RECEIVED };
    const duplicate = await this.prisma.lead.findFirst({
      where: { tenant_id: tenantId, email: dto.email, message: dto.message, created_at: { gte: new Date(Date.now() - DUPLICATE_WINDOW_MS) } },
      select: { id: true },
    });
    if (duplicate) return { created: false, message: LEAD_RECEIVED };
    const lead = await this.prisma.lead.create({
      data: { tenant_id: tenantId, name: dto.name, email: dto.email, message: dto.message, phone: dto.phone || null },
    });
    this.events.publish(new LeadCaptured(tenantId, lead.id));
    return { created: true, message: LEAD_RECEIVED };
  }

  /** From the signed link in autoresponder emails; true when the subscriber existed. */
  async unsubscribe(subscriberId: string): Promise<boolean> {
    const result = await this.prisma.subscriber.updateMany({ where: { id: subscriberId, unsubscribed_at: null }, data: { unsubscribed_at: new Date() } });
    return result.count > 0 || (await this.prisma.subscriber.count({ where: { id: subscriberId } })) > 0;
  }
}
