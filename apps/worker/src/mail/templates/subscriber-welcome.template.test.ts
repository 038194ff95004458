import { describe, expect, it } from '@jest/globals';
import { unsubscribeUrl } from '@ds/mail-identity';
import { escapeHtml } from './html.js';
import { subscriberWelcomeMail, type SubscriberWelcomeMail } from './subscriber-welcome.template.js';

const TENANT = '0196a0e2-7c1d-7000-8000-00000000000a';
const unsubscribe = unsubscribeUrl('http://jane.localhost:3000', 'x'.repeat(32), '0196a0e2-7c1d-7000-8000-000000000001', TENANT);
const base: SubscriberWelcomeMail = {
  siteName: 'Jane’s Wellness',
  distributorName: 'Jane Doe',
  companyName: 'NHT Global',
  message: null,
  replyable: true,
  siteUrl: 'http://jane.localhost:3000',
  unsubscribeUrl: unsubscribe,
};

describe('subscriberWelcomeMail with the distributor’s own message', () => {
  const mail = subscriberWelcomeMail({
    ...base,
    message: {
      subject: 'Thanks\r\nBcc: evil@example.com for joining!',
      body: 'Hello <b>friend</b>,\r\n\r\nTry this: <script>alert("x")</script>\nSee you & take care.\n\n\n\nJane',
    },
  });

  it('uses the subject on one line, so it cannot add headers', () => {
    expect(mail.subject).toBe('Thanks Bcc: evil@example.com for joining!');
  });

  it('escapes the body in HTML, never running it as markup', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>friend</b>');
    expect(mail.html).toContain('Try this: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>\nSee you &amp; take care.');
  });

  it('turns blank lines into paragraphs and line breaks into <br>', () => {
    expect(mail.html).toContain('<p>Hello &lt;b&gt;friend&lt;/b&gt;,</p>');
    expect(mail.html).toContain('<p>Jane</p>');
    expect(mail.html).not.toContain('<p></p>');
  });

  it('keeps the body verbatim (as text) in the text part', () => {
    expect(mail.text).toContain('Hello <b>friend</b>,\n\nTry this: <script>alert("x")</script>\nSee you & take care.');
  });

  it('says why it was sent and links to unsubscribe, in both parts', () => {
    expect(mail.text).toContain('You subscribed on http://jane.localhost:3000');
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain('You subscribed on <a href="http://jane.localhost:3000">http://jane.localhost:3000</a>');
    expect(mail.html).toContain(`<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a>`);
  });

  it('does not use the default copy', () => {
    expect(mail.text).not.toContain('independent distributor');
  });
});

describe('subscriberWelcomeMail default copy (no message row)', () => {
  const mail = subscriberWelcomeMail(base);

  it('welcomes to the site by name', () => {
    expect(mail.subject).toBe('Welcome to Jane’s Wellness!');
  });

  it('thanks them for subscribing and names the distributor and the company', () => {
    expect(mail.text).toContain('Thank you for subscribing to the Jane’s Wellness newsletter');
    expect(mail.text).toContain('Jane Doe, an independent distributor of NHT Global');
    expect(mail.html).toContain('Jane Doe, an independent distributor of NHT Global');
  });

  it('invites replies only when they reach the distributor', () => {
    expect(mail.text).toContain('Just reply to this email');
    expect(subscriberWelcomeMail({ ...base, replyable: false }).text).not.toContain('reply');
  });

  it('still carries the footer and unsubscribe link in both parts', () => {
    expect(mail.text).toContain('You subscribed on http://jane.localhost:3000');
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain(`href="${escapeHtml(unsubscribe)}"`);
  });

  it('escapes a site name with markup in HTML', () => {
    const odd = subscriberWelcomeMail({ ...base, siteName: '<i>Jane</i> & Co', distributorName: null });
    expect(odd.subject).toBe('Welcome to <i>Jane</i> & Co!');
    expect(odd.html).not.toContain('<i>Jane</i>');
    expect(odd.html).toContain('&lt;i&gt;Jane&lt;/i&gt; &amp; Co is run by an independent distributor of NHT Global');
  });

  it('falls back to the default for a blank subject or body', () => {
    const blank = subscriberWelcomeMail({ ...base, message: { subject: '  ', body: '\n \n' } });
    expect(blank.subject).toBe('Welcome to Jane’s Wellness!');
    expect(blank.text).toContain('Thank you for subscribing');
  });
});
