import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { waitFor } from './stack.js';

export interface AcceptedMail {
  to: string[];
  subject: string;
  messageId: string;
  at: number;
}

/**
 * Of the `expected` recipients, how many got their email once, none, or more than once; and the Message-IDs
 * of the messages to them (a resend under the same Message-ID is a duplicate the recipient's client drops).
 */
export function tally(mails: AcceptedMail[], expected: string[]) {
  const perRecipient = new Map(expected.map((to) => [to, 0]));
  for (const mail of mails) for (const to of mail.to) if (perRecipient.has(to)) perRecipient.set(to, perRecipient.get(to)! + 1);
  const counts = [...perRecipient.values()];
  const ids = mails.filter((m) => m.to.some((to) => perRecipient.has(to))).map((m) => m.messageId);
  return {
    delivered: counts.filter((n) => n >= 1).length,
    lost: counts.filter((n) => n === 0).length,
    duplicated: counts.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    distinctMessageIds: new Set(ids).size,
    messages: ids.length,
  };
}

/** A tally as the suites report it: "300 delivered, 0 lost, 0 duplicated". */
export const tallyLine = ({ delivered, lost, duplicated }: ReturnType<typeof tally>) =>
  `${delivered} delivered, ${lost} lost, ${duplicated} duplicated`;

export interface OutageMailbox {
  url: string;
  /** Messages the server accepted (answered 250 to), in order. */
  accepted: AcceptedMail[];
  /** Stops listening and drops open connections: clients get ECONNREFUSED until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Answers every RCPT TO for `address` with a permanent 550 until `accept(address)`. */
  refuse(address: string): void;
  accept(address: string): void;
  /**
   * The next message's DATA is read but not answered until `release()`; `started` resolves once it
   * arrived. A client that goes away meanwhile never got the 250, so the message is dropped, as an MTA
   * that commits on its answer does; `clientGone()` resolves once the server noticed the client left.
   */
  hold(): { started: Promise<void>; release: () => void; clientGone: () => Promise<void> };
  /**
   * Every message's DATA is read but not answered until `release()` (a relay that stalls): clients that go
   * away meanwhile never got the 250, so their copies are dropped.
   */
  holdAll(): { release: () => void };
  /** Accepted messages to `to`. */
  to(to: string): AcceptedMail[];
  /** Resolves once `count` messages match `filter`. */
  waitForCount(filter: (m: AcceptedMail) => boolean, count: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a fixed random port that a test can take down and bring back, make refuse an
 * address, or keep from answering — to count, at the server, what was delivered through an outage.
 */
export async function startOutageMailbox(): Promise<OutageMailbox> {
  const accepted: AcceptedMail[] = [];
  const refused = new Set<string>();
  const closed = new Set<string>();
  let held: { release: Promise<void>; started: (sessionId: string) => void } | undefined;
  let stalled: Promise<void> | undefined;
  let server: SMTPServer | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase()))
          return callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session: SMTPServerSession, callback) {
        void (async () => {
          // A client killed mid-DATA (kill -9 with emails in flight) cuts the message off: never accepted.
          const raw = await stream.toArray().then(
            (chunks) => Buffer.concat(chunks).toString('utf8'),
            () => null,
          );
          if (raw === null) return callback(new Error('message cut off'));
          const hold = held;
          if (hold) {
            held = undefined;
            hold.started(session.id);
            await hold.release;
          }
          if (stalled) await stalled;
          if (closed.has(session.id)) return callback(new Error('client went away'));
          accepted.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
            messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
            at: Date.now(),
          });
          callback();
        })();
      },
      onClose(session) {
        closed.add(session.id);
      },
    });

  const up = async () => {
    const next = create();
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    // A client's connection reset (a worker killed with its pooled connections open) is not the server's failure.
    next.on('error', () => undefined);
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };
  const down = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await up();
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    down,
    up,
    refuse: (address) => refused.add(address.toLowerCase()),
    accept: (address) => refused.delete(address.toLowerCase()),
    hold() {
      let release!: () => void;
      let started!: (sessionId: string) => void;
      const session = new Promise<string>((resolve) => (started = resolve));
      held = { release: new Promise<void>((resolve) => (release = resolve)), started };
      return {
        started: session.then(() => undefined),
        release: () => release(),
        clientGone: async () => {
          const id = await session;
          await waitFor(
            () => closed.has(id),
            10_000,
            () => 'the held client is still connected',
          );
        },
      };
    },
    holdAll() {
      let release!: () => void;
      stalled = new Promise<void>((resolve) => (release = resolve));
      return {
        release: () => {
          stalled = undefined;
          release();
        },
      };
    },
    to: (to) => accepted.filter((m) => m.to.includes(to)),
    waitForCount: (filter, count, timeoutMs) =>
      waitFor(
        () => accepted.filter(filter).length >= count,
        timeoutMs,
        () => `${accepted.filter(filter).length} of ${count} messages arrived`,
      ),
    close: down,
  };
}
