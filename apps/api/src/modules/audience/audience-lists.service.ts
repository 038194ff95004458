import { Injectable } from '@nestjs/common';
import type { Lead, Prisma, Subscriber } from '@ds/db';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { toCsv } from './csv.js';

/** An export is one file; beyond this many rows a distributor should narrow the search. */
const EXPORT_LIMIT = 50_000;

export const toSubscriberView = (s: Subscriber) => ({
  id: s.id,
  email: s.email,
  created_at: s.created_at,
  status: s.unsubscribed_at ? ('unsubscribed' as const) : ('subscribed' as const),
});

export const toLeadView = (l: Lead) => ({ id: l.id, name: l.name, email: l.email, phone: l.phone, message: l.message, created_at: l.created_at });

/** What a distributor sees of their audience in the back office: searchable lists and CSV exports. */
@Injectable()
export class AudienceListsService {
  constructor(private readonly prisma: PrismaService) {}

  private subscriberWhere(tenantId: string, search?: string): Prisma.SubscriberWhereInput {
    const term = search?.trim();
    return { tenant_id: tenantId, ...(term ? { email: { contains: term, mode: 'insensitive' } } : {}) };
  }

  private leadWhere(tenantId: string, search?: string): Prisma.LeadWhereInput {
    const term = search?.trim();
    if (!term) return { tenant_id: tenantId };
    const like = { contains: term, mode: 'insensitive' as const };
    return { tenant_id: tenantId, OR: [{ name: like }, { email: like }, { message: like }] };
  }

  async subscribers(tenantId: string, query: { search?: string; page: number; limit: number }) {
    const where = this.subscriberWhere(tenantId, query.search);
    const [rows, total] = await Promise.all([
      this.prisma.subscriber.findMany({ where, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
      this.prisma.subscriber.count({ where }),
    ]);
    return { subscribers: rows.map(toSubscriberView), total, page: query.page, limit: query.limit };
  }

  async subscribersCsv(tenantId: string, search?: string): Promise<string> {
    const rows = await this.prisma.subscriber.findMany({ where: this.subscriberWhere(tenantId, search), orderBy: { created_at: 'desc' }, take: EXPORT_LIMIT });
    return toCsv(['email', 'status', 'subscribed_at'], rows.map(toSubscriberView).map((s) => [s.email, s.status, s.created_at]));
  }

  async leads(tenantId: string, query: { search?: string; page: number; limit: number }) {
    const where = this.leadWhere(tenantId, query.search);
    const [rows, total] = await Promise.all([
      this.prisma.lead.findMany({ where, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
      this.prisma.lead.count({ where }),
    ]);
    return { leads: rows.map(toLeadView), total, page: query.page, limit: query.limit };
  }

  async leadsCsv(tenantId: string, search?: string): Promise<string> {
    const rows = await this.prisma.lead.findMany({ where: this.leadWhere(tenantId, search), orderBy: { created_at: 'desc' }, take: EXPORT_LIMIT });
    return toCsv(['name', 'email', 'phone', 'message', 'created_at'], rows.map((l) => [l.name, l.email, l.phone, l.message, l.created_at]));
  }
}
