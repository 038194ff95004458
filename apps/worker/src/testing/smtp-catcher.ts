import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** RCPT TO addresses of the SMTP envelope. */
  recipients: string[];
  /** MAIL FROM of the SMTP envelope (the return path; '' for the null sender). */
  mailFrom: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that collects what it is sent, for tests.
 * `hold()` makes it keep the next messages unanswered until released, to keep a job in flight.
 */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  private listeners: (() => void)[] = [];
  private held: { release: Promise<void>; started: () => void } | undefined;
  private readonly refused = new Map<string, number>();

  private port = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    // Otherwise nodemailer upgrades to TLS and rejects the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Lets close() cut a connection a test left hanging instead of waiting 30 s.
    closeTimeout: 200,
    onRcptTo: (address, _session, callback) => {
      const code = this.refused.get(address.address.toLowerCase());
      if (code)
        return callback(
          Object.assign(new Error(code >= 500 ? '5.1.1 Mailbox unavailable' : '4.2.1 Try again later'), { responseCode: code }),
        );
      callback();
    },
    onData: (stream, session, callback) => {
      void (async () => {
        try {
          const raw = Buffer.concat(await stream.toArray());
          const held = this.held;
          if (held) {
            held.started();
            await held.release;
          }
          this.record({
            recipients: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            parsed: await simpleParser(raw),
          });
          callback();
        } catch (err) {
          callback(err as Error);
        }
      })();
    },
  });

  private constructor() {}

  static async start(): Promise<SmtpCatcher> {
    const catcher = new SmtpCatcher();
    await new Promise<void>((resolve, reject) => {
      catcher.server.once('error', reject);
      catcher.server.listen(0, '127.0.0.1', () => resolve());
    });
    catcher.port = (catcher.server.server.address() as AddressInfo).port;
    return catcher;
  }

  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /**
   * From now on, messages are read but not acknowledged until `release()` is called.
   * `started` resolves when the first held message has arrived (i.e. a job is mid-send).
   */
  hold(): { started: Promise<void>; release: () => void } {
    let release!: () => void;
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    this.held = { release: new Promise<void>((resolve) => (release = resolve)), started };
    return {
      started: startedPromise,
      release: () => {
        this.held = undefined;
        release();
      },
    };
  }

  /** Answers RCPT TO for `address` with a permanent 550 (no such mailbox), or the given (e.g. 451, temporary) code. */
  refuse(address: string, code = 550): void {
    this.refused.set(address.toLowerCase(), code);
  }

  /** Accepts `address` again. */
  accept(address: string): void {
    this.refused.delete(address.toLowerCase());
  }

  /** Resolves with the message number `index` (0-based) once it has been received. */
  async waitFor(index: number, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (!this.messages[index]) {
      if (Date.now() > deadline) throw new Error(`no email #${index + 1} within ${timeoutMs} ms (got ${this.messages.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.listeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages[index];
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private record(mail: CaughtMail): void {
    this.messages.push(mail);
    const listeners = this.listeners;
    this.listeners = [];
    for (const notify of listeners) notify();
  }
}
