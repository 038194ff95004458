import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createTenantWithContent } from '../../support/content.js';
import { TenantChanges } from '../../../src/infra/cache/tenant-changes.js';

describe('public site API', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createTenantWithContent>>;
  let b: Awaited<ReturnType<typeof createTenantWithContent>>;
  const on = (host: string, path: string) => request(t.http).get(`/api${path}`).set('X-Tenant-Domain', host);

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTenantWithContent(t.prisma, 'alpha');
    b = await createTenantWithContent(t.prisma, 'bravo');
    await createTenantWithContent(t.prisma, 'unpublished', { publish_on_site: false });
    await createTenantWithContent(t.prisma, 'lapsed', { subscription_status: 'inactive' });
  });
  afterAll(() => t.close());

  it('GET /site/data answers the docs/product.md#data shape for the host', async () => {
    const res = await on('alpha.localhost', '/site/data').expect(200);
    expect(res.body).toEqual({
      settings: expect.objectContaining({
        site_name: 'alpha site',
        site_phone: '+1 555 0100',
        site_email: 'alpha@example.com',
        site_address: null,
        site_logo_url: null,
        company_name: 'NHT Global',
        currency: 'USD',
        site_language: 'en',
      }),
      footer_disclaimers: [{ id: expect.any(String), site_disclaimer: 'S', product_disclaimer: 'P', income_disclaimer: 'I' }],
      homePage: expect.objectContaining({ welcome_description: 'Welcome to alpha', support_content: null }),
      sliders: [{ id: expect.any(String), image: null, description: 'Hero', ctaText: 'Shop', ctaLink: '/products' }],
      socialLinks: {},
    });
    expect(res.body.homePage).not.toHaveProperty('tenant_id');
  });

  it('serves only active categories and products, prices as numbers', async () => {
    const cats = await on('alpha.localhost', '/site/categories').expect(200);
    expect(cats.body.map((c: { slug: string }) => c.slug)).toEqual(['nutrition']);
    const products = await on('alpha.localhost', '/site/products').expect(200);
    expect(products.body).toEqual([
      expect.objectContaining({
        id: a.product.id,
        your_price: 49.95,
        base_price: 39.5,
        preferred_customer_price: 44,
        currency: 'USD',
        availability: 'in_stock',
        category_slug: 'nutrition',
      }),
    ]);
    expect((await on('alpha.localhost', '/site/products?category=nutrition').expect(200)).body).toHaveLength(1);
    expect((await on('alpha.localhost', '/site/products?category=hidden').expect(200)).body).toHaveLength(0);
    await on('alpha.localhost', `/site/products/${a.inactiveProduct.id}`).expect(404);
    await on('alpha.localhost', '/site/products/not-an-id').expect(404);
  });

  it('never lets host A see tenant B', async () => {
    const res = await on('alpha.localhost', `/site/products/${b.product.id}`).expect(404);
    expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
    await on('alpha.localhost', `/site/blogs/${b.blog.id}`).expect(404);
    const products = await on('alpha.localhost', '/site/products').expect(200);
    expect(JSON.stringify(products.body)).not.toContain('bravo');
    const blogs = await on('bravo.localhost', '/site/blogs').expect(200);
    expect(blogs.body.map((x: { id: string }) => x.id)).toEqual([b.blog.id]);
  });

  it('serves visible blogs with banners and hides invisible ones', async () => {
    const list = await on('alpha.localhost', '/site/blogs').expect(200);
    expect(list.body).toEqual([
      { id: a.blog.id, title: 'alpha news', excerpt: 'Hello world', image: null, created_at: expect.any(String) },
    ]);
    const post = await on('alpha.localhost', `/site/blogs/${a.blog.id}`).expect(200);
    expect(post.body.banners).toEqual([{ id: expect.any(String), image: '/uploads/b.png', image_content: 'Caption' }]);
    const hidden = await on('alpha.localhost', `/site/blogs/${a.hiddenBlog.id}`).expect(404);
    expect(hidden.body.code).toBe('BLOG_NOT_FOUND');
  });

  it('serves contact entries and empty free-form pages', async () => {
    expect((await on('alpha.localhost', '/site/contact-us').expect(200)).body).toEqual([
      expect.objectContaining({ contactus_text: 'Call me' }),
    ]);
    expect((await on('alpha.localhost', '/site/opportunity-page').expect(200)).body).toEqual({ data: {} });
    expect((await on('alpha.localhost', '/site/join-us-page').expect(200)).body).toEqual({ data: {}, joining_link: null });
  });

  it.each(['unpublished.localhost', 'lapsed.localhost', 'nobody.localhost', 'localhost', 'some-custom.example.org'])(
    'answers STORE_NOT_FOUND on %s',
    async (host) => {
      for (const path of ['/site/data', '/site/products', '/site/blogs', '/site/by-domain']) {
        const res = await on(host, path).expect(404);
        expect(res.body.code).toBe('STORE_NOT_FOUND');
      }
    },
  );

  it('caches site data until the tenant is invalidated', async () => {
    await on('alpha.localhost', '/site/data').expect(200);
    await t.prisma.tenant.update({ where: { id: a.tenant.id }, data: { site_name: 'Renamed' } });
    expect((await on('alpha.localhost', '/site/data')).body.settings.site_name).toBe('alpha site');
    await t.app.get(TenantChanges).tenantChanged(a.tenant.id);
    expect((await on('alpha.localhost', '/site/data')).body.settings.site_name).toBe('Renamed');
  });

  it('answers repeat visits from the hot cache with ETags, and forgets a tenant the moment it changes', async () => {
    const first = await on('bravo.localhost', '/site/data').expect(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const second = await on('bravo.localhost', '/site/data').expect(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(etag);
    await on('bravo.localhost', '/site/data').set('If-None-Match', etag).expect(304);

    // Unpublishing announces the tenant changed, which drops every cached answer for the tenant.
    await t.prisma.tenant.update({ where: { id: b.tenant.id }, data: { publish_on_site: false } });
    await t.app.get(TenantChanges).tenantChanged(b.tenant.id);
    const gone = await on('bravo.localhost', '/site/data').expect(404);
    expect(gone.body.code).toBe('STORE_NOT_FOUND');
    await t.prisma.tenant.update({ where: { id: b.tenant.id }, data: { publish_on_site: true } });
    await t.app.get(TenantChanges).tenantChanged(b.tenant.id);
    await on('bravo.localhost', '/site/data').expect(200);
  });

  it('lists active templates', async () => {
    await t.prisma.template.update({ where: { id: 3 }, data: { is_active: false } });
    const res = await request(t.http).get('/api/templates').expect(200);
    expect(res.body.map((x: { id: number }) => x.id)).toEqual([1, 2]);
    expect(res.body[0]).toEqual({ id: 1, name: 'Template 1', description: null, image: null, route: null });
  });
});

describe('SEO for each host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await createTenantWithContent(t.prisma, 'alpha');
  });
  afterAll(() => t.close());

  const index = '<html><head><title>Distributor Sites</title>\n<meta name="description" content="generic" />\n</head><body></body></html>';

  it("puts the tenant's title, description and sharing tags into index.html", async () => {
    const { SeoService } = await import('../../../src/modules/content/seo.service.js');
    const html = await t.app.get(SeoService).renderIndex('alpha.localhost', 'http://alpha.localhost:3000', index);
    expect(html).toContain('<title>alpha site</title>');
    expect(html).toContain('<meta property="og:title" content="alpha site" />');
    expect(html).toContain('<meta name="description" content="Welcome to alpha" />');
    expect(html).not.toContain('content="generic"');
    await t.prisma.tenant.updateMany({ where: { subdomain: 'alpha' }, data: { site_name: '<script>x</script>' } });
  });

  it('leaves unknown hosts with the generic page', async () => {
    const { SeoService } = await import('../../../src/modules/content/seo.service.js');
    expect(await t.app.get(SeoService).renderIndex('nobody.localhost', 'http://nobody.localhost', index)).toBe(index);
  });

  it('serves a sitemap and robots.txt per host', async () => {
    const sitemap = await request(t.http).get('/sitemap.xml').set('Host', 'alpha.localhost').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.text).toContain('<loc>http://alpha.localhost/products/nutrition</loc>');
    expect(sitemap.text).not.toContain('Draft');
    await request(t.http).get('/sitemap.xml').set('Host', 'nobody.localhost').expect(404);
    const robots = await request(t.http).get('/robots.txt').set('Host', 'alpha.localhost').expect(200);
    expect(robots.text).toContain('Sitemap: http://alpha.localhost/sitemap.xml');
    expect((await request(t.http).get('/robots.txt').set('Host', 'nobody.localhost').expect(200)).text).toContain('Disallow: /');
  });
});
