import { describe, expect, it } from '@jest/globals';
import { compileCampaignEmail, renderCampaignEmail, type RenderedCampaign } from './index.js';

/** The text part wraps lines around the placeholders' lengths, not the real URLs': compare words, not line breaks. */
const comparable = (m: RenderedCampaign) => ({ ...m, text: m.text.replace(/\s+/g, ' ') });

const base = {
  subject: 'Spring offers',
  preheader: 'Ideas',
  contentHtml:
    Array.from({ length: 12 }, (_, i) => `<p>Item ${i}: <a href="https://shop.example/p/${i}?a=1&amp;b=2">see it</a></p>`).join('') +
    '<p><a href="mailto:j@example.com">write</a></p>',
  site: { name: "Jane's Wellness", url: 'https://jane.example.com', contactLine: '1 Main St', logoUrl: null },
  disclaimers: ['No income is guaranteed.'],
};

describe('compiled campaign email', () => {
  it('personalises to exactly what a full render gives, for each recipient', async () => {
    const template = await compileCampaignEmail(base, { withOpenPixel: true, withWebVersion: true, tracked: true });
    for (const r of ['r1', 'r2']) {
      const links = {
        unsubscribeUrl: `https://jane.example.com/api/u?r=${r}&s=x`,
        openPixelUrl: `https://jane.example.com/api/o/${r}.gif`,
        webVersionUrl: 'https://jane.example.com/newsletters/c1',
      };
      const trackLink = (url: string) => `https://jane.example.com/api/c?r=${r}&u=${encodeURIComponent(url)}`;
      const mine = template.personalize(links, trackLink);
      const full = await renderCampaignEmail({ ...base, links, trackLink });
      expect(mine.html).toBe(full.html);
      expect(comparable(mine)).toEqual(comparable(full));
      expect(mine.html).not.toContain('campaign-placeholder');
      expect(mine.text).not.toContain('campaign-placeholder');
    }
  });

  it('leaves links alone when not tracked, and drops pixel and web version when left out', async () => {
    const template = await compileCampaignEmail(base, { withOpenPixel: false, withWebVersion: false, tracked: false });
    const links = { unsubscribeUrl: 'https://jane.example.com/newsletters' };
    expect(comparable(template.personalize(links))).toEqual(comparable(await renderCampaignEmail({ ...base, links })));
  });
});
