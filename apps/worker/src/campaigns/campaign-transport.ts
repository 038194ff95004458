import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { dkimKey, signMessage, type DkimKey } from '../infra/mail/dkim.js';
import { envelopeFor } from '../infra/mail/return-path.js';
import { retryPolicy, type RetryPolicy } from '../outbox/retry-policy.js';

/** One recipient's email, written whole (./campaign-message.ts). */
export interface CampaignMessage {
  to: string;
  /** Stable across attempts: `<c.<recipient id>@<sender domain>>`; names the return path. */
  messageId: string;
  /** The message as written for this recipient: headers and body, CRLF line ends, unsigned (signed here). */
  raw: string;
  /** Sign with this key instead of the platform's: From a distributor's verified sending domain (./sender-identity.ts). */
  dkim?: DkimKey;
}

/** How one hand-off ended. */
export type HandOff = { kind: 'sent' } | { kind: 'bounced'; error: string } | { kind: 'retry'; error: string; relayDown: boolean };

const signWith = (raw: string, key: DkimKey | undefined): string => (key ? signMessage(raw, key) : raw);

function describe(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}

/**
 * Campaign mail's way out: one pooled SMTP transport per worker (CAMPAIGN_SMTP_CONNECTIONS connections
 * kept open and reused, so a message costs no TCP/SMTP handshake), separate from the transactional
 * transport so a campaign never queues a password reset behind it.
 *
 * Outcomes, not exceptions: a 5xx answer (RFC 5321 permanent: no such mailbox, refused) is a bounce; a
 * 4xx answer is worth another try later; no answer at all (refused connection, timeout) means the relay
 * is down, and the transport then tells every lane of this worker to hold off (`relayDownUntil`, the
 * outbox's backoff: OUTBOX_RETRY_BASE_SECONDS doubling to OUTBOX_RETRY_MAX_SECONDS) instead of burning
 * the next recipients' attempts against a dead relay.
 */
@Injectable()
export class CampaignTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  private readonly policy: RetryPolicy;
  private readonly envelope: ReturnType<typeof envelopeFor>;
  /** Signed with the same key as transactional mail: campaigns also send From MAIL_FROM's address. */
  private readonly dkim: DkimKey | undefined;
  private outages = 0;
  /** Lanes of this worker send nothing before this (ms since epoch). */
  relayDownUntil = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.policy = retryPolicy(config);
    this.envelope = envelopeFor(config);
    this.dkim = dkimKey(config);
    this.transporter = createTransport({
      url: config.SMTP_URL,
      pool: true,
      maxConnections: config.CAMPAIGN_SMTP_CONNECTIONS,
      maxMessages: Infinity,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  async send(message: CampaignMessage): Promise<HandOff> {
    try {
      await this.transporter.sendMail({
        // Signed here, whole (../infra/mail/dkim.ts `signMessage`), rather than by the transport's signing stream.
        raw: signWith(message.raw, message.dkim ?? this.dkim),
        // The return path `bounces+<token>@…` names this recipient row, for late bounces (../infra/mail/return-path.ts).
        envelope: this.envelope(message.messageId, message.to),
      });
      this.outages = 0;
      return { kind: 'sent' };
    } catch (err) {
      const code = (err as { responseCode?: unknown } | null)?.responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600) return { kind: 'bounced', error: `SMTP ${code}: ${describe(err)}` };
      const relayDown = typeof code !== 'number';
      if (relayDown) this.relayFailed();
      return { kind: 'retry', error: describe(err), relayDown };
    }
  }

  private relayFailed(): void {
    if (Date.now() < this.relayDownUntil) return;
    this.outages += 1;
    const wait = Math.min(this.policy.baseMs * 2 ** (this.outages - 1), this.policy.maxMs);
    this.relayDownUntil = Date.now() + wait;
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
