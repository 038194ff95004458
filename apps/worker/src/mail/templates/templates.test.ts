import { describe, expect, it } from '@jest/globals';
import { escapeHtml, setPasswordUrl, singleLine, textToHtml } from './html.js';
import { passwordResetMail } from './password-reset.template.js';
import { welcomeMail } from './welcome.template.js';

const link = setPasswordUrl('http://localhost:3000', 'a+b/c=', "Jane.O'Neil+x@example.com");

describe('setPasswordUrl', () => {
  it('builds /reset-password with the token and email URL-encoded', () => {
    expect(link).toBe("http://localhost:3000/reset-password?token=a%2Bb%2Fc%3D&email=Jane.O'Neil%2Bx%40example.com");
    const parsed = new URL(link);
    expect(parsed.searchParams.get('token')).toBe('a+b/c=');
    expect(parsed.searchParams.get('email')).toBe("Jane.O'Neil+x@example.com");
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('textToHtml', () => {
  it('escapes, makes paragraphs of blank-line-separated blocks and <br> of single line breaks', () => {
    expect(textToHtml('\r\n  One <b>\r\ntwo & "three"\r\n \r\n\r\nFour  \n')).toBe(
      '<p>One &lt;b&gt;<br>\ntwo &amp; &quot;three&quot;</p>\n<p>Four</p>',
    );
  });

  it('gives nothing for blank text', () => {
    expect(textToHtml(' \n\n ')).toBe('');
  });
});

describe('singleLine', () => {
  it('collapses line breaks and runs of spaces, and caps the length', () => {
    expect(singleLine(' a\r\nb \t c ')).toBe('a b c');
    expect(singleLine('abcdefghij', 5)).toBe('abcd…');
  });
});

describe('passwordResetMail', () => {
  const mail = passwordResetMail({ platformName: 'Distributor Sites', firstName: '<b>Jane</b> & "Co"', resetUrl: link });

  it('names the platform in the subject', () => {
    expect(mail.subject).toBe('Reset your Distributor Sites password');
  });

  it('puts the exact link in the text part and the escaped link in the HTML href', () => {
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.html).not.toContain(`href="${link}"`);
  });

  it('says the link expires in 1 hour and can be used once, in both parts', () => {
    expect(mail.text).toContain('expires in 1 hour and can be used once');
    expect(mail.html).toContain('expires in 1 hour and can be used once');
  });

  it('escapes user-controlled names in HTML but keeps them verbatim in text', () => {
    expect(mail.html).toContain('Hi &lt;b&gt;Jane&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(mail.html).not.toContain('<b>Jane</b>');
    expect(mail.text).toContain('Hi <b>Jane</b> & "Co",');
  });
});

describe('welcomeMail', () => {
  const mail = welcomeMail({
    platformName: 'R&D <Sites>',
    firstName: 'Jane',
    setPasswordUrl: link,
    siteUrl: 'http://jane.localhost:3000',
  });

  it('welcomes to the platform and greets by first name', () => {
    expect(mail.subject).toBe('Welcome to R&D <Sites>');
    expect(mail.text).toContain('Hi Jane,');
    expect(mail.html).toContain('<title>Welcome to R&amp;D &lt;Sites&gt;</title>');
  });

  it('carries the set-password link, valid 24 hours, and the site address', () => {
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.text).toContain('valid for 24 hours');
    expect(mail.text).toContain('http://jane.localhost:3000');
    expect(mail.html).toContain('href="http://jane.localhost:3000"');
  });
});
