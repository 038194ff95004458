import { describe, expect, it } from '@jest/globals';
import {
  campaignBlockMarker,
  campaignBlockRefs,
  campaignContentIsEmpty,
  expandCampaignContent,
  sanitizeCampaignContent,
  NO_BLOCKS,
} from './index.js';

const PRODUCT = '0196a7c2-1111-7000-8000-000000000001';
const POST = '0196a7c2-2222-7000-8000-000000000002';
const site = 'https://jane.example.com';

describe('campaign content', () => {
  it('keeps the editor HTML and block markers, drops scripts, handlers, other divs and text inside a marker', () => {
    const dirty =
      `<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>${campaignBlockMarker('product', PRODUCT)}` +
      `<div data-campaign-block="product" data-id="not-a-uuid"></div><div>loose</div>` +
      `<div data-campaign-block="post" data-id="${POST}">typed</div><img src="data:image/png;base64,AA">`;
    const clean = sanitizeCampaignContent(dirty);
    expect(clean).toBe(`<p>Hi <a>x</a></p>${campaignBlockMarker('product', PRODUCT)}${campaignBlockMarker('post', POST)}`);
  });

  it('lists the blocks a body refers to, once each', () => {
    const body =
      `<p>a</p>${campaignBlockMarker('product', PRODUCT)}${campaignBlockMarker('product', PRODUCT.toUpperCase())}` +
      campaignBlockMarker('post', POST);
    expect(campaignBlockRefs(body)).toEqual({ productIds: [PRODUCT], postIds: [POST] });
  });

  it('expands blocks into cards with absolute image and link URLs, and drops blocks whose data is gone', () => {
    const body =
      `<p>Look <a href="/blog">here</a> <img src="/uploads/2026/11/a.png" alt="a"></p>` +
      `${campaignBlockMarker('product', PRODUCT)}${campaignBlockMarker('post', POST)}`;
    const html = expandCampaignContent(body, {
      siteUrl: site,
      blocks: {
        products: new Map([
          [PRODUCT, { name: 'Green <Tea>', imageUrl: '/uploads/tea.png', price: '$29.95', url: 'https://shop.example/buy?x=1&y=2' }],
        ]),
        posts: new Map(),
      },
    });
    expect(html).toContain(`href="${site}/blog"`);
    expect(html).toContain(`src="${site}/uploads/2026/11/a.png"`);
    expect(html).toContain('Green &lt;Tea&gt;');
    expect(html).toContain('$29.95');
    expect(html).toContain('href="https://shop.example/buy?x=1&amp;y=2"');
    expect(html).toContain(`src="${site}/uploads/tea.png"`);
    expect(html).toContain('Buy now');
    expect(html).not.toContain('data-campaign-block');
    expect(html).not.toContain('Read more');
  });

  it('tells an empty body from one with text, an image or a block', () => {
    expect(campaignContentIsEmpty('<p></p><p> &nbsp; </p>')).toBe(true);
    expect(campaignContentIsEmpty('<script>x</script>')).toBe(true);
    expect(campaignContentIsEmpty('<p>x</p>')).toBe(false);
    expect(campaignContentIsEmpty(campaignBlockMarker('post', POST))).toBe(false);
    expect(expandCampaignContent('<p>x</p>', { blocks: NO_BLOCKS, siteUrl: site })).toBe('<p>x</p>');
  });
});
