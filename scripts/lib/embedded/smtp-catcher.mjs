// The SMTP catcher `npm start` runs when no SMTP_URL is set (README.md "Two commands"): every message is written to
// `.data/mail/*.eml`. smtp-server is loaded lazily (start.mjs may run before `npm install`).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAIL_DIR, root } from '../paths.mjs';

const SMTP_CATCHER_PORT = 2525;

function mailFileName() {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`;
}

/**
 * An in-process SMTP server on 127.0.0.1:2525 (or a free port) that accepts every message, with or
 * without AUTH, and writes it to `.data/mail/<timestamp>-<rand>.eml`. The envelope is recorded in
 * X-Envelope-* headers so BCC recipients are visible. Returns { url, dir, stop }.
 */
export async function startSmtpCatcher({ log = console.log, port = SMTP_CATCHER_PORT, dir = MAIL_DIR } = {}) {
  const { SMTPServer } = await import('smtp-server');
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    name: 'localhost',
    banner: 'Distributor Sites mail catcher',
    logger: false,
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: 50 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username || 'catcher' });
    },
    onData(stream, session, callback) {
      const file = path.join(dir, mailFileName());
      const out = fs.createWriteStream(file);
      const to = session.envelope.rcptTo.map((r) => r.address);
      out.write(`X-Envelope-From: ${session.envelope.mailFrom ? session.envelope.mailFrom.address : ''}\r\n`);
      out.write(`X-Envelope-To: ${to.join(', ')}\r\n`);
      stream.pipe(out);
      stream.once('error', (err) => {
        out.destroy();
        callback(err);
      });
      out.once('finish', () => {
        log(`mail to ${to.join(', ')} saved as ${path.relative(root, file)}`);
        callback();
      });
    },
  });
  let listening = false;
  // Also receives the EADDRINUSE of the first listen attempt, which is handled below, not logged.
  server.on('error', (err) => listening && log(`SMTP catcher error: ${err.message}`));
  const listen = (p) =>
    new Promise((resolve, reject) => {
      const onError = (err) => reject(err);
      server.server.once('error', onError);
      server.listen(p, '127.0.0.1', () => {
        server.server.off('error', onError);
        resolve(server.server.address().port);
      });
    });
  let actual;
  try {
    actual = await listen(port);
  } catch (err) {
    if (err.code !== 'EADDRINUSE') throw err;
    actual = await listen(0);
  }
  listening = true;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    dir,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
