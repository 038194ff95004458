import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/features/storefront/components/product-card';
import { SiteFooter } from '@/features/storefront/components/site-footer';
import { siteData } from '@/test/fixtures';
import { renderServerHtml, textOfServerHtml } from '@/test/server-html';
import { siteLanguageOf } from './storefront-intl';
import { testLocaleData } from './test-locale';

describe('a Korean site', () => {
  it('takes its language from site_language, English when absent or unknown', () => {
    expect(siteLanguageOf({ site_language: 'ko' })).toBe('ko');
    expect(siteLanguageOf({})).toBe('en');
    expect(siteLanguageOf({ site_language: 'de' })).toBe('en');
    expect(siteLanguageOf(undefined)).toBe('en');
  });

  it('renders its footer in Korean on the server, with Korean default disclaimers', () => {
    vi.stubGlobal('window', { location: { protocol: 'http:', port: '3000', hostname: 'jane.localhost' } });
    const data = siteData({});
    const html = renderServerHtml(<SiteFooter site={{ status: 'success', data }} />, { localeData: testLocaleData('ko') });
    const text = textOfServerHtml(html);
    expect(text).toContain('바로가기');
    expect(text).toContain('뉴스레터');
    expect(text).not.toContain('Quick Links');
  });

  it('shows a KRW price with ₩ and no decimals', () => {
    const html = renderServerHtml(
      <ProductCard product={{ id: 'p1', name: '프로틴', your_price: 35000, currency: 'KRW' } as never} currency="KRW" basePath="" />,
      { localeData: testLocaleData('ko') },
    );
    const text = textOfServerHtml(html);
    expect(text).toMatch(/₩35,000(?![.,]\d)/);
  });
});
