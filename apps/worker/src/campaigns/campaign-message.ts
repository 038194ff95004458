import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp/index.js';

/** What changes from one recipient to the next in a campaign's email. */
export interface RecipientFields {
  /** The To address (also the SMTP recipient). */
  to: string;
  /** `<c.<recipient id>@<sender domain>>`, stable across attempts. */
  messageId: string;
  /** The recipient's signed unsubscribe URL, for the List-Unsubscribe header. */
  unsubscribeUrl: string;
  /** The recipient's parts, each with its links in place (by `links`, called once per marker). */
  links: (what: string, index: string | undefined) => string;
}

/** What stays the same for every recipient: the headers of the campaign and its two parts with link markers. */
export interface CampaignEnvelope {
  from: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  listId: string;
  /** The parts, with a marker where each recipient's link goes (`marker` finds them; global flag). */
  text: string;
  html: string;
  marker: RegExp;
  /** Escapes a link for the HTML part. */
  escapeHtml: (value: string) => string;
}

// Placeholders for the per-recipient values in the message compiled once (`.invalid` never resolves, RFC 2606).
const SLOT = {
  to: 'ds-recipient@ds-slot.invalid',
  messageId: '<ds-message-id@ds-slot.invalid>',
  date: 'Thu, 01 Jan 1970 00:00:00 +0000',
  unsubscribe: 'https://ds-slot.invalid/list-unsubscribe',
  text: 'DS-SLOT-TEXT-PART',
  html: 'DS-SLOT-HTML-PART',
} as const;
type SlotName = keyof typeof SLOT;
const SLOT_PATTERN = new RegExp(
  Object.values(SLOT)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\<>]/g, '\\$&'))
    .join('|'),
  'g',
);
const SLOT_BY_TEXT = new Map<string, SlotName>(Object.entries(SLOT).map(([name, text]) => [text, name as SlotName]));

/** Room for the `=` of a soft line break after a piece's last line: RFC 2045 §6.7 allows 76 characters. */
const QP_LINE = 75;
const SOFT_BREAK = '=\r\n';
const ASCII_ADDRESS = /^[\x21-\x7e]+$/;

/**
 * A part with per-recipient links, quoted-printable encoded once: the text between the links is encoded
 * and wrapped once per campaign, and each recipient's part is those pieces joined with that recipient's
 * links, each link between soft line breaks (invisible once decoded, so the links may sit anywhere).
 */
class EncodedPart {
  private readonly pieces: string[] = [];
  private readonly markers: { what: string; index: string | undefined }[] = [];

  constructor(
    content: string,
    marker: RegExp,
    private readonly escape: (value: string) => string,
  ) {
    const crlf = content.replace(/\r?\n/g, '\r\n');
    let last = 0;
    for (const match of crlf.matchAll(marker)) {
      this.pieces.push(encodeQp(crlf.slice(last, match.index)));
      this.markers.push({ what: match[1], index: match[2] });
      last = match.index + match[0].length;
    }
    this.pieces.push(encodeQp(crlf.slice(last)));
  }

  encode(links: RecipientFields['links']): string {
    let out = this.pieces[0];
    for (let i = 0; i < this.markers.length; i++) {
      const { what, index } = this.markers[i];
      out += SOFT_BREAK + encodeQp(this.escape(links(what, index))) + SOFT_BREAK + this.pieces[i + 1];
    }
    return out;
  }
}

function encodeQp(text: string): string {
  return qpWrap(qpEncode(Buffer.from(text, 'utf8')), QP_LINE);
}

/** RFC 5322 date as nodemailer writes it, made once a second. */
let dateSecond = 0;
let dateText = '';
function now(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(second * 1000).toUTCString().replace(/GMT/, '+0000');
  }
  return dateText;
}

/**
 * A campaign's email compiled once per worker and campaign version, written per recipient by joining
 * strings (docs/campaigns-delivery.md "Throughput"): nodemailer composes the message once — every
 * header encoded as it always does, both parts quoted-printable — with placeholders where the recipient's
 * To, Message-ID, Date and List-Unsubscribe go and in place of the two parts; each recipient's message is
 * then the constant pieces with those values and the recipient's parts (`EncodedPart`). The result is
 * handed to the transport as a raw message, which DKIM signs like any other. Composing with nodemailer's
 * streams for every recipient was about half of a worker's CPU per email.
 *
 * An address that is not plain ASCII (an internationalised domain or mailbox) is composed by nodemailer
 * itself, which knows how to write one (`compose`).
 */
export class CompiledCampaignMessage {
  private constructor(
    private readonly envelope: CampaignEnvelope,
    private readonly pieces: string[],
    private readonly slots: SlotName[],
    private readonly text: EncodedPart,
    private readonly html: EncodedPart,
  ) {}

  static async compile(envelope: CampaignEnvelope): Promise<CompiledCampaignMessage> {
    const skeleton = (
      await new MailComposer(
        mailOptions(envelope, {
          to: SLOT.to,
          messageId: SLOT.messageId,
          unsubscribeUrl: SLOT.unsubscribe,
          text: SLOT.text,
          html: SLOT.html,
          date: new Date(0),
        }),
      )
        .compile()
        .build()
    ).toString('latin1');
    const pieces: string[] = [];
    const slots: SlotName[] = [];
    let last = 0;
    for (const match of skeleton.matchAll(SLOT_PATTERN)) {
      pieces.push(skeleton.slice(last, match.index));
      slots.push(SLOT_BY_TEXT.get(match[0])!);
      last = match.index + match[0].length;
    }
    pieces.push(skeleton.slice(last));
    const found = [...slots].sort().join();
    if (found !== Object.keys(SLOT).sort().join())
      throw new Error(`campaign message skeleton: expected each placeholder once, found ${found}`);
    return new CompiledCampaignMessage(
      envelope,
      pieces,
      slots,
      new EncodedPart(envelope.text, envelope.marker, (v) => v),
      new EncodedPart(envelope.html, envelope.marker, envelope.escapeHtml),
    );
  }

  /** The recipient's whole message (headers and body), ready for the SMTP DATA command and DKIM. */
  async write(recipient: RecipientFields): Promise<string> {
    if (!ASCII_ADDRESS.test(recipient.to)) return this.compose(recipient);
    const values: Record<SlotName, string> = {
      to: recipient.to,
      messageId: recipient.messageId,
      date: now(),
      unsubscribe: recipient.unsubscribeUrl,
      text: this.text.encode(recipient.links),
      html: this.html.encode(recipient.links),
    };
    let out = this.pieces[0];
    for (let i = 0; i < this.slots.length; i++) out += values[this.slots[i]] + this.pieces[i + 1];
    return out;
  }

  /** The same message composed by nodemailer from scratch (the reference `write` is tested against). */
  async compose(recipient: RecipientFields, date = new Date()): Promise<string> {
    const personal = (part: string, escape: (v: string) => string) =>
      part.replace(this.envelope.marker, (_m, what: string, index?: string) => escape(recipient.links(what, index)));
    const mail = mailOptions(this.envelope, {
      to: recipient.to,
      messageId: recipient.messageId,
      unsubscribeUrl: recipient.unsubscribeUrl,
      text: personal(this.envelope.text, (v) => v),
      html: personal(this.envelope.html, this.envelope.escapeHtml),
      date,
    });
    return (await new MailComposer(mail).compile().build()).toString('utf8');
  }
}

function mailOptions(
  envelope: CampaignEnvelope,
  recipient: { to: string; messageId: string; unsubscribeUrl: string; text: string; html: string; date: Date },
): Mail.Options {
  return {
    from: envelope.from,
    replyTo: envelope.replyTo,
    to: recipient.to,
    subject: envelope.subject,
    messageId: recipient.messageId,
    date: recipient.date,
    text: { content: recipient.text, contentTransferEncoding: 'quoted-printable' },
    html: { content: recipient.html, contentTransferEncoding: 'quoted-printable' },
    headers: {
      // RFC 2369 + RFC 8058: the client's unsubscribe button POSTs to the same signed URL. Written as
      // nodemailer's `list` option writes it (that option belongs to its mailer, not to the composer).
      'List-Unsubscribe': { prepared: true, foldLines: true, value: `<${recipient.unsubscribeUrl}>` },
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      Precedence: 'bulk',
      'List-Id': envelope.listId,
    },
  };
}
