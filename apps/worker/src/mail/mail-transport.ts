import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '@ds/config';

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where replies go. The sender stays `MAIL_FROM` (ours to sign); replies reach this person instead. */
  replyTo?: MailAddress;
  /**
   * Sent as `List-Unsubscribe: <url>` (RFC 2369) with `List-Unsubscribe-Post` (RFC 8058): mail clients
   * show an unsubscribe button that POSTs to the same signed URL, which the API accepts.
   */
  unsubscribeUrl?: string;
  /** A fixed `Message-ID` (`<…@…>`), e.g. the same one on every attempt of a job. */
  messageId?: string;
}

/**
 * The worker's only way out to SMTP, as an injectable so tests can swap it. Sender is `MAIL_FROM`.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.from = config.MAIL_FROM;
    // Nodemailer's defaults wait minutes on a silent server; shorter limits turn a stuck relay into a
    // failed attempt that BullMQ retries, instead of a job that outlives the shutdown grace period.
    this.transporter = createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  /** Sends one message; resolves with the server-assigned message id once the relay accepted it. */
  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const { unsubscribeUrl, ...rest } = mail;
    const info = (await this.transporter.sendMail({
      from: this.from,
      ...rest,
      ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    })) as { messageId: string };
    return { messageId: info.messageId };
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
