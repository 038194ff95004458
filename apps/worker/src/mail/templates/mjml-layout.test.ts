import { describe, expect, it } from '@jest/globals';
import { notificationMail } from '../../notifications/templates/notification.template.js';
import { distributorNotice } from './distributor-notice.js';
import { escapeHtml, layout, type RenderedMail } from './html.js';
import { leadAutoresponderMail } from './lead-autoresponder.template.js';
import { leadNoticeMail } from './lead-notice.template.js';
import { passwordResetMail } from './password-reset.template.js';
import { subscriberConfirmMail } from './subscriber-confirm.template.js';
import { subscriberWelcomeMail } from './subscriber-welcome.template.js';
import { welcomeMail } from './welcome.template.js';

const site = 'http://jane.localhost:3000';
const mails: Record<string, RenderedMail> = {
  welcome: welcomeMail({
    platformName: 'Distributor Sites',
    firstName: 'Jane',
    setPasswordUrl: `${site}/reset-password?token=t&email=j`,
    siteUrl: site,
  }),
  'password reset': passwordResetMail({
    platformName: 'Distributor Sites',
    firstName: 'Jane',
    resetUrl: `${site}/reset-password?token=t&email=j`,
  }),
  'subscriber confirm': subscriberConfirmMail({
    siteName: 'Jane & Co',
    siteUrl: site,
    confirmUrl: `${site}/api/newsletters/confirm?token=a.b&c`,
    validDays: 7,
  }),
  'subscriber welcome': subscriberWelcomeMail({
    siteName: 'Jane & Co',
    distributorName: 'Jane Doe',
    companyName: 'NHT Global',
    message: { subject: 'Hello', body: 'First line\nsecond line\n\nA new paragraph with $& in it.' },
    replyable: true,
    siteUrl: site,
    unsubscribeUrl: `${site}/api/newsletters/unsubscribe?token=u&x=1`,
  }),
  'lead notice': leadNoticeMail({
    lead: {
      name: 'Sam',
      email: 'sam@example.com',
      phone: '+1 555 0100',
      message: 'Call me\nafter 5.',
      createdAt: new Date('2026-11-21T05:56:00Z'),
    },
    siteName: 'Jane & Co',
    leadsUrl: 'http://localhost:3000/backoffice/leads',
  }),
  'lead autoresponder': leadAutoresponderMail({
    siteName: 'Jane & Co',
    distributorName: 'Jane Doe',
    visitorName: 'Sam',
    message: null,
    replyable: true,
    siteUrl: site,
  }),
  notification: notificationMail({
    platformName: 'Distributor Sites',
    title: 'Prices change',
    message: 'Prices change on Monday.\n\nTell your customers.',
    inboxUrl: 'http://localhost:3000/backoffice/notifications',
  }),
  'distributor notice': distributorNotice({
    subject: 'Your domain is live',
    firstName: 'Jane',
    lines: ['shop.example.com now shows your site.', 'Nothing else to do.'],
    link: { url: 'http://localhost:3000/backoffice/settings?tab=domain&x=1', label: 'Open settings', inText: 'labelled' },
    signature: 'The Distributor Sites team',
  }),
};

/** The layout before MJML (a bare `<body>` around the same body), kept here as the reference the MJML one must keep. */
const legacyLayout = (title: string, body: string) =>
  `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n` +
  `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2328">\n${body}\n</body></html>\n`;

/** The body a template put in the layout: what stands between the shell's two halves. */
function bodyOf(mail: RenderedMail): string | null {
  const [before, after] = layout(mail.subject, '\u0000').split('\u0000');
  if (!mail.html.startsWith(before) || !mail.html.endsWith(after)) return null;
  return mail.html.slice(before.length, mail.html.length - after.length);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** The lines a reader sees: a line per paragraph, row, cell or break; markup gone, entities read, white space folded. */
function visibleLines(html: string): string[] {
  return html
    .slice(html.indexOf('<body'))
    .replace(/<!--[\s\S]*?-->/g, '\n')
    .replace(/<\/?(p|br|hr|tr|td|div|table)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e])
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).sort();

describe.each(Object.entries(mails))('the %s email laid out by MJML', (_name, mail) => {
  const body = bodyOf(mail);
  const before = legacyLayout(mail.subject, body ?? '');

  it('is a whole MJML document titled with the subject, the body set in it unchanged', () => {
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.html).toContain('mj-column-per-100');
    expect(mail.html).not.toContain('%%mail-');
    expect(body).not.toBeNull();
  });

  it('keeps every link of the layout before', () => {
    expect(hrefs(mail.html)).toEqual(hrefs(before));
  });

  it('keeps every line of text of the layout before, in order', () => {
    const lines = visibleLines(before);
    expect(lines.length).toBeGreaterThan(2);
    expect(visibleLines(mail.html)).toEqual(lines);
  });

  it('links every address its text part gives', () => {
    for (const url of mail.text.match(/(?:https?:\/\/|mailto:)\S+/g) ?? [])
      expect(mail.html).toContain(escapeHtml(url.replace(/[.,]$/, '')));
  });
});
