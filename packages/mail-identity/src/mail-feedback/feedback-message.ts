import { simpleParser } from 'mailparser';
import { parseDeliveryStatus, type RecipientStatus } from './delivery-status.js';
import { fieldBlocks, headerFields } from './report-fields.js';

/** What a feedback-loop report names: the email's Message-ID, or the recipient and the list. */
export interface ComplaintReport {
  messageId?: string | null;
  email?: string | null;
  listId?: string | null;
}

/** The headers of the reported email that a report carries back (its third part). */
export interface OriginalHeaders {
  messageId: string | null;
  listId: string | null;
}

export type FeedbackMessage =
  /** `from`: the report's own From address, lower-cased (who says they report it), or null. */
  | { kind: 'delivery-status'; recipients: RecipientStatus[]; original: OriginalHeaders; from: string | null }
  | { kind: 'feedback-report'; complaint: ComplaintReport; from: string | null }
  | { kind: 'unknown'; reason: string };

const DELIVERY_STATUS = new Set(['message/delivery-status', 'message/global-delivery-status']);
const ORIGINAL = new Set(['message/rfc822', 'text/rfc822-headers', 'message/global', 'message/global-headers']);

/**
 * Reads a report as it arrives by mail (or over HTTP): a delivery-status notification (RFC 3464,
 * `multipart/report; report-type=delivery-status`) or an abuse report (ARF, RFC 5965,
 * `report-type=feedback-report`). mailparser takes the MIME apart (transfer encodings, boundaries,
 * nesting); with `keepDeliveryStatus` the `message/delivery-status` part stays a part of its own instead of
 * being folded into the text. The fields inside the report parts are read by `fieldBlocks`.
 */
export async function readFeedbackMessage(raw: Buffer | string): Promise<FeedbackMessage> {
  let parsed;
  try {
    parsed = await simpleParser(raw, {
      keepDeliveryStatus: true,
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipImageLinks: true,
      skipTextLinks: true,
    });
  } catch {
    return { kind: 'unknown', reason: 'not a MIME message' };
  }
  const parts = parsed.attachments ?? [];
  const text = (type: Set<string>) => parts.find((part) => type.has(part.contentType.toLowerCase()))?.content.toString('utf8') ?? null;
  const originalText = text(ORIGINAL);
  const original = originalText ? headerFields(originalText) : new Map<string, string>();
  const originalHeaders: OriginalHeaders = { messageId: original.get('message-id') ?? null, listId: original.get('list-id') ?? null };
  const from = parsed.from?.value[0]?.address?.trim().toLowerCase() || null;

  const status = text(DELIVERY_STATUS);
  if (status !== null) {
    const recipients = parseDeliveryStatus(status);
    if (!recipients.length) return { kind: 'unknown', reason: 'the delivery-status part names no recipient with an Action and a Status' };
    return { kind: 'delivery-status', recipients, original: originalHeaders, from };
  }
  const feedback = text(new Set(['message/feedback-report']));
  if (feedback !== null) {
    const fields = fieldBlocks(feedback, 1)[0] ?? new Map<string, string>();
    const rcpt = (fields.get('original-rcpt-to') ?? fields.get('removal-recipient'))?.replace(/^rfc822;\s*/i, '').trim() || null;
    return {
      kind: 'feedback-report',
      complaint: { messageId: originalHeaders.messageId, email: rcpt, listId: originalHeaders.listId },
      from,
    };
  }
  return { kind: 'unknown', reason: 'neither a delivery-status notification nor a feedback report' };
}

/**
 * A report posted over HTTP as a MIME message mailparser can read: a `multipart/report` body gets its
 * Content-Type (the boundary travels in the HTTP header, not in the body); a bare report part
 * (`message/feedback-report`, `message/delivery-status`) is wrapped as the one part of a report; a
 * `message/rfc822` body is the whole report email as received.
 */
export function reportOfHttpBody(body: string, contentType: unknown): string {
  const type =
    typeof contentType === 'string'
      ? contentType
          .replace(/[\r\n]/g, ' ')
          .slice(0, 500)
          .trim()
      : '';
  const media = type.split(';')[0].trim().toLowerCase();
  if (media.startsWith('multipart/')) return `Content-Type: ${type}\r\nMIME-Version: 1.0\r\n\r\n${body}`;
  if (media === 'message/feedback-report' || media === 'message/delivery-status' || media === 'message/global-delivery-status') {
    const boundary = 'ds-http-report-part';
    return [
      `Content-Type: multipart/report; boundary="${boundary}"`,
      'MIME-Version: 1.0',
      '',
      `--${boundary}`,
      `Content-Type: ${media}`,
      '',
      body,
      `--${boundary}--`,
      '',
    ].join('\r\n');
  }
  return body;
}
