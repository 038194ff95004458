import { describe, expect, it } from '@jest/globals';
import { leadAutoresponderMail, type LeadAutoresponderMail } from './lead-autoresponder.template.js';
import { subscriberConfirmMail } from './subscriber-confirm.template.js';

const base: LeadAutoresponderMail = {
  siteName: 'Jane’s Wellness',
  distributorName: 'Jane Doe',
  visitorName: 'Bob <b>',
  message: null,
  replyable: true,
  siteUrl: 'http://jane.localhost:3000',
};

describe('leadAutoresponderMail', () => {
  it('sends a default thank-you naming the visitor, signed by the distributor', () => {
    const mail = leadAutoresponderMail(base);
    expect(mail.subject).toBe('Thank you for your message to Jane’s Wellness');
    expect(mail.text).toContain('Hi Bob <b>,');
    expect(mail.text).toContain('just reply to this email');
    expect(mail.text).toContain('Warm regards,\nJane Doe');
    expect(mail.html).toContain('Hi Bob &lt;b&gt;,');
    expect(mail.html).not.toContain('<b>,');
  });

  it('uses the distributor’s text, subject on one line, {name} filled in', () => {
    const mail = leadAutoresponderMail({
      ...base,
      message: { subject: 'Got it\r\nBcc: x@example.com', body: 'Dear {name},\n\n<script>hi</script>' },
    });
    expect(mail.subject).toBe('Got it Bcc: x@example.com');
    expect(mail.text).toContain('Dear Bob <b>,\n\n<script>hi</script>');
    expect(mail.html).toContain('&lt;script&gt;hi&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('falls back to the default copy for a blank message, and leaves out the reply line when replies go nowhere', () => {
    const mail = leadAutoresponderMail({ ...base, replyable: false, message: { subject: ' ', body: '  ' } });
    expect(mail.subject).toBe('Thank you for your message to Jane’s Wellness');
    expect(mail.text).not.toContain('reply to this email');
  });
});

describe('subscriberConfirmMail', () => {
  const url = 'http://jane.localhost:3000/api/newsletters/confirm?token=a.b&c';
  const mail = subscriberConfirmMail({ siteName: 'Jane & Co', siteUrl: 'http://jane.localhost:3000', confirmUrl: url, validDays: 7 });

  it('asks for the click with the link in both parts, escaped in HTML', () => {
    expect(mail.subject).toBe('Please confirm your subscription to Jane & Co');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('href="http://jane.localhost:3000/api/newsletters/confirm?token=a.b&amp;c"');
    expect(mail.html).toContain('Jane &amp; Co');
    expect(mail.text).toContain('The link works for 7 days.');
  });

  it('tells someone who did not subscribe that ignoring it is enough', () => {
    expect(mail.text).toContain('If you did not ask to subscribe, ignore this email');
  });
});
