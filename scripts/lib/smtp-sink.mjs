// The benchmark's SMTP server (smtp-server, accepting everything), in a process of its own so its CPU
// time is measured apart from the benchmark's (bench-campaign.mjs forks it). Keeps, per subject, the
// messages per recipient, the Message-IDs, how many carry a DKIM signature and when each was accepted; answers
// `{ type: 'report', subject, since? }` over IPC (with `since`, a time in ms: p50, p99 and max of accepted − since).
import { SMTPServer } from 'smtp-server';

const received = new Map();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  maxClients: 200,
  onData(stream, session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 4096) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
      const messageId = /^Message-ID: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
      let entry = received.get(subject);
      if (!entry)
        received.set(subject, (entry = { perRecipient: new Map(), messageIds: new Set(), signed: 0, first: 0, last: 0, times: [] }));
      const now = Date.now();
      entry.first ||= now;
      entry.last = now;
      entry.times.push(now);
      entry.messageIds.add(messageId);
      if (/^DKIM-Signature:/im.test(head)) entry.signed += 1;
      for (const r of session.envelope.rcptTo) entry.perRecipient.set(r.address, (entry.perRecipient.get(r.address) ?? 0) + 1);
      callback();
    });
  },
});

process.on('message', (msg) => {
  if (msg?.type !== 'report') return;
  const entry = received.get(msg.subject);
  const counts = entry ? [...entry.perRecipient.values()] : [];
  const waits = msg.since && entry ? entry.times.map((t) => t - msg.since).sort((a, b) => a - b) : [];
  const at = (q) => waits[Math.min(waits.length - 1, Math.ceil(q * waits.length) - 1)] ?? 0;
  process.send({
    type: 'report',
    id: msg.id,
    delivered: entry?.perRecipient.size ?? 0,
    duplicated: counts.reduce((s, n) => s + Math.max(0, n - 1), 0),
    messageIds: entry?.messageIds.size ?? 0,
    signed: entry?.signed ?? 0,
    first: entry?.first ?? 0,
    last: entry?.last ?? 0,
    ...(msg.since ? { p50: at(0.5), p99: at(0.99), max: waits.at(-1) ?? 0 } : {}),
  });
});
process.on('disconnect', () => process.exit(0));

server.listen(Number(process.env.SMTP_SINK_PORT), '127.0.0.1', () => process.send({ type: 'ready' }));
