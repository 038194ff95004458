import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type Prisma, type PrismaClient } from '@ds/db';
import { Outbox, type OutboxEntry } from '@ds/jobs';
import { suppressedAmong } from '@ds/mail-identity';
import { ApiError } from '../../infra/http/api-error.js';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import type { ContactInvitationsDto } from './dto/contact-invitations.dto.js';
import type { InvitationRequestAnswer, InvitationSkips, InvitationStatusAnswer } from './contact-invitations.views.js';

/** The consent evidence's source of a subscription confirmed from an invitation. */
export const INVITED_AFTER_IMPORT = 'invited after import';

const HOUR_MS = 3_600_000;

/**
 * A transaction of the cross-tenant client: the per-tenant advisory lock needs raw SQL, which the tenant
 * client refuses, so every statement here names its tenant itself (`tenant_id`), as `SendingPolicy` does.
 */
type Tx = Prisma.TransactionClient;
/** Invitations written per statement batch. */
const BATCH = 500;

type Skip = keyof InvitationSkips;

const noSkips = (): InvitationSkips => ({
  already_invited: 0,
  subscribed: 0,
  pending: 0,
  unsubscribed: 0,
  bounced: 0,
  complained: 0,
  suppressed: 0,
  rate_limited: 0,
  not_found: 0,
});

interface Candidate {
  id: string;
  email: string;
  invitation: { id: string } | null;
  subscriber: { status: string; unsubscribed_at: Date | null; bounced_at: Date | null; complained_at: Date | null } | null;
}

/**
 * The one invitation to subscribe an imported address may get (docs/product.md "Contacts"). An imported
 * person is a contact, not a subscriber: they get no campaign until they confirm through double opt-in.
 * Inviting opens a pending subscription (source "invited after import") and owes its double opt-in email,
 * worded as an invitation (`mail.autoresponder` `contact-invitation`), in one transaction per batch. Refused
 * for an address invited before (a unique row per address), subscribed or pending already, that ever
 * unsubscribed, bounced or complained, or that is on the suppression list; refused altogether while the
 * distributor's sending is paused (an admin's pause, or the sending guard's); at most
 * CONTACT_INVITATIONS_PER_HOUR an hour, counted under a per-tenant lock so parallel requests cannot pass it.
 */
@Injectable()
export class ContactInvitationsService {
  private readonly sql: PrismaClient;

  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sql = db.acrossTenants('contact invitations: one tenant’s requests at a time under an advisory lock (raw SQL)');
  }

  /** What a request would do, without writing anything (the confirmation dialog). */
  preview(tenantId: string, dto: ContactInvitationsDto, now = new Date()): Promise<InvitationRequestAnswer> {
    return this.sql.$transaction(async (tx) => {
      const { answer } = await this.plan(tx, tenantId, dto, now);
      return answer;
    });
  }

  async invite(tenantId: string, dto: ContactInvitationsDto, now = new Date()): Promise<InvitationRequestAnswer> {
    const { answer, entries } = await this.sql.$transaction(
      async (tx) => {
        await this.assertSendingOpen(tx, tenantId);
        // One request of this tenant at a time counts the hour and writes: the limit holds under races.
        await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`contact-invitations:${tenantId}`}))::text`;
        const { answer, invite } = await this.plan(tx, tenantId, dto, now);
        const entries: (OutboxEntry | null)[] = [];
        for (let i = 0; i < invite.length; i += BATCH) entries.push(...(await this.write(tx, tenantId, invite.slice(i, i + BATCH), now)));
        answer.queued = entries.length;
        return { answer, entries };
      },
      { timeout: 60_000 },
    );
    this.outbox.relay(...entries);
    return answer;
  }

  async status(tenantId: string, now = new Date()): Promise<InvitationStatusAnswer> {
    const db = this.db.forTenant(tenantId);
    const [invited, sent, notSent, confirmed, notInvited, thisHour] = await db.$transaction([
      db.contactInvitation.count(),
      db.contactInvitation.count({ where: { sent_at: { not: null } } }),
      db.contactInvitation.count({ where: { sent_at: null, skip_reason: { not: null } } }),
      db.subscriber.count({ where: { source: INVITED_AFTER_IMPORT, status: 'confirmed' } }),
      db.contact.count({ where: { source: 'import', invitation: null, subscriber: null } }),
      db.contactInvitation.count({ where: { created_at: { gt: new Date(now.getTime() - HOUR_MS) } } }),
    ]);
    const limit = this.config.CONTACT_INVITATIONS_PER_HOUR;
    return {
      invited,
      sent,
      waiting: invited - sent - notSent,
      not_sent: notSent,
      confirmed,
      imported_not_invited: notInvited,
      limit_per_hour: limit,
      remaining_this_hour: Math.max(0, limit - thisHour),
    };
  }

  /** The sending guards campaigns obey: an admin's pause and the guard's pause stop invitations too. */
  private async assertSendingOpen(tx: Tx, tenantId: string): Promise<void> {
    const tenant = await tx.tenant.findUnique({
      where: { id: tenantId },
      select: { campaigns_paused_at: true, campaigns_guard_paused_at: true },
    });
    if (tenant?.campaigns_paused_at || tenant?.campaigns_guard_paused_at)
      throw new ApiError(HttpStatus.CONFLICT, 'Sending is paused for your site, so no invitation can be sent now.', {
        code: 'SENDING_PAUSED',
        details: { sending: tenant.campaigns_paused_at ? 'paused by an administrator' : 'paused by the sending guard' },
      });
  }

  /** Sorts the requested contacts into the ones to invite now and the reasons the others are not. */
  private async plan(
    tx: Tx,
    tenantId: string,
    dto: ContactInvitationsDto,
    now: Date,
  ): Promise<{ answer: InvitationRequestAnswer; invite: Candidate[] }> {
    const select = {
      id: true,
      email: true,
      invitation: { select: { id: true } },
      subscriber: { select: { status: true, unsubscribed_at: true, bounced_at: true, complained_at: true } },
    } as const;
    const skipped = noSkips();
    let candidates: Candidate[];
    if (dto.contact_ids) {
      const ids = [...new Set(dto.contact_ids.map((id) => id.toLowerCase()))];
      candidates = await tx.contact.findMany({ where: { tenant_id: tenantId, id: { in: ids } }, select, orderBy: { created_at: 'asc' } });
      skipped.not_found = ids.length - candidates.length;
    } else {
      // Every imported contact not invited yet and without a subscription (the others would only be skipped).
      candidates = await tx.contact.findMany({
        where: { tenant_id: tenantId, source: 'import', invitation: null },
        select,
        orderBy: { created_at: 'asc' },
      });
    }
    // The suppression helpers take the tenant client's shape; every query of theirs names the tenant too.
    const suppressed = await suppressedAmong(
      tx as unknown as Parameters<typeof suppressedAmong>[0],
      this.config,
      tenantId,
      candidates.map((c) => c.email),
    );
    const eligible: Candidate[] = [];
    for (const c of candidates) {
      const reason = this.skipReason(c, suppressed);
      if (reason) skipped[reason]++;
      else eligible.push(c);
    }
    const limit = this.config.CONTACT_INVITATIONS_PER_HOUR;
    const thisHour = await tx.contactInvitation.count({
      where: { tenant_id: tenantId, created_at: { gt: new Date(now.getTime() - HOUR_MS) } },
    });
    const allowance = Math.max(0, limit - thisHour);
    const invite = eligible.slice(0, allowance);
    skipped.rate_limited = eligible.length - invite.length;
    return {
      answer: { queued: invite.length, skipped, limit_per_hour: limit, remaining_this_hour: allowance - invite.length },
      invite,
    };
  }

  private skipReason(c: Candidate, suppressed: Set<string>): Skip | null {
    if (c.invitation) return 'already_invited';
    const s = c.subscriber;
    // Ever unsubscribed, bounced or complained: the timestamps stay when a later opt-in changed the status.
    if (s?.status === 'complained' || s?.complained_at) return 'complained';
    if (s?.status === 'bounced' || s?.bounced_at) return 'bounced';
    if (s?.status === 'unsubscribed' || s?.unsubscribed_at) return 'unsubscribed';
    if (suppressed.has(c.email)) return 'suppressed';
    if (s?.status === 'confirmed') return 'subscribed';
    if (s?.status === 'pending') return 'pending';
    return null;
  }

  /** One batch: the invitation rows (unique per address), the pending subscriptions and their emails owed. */
  private async write(tx: Tx, tenantId: string, batch: Candidate[], now: Date): Promise<(OutboxEntry | null)[]> {
    const subscribers = await tx.subscriber.createManyAndReturn({
      data: batch.map((c) => ({
        tenant_id: tenantId,
        email: c.email,
        status: 'pending' as const,
        source: INVITED_AFTER_IMPORT,
        confirmation_sent_at: now,
        contact_id: c.id,
      })),
      // A storefront sign-up of the same address meanwhile: that one stands, no invitation.
      skipDuplicates: true,
      select: { id: true, contact_id: true },
    });
    const subscriberOf = new Map(subscribers.map((s) => [s.contact_id, s.id]));
    const invitations = await tx.contactInvitation.createManyAndReturn({
      data: batch
        .filter((c) => subscriberOf.has(c.id))
        .map((c) => ({ tenant_id: tenantId, contact_id: c.id, email: c.email, subscriber_id: subscriberOf.get(c.id)!, created_at: now })),
      skipDuplicates: true,
      select: { id: true, subscriber_id: true },
    });
    const entries: (OutboxEntry | null)[] = [];
    for (const invitation of invitations)
      entries.push(
        await Outbox.record(tx, {
          name: 'mail.autoresponder',
          data: { kind: 'contact-invitation', tenantId, subscriberId: invitation.subscriber_id!, invitationId: invitation.id },
          dedupeKey: `contact-invitation:${invitation.id}`,
          tenantId,
        }),
      );
    return entries;
  }
}
