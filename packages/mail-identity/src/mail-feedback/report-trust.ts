import type { RecipientStatus } from './delivery-status.js';
import type { OriginalHeaders } from './feedback-message.js';

/**
 * Who vouches for a report (docs/deliverability.md "Who may report"). Every email shows its recipient its
 * own return path (`Return-Path`), so anyone who received one can mail a report there; only a report from
 * a source that cannot be the recipient may move the tenant's sending guard (complaint and bounce rates).
 *
 * - `http`: the HTTP intake behind FEEDBACK_LOOP_SECRET — the relay vouches for what it posts.
 * - `smtp`: the bounce listener. `envelopeFrom` is the SMTP `MAIL FROM` ('' for the null reverse path a
 *   real DSN has); `reporter` says which allow-listed feedback loop's DKIM signature verified on the
 *   message (FEEDBACK_LOOP_REPORTERS), null for none — asked only for a complaint.
 */
export type ReportSource = { via: 'http' } | { via: 'smtp'; envelopeFrom: string; reporter: () => Promise<string | null> };

/** What we sent to one return path: the address and the Message-ID (`campaign_recipients.email`, `message_id`). */
export interface SentEmail {
  email: string;
  messageId: string | null;
}

const bareId = (id: string) => id.trim().replace(/^<|>$/g, '').toLowerCase();

/**
 * The blocks of a delivery-status notification that may count toward the guard, or null when the report
 * is not plausibly a reporting MTA's. Over HTTP the relay vouches: every block. By mail, at least:
 * neither the envelope sender nor the From header is the recipient's own address (a recipient mailing
 * their own return path), the returned copy carries the Message-ID we sent with, and a block names the
 * address we sent it to — only those blocks are read.
 */
export function dsnBlocksToCount(
  source: ReportSource,
  report: { from: string | null; recipients: RecipientStatus[]; original: OriginalHeaders },
  sent: SentEmail,
): RecipientStatus[] | null {
  if (source.via === 'http') return report.recipients;
  const recipient = sent.email.trim().toLowerCase();
  if (source.envelopeFrom.trim().toLowerCase() === recipient || report.from === recipient) return null;
  if (!sent.messageId || !report.original.messageId || bareId(sent.messageId) !== bareId(report.original.messageId)) return null;
  const blocks = report.recipients.filter((block) => block.finalRecipient === recipient || block.originalRecipient === recipient);
  return blocks.length ? blocks : null;
}

/** Whether an ARF complaint counts toward the guard: posted with the secret, or DKIM-signed by an allow-listed feedback loop. */
export async function complaintCounts(source: ReportSource): Promise<boolean> {
  return source.via === 'http' || (await source.reporter()) !== null;
}
