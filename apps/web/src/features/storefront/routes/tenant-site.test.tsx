import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isStoreNotFound, siteNameOf, type SiteByDomainResponse } from '@/features/storefront/api/get-site-by-domain';
import { StoreLoadError, StoreNotFound } from '@/features/storefront/components/store-status';
import { StorefrontHomeRoute } from '@/features/storefront/routes/home';
import { clearResources, primeResource } from '@/features/storefront/lib/use-resource';
import { TenantSiteRoute } from '@/features/storefront/routes/tenant-site';
import { rememberLocaleData } from '@/i18n/storefront-intl';
import { testLocaleData } from '@/i18n/test-locale';
import { ApiError } from '@/lib/api-client';
import { siteData, type SiteDataSeed } from '@/test/fixtures';
import { renderServerHtml, textOfServerHtml } from '@/test/server-html';

function renderSite(tenant: SiteByDomainResponse['tenant'], written: SiteDataSeed = {}, url = '/') {
  primeResource<SiteByDomainResponse>('/site/by-domain', { tenant });
  primeResource('/site/data', siteData(written));
  return renderServerHtml(
    <Routes>
      <Route path="/" element={<TenantSiteRoute />}>
        <Route index element={<StorefrontHomeRoute />} />
      </Route>
    </Routes>,
    { url },
  );
}

describe('tenant template wrapper', () => {
  beforeEach(() => {
    clearResources();
    rememberLocaleData(testLocaleData('en'));
    vi.stubGlobal('window', { location: { protocol: 'http:', port: '3000', hostname: 'jane.localhost' } });
  });

  it('renders template 1 with header, home and footer', () => {
    const html = renderSite({ id: 't1', template_id: 1, site_name: "Jane's Wellness" });
    const text = textOfServerHtml(html);
    expect(text).toContain('An Independent Distributor of NHT Global');
    expect(html).toMatch(/<h1[^>]*>Jane&#x27;s Wellness<\/h1>/);
    expect(text).toContain("Welcome to Jane's Wellness");
    expect(text).toContain('Quick Links');
    expect(text).toContain(`© ${String(new Date().getFullYear())} Jane's Wellness`);
    for (const href of ['/', '/products', '/opportunity', '/join-us', '/contact', '/blog']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it("uses 'Default Site' when the tenant has no site name", () => {
    const text = textOfServerHtml(renderSite({ id: 't1', template_id: 1, site_name: null }));
    expect(text).toContain(`© ${String(new Date().getFullYear())} Default Site`);
    expect(siteNameOf({ site_name: '  ' })).toBe('Default Site');
  });

  it.each([1, 2, 3])('renders template %i as a full site: header, the same home sections and the footer', (id) => {
    const html = renderSite({ id: 't1', template_id: id, site_name: "Jane's Wellness" });
    const text = textOfServerHtml(html);
    expect(html).toContain(`data-template="${String(id)}"`);
    expect(text).toContain('An Independent Distributor of NHT Global');
    expect(text).toContain("Welcome to Jane's Wellness");
    expect(text).toContain('Income disclaimer:');
    expect(text).toContain(`© ${String(new Date().getFullYear())} Jane's Wellness. All rights reserved.`);
    for (const href of ['/products', '/opportunity', '/join-us', '/contact', '/blog']) expect(html).toContain(`href="${href}"`);
  });

  it('template 3 adds its Join Now button and contact strip', () => {
    const text = textOfServerHtml(renderSite({ id: 't1', template_id: 3, site_name: 'x' }, { settings: { site_phone: '+1 555 0100' } }));
    expect(text).toContain('Join Now');
    expect(text).toContain('+1 555 0100');
  });

  it('?preview_template shows another template without the saved one changing', () => {
    // Read from the router's location (the server renders it too), not from window.
    expect(renderSite({ id: 't1', template_id: 1, site_name: 'x' }, {}, '/?preview_template=2')).toContain('data-template="2"');
    expect(textOfServerHtml(renderSite({ id: 't1', template_id: 9, site_name: 'x' }, {}, '/?preview_template=7'))).toContain(
      'Template ID 9 is not supported.',
    );
  });

  it("prefers the site data's name", () => {
    const text = textOfServerHtml(renderSite({ id: 't1', template_id: 1, site_name: 'Lookup' }, { settings: { site_name: 'From Data' } }));
    expect(text).toContain(`© ${String(new Date().getFullYear())} From Data`);
  });

  it('refuses an unknown template id', () => {
    expect(textOfServerHtml(renderSite({ id: 't1', template_id: 9, site_name: 'x' }))).toContain('Template ID 9 is not supported.');
  });

  it('explains a missing store and links back to the main site', () => {
    const html = renderServerHtml(<StoreNotFound />);
    expect(textOfServerHtml(html)).toContain('Store not found. This subdomain may not be configured yet.');
    expect(html).toMatch(/<a[^>]*href="http:\/\/localhost:3000\/"[^>]*>[\s\S]*Go to Main Site/);
  });

  it('reports other failures as unable to load', () => {
    const html = renderServerHtml(<StoreLoadError />);
    expect(textOfServerHtml(html)).toContain('Unable to load store data');
    expect(textOfServerHtml(html)).toContain('Go to Main Site');
  });

  it('recognises the store-not-found answer', () => {
    expect(isStoreNotFound(new ApiError(404, 'Store not found', undefined, 'STORE_NOT_FOUND'))).toBe(true);
    expect(isStoreNotFound(new ApiError(500, 'boom'))).toBe(false);
  });
});
