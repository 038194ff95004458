import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type Prisma, type Subscriber, type TenantTransaction } from '@ds/db';
import { tenantLocalDay } from '@ds/shared';
import { escapeLike } from '../../infra/prisma/text-search.js';
import { toSubscriberView } from '../audience/audience-lists.service.js';
import { triggerSequences } from './sequence-triggers.js';
import { timelineOf } from './contact-timeline.js';
import { exportContact } from './contact-export.js';
import { eraseContact } from './contact-erasure.js';
import { contactNotFound, toContactView } from './contact-view.js';
import type { ContactsQueryDto, ContactSort } from './dto/contacts-query.dto.js';
import type { UpdateContactDto } from './dto/update-contact.dto.js';
import type {
  ContactDetail,
  ContactErasure,
  ContactExport,
  ContactStatusValue,
  ContactSubscriptionView,
  ContactsPage,
  ErasureView,
} from './contacts.views.js';

/** The back office's list of erasures shows the latest ones. */
const ERASURES_LIMIT = 200;

const NOTES_LIMIT = 100;

/**
 * The list counts its matches exactly up to this many rows past the requested page (docs/backoffice-api.md
 * "Contacts"): a count of every match of a broad filter on a large list costs more than the page itself.
 */
const CONTACTS_COUNT_STEP = 1000;

/** How many matches to count for a page: the next whole step past the page's last row. */
const countWindow = (page: number, limit: number): number => CONTACTS_COUNT_STEP * Math.ceil((page * limit + 1) / CONTACTS_COUNT_STEP);

const ORDER: Record<ContactSort, Prisma.ContactOrderByWithRelationInput[]> = {
  recent: [{ last_activity_at: 'desc' }, { id: 'desc' }],
  newest: [{ created_at: 'desc' }, { id: 'desc' }],
  oldest: [{ created_at: 'asc' }, { id: 'asc' }],
  name: [{ name: { sort: 'asc', nulls: 'last' } }, { email: 'asc' }],
  follow_up: [{ follow_up_on: { sort: 'asc', nulls: 'last' } }, { last_activity_at: 'desc' }],
};

/**
 * The term lower-cased as PostgreSQL's lower() wrote `search_text`: one character for one (so no final-sigma
 * rule and "İ" becomes "i"), where JavaScript's toLowerCase of a whole string may give more or other letters.
 */
const lowerAsStored = (term: string): string => Array.from(term, (c) => String.fromCodePoint(c.toLowerCase().codePointAt(0) ?? 0)).join('');

const dateOf = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The subscription as the subscribers list shows it, without the address the contact already has. */
function toSubscriptionView(s: Subscriber): ContactSubscriptionView {
  const { id, status, created_at, confirmed_at, unsubscribed_at, consent } = toSubscriberView(s);
  return { id, status, created_at, confirmed_at, unsubscribed_at, consent };
}

/**
 * The people a distributor follows up (docs/product.md "Contacts"), through the tenant's own client: a
 * contact of another tenant is not found. A page and its total come from one snapshot, so they agree.
 */
@Injectable()
export class ContactsService {
  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `today` is the distributor's day (tenantLocalDay, as the daily digest counts it), read only when the
   * query has a `due` filter.
   */
  private where(query: ContactsQueryDto, today: Date | null): Prisma.ContactWhereInput {
    const and: Prisma.ContactWhereInput[] = [];
    const term = query.search?.trim();
    // Name, email and phone in one generated column with one trigram index (migration contacts_search). The
    // column is lower-cased already, so a lower-cased term is matched with LIKE: the same rows as ILIKE, without
    // lower-casing every row it reads again (the trigram index serves both).
    if (term) and.push({ search_text: { contains: escapeLike(lowerAsStored(term)) } });
    if (query.status) and.push({ status: query.status });
    if (query.tag) and.push({ tags: { has: query.tag } });
    if (query.source) and.push({ source: query.source });
    if (today && query.due === 'today') and.push({ follow_up_on: today });
    if (today && query.due === 'overdue') and.push({ follow_up_on: { lt: today } });
    return and.length ? { AND: and } : {};
  }

  /**
   * One page and its total, from one snapshot. A page that is not full ends the list, so its total is known
   * without a count; otherwise the matches are counted exactly up to the count window (the next thousand past
   * the page), and past it `total` is the window with `total_exact` false: more than `total` match.
   */
  async list(tenantId: string, query: ContactsQueryDto): Promise<ContactsPage> {
    const offset = (query.page - 1) * query.limit;
    const window = countWindow(query.page, query.limit);
    const { rows, total, exact } = await this.db.forTenant(tenantId).$transaction(
      async (tx) => {
        const where = this.where(query, query.due ? await this.today(tx) : null);
        const rows = await tx.contact.findMany({
          where,
          include: { subscriber: { select: { status: true } } },
          orderBy: ORDER[query.sort ?? 'recent'],
          skip: offset,
          take: query.limit,
        });
        if (rows.length < query.limit && (rows.length > 0 || offset === 0)) {
          return { rows, total: offset + rows.length, exact: true };
        }
        // At most one row past the window is read: `SELECT count(*) FROM (SELECT … ORDER BY … LIMIT window + 1)`.
        // A bounded count is ordered (by id unless told); by activity, an order every filter's index serves,
        // the scan stops at the bound instead of sorting every match by id first (5–10 times faster at 100k).
        const counted = await tx.contact.count({ where, orderBy: ORDER.recent, take: window + 1 });
        return { rows, total: Math.min(counted, window), exact: counted <= window };
      },
      { isolationLevel: 'RepeatableRead' },
    );
    return { contacts: rows.map(toContactView), total, total_exact: exact, page: query.page, limit: query.limit };
  }

  /** The distributor's today (their time zone, else their country's) as the `date` column holds a day. */
  private async today(tx: TenantTransaction): Promise<Date> {
    const tenant = await tx.tenant.findFirstOrThrow({ select: { time_zone: true, country: true } });
    return dateOf(tenantLocalDay(tenant, new Date()).date);
  }

  /** One contact with notes, timeline and subscription; another tenant's id is not found. */
  async detail(tenantId: string, contactId: string): Promise<ContactDetail> {
    return this.db.forTenant(tenantId).$transaction(
      async (tx) => {
        const contact = await tx.contact.findUnique({ where: { id: contactId }, include: { subscriber: true } });
        if (!contact) throw contactNotFound();
        const [notes, timeline] = await Promise.all([
          tx.contactActivity.findMany({
            where: { contact_id: contactId, kind: 'note' },
            orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
            take: NOTES_LIMIT,
          }),
          timelineOf(tx, contactId, contact.subscriber),
        ]);
        const s = contact.subscriber;
        return {
          ...toContactView(contact),
          notes: notes.map((n) => ({ id: n.id, text: n.text ?? '', created_at: n.created_at })),
          timeline,
          subscription: s ? toSubscriptionView(s) : null,
        };
      },
      { isolationLevel: 'RepeatableRead' },
    );
  }

  /** Everything held about the person, as one JSON document; another tenant's id is not found. */
  export(tenantId: string, contactId: string): Promise<ContactExport> {
    return this.db.forTenant(tenantId).$transaction((tx) => exportContact(tx, contactId), { isolationLevel: 'RepeatableRead' });
  }

  /**
   * Erases the person (docs/privacy.md "Access and erasure") and records who did it, when and how many rows
   * changed — nothing about the person — in one transaction: no half-erased person. Another tenant's id, or
   * a person erased already, is not found.
   */
  async erase(tenantId: string, contactId: string, userId: string | null): Promise<ContactErasure> {
    return this.db.forTenant(tenantId).$transaction(async (tx) => {
      const now = new Date();
      const counts = await eraseContact(tx, this.config, tenantId, contactId, now);
      const record = await tx.erasure.create({
        data: { tenant_id: tenantId, user_id: userId, counts, created_at: now },
        select: { id: true },
      });
      return { erasure_id: record.id, erased_at: now, counts };
    });
  }

  /** The tenant's erasures, newest first: who, when, how many rows. */
  async erasures(tenantId: string): Promise<ErasureView[]> {
    const rows = await this.db.forTenant(tenantId).erasure.findMany({ orderBy: { created_at: 'desc' }, take: ERASURES_LIMIT });
    return rows.map((r) => ({ id: r.id, user_id: r.user_id, created_at: r.created_at, counts: r.counts as Record<string, number> }));
  }

  /**
   * Changes what was sent (status, tags, follow-up date, name, phone). A new status is written on the
   * timeline with who changed it, in the same transaction as the change.
   */
  async update(tenantId: string, contactId: string, dto: UpdateContactDto, userId: string | null): Promise<ContactDetail> {
    await this.db.forTenant(tenantId).$transaction(async (tx) => {
      const contact = await tx.contact.findUnique({ where: { id: contactId }, select: { id: true, status: true, tags: true } });
      if (!contact) throw contactNotFound();
      const now = new Date();
      const statusChanged = dto.status !== undefined && dto.status !== contact.status;
      await tx.contact.update({
        where: { id: contactId },
        data: {
          ...(dto.status !== undefined ? { status: dto.status } : {}),
          ...(dto.tags !== undefined ? { tags: dto.tags } : {}),
          ...(dto.follow_up_on !== undefined ? { follow_up_on: dto.follow_up_on === null ? null : dateOf(dto.follow_up_on) } : {}),
          ...(dto.name !== undefined ? { name: dto.name } : {}),
          ...(dto.phone !== undefined ? { phone: dto.phone } : {}),
          ...(statusChanged ? { last_activity_at: now } : {}),
        },
        select: { id: true },
      });
      if (statusChanged) {
        await tx.contactActivity.create({
          data: {
            tenant_id: tenantId,
            contact_id: contactId,
            kind: 'status_change',
            from_status: contact.status,
            to_status: dto.status as ContactStatusValue,
            user_id: userId,
            created_at: now,
          },
          select: { id: true },
        });
      }
      await triggerSequences(tx, tenantId, contact, dto, now);
    });
    return this.detail(tenantId, contactId);
  }

  /** A timestamped note on the contact's timeline. */
  async addNote(tenantId: string, contactId: string, text: string, userId: string | null): Promise<ContactDetail> {
    await this.db.forTenant(tenantId).$transaction(async (tx) => {
      const now = new Date();
      const { count } = await tx.contact.updateMany({ where: { id: contactId }, data: { last_activity_at: now } });
      if (!count) throw contactNotFound();
      await tx.contactActivity.create({
        data: { tenant_id: tenantId, contact_id: contactId, kind: 'note', text, user_id: userId, created_at: now },
        select: { id: true },
      });
    });
    return this.detail(tenantId, contactId);
  }
}
