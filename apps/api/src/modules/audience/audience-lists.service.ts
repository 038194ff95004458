import { Injectable } from '@nestjs/common';
import { Database, type CampaignRecipient, type Lead, type Prisma, type Subscriber } from '@ds/db';
import { containsText } from '../../infra/prisma/text-search.js';
import { notFound } from '../../infra/http/api-error.js';
import { toCsv } from './csv.js';
import type { SubscriberDetail, SubscriberView } from './audience.views.js';

/** An export is one file; beyond this many rows a distributor should narrow the search. */
const EXPORT_LIMIT = 50_000;

export const toSubscriberView = (s: Subscriber): SubscriberView => ({
  id: s.id,
  email: s.email,
  created_at: s.created_at,
  status: s.status,
  confirmed_at: s.confirmed_at,
  unsubscribed_at: s.unsubscribed_at,
  consent: { at: s.consent_at, host: s.consent_host, page: s.consent_page, source: s.source, ip_hash: s.consent_ip_hash },
});

/** One campaign email a subscriber was sent: what became of it (a subscriber's history, a contact's export). */
export const toCampaignEmailView = (r: CampaignRecipient & { campaign: { subject: string } }) => ({
  campaign_id: r.campaign_id,
  subject: r.campaign.subject,
  delivery: r.status,
  sent_at: r.sent_at,
  opened_at: r.opened_at,
  clicked_at: r.clicked_at,
  unsubscribed_at: r.unsubscribed_at,
});

/** A subscriber's campaign history is short by nature; this bounds an unusual one. */
const HISTORY_LIMIT = 200;

export const toLeadView = (l: Lead) => ({
  id: l.id,
  name: l.name,
  email: l.email,
  phone: l.phone,
  message: l.message,
  created_at: l.created_at,
});

/**
 * What a distributor sees of their audience in the back office: searchable lists and CSV exports, read
 * through the tenant's own client. A page and its total come from one snapshot, so they agree.
 */
@Injectable()
export class AudienceListsService {
  constructor(private readonly db: Database) {}

  private subscriberWhere(search?: string): Prisma.SubscriberWhereInput {
    const term = search?.trim();
    return term ? { email: containsText(term) } : {};
  }

  private leadWhere(search?: string): Prisma.LeadWhereInput {
    const term = search?.trim();
    if (!term) return {};
    const like = containsText(term);
    return { OR: [{ name: like }, { email: like }, { message: like }] };
  }

  async subscribers(tenantId: string, query: { search?: string; page: number; limit: number }) {
    const db = this.db.forTenant(tenantId);
    const where = this.subscriberWhere(query.search);
    const [rows, total] = await db.$transaction(
      [
        db.subscriber.findMany({
          where,
          orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
          skip: (query.page - 1) * query.limit,
          take: query.limit,
        }),
        db.subscriber.count({ where }),
      ],
      { isolationLevel: 'RepeatableRead' },
    );
    return { subscribers: rows.map(toSubscriberView), total, page: query.page, limit: query.limit };
  }

  /** One subscriber with their campaign history, newest campaign first; another tenant's id is not found. */
  async subscriber(tenantId: string, subscriberId: string): Promise<SubscriberDetail> {
    const db = this.db.forTenant(tenantId);
    const [subscriber, history] = await db.$transaction(
      [
        db.subscriber.findUnique({ where: { id: subscriberId } }),
        db.campaignRecipient.findMany({
          where: { subscriber_id: subscriberId },
          include: { campaign: { select: { subject: true } } },
          orderBy: { created_at: 'desc' },
          take: HISTORY_LIMIT,
        }),
      ],
      { isolationLevel: 'RepeatableRead' },
    );
    if (!subscriber) throw notFound('Subscriber not found', 'SUBSCRIBER_NOT_FOUND');
    return {
      ...toSubscriberView(subscriber),
      campaigns: history.map(toCampaignEmailView),
    };
  }

  async subscribersCsv(tenantId: string, search?: string): Promise<string> {
    const rows = await this.db
      .forTenant(tenantId)
      .subscriber.findMany({ where: this.subscriberWhere(search), orderBy: { created_at: 'desc' }, take: EXPORT_LIMIT });
    return toCsv(
      ['email', 'status', 'subscribed_at', 'confirmed_at', 'consent_host', 'consent_page', 'source'],
      rows.map((s) => [s.email, s.status, s.created_at, s.confirmed_at, s.consent_host, s.consent_page, s.source]),
    );
  }

  async leads(tenantId: string, query: { search?: string; page: number; limit: number }) {
    const db = this.db.forTenant(tenantId);
    const where = this.leadWhere(query.search);
    const [rows, total] = await db.$transaction(
      [
        db.lead.findMany({
          where,
          orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
          skip: (query.page - 1) * query.limit,
          take: query.limit,
        }),
        db.lead.count({ where }),
      ],
      { isolationLevel: 'RepeatableRead' },
    );
    return { leads: rows.map(toLeadView), total, page: query.page, limit: query.limit };
  }

  async leadsCsv(tenantId: string, search?: string): Promise<string> {
    const rows = await this.db
      .forTenant(tenantId)
      .lead.findMany({ where: this.leadWhere(search), orderBy: { created_at: 'desc' }, take: EXPORT_LIMIT });
    return toCsv(
      ['name', 'email', 'phone', 'message', 'created_at'],
      rows.map((l) => [l.name, l.email, l.phone, l.message, l.created_at]),
    );
  }
}
