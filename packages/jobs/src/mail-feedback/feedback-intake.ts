import type { Database } from '@ds/db';
import { bounceTargetOf, type BounceTarget } from '../bounce-address.js';
import { recipientOfCampaignMessageId } from '../campaign-links.js';
import { worstBounce, type BounceKind } from './delivery-status.js';
import { complaintTargetOfRecipient, recordBounce, recordComplaint, type BounceOutcome } from './feedback-effects.js';
import { readFeedbackMessage } from './feedback-message.js';

export interface FeedbackSettings {
  /** `bounceAddressKey(config)`. */
  key: Buffer;
  /** `bounceDomain(config)`. */
  domain: string;
  /** BOUNCE_SOFT_LIMIT. */
  softLimit: number;
}

/** Why a report was refused; it changed nothing. */
export type FeedbackRefusal = 'ADDRESS_INVALID' | 'NOT_A_REPORT' | 'UNKNOWN_EMAIL' | 'REPORT_MISMATCH';

export type FeedbackVerdict =
  | {
      accepted: true;
      kind: 'bounce';
      target: BounceTarget;
      bounce: BounceKind;
      outcome: Exclude<BounceOutcome, 'unknown'>;
      tenantId: string | null;
      status: string;
    }
  | { accepted: true; kind: 'complaint'; target: BounceTarget; recorded: boolean; tenantId: string }
  /** A notification that the email was delivered or relayed: nothing to record. */
  | { accepted: true; kind: 'no-bounce'; target: BounceTarget }
  | { accepted: false; refusal: FeedbackRefusal; message: string };

const refuse = (refusal: FeedbackRefusal, message: string): FeedbackVerdict => ({ accepted: false, refusal, message });

/** Whether `address` is a return path we signed, before the message itself is read (the listener's RCPT check). */
export function feedbackTarget(settings: FeedbackSettings, address: unknown): BounceTarget | null {
  return bounceTargetOf(settings.key, address, settings.domain);
}

/**
 * One report sent to one of our return paths (docs/deliverability.md "Bounces"): the address says which
 * email it is about — it was signed when the email was sent, so it cannot name someone else's — and the
 * report says what happened: a delivery-status notification (hard or soft bounce) or an ARF complaint.
 * Nothing but the signed address chooses the email; a report whose own copy of the original names a
 * different campaign email is refused.
 */
export async function takeFeedback(
  db: Database,
  settings: FeedbackSettings,
  returnPath: unknown,
  raw: Buffer | string,
  now = new Date(),
): Promise<FeedbackVerdict> {
  const target = feedbackTarget(settings, returnPath);
  if (!target) return refuse('ADDRESS_INVALID', 'Not one of our return paths (unknown, altered or unsigned address)');
  const report = await readFeedbackMessage(raw);
  if (report.kind === 'unknown') return refuse('NOT_A_REPORT', `Not a delivery-status notification or feedback report: ${report.reason}`);
  const named = report.kind === 'delivery-status' ? report.original.messageId : report.complaint.messageId;
  const namedRow = named ? recipientOfCampaignMessageId(named) : null;
  if (namedRow && !(target.kind === 'campaign' && namedRow === target.id))
    return refuse('REPORT_MISMATCH', 'The report is about another email than its return path names');

  if (report.kind === 'feedback-report') {
    // A complaint is about a campaign email; transactional mail (a password reset) has no list to leave.
    const complaint = target.kind === 'campaign' ? await complaintTargetOfRecipient(db, target.id) : null;
    if (!complaint) return refuse('UNKNOWN_EMAIL', 'No campaign email of ours has this return path');
    return { accepted: true, kind: 'complaint', target, recorded: await recordComplaint(db, complaint, now), tenantId: complaint.tenantId };
  }
  const worst = worstBounce(report.recipients);
  if (!worst) return { accepted: true, kind: 'no-bounce', target };
  const record = await recordBounce(
    db,
    target,
    { kind: worst.kind, status: worst.recipient.status, diagnosticCode: worst.recipient.diagnosticCode },
    settings.softLimit,
    now,
  );
  if (record.outcome === 'unknown') return refuse('UNKNOWN_EMAIL', 'No email of ours has this return path');
  return {
    accepted: true,
    kind: 'bounce',
    target,
    bounce: worst.kind,
    outcome: record.outcome,
    tenantId: record.tenantId,
    status: worst.recipient.status,
  };
}
