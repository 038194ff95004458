import { describe, expect, it } from 'vitest';
import { configure, render } from '@/entry-server';
import { siteData } from '@/test/fixtures';

/** Prices in the site's language as its country writes them (docs/i18n.md "Numbers, prices, dates, plurals"). */
describe("a site's prices in its language and country, rendered on the server", () => {
  configure({ baseDomain: 'localhost', companyName: 'NHT Global', platformName: 'Distributor Sites' });
  const products = (price: number, currency: string) => [
    { id: 'p1', name: 'Batido de proteína', your_price: price, currency, category_slug: null },
  ];
  const renderWith = (settings: Record<string, unknown>, price: number, currency: string) => {
    const answers: Record<string, unknown> = {
      '/site/by-domain': { tenant: { id: 't1', template_id: 1, site_name: 'Bienestar' } },
      '/site/data': siteData({ settings }),
      '/site/categories': [],
      '/site/products': products(price, currency),
    };
    return render({
      url: '/products',
      origin: 'http://valeria.localhost:3000',
      load: (keys) =>
        Promise.resolve(
          Object.fromEntries(keys.map((key) => [key, key in answers ? { data: answers[key] } : { error: { status: 404, message: 'x' } }])),
        ),
    });
  };

  it('writes a Mexican site’s pesos the Mexican way ($869.00), not Spanish’s 869,00 MXN', async () => {
    const page = await renderWith({ site_language: 'es', country: 'MX', currency: 'MXN' }, 869, 'MXN');
    expect(page?.lang).toBe('es');
    expect(page?.html).toContain('>$869.00<');
    expect(page?.html).not.toContain('MXN<');
  });

  it('writes yen in Japan with no decimals, and keeps the language alone without a country', async () => {
    const japan = await renderWith({ site_language: 'ja', country: 'JP', currency: 'JPY' }, 5980, 'JPY');
    expect(japan?.html).toContain('>￥5,980<');
    const noCountry = await renderWith({ site_language: 'es', country: null, currency: 'MXN' }, 869, 'MXN');
    expect(noCountry?.html).toMatch(/>869,00\sMXN</);
  });

  it('keeps an English site’s prices as they were (en), whatever its country', async () => {
    const page = await renderWith({ country: 'IN', currency: 'INR' }, 2099, 'INR');
    expect(page?.lang).toBe('en');
    expect(page?.html).toContain(`>${new Intl.NumberFormat('en', { style: 'currency', currency: 'INR' }).format(2099)}<`);
  });
});
