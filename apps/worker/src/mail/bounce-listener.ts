import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import {
  bounceAddressKeys,
  bounceDomain,
  feedbackTarget,
  takeFeedback,
  type FeedbackSettings,
  type FeedbackVerdict,
} from '@ds/mail-identity';
import { Database } from '@ds/db';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';
import { FeedbackReporters } from './feedback-reporters.js';

/** An SMTP answer smtp-server sends for an error passed to a callback. */
function smtpError(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

/** Reads the DATA stream whole, but keeps no more than `max` bytes (the rest is read and dropped). */
async function readBounded(stream: SMTPServerDataStream, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
  }
  return stream.sizeExceeded || size > max ? null : Buffer.concat(chunks);
}

/**
 * The inbound side of late bounces (docs/deliverability.md "Bounces"): an SMTP server on
 * BOUNCE_SMTP_PORT, the MX of BOUNCE_DOMAIN, that takes delivery-status notifications (RFC 3464) and ARF
 * complaints (RFC 5965) sent to our per-email return paths `bounces+<token>@…` and records them.
 *
 * It runs in the worker, not the API: the worker is what sends (it signs the return paths with the same
 * key), it already holds long-lived connections rather than HTTP requests, and a burst of bounces after a
 * large campaign lands beside the sending lanes instead of on the storefront's request path. It listens
 * only where BOUNCE_SMTP_PORT is set (off in the embedded mode and on workers that should not receive
 * mail; run it on the workers the MX points at).
 *
 * Refusals happen as early as possible and change nothing: an address that is not a valid signed return
 * path is refused at RCPT (550), more than one recipient per transaction is deferred (452, RFC 5321
 * §4.5.3.1.10), a message over BOUNCE_MAX_BYTES is refused (552), a message that is not a report or names
 * an unknown email is refused after DATA (550). A database error answers 451, so the sending MTA retries;
 * the record is one conditional transaction (`recordBounce`), so the retry — or a notification delivered
 * twice — counts once.
 *
 * Every recipient sees their email's return path, so a report here may come from the recipient: only a
 * plausible reporting MTA's DSN, or an ARF complaint DKIM-signed by an allow-listed feedback loop
 * (`FeedbackReporters`), counts toward the tenant's sending guard; any other changes its one recipient
 * at most (`ReportSource` in @ds/mail-identity, docs/deliverability.md "Who may report").
 */
@Injectable()
export class BounceListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BounceListener.name);
  private readonly settings: FeedbackSettings;
  private readonly reporters: FeedbackReporters;
  private server: SMTPServer | null = null;
  private boundPort: number | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: Database,
    private readonly metrics: WorkerMetrics,
  ) {
    this.settings = { key: bounceAddressKeys(config), domain: bounceDomain(config), softLimit: config.BOUNCE_SOFT_LIMIT };
    this.reporters = new FeedbackReporters(config);
  }

  /** The port listened on (BOUNCE_SMTP_PORT, or the one picked for 0); null when off. */
  get port(): number | null {
    return this.boundPort;
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.BOUNCE_SMTP_PORT;
    if (port === undefined) return;
    const server = new SMTPServer({
      name: this.settings.domain,
      banner: 'bounce intake',
      authOptional: true,
      // Nothing here needs a login; TLS is left to a proxy in front (docs/deliverability.md "Bounces").
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: this.config.BOUNCE_MAX_BYTES,
      maxClients: 100,
      socketTimeout: 60_000,
      closeTimeout: 2_000,
      logger: false,
      onRcptTo: (address, session, callback) => {
        if (session.envelope.rcptTo.length >= 1) return callback(smtpError(452, '4.5.3 One recipient per message, please'));
        if (!feedbackTarget(this.settings, address.address)) return callback(smtpError(550, '5.1.1 No such return path'));
        callback();
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(
          (answer) => callback(null, answer),
          (err: unknown) => callback(err instanceof Error ? err : smtpError(451, '4.3.0 Try again later')),
        );
      },
    });
    server.on('error', (err) => this.logger.warn(`bounce listener: ${err.message}`));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, this.config.BOUNCE_SMTP_HOST, () => resolve());
    });
    this.server = server;
    this.boundPort = (server.server.address() as AddressInfo).port;
    this.logger.log(`listening for bounces to *@${this.settings.domain} on ${this.config.BOUNCE_SMTP_HOST}:${this.boundPort}`);
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const raw = await readBounded(stream, this.config.BOUNCE_MAX_BYTES);
    if (!raw) throw smtpError(552, `5.3.4 Message larger than ${this.config.BOUNCE_MAX_BYTES} bytes`);
    const rcpt = session.envelope.rcptTo[0]?.address;
    const mailFrom = session.envelope.mailFrom;
    // Who sent it decides whether it may move the tenant's guard (docs/deliverability.md "Who may report").
    const envelopeFrom = mailFrom ? mailFrom.address : '';
    let verdict: FeedbackVerdict;
    try {
      verdict = await takeFeedback(this.db, this.settings, rcpt, raw, {
        via: 'smtp',
        envelopeFrom,
        reporter: () => this.reporters.verify(raw),
      });
    } catch (err) {
      this.logger.warn(`bounce not recorded, the sender will retry: ${err instanceof Error ? err.message : String(err)}`);
      throw smtpError(451, '4.3.0 Temporary failure, try again later');
    }
    if (!verdict.accepted) {
      this.logger.debug(`report refused (${verdict.refusal}): ${verdict.message}`);
      throw smtpError(550, `5.6.0 ${verdict.message}`);
    }
    this.count(verdict);
    return verdict.kind === 'bounce'
      ? `2.0.0 ${verdict.bounce} bounce ${verdict.outcome}`
      : verdict.kind === 'complaint'
        ? `2.0.0 ${verdict.counted ? 'complaint recorded' : 'recipient unsubscribed'}`
        : '2.0.0 nothing to record';
  }

  private count(verdict: FeedbackVerdict & { accepted: true }): void {
    const kind = verdict.target.kind === 'outbox' ? 'transactional' : 'campaign';
    // Only reports that count toward the guard count as bounces and complaints here too.
    if (verdict.kind === 'bounce' && verdict.counted && (verdict.outcome === 'bounced' || verdict.outcome === 'suppressed'))
      this.metrics.emails.inc({ kind, outcome: 'bounced' });
    if (verdict.kind === 'complaint' && verdict.counted && verdict.recorded) this.metrics.emails.inc({ kind, outcome: 'complained' });
    if (verdict.kind !== 'no-bounce')
      this.logger.log(
        {
          tenantId: verdict.tenantId,
          target: verdict.target,
          kind: verdict.kind,
          outcome: verdict.kind === 'bounce' ? verdict.outcome : verdict.recorded,
          counted: verdict.counted,
        },
        'mail feedback recorded',
      );
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
