import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import {
  deliveryOfSequenceMessageId,
  findComplaintTarget,
  readFeedbackMessage,
  recordComplaint,
  recordSequenceFeedback,
  reportOfHttpBody,
  tenantOfCampaignListId,
  type ComplaintReport,
} from '@ds/mail-identity';
import { ApiMetrics } from '../../infra/metrics/api-metrics.js';

export type { ComplaintReport } from '@ds/mail-identity';

export type Authorization = 'ok' | 'disabled' | 'refused';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Spam complaints from the SMTP relay's feedback loop (docs/campaigns-delivery.md "Complaints"). The
 * subscriber becomes `complained` (whatever they were: a complaint outranks a confirmation or an
 * unsubscribe), so no later campaign or autoresponder mails them; the campaign's recipient row records
 * it for the campaign's stats; their rows still `queued` in any campaign are `skipped`. The admin fleet
 * view counts `complained` subscribers. Reporting the same email again changes nothing. A sequence
 * email's complaint (its Message-ID `<s.…>`) ends the person's sequences and suppresses them the same way.
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

  /**
   * True when the report named one of our campaign emails (or a subscriber on the named list). The
   * effect is shared with the worker's bounce listener, which takes ARF reports by mail (`recordComplaint`
   * in @ds/mail-identity); a report of the same email again changes nothing and is not counted again.
   */
  async record(report: ComplaintReport, now = new Date()): Promise<boolean> {
    // A sequence email (`<s.<delivery id>@…>`): the person leaves every sequence and is suppressed
    // (`recordSequenceFeedback`, docs/product.md "Sequences").
    const deliveryId = report.messageId ? deliveryOfSequenceMessageId(report.messageId) : null;
    if (deliveryId) {
      const listTenant = report.listId ? tenantOfCampaignListId(report.listId) : null;
      const done = await recordSequenceFeedback(this.db, deliveryId, 'complained', now, listTenant ?? undefined);
      if (done) {
        if (done.changed) this.metrics.emails.inc({ kind: 'campaign', outcome: 'complained' });
        return true;
      }
    }
    const target = await findComplaintTarget(this.db, report);
    if (!target) return false;
    if (await recordComplaint(this.db, target, now)) {
      this.metrics.emails.inc({ kind: 'campaign', outcome: 'complained' });
      this.logger.log(target, 'spam complaint recorded');
    }
    return true;
  }
}

/**
 * The parts of an ARF report (RFC 5965) that name the email: the original message's Message-ID and
 * List-Id headers (its third part, `message/rfc822` or `text/rfc822-headers`) and the feedback part's
 * Original-Rcpt-To. mailparser takes the MIME apart (the boundary comes from the HTTP Content-Type);
 * null when the body is not a feedback report.
 */
export async function complaintOfArf(body: string, contentType: unknown): Promise<ComplaintReport | null> {
  const report = await readFeedbackMessage(reportOfHttpBody(body, contentType));
  return report.kind === 'feedback-report' ? report.complaint : null;
}
