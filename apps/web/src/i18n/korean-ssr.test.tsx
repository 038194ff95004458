import { describe, expect, it } from 'vitest';
import { configure, render } from '@/entry-server';
import { siteData } from '@/test/fixtures';

/** A Korean site rendered by the server renderer the API uses (entry-server.tsx), from its answers. */
describe('a Korean site rendered on the server', () => {
  configure({ baseDomain: 'localhost', companyName: 'NHT Global', platformName: 'Distributor Sites' });
  const data = siteData({ settings: { site_language: 'ko', currency: 'KRW' } as never });
  const answers: Record<string, unknown> = {
    '/site/by-domain': { tenant: { id: 't1', template_id: 1, site_name: '지수의 웰니스' } },
    '/site/data': data,
    '/site/categories': [],
    '/site/products': [{ id: 'p1', name: '프로틴 쉐이크', your_price: 35000, currency: 'KRW', category_slug: null }],
    '/site/product-page': { data: {} },
  };
  const load = (keys: string[]) =>
    Promise.resolve(
      Object.fromEntries(
        keys.map((key) => [key, key in answers ? { data: answers[key] } : { error: { status: 404, message: 'Not found' } }]),
      ),
    );

  it('says lang="ko", shows Korean texts and a ₩ price with no decimals, and carries only the Korean messages', async () => {
    const page = await render({ url: '/products', origin: 'http://jane.localhost:3000', load });
    expect(page?.lang).toBe('ko');
    expect(page?.html).toContain('제품');
    expect(page?.html).toContain('바로가기');
    expect(page?.html).not.toContain('Quick Links');
    expect(page?.html).toMatch(/₩35,000(?![.,]\d)/);
    // The site's one language and x-default, first in the markup: the API moves them into <head>.
    expect(page?.html).toMatch(
      /^(<link [^>]*>)*<link rel="alternate" hrefLang="ko" href="http:\/\/jane\.localhost:3000\/products"\/><link rel="alternate" hrefLang="x-default" href="http:\/\/jane\.localhost:3000\/products"\/>/,
    );
    const carried = page?.data['/i18n'];
    expect(carried && 'data' in carried ? (carried.data as { locale: string }).locale : null).toBe('ko');
    expect(Object.keys(page?.data ?? {}).filter((key) => key.startsWith('/i18n'))).toEqual(['/i18n']);
  });

  it('renders a legal page with its Korean default text (loaded for that language only)', async () => {
    const page = await render({ url: '/privacy-policy', origin: 'http://jane.localhost:3000', load });
    expect(page?.lang).toBe('ko');
    expect(page?.html).toContain('개인정보');
    expect(page?.html).not.toContain('This privacy policy explains how');
  });

  it('is English, lang="en", for a site with no site_language', async () => {
    const english: Record<string, unknown> = { ...answers, '/site/data': siteData({}) };
    const page = await render({
      url: '/',
      origin: 'http://jane.localhost:3000',
      load: (keys) =>
        Promise.resolve(
          Object.fromEntries(keys.map((key) => [key, key in english ? { data: english[key] } : { error: { status: 404, message: 'x' } }])),
        ),
    });
    expect(page?.lang).toBe('en');
    expect(page?.html).toContain('Quick Links');
    expect(page?.html).toContain('<link rel="alternate" hrefLang="en" href="http://jane.localhost:3000/"/>');
  });
});
