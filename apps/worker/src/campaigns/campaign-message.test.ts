import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { simpleParser, type ParsedMail } from 'mailparser';
import { escapeHtml } from '@ds/campaign-mail';
import { CompiledCampaignMessage, type CampaignEnvelope, type RecipientFields } from './campaign-message.js';

const MARKER = /https:\/\/ds-track\.invalid\/(open|unsubscribe|click)(?:\/(\d+))?/g;
const marker = (what: string) => `https://ds-track.invalid/${what}`;

const envelope = (text: string, html: string): CampaignEnvelope => ({
  from: { name: 'Zoë\'s "Wellness" Shop', address: 'no-reply@mail.example' },
  replyTo: { name: 'Zoë', address: 'zoe@shop.example' },
  subject: 'Spring news — 20 % off, ünïcode and a very long subject line that the composer has to fold somewhere',
  listId: '<t-1.mail.example>',
  text,
  html,
  marker: MARKER,
  escapeHtml,
});

const recipient = (to: string, token = 'x'.repeat(120)): RecipientFields => {
  const link = (what: string, index?: string) => `https://shop.example/t/${what}/${index ?? ''}?r=1&sig=${token}&q=a=b`;
  return { to, messageId: '<c.0b6f1c2e-2f4e-4a4f-9c53-7a3e5b1f0d11@mail.example>', unsubscribeUrl: link('unsubscribe'), links: link };
};

/** What a mail client sees: the headers that matter and both decoded parts. */
function seen(mail: ParsedMail) {
  // The header lines as written (unfolded), for the ones mailparser folds into objects.
  const line = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/\r\n[ \t]+/g, ' ');
  return {
    from: mail.from?.text,
    replyTo: mail.replyTo?.text,
    to: Array.isArray(mail.to) ? mail.to.map((t) => t.text) : mail.to?.text,
    subject: mail.subject,
    messageId: mail.messageId,
    listUnsubscribe: line('list-unsubscribe'),
    listUnsubscribePost: line('list-unsubscribe-post'),
    listId: line('list-id'),
    precedence: line('precedence'),
    text: mail.text,
    html: mail.html,
  };
}

async function bothWays(env: CampaignEnvelope, r: RecipientFields) {
  const message = await CompiledCampaignMessage.compile(env);
  const written = await message.write(r);
  const composed = await message.compose(r);
  return { written, composed, parsedWritten: seen(await simpleParser(written)), parsedComposed: seen(await simpleParser(composed)) };
}

describe('CompiledCampaignMessage', () => {
  const text =
    `Hi there,\n\nOur spring picks: ${marker('click/0')} (20 % off = a deal)\nTrailing spaces   \n` +
    `${'long line without breaks '.repeat(12)}\n\nUnsubscribe: ${marker('unsubscribe')}\n`;
  const html =
    `<p>Hi <a href="${marker('click/0')}">spring</a> &amp; <a href="${marker('click/1')}">ünïcode</a></p>${'<p>x = y</p>'.repeat(40)}` +
    `<img src="${marker('open')}" alt=""><a href="${marker('unsubscribe')}">Unsubscribe</a>`;

  it('writes each recipient the message nodemailer composes, as a mail client reads it', async () => {
    const { parsedWritten, parsedComposed } = await bothWays(envelope(text, html), recipient('fan@example.net'));
    expect(parsedWritten).toEqual(parsedComposed);
    expect(parsedWritten.text).toContain('https://shop.example/t/click/0?r=1&sig=');
    expect(parsedWritten.html).toContain('href="https://shop.example/t/click/1?r=1&amp;sig=');
    expect(parsedWritten.listUnsubscribePost).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(parsedWritten.listUnsubscribe).toMatch(/^List-Unsubscribe: <https:\/\/shop\.example\/t\/unsubscribe\/\?r=1&sig=x{120}&q=a=b>$/);
  });

  it('keeps every line within RFC 5322/2045 limits: 76 characters in the quoted-printable parts, 998 anywhere', async () => {
    const { written } = await bothWays(envelope(text, html), recipient('fan@example.net', 'y'.repeat(400)));
    const [, body] = written.split('\r\n\r\n', 2) as [string, string];
    const lines = written.slice(written.indexOf('\r\n\r\n') + 4).split('\r\n');
    expect(body.length).toBeGreaterThan(0);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(76);
    expect(Math.max(...written.split('\r\n').map((l) => l.length))).toBeLessThanOrEqual(998);
    expect(written).not.toMatch(/[^\r]\n/);
  });

  it("writes the current date and the recipient's own Message-ID and To", async () => {
    const message = await CompiledCampaignMessage.compile(envelope(text, html));
    const mail = await simpleParser(await message.write(recipient('someone@example.org')));
    expect(Math.abs(mail.date!.getTime() - Date.now())).toBeLessThan(5_000);
    expect(mail.messageId).toBe('<c.0b6f1c2e-2f4e-4a4f-9c53-7a3e5b1f0d11@mail.example>');
    expect((mail.to as { text: string }).text).toBe('someone@example.org');
  });

  it('composes an internationalised address with nodemailer itself', async () => {
    const { parsedWritten, parsedComposed } = await bothWays(envelope(text, html), recipient('fan@bücher.example'));
    expect(parsedWritten.text).toBe(parsedComposed.text);
    expect(parsedWritten.to).toBe(parsedComposed.to);
  });

  it('matches nodemailer for any content: unicode, "=", trailing spaces, long lines, markers anywhere', async () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '=', '==', '=3D', '.', '\n.\n', 'ü', '😀', 'x'.repeat(90), ' '.repeat(80)),
      fc.constantFrom(marker('open'), marker('unsubscribe'), marker('click/0'), marker('click/1')),
    );
    const content = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(
        content.filter((t) => t.trim().length > 0),
        content.filter((h) => h.trim().length > 0),
        async (t, h) => {
          const { parsedWritten, parsedComposed } = await bothWays(envelope(t, h), recipient('fan@example.net'));
          expect(parsedWritten).toEqual(parsedComposed);
        },
      ),
      { numRuns: 150, seed: 20261127 },
    );
  });
});
