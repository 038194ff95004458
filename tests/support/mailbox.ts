import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { waitFor } from './stack.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The name the client gave in HELO/EHLO. */
  helo: string;
  raw: string;
  /** The message exactly as received (what a DKIM verifier hashes). */
  bytes: Buffer;
  subject: string;
  /** Decoded text and HTML bodies concatenated (quoted-printable undone). */
  body: string;
}

/** A real SMTP server on a random port that keeps what it receives. */
export async function startMailbox(): Promise<{
  url: string;
  messages: ReceivedMail[];
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const consumed = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const raw = bytes.toString('utf8');
        messages.push({
          bytes,
          helo: session.hostNameAppearsAs,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The next message to `to` not yet returned by an earlier call (it may already have arrived). */
    async next(to: string, timeoutMs = 15_000) {
      const index = consumed.get(to) ?? 0;
      const forRecipient = () => messages.filter((m) => m.to.includes(to));
      await waitFor(
        () => forRecipient().length > index,
        timeoutMs,
        () => `no mail to ${to}`,
      );
      consumed.set(to, index + 1);
      return forRecipient()[index];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
