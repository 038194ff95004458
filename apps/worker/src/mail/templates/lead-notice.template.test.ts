import { describe, expect, it } from '@jest/globals';
import { escapeHtml } from './html.js';
import { formatLeadTime, leadNoticeMail, type LeadNoticeMail } from './lead-notice.template.js';

const input: LeadNoticeMail = {
  lead: {
    name: 'Sam <img src=x onerror=alert(1)>',
    email: 'sam@example.com',
    phone: '+1 555 0100',
    message: 'Hi!\n<script>alert("pwned")</script>\n\nCall me after 5 & before 8.',
    createdAt: new Date('2026-11-21T05:56:00Z'),
  },
  siteName: 'Jane’s Wellness',
  leadsUrl: 'http://localhost:3000/backoffice/subscriber-message',
};
const mail = leadNoticeMail(input);

describe('leadNoticeMail', () => {
  it('names the visitor in the subject', () => {
    expect(mail.subject).toBe('New lead from Sam <img src=x onerror=alert(1)>');
  });

  it('escapes everything the visitor typed in HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Sam &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('<p>Call me after 5 &amp; before 8.</p>');
  });

  it('keeps the message as text in the text part', () => {
    expect(mail.text).toContain('Hi!\n<script>alert("pwned")</script>\n\nCall me after 5 & before 8.');
  });

  it('shows name, email, phone and time in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('sam@example.com');
      expect(part).toContain('+1 555 0100');
      expect(part).toContain('Nov 21, 2026, 5:56 AM UTC');
    }
    expect(mail.text).toContain('Name:     Sam <img src=x onerror=alert(1)>');
    expect(mail.html).toContain('href="mailto:sam@example.com"');
  });

  it('leaves the phone out when there is none', () => {
    const noPhone = leadNoticeMail({ ...input, lead: { ...input.lead, phone: null } });
    expect(noPhone.text).not.toContain('Phone:');
    expect(noPhone.html).not.toContain('>Phone<');
  });

  it('links to the leads in the back office and says replies reach the visitor', () => {
    expect(mail.text).toContain('See all your leads: http://localhost:3000/backoffice/subscriber-message');
    expect(mail.html).toContain(`href="${escapeHtml(input.leadsUrl)}"`);
    expect(mail.text).toContain('Reply to this email to answer them directly.');
  });

  it('keeps a multi-line name out of the subject line breaks', () => {
    expect(leadNoticeMail({ ...input, lead: { ...input.lead, name: 'Sam\r\nBcc: x@y.z' } }).subject).toBe('New lead from Sam Bcc: x@y.z');
  });
});

describe('formatLeadTime', () => {
  it('formats in UTC and says so', () => {
    expect(formatLeadTime(new Date('2026-01-02T23:05:00Z'))).toBe('Jan 2, 2026, 11:05 PM UTC');
  });
});
