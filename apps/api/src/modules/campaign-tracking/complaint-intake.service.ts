import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { recipientOfCampaignMessageId, tenantOfCampaignListId } from '@ds/jobs';
import { ApiMetrics } from '../../infra/metrics/api-metrics.js';

/** What a feedback-loop report names: the email's Message-ID, or the recipient and the list. */
export interface ComplaintReport {
  messageId?: string | null;
  email?: string | null;
  listId?: string | null;
}

export type Authorization = 'ok' | 'disabled' | 'refused';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Spam complaints from the SMTP relay's feedback loop (docs/campaigns-delivery.md "Complaints"). The
 * subscriber becomes `complained` (whatever they were: a complaint outranks a confirmation or an
 * unsubscribe), so no later campaign or autoresponder mails them; the campaign's recipient row records
 * it for the campaign's stats; their rows still `queued` in any campaign are `skipped`. The admin fleet
 * view counts `complained` subscribers. Reporting the same email again changes nothing.
 */
@Injectable()
export class ComplaintIntake {
  private readonly logger = new Logger(ComplaintIntake.name);
  private readonly secret: Buffer | null;

  constructor(
    private readonly db: Database,
    private readonly metrics: ApiMetrics,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = config.FEEDBACK_LOOP_SECRET ? digest(config.FEEDBACK_LOOP_SECRET) : null;
  }

  /** `Authorization: Bearer <FEEDBACK_LOOP_SECRET>`, compared in constant time (digests: equal lengths). */
  authorize(header: unknown): Authorization {
    if (!this.secret) return 'disabled';
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    return given && timingSafeEqual(digest(given), this.secret) ? 'ok' : 'refused';
  }

  /** True when the report named one of our campaign emails (or a subscriber on the named list). */
  async record(report: ComplaintReport, now = new Date()): Promise<boolean> {
    const target = await this.find(report);
    if (!target) return false;
    const { tenantId, subscriberId, recipientId } = target;
    await this.db.forTenant(tenantId).$transaction(async (tx) => {
      await tx.subscriber.updateMany({ where: { id: subscriberId, status: { not: 'complained' } }, data: { status: 'complained', complained_at: now } });
      if (recipientId) await tx.campaignRecipient.updateMany({ where: { id: recipientId, complained_at: null }, data: { complained_at: now } });
      await tx.campaignRecipient.updateMany({ where: { subscriber_id: subscriberId, status: 'queued' }, data: { status: 'skipped', last_error: 'complained' } });
    });
    this.metrics.emails.inc({ kind: 'campaign', outcome: 'complained' });
    this.logger.log({ tenantId, subscriberId, recipientId }, 'spam complaint recorded');
    return true;
  }

  private async find(report: ComplaintReport): Promise<{ tenantId: string; subscriberId: string; recipientId: string | null } | null> {
    const rowId = report.messageId ? recipientOfCampaignMessageId(report.messageId) : null;
    if (rowId) {
      const row = await this.db
        .acrossTenants('a complaint names the email (its recipient row), not the tenant: find whose it is')
        .campaignRecipient.findUnique({ where: { id: rowId }, select: { id: true, tenant_id: true, subscriber_id: true } });
      if (row) return { tenantId: row.tenant_id, subscriberId: row.subscriber_id, recipientId: row.id };
    }
    const tenantId = report.listId ? tenantOfCampaignListId(report.listId) : null;
    const email = report.email?.trim().toLowerCase();
    if (!tenantId || !email) return null;
    const db = this.db.forTenant(tenantId);
    const subscriber = await db.subscriber.findFirst({ where: { email }, select: { id: true } });
    if (!subscriber) return null;
    // Without the Message-ID, the complaint is put on the latest campaign email they were sent.
    const latest = await db.campaignRecipient.findFirst({
      where: { subscriber_id: subscriber.id, sent_at: { not: null } },
      orderBy: { sent_at: 'desc' },
      select: { id: true },
    });
    return { tenantId, subscriberId: subscriber.id, recipientId: latest?.id ?? null };
  }
}

/**
 * The parts of an ARF report (RFC 5965) that name the email: the original message's Message-ID and
 * List-Id headers (in its third part) and the feedback part's Original-Rcpt-To.
 */
export function complaintOfArf(raw: string): ComplaintReport {
  const header = (name: string) => {
    const match = new RegExp(`^${name}:[ \\t]*(.+(?:\\r?\\n[ \\t]+.+)*)`, 'im').exec(raw);
    return match ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : null;
  };
  // The report's own Message-ID is the feedback email's; the original's is the campaign one (`<c.…>`).
  const campaignMessageId = /^Message-ID:[ \t]*(<c\.[^>\s]+>)/im.exec(raw)?.[1] ?? null;
  const rcpt = header('Original-Rcpt-To')?.replace(/^rfc822;\s*/i, '') ?? null;
  return { messageId: campaignMessageId, email: rcpt, listId: header('List-Id') };
}
