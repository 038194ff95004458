import { describe, expect, it } from '@jest/globals';
import { renderCampaignEmail, rewriteLinks } from './index.js';

const input = {
  subject: '  Spring   offers ',
  preheader: 'Three ideas for a healthier spring',
  contentHtml:
    '<p>Hello <strong>friends</strong> — see <a href="https://shop.example/p?a=1&amp;b=2">our pick</a> or <a href="mailto:jane@example.com">write</a>.</p>',
  site: { name: "Jane's Wellness", url: 'https://jane.example.com', contactLine: '1 Main St, Springfield', logoUrl: null },
  disclaimers: ['This site is an independent distributor website.', 'No income is guaranteed.'],
  links: {
    unsubscribeUrl: 'https://jane.example.com/api/u?sid=1&sig=2',
    webVersionUrl: 'https://jane.example.com/newsletters/c1',
    openPixelUrl: 'https://jane.example.com/api/o.gif',
  },
};

describe('campaign email', () => {
  it('renders MJML into client-safe HTML with the content, preheader and the footer that cannot be removed', async () => {
    const mail = await renderCampaignEmail(input);
    expect(mail.subject).toBe('Spring offers');
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain('<strong>friends</strong>');
    expect(mail.html).toContain('Three ideas for a healthier spring');
    expect(mail.html).toContain('No income is guaranteed.');
    expect(mail.html).toContain('1 Main St, Springfield');
    expect(mail.html).toContain('href="https://jane.example.com/api/u?sid=1&amp;sig=2"');
    expect(mail.html).toContain('https://jane.example.com/api/o.gif');
  });

  it('has a plain-text part with the links and the unsubscribe address', async () => {
    const { text } = await renderCampaignEmail(input);
    expect(text).toContain('Hello friends');
    expect(text).not.toMatch(/[ \t]$/m);
    expect(text).toContain('https://shop.example/p?a=1&b=2');
    expect(text).toContain('https://jane.example.com/api/u?sid=1&sig=2');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('rewrites http(s) links for click tracking, leaving mailto: alone', async () => {
    const tracked = await renderCampaignEmail({ ...input, trackLink: (url) => `https://t.example/c?u=${encodeURIComponent(url)}` });
    expect(tracked.html).toContain(`https://t.example/c?u=${encodeURIComponent('https://shop.example/p?a=1&b=2')}`);
    expect(tracked.html).toContain('href="mailto:jane@example.com"');
    expect(rewriteLinks('<a href="#top">x</a>', () => 'nope')).toBe('<a href="#top">x</a>');
  });
});
