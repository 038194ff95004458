import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEMO_POSTS, DEMO_PRODUCTS, formatPrice } from '@/features/template-demo/data/demo-content';
import {
  DemoBlogPage,
  DemoBlogPostPage,
  DemoContactPage,
  DemoHomePage,
  DemoJoinUsPage,
  DemoOpportunityPage,
  DemoProductPage,
  DemoProductsPage,
} from '@/features/template-demo/routes/pages';
import { Template1DemoRoute, Template2DemoRoute, Template3DemoRoute } from '@/features/template-demo/routes/template-demo';
import { renderServerHtml, textOfServerHtml } from '@/test/server-html';

function renderDemo(url: string) {
  const children = (
    <>
      <Route index element={<DemoHomePage />} />
      <Route path="products" element={<DemoProductsPage />} />
      <Route path="product/:id" element={<DemoProductPage />} />
      <Route path="opportunity" element={<DemoOpportunityPage />} />
      <Route path="join-us" element={<DemoJoinUsPage />} />
      <Route path="contact" element={<DemoContactPage />} />
      <Route path="blog" element={<DemoBlogPage />} />
      <Route path="blog/:id" element={<DemoBlogPostPage />} />
    </>
  );
  return renderServerHtml(
    <Routes>
      <Route path="/template1" element={<Template1DemoRoute />}>
        {children}
      </Route>
      <Route path="/template2" element={<Template2DemoRoute />}>
        {children}
      </Route>
      <Route path="/template3" element={<Template3DemoRoute />}>
        {children}
      </Route>
    </Routes>,
    { url },
  );
}

describe('template previews', () => {
  it('template 1 home: storefront-like header, demo distributor, featured products and footer', () => {
    const html = renderDemo('/template1');
    const text = textOfServerHtml(html);
    expect(text).toContain('You are previewing Template 1 with demo content.');
    expect(text).toContain('An Independent Distributor of NHT Global');
    expect(html).toMatch(/<h1[^>]*>Jane&#x27;s Wellness Corner<\/h1>/);
    expect(text).toContain('Established in 2001');
    for (const href of ['/template1', '/template1/products', '/template1/opportunity', '/template1/join-us', '/template1/contact', '/template1/blog']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(text).toContain(`© ${String(new Date().getFullYear())} Jane's Wellness Corner`);
  });

  it.each([2, 3])('template %i uses the same pages under its own path, in its own look', (id) => {
    const html = renderDemo(`/template${String(id)}/products`);
    expect(textOfServerHtml(html)).toContain(`You are previewing Template ${String(id)} with demo content.`);
    expect(html).toContain(`href="/template${String(id)}/product/1"`);
    expect(html).toContain(`data-template="${String(id)}"`);
  });

  it('products list every demo product with its price', () => {
    const text = textOfServerHtml(renderDemo('/template1/products'));
    for (const product of DEMO_PRODUCTS) {
      expect(text).toContain(product.name);
      expect(text).toContain(formatPrice(product.price));
    }
    expect(formatPrice(39.95)).toBe('$39.95');
  });

  it('product details, and a not-found page for an unknown id', () => {
    const text = textOfServerHtml(renderDemo('/template1/product/3'));
    expect(text).toContain('Radiance Night Cream');
    expect(text).toContain('$52.00');
    expect(textOfServerHtml(renderDemo('/template1/product/99'))).toContain('Product not found');
  });

  it('blog list and post', () => {
    expect(textOfServerHtml(renderDemo('/template1/blog'))).toContain(DEMO_POSTS[0]?.title);
    const post = textOfServerHtml(renderDemo('/template2/blog/2'));
    expect(post).toContain('Eating the rainbow');
    expect(post).toContain('February 18, 2025');
    expect(textOfServerHtml(renderDemo('/template2/blog/42'))).toContain('Post not found');
  });

  it.each(['opportunity', 'join-us', 'contact'])('renders /template1/%s with one h1', (page) => {
    const html = renderDemo(`/template1/${page}`);
    expect(html.match(/<h1/g)).toHaveLength(1);
  });
});
