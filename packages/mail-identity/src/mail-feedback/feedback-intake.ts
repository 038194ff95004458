import type { Database } from '@ds/db';
import { bounceTargetOf, type BounceKeys, type BounceTarget } from '../bounce-address.js';
import { recipientOfCampaignMessageId } from '../campaign-links.js';
import { deliveryOfSequenceMessageId } from '../sequence-links.js';
import { worstBounce, type BounceKind } from './delivery-status.js';
import {
  complaintTargetOfRecipient,
  markRecipientOnly,
  recordBounce,
  recordComplaint,
  sentCampaignEmail,
  type BounceOutcome,
} from './feedback-effects.js';
import { readFeedbackMessage, type FeedbackMessage } from './feedback-message.js';
import { recordSequenceFeedback, recordSequenceSoftBounce, sentSequenceEmail } from './sequence-feedback.js';
import { complaintCounts, dsnBlocksToCount, type ReportSource } from './report-trust.js';

export interface FeedbackSettings {
  /** `bounceAddressKeys(config)`: the return-path ring. */
  key: BounceKeys;
  /** `bounceDomain(config)`. */
  domain: string;
  /** BOUNCE_SOFT_LIMIT. */
  softLimit: number;
}

/** Why a report was refused; it changed nothing. */
export type FeedbackRefusal = 'ADDRESS_INVALID' | 'NOT_A_REPORT' | 'UNKNOWN_EMAIL' | 'REPORT_MISMATCH';

/**
 * `counted`: whether the report was one that may move the tenant's sending guard (docs/deliverability.md
 * "Who may report"); one that may not changed at most its one recipient (`markRecipientOnly`): a bounce's
 * `outcome` is then `suppressed` (the subscriber now `bounced`), `recorded-before`, or `not-counted` (a
 * soft bounce: nothing recorded); a complaint's `recorded` says whether the subscriber was unsubscribed now.
 */
export type FeedbackVerdict =
  | {
      accepted: true;
      kind: 'bounce';
      target: BounceTarget;
      bounce: BounceKind;
      outcome: Exclude<BounceOutcome, 'unknown'> | 'not-counted';
      tenantId: string | null;
      status: string;
      counted: boolean;
    }
  | { accepted: true; kind: 'complaint'; target: BounceTarget; recorded: boolean; tenantId: string; counted: boolean }
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
 * different campaign email is refused. `source` says who vouches for it (`ReportSource`): only what a
 * vouched-for source reports counts toward the tenant's guard.
 */
export async function takeFeedback(
  db: Database,
  settings: FeedbackSettings,
  returnPath: unknown,
  raw: Buffer | string,
  source: ReportSource,
  now = new Date(),
): Promise<FeedbackVerdict> {
  const target = feedbackTarget(settings, returnPath);
  if (!target) return refuse('ADDRESS_INVALID', 'Not one of our return paths (unknown, altered or unsigned address)');
  const report = await readFeedbackMessage(raw);
  if (report.kind === 'unknown') return refuse('NOT_A_REPORT', `Not a delivery-status notification or feedback report: ${report.reason}`);
  const named = report.kind === 'delivery-status' ? report.original.messageId : report.complaint.messageId;
  const namedRow = named ? recipientOfCampaignMessageId(named) : null;
  const namedDelivery = named ? deliveryOfSequenceMessageId(named) : null;
  if (
    (namedRow && !(target.kind === 'campaign' && namedRow === target.id)) ||
    (namedDelivery && !(target.kind === 'sequence' && namedDelivery === target.id))
  )
    return refuse('REPORT_MISMATCH', 'The report is about another email than its return path names');
  if (target.kind === 'sequence') return sequenceFeedback(db, settings, target, report, source, now);

  if (report.kind === 'feedback-report') {
    // A complaint is about a campaign email; transactional mail (a password reset) has no list to leave.
    const complaint = target.kind === 'campaign' ? await complaintTargetOfRecipient(db, target.id) : null;
    if (!complaint) return refuse('UNKNOWN_EMAIL', 'No campaign email of ours has this return path');
    if (await complaintCounts(source))
      return {
        accepted: true,
        kind: 'complaint',
        target,
        recorded: await recordComplaint(db, complaint, now),
        tenantId: complaint.tenantId,
        counted: true,
      };
    const marked = await markRecipientOnly(db, target.id, 'unsubscribe', now);
    if (!marked) return refuse('UNKNOWN_EMAIL', 'No campaign email of ours has this return path');
    return { accepted: true, kind: 'complaint', target, recorded: marked.changed, tenantId: marked.tenantId, counted: false };
  }
  let blocks = report.recipients;
  if (target.kind === 'campaign') {
    const sent = await sentCampaignEmail(db, target.id);
    if (!sent) return refuse('UNKNOWN_EMAIL', 'No email of ours has this return path');
    const counted = dsnBlocksToCount(source, report, sent);
    if (!counted) return uncountedBounce(db, target, report.recipients, now);
    blocks = counted;
  }
  const worst = worstBounce(blocks);
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
    counted: true,
  };
}

/**
 * A DSN to a campaign email's return path that is not plausibly a reporting MTA's (`dsnBlocksToCount`):
 * a hard bounce suppresses that one subscriber, nothing more; a soft one records nothing.
 */
async function uncountedBounce(
  db: Database,
  target: BounceTarget,
  recipients: Parameters<typeof worstBounce>[0],
  now: Date,
): Promise<FeedbackVerdict> {
  const worst = worstBounce(recipients);
  if (!worst) return { accepted: true, kind: 'no-bounce', target };
  const base = { accepted: true, kind: 'bounce', target, bounce: worst.kind, status: worst.recipient.status, counted: false } as const;
  if (worst.kind === 'soft') return { ...base, outcome: 'not-counted', tenantId: null };
  const marked = await markRecipientOnly(db, target.id, 'suppress', now);
  if (!marked) return refuse('UNKNOWN_EMAIL', 'No email of ours has this return path');
  return { ...base, outcome: marked.changed ? 'suppressed' : 'recorded-before', tenantId: marked.tenantId };
}

/**
 * A report to a sequence email's return path (`sequence-feedback.ts`): a complaint or a hard bounce ends
 * the person's sequences and suppresses them; only one a source vouches for marks the row for the guard.
 * A soft bounce a source vouches for counts toward the subscription's limit, once per email, as a campaign's.
 */
async function sequenceFeedback(
  db: Database,
  settings: FeedbackSettings,
  target: BounceTarget,
  report: Exclude<FeedbackMessage, { kind: 'unknown' }>,
  source: ReportSource,
  now: Date,
): Promise<FeedbackVerdict> {
  const sent = await sentSequenceEmail(db, target.id);
  if (!sent) return refuse('UNKNOWN_EMAIL', 'No email of ours has this return path');
  if (report.kind === 'feedback-report') {
    const counted = await complaintCounts(source);
    const done = await recordSequenceFeedback(db, target.id, counted ? 'complained' : 'unsubscribed', now, sent.tenantId);
    if (!done) return refuse('UNKNOWN_EMAIL', 'No email of ours has this return path');
    return { accepted: true, kind: 'complaint', target, recorded: done.changed, tenantId: done.tenantId, counted };
  }
  const blocks = dsnBlocksToCount(source, report, sent);
  const worst = worstBounce(blocks ?? report.recipients);
  if (!worst) return { accepted: true, kind: 'no-bounce', target };
  const base = { accepted: true, kind: 'bounce', target, bounce: worst.kind, status: worst.recipient.status, counted: !!blocks } as const;
  if (worst.kind === 'soft') {
    if (!blocks) return { ...base, outcome: 'not-counted', tenantId: sent.tenantId };
    const soft = await recordSequenceSoftBounce(db, target.id, settings.softLimit, now, sent.tenantId);
    if (!soft) return refuse('UNKNOWN_EMAIL', 'No email of ours has this return path');
    return { ...base, outcome: soft.outcome, tenantId: soft.tenantId };
  }
  const done = await recordSequenceFeedback(db, target.id, blocks ? 'bounced' : 'suppressed', now, sent.tenantId);
  if (!done) return refuse('UNKNOWN_EMAIL', 'No email of ours has this return path');
  return { ...base, outcome: done.changed ? 'bounced' : 'recorded-before', tenantId: done.tenantId };
}
