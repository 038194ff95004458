import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { currentDelivery } from './delivery-context.js';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { WorkerMetrics } from '../metrics/worker-metrics.js';
import { PermanentFailure } from '../jobs/outcomes.js';
import { dkimSigningOption, dkimTransportOption, type DkimKey } from './dkim.js';
import { envelopeFor } from './return-path.js';

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The From display name (e.g. the distributor's site name). The address stays `MAIL_FROM`'s (ours to
   * sign); without a name, `MAIL_FROM` is used as it is.
   */
  fromName?: string;
  /** Where replies go. The sender stays `MAIL_FROM` (ours to sign); replies reach this person instead. */
  replyTo?: MailAddress;
  /**
   * Sent as `List-Unsubscribe: <url>` (RFC 2369) with `List-Unsubscribe-Post` (RFC 8058): mail clients
   * show an unsubscribe button that POSTs to the same signed URL, which the API accepts.
   */
  unsubscribeUrl?: string;
  /** A fixed `Message-ID` (`<…@…>`). Under an outbox row the row's own one is used instead. */
  messageId?: string;
  /**
   * From this address, signed with this key, instead of `MAIL_FROM`'s: a campaign test send of a distributor
   * whose own sending domain is verified (../campaigns/sender-identity.ts). The display name is `fromName`.
   */
  sender?: { address: string; dkim: DkimKey };
}

/** `<ds.<outboxId>@<sender's domain>>`: the same on every attempt of one outbox row, unique across rows. */
function outboxMessageId(outboxId: string, config: Pick<AppConfig, 'MAIL_FROM' | 'BASE_DOMAIN'>): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? config.BASE_DOMAIN;
  return `<ds.${outboxId}@${domain}>`;
}

/** The address part of `MAIL_FROM` (`Name <addr>` or a bare address). */
function senderAddress(mailFrom: string): string {
  return /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** `MAIL_FROM`, or its address under another display name (line breaks and runs of spaces collapsed). */
function fromHeader(mailFrom: string, name?: string): string | MailAddress {
  const display = name?.replace(/\s+/g, ' ').trim().slice(0, 100);
  return display ? { name: display, address: senderAddress(mailFrom) } : mailFrom;
}

/**
 * A 5xx SMTP answer (RFC 5321: permanent — no such mailbox, message refused) fails the email for good;
 * a 4xx answer, a timeout or a refused connection is worth trying again later.
 */
function classify(err: unknown): unknown {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === 'number' && code >= 500 && code < 600) {
    return new PermanentFailure(`SMTP ${code}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return err;
}

const tracer = trace.getTracer('@ds/worker');

/**
 * The worker's only way out to SMTP, as an injectable so tests can swap it. Sender is `MAIL_FROM`; every
 * message is DKIM-signed for its domain when a key is configured (`./dkim.ts`).
 * Inside an outbox job (`currentDelivery`) each message is bookkept on its row: the hand-off is recorded
 * before it starts and the relay's acceptance after it, under the row's Message-ID, so a retry never
 * sends an accepted message again and a crash in between leaves a duplicate recognisable as one.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  private readonly from: string;
  private readonly envelope: ReturnType<typeof envelopeFor>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: WorkerMetrics,
  ) {
    this.from = config.MAIL_FROM;
    this.envelope = envelopeFor(config);
    // Nodemailer's defaults wait minutes on a silent server; shorter limits turn a stuck relay into a
    // failed attempt that BullMQ retries, instead of a job that outlives the shutdown grace period.
    this.transporter = createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
      dkim: dkimTransportOption(config),
    });
    // Said once per worker: unsigned mail in production lands in spam, so it should not go unnoticed.
    if (config.dkim) new Logger(MailTransport.name).debug(`DKIM signing for ${config.dkim.domain} with selector ${config.dkim.selector}`);
    else if (config.NODE_ENV === 'production')
      new Logger(MailTransport.name).warn('No DKIM key configured (DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE): emails go out unsigned');
  }

  /**
   * Sends one message; resolves with its message id once the relay accepted it. Throws `PermanentFailure`
   * on a 5xx answer, the transport's error otherwise (worth a retry).
   */
  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const { unsubscribeUrl, fromName, sender, ...rest } = mail;
    const delivery = currentDelivery();
    const messageId = delivery ? outboxMessageId(delivery.outboxId, this.config) : mail.messageId;
    await delivery?.handingOff({ to: mail.to, subject: mail.subject });
    const info: { messageId: string } = await tracer.startActiveSpan('smtp send', { kind: SpanKind.CLIENT }, (span) =>
      this.transporter
        .sendMail({
          from: sender ? fromHeader(sender.address, fromName) : fromHeader(this.from, fromName),
          ...rest,
          ...(sender ? { dkim: dkimSigningOption(sender.dkim) } : {}),
          messageId,
          envelope: this.envelope(messageId, mail.to),
          ...(unsubscribeUrl
            ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
            : {}),
        })
        .catch((err: unknown) => {
          const failure = classify(err);
          span.setStatus({ code: SpanStatusCode.ERROR, message: failure instanceof Error ? failure.message : String(failure) });
          this.metrics.emails.inc({ kind: 'transactional', outcome: failure instanceof PermanentFailure ? 'bounced' : 'failed' });
          throw failure;
        })
        .finally(() => span.end()),
    );
    this.metrics.emails.inc({ kind: 'transactional', outcome: 'sent' });
    await delivery?.sent(info.messageId);
    return { messageId: info.messageId };
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
