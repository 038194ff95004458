import { fieldBlocks } from './report-fields.js';

/** One recipient's block of a delivery-status notification (RFC 3464 §2.3). */
export interface RecipientStatus {
  /** The address the reporting MTA tried (`Final-Recipient: rfc822; x@y` → `x@y`), lower-cased. */
  finalRecipient: string | null;
  originalRecipient: string | null;
  /** `failed`, `delayed`, `delivered`, `relayed`, `expanded` (lower-cased). */
  action: string;
  /** `class.subject.detail`, e.g. `5.1.1`. */
  status: string;
  diagnosticCode: string | null;
}

export type BounceKind = 'hard' | 'soft';

/** `rfc822; x@y` → `x@y` (other address types kept as they are). */
function address(value: string | undefined): string | null {
  if (!value) return null;
  const text = value
    .replace(/^\s*rfc822\s*;\s*/i, '')
    .trim()
    .toLowerCase();
  return text ? text.slice(0, 320) : null;
}

/**
 * The per-recipient blocks of a `message/delivery-status` body. A block counts only with both an Action
 * and a well-formed Status (RFC 3464 makes both required); the per-message block (Reporting-MTA, …) has
 * neither and is left out.
 */
export function parseDeliveryStatus(text: string): RecipientStatus[] {
  const recipients: RecipientStatus[] = [];
  for (const block of fieldBlocks(text)) {
    const action = block.get('action')?.toLowerCase().split(/[\s(]/)[0];
    const status = /^([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(block.get('status') ?? '')?.[0];
    if (!action || !status) continue;
    recipients.push({
      finalRecipient: address(block.get('final-recipient')),
      originalRecipient: address(block.get('original-recipient')),
      action,
      status,
      diagnosticCode: block.get('diagnostic-code')?.slice(0, 500) ?? null,
    });
  }
  return recipients;
}

/**
 * What one recipient's block means for us: `hard` — failed for good (Action `failed` with a 5.x.x
 * status: no such mailbox, refused); `soft` — delayed, or failed for a temporary reason (4.x.x: mailbox
 * full, greylisted until the MTA gave up); null — delivered, relayed or expanded: nothing to record.
 */
export function bounceKind(recipient: Pick<RecipientStatus, 'action' | 'status'>): BounceKind | null {
  if (recipient.action === 'failed' && recipient.status.startsWith('5.')) return 'hard';
  if (
    recipient.action === 'delayed' ||
    ((recipient.action === 'failed' || recipient.action === 'delayed') && recipient.status.startsWith('4.'))
  )
    return 'soft';
  return null;
}

/** The worst of several blocks (a notification about one email normally has one): hard over soft over nothing. */
export function worstBounce(recipients: RecipientStatus[]): { kind: BounceKind; recipient: RecipientStatus } | null {
  let soft: RecipientStatus | null = null;
  for (const recipient of recipients) {
    const kind = bounceKind(recipient);
    if (kind === 'hard') return { kind, recipient };
    if (kind === 'soft') soft ??= recipient;
  }
  return soft ? { kind: 'soft', recipient: soft } : null;
}
