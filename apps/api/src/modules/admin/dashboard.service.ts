import { Injectable } from '@nestjs/common';
import { Database, type PrismaClient } from '@ds/db';
import { TenantUsersService } from './tenant-users.service.js';
import { ContactMessagesService } from './contact-messages.service.js';

const RECENT = 5;
const DAY_MS = 86_400_000;

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * The sequences' fleet figures (docs/product.md "Sequences"): active sequences, people in them, their
 * step emails of the last 30 days and those as a share of every email handed to the relay then —
 * campaign emails (`campaign_recipients.sent_at`), step emails (a `done` email step's row with its
 * Message-ID, `sequence_deliveries.done_at`) and transactional mail (`outbox.sent_at`).
 */
async function sequenceFleet(tx: Tx, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [row] = await tx.$queryRaw<{ active: bigint; people: bigint; sequence_mail: bigint; campaign_mail: bigint; other_mail: bigint }[]>`
    SELECT (SELECT count(*) FROM sequences WHERE status = 'active') AS active,
      (SELECT count(DISTINCT contact_id) FROM sequence_enrolments WHERE status = 'active') AS people,
      (SELECT count(*) FROM sequence_deliveries d JOIN sequence_steps st ON st.id = d.step_id
         WHERE d.status = 'done' AND d.message_id IS NOT NULL AND st.type = 'email' AND d.done_at >= ${since}) AS sequence_mail,
      (SELECT count(*) FROM campaign_recipients WHERE sent_at >= ${since}) AS campaign_mail,
      (SELECT count(*) FROM outbox WHERE sent_at >= ${since}) AS other_mail`;
  const sequenceMail = Number(row?.sequence_mail ?? 0);
  const all = sequenceMail + Number(row?.campaign_mail ?? 0) + Number(row?.other_mail ?? 0);
  return {
    active_sequences: Number(row?.active ?? 0),
    people_enrolled: Number(row?.people ?? 0),
    emails_sent_30d: sequenceMail,
    all_emails_sent_30d: all,
    share_of_mail_30d: all ? Math.round((sequenceMail / all) * 10_000) / 10_000 : 0,
  };
}

/** The admin dashboard's figures: the fleet overview, so every query here crosses tenants. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly db: Database,
    private readonly agents: TenantUsersService,
    private readonly messages: ContactMessagesService,
  ) {}

  /** Every figure from one snapshot: the totals, the newest signups and the counts always agree. */
  async overview(now = new Date()) {
    const [totals, pendingDomains, openMessages, recentSignups, recentMessages, sequences] = await this.db
      .acrossTenants("admin dashboard: the whole fleet's figures")
      .$transaction(
        async (tx) =>
          [
            await this.agents.fleetCounts(tx),
            // A claim stopped because another site verified the domain is not pending any more.
            await tx.tenant.count({
              where: {
                domain_type: 'custom_domain',
                custom_domain: { not: null },
                dns_status: 'pending',
                NOT: { domainVerification: { status: 'taken' } },
              },
            }),
            await this.messages.countOpen(tx),
            await this.agents.newestAcrossTenants(RECENT, tx),
            await this.messages.list('all', RECENT, tx),
            await sequenceFleet(tx, now),
          ] as const,
        { isolationLevel: 'RepeatableRead' },
      );
    return {
      totals,
      pending_domains: pendingDomains,
      open_messages: openMessages,
      recent_signups: recentSignups,
      recent_messages: recentMessages,
      sequences,
    };
  }
}
