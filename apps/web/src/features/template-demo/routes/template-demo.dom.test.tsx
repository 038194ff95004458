import { screen, within } from '@testing-library/react';
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
import { renderScreen } from '@/test/render-screen';

// The previews are client-rendered (the main domain's /template1…3): clicked through in jsdom.

const pages = (
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

const openDemo = (url: string) =>
  renderScreen(
    <Routes>
      <Route path="/template1" element={<Template1DemoRoute />}>
        {pages}
      </Route>
      <Route path="/template2" element={<Template2DemoRoute />}>
        {pages}
      </Route>
      <Route path="/template3" element={<Template3DemoRoute />}>
        {pages}
      </Route>
    </Routes>,
    { url },
  );

/** The banner's sentence ("You are previewing <strong>Template 1</strong> with demo content."). */
const previewing = (id: number) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === `You are previewing Template ${String(id)} with demo content.`);

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const h1 = () => screen.getAllByRole('heading', { level: 1 });

describe('template previews', () => {
  it('template 1 home: storefront-like header, the demo distributor and the footer', () => {
    openDemo('/template1');
    expect(previewing(1)).toBeInTheDocument();
    expect(screen.getByText(/An Independent Distributor of NHT Global/)).toBeInTheDocument();
    expect(h1().map((heading) => heading.textContent)).toEqual(["Jane's Wellness Corner"]);
    expect(screen.getByText(/Established in 2001/)).toBeInTheDocument();
    expect(mainNav().getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/template1',
      '/template1/products',
      '/template1/opportunity',
      '/template1/join-us',
      '/template1/contact',
      '/template1/blog',
    ]);
    expect(screen.getByText(new RegExp(`© ${String(new Date().getFullYear())} Jane's Wellness Corner`))).toBeInTheDocument();
  });

  it('Products lists every demo product with its price, and a product opens its details', async () => {
    const { user, router } = openDemo('/template1');
    await user.click(mainNav().getByRole('link', { name: 'Products' }));

    expect(router.state.location.pathname).toBe('/template1/products');
    for (const product of DEMO_PRODUCTS) {
      expect(screen.getByText(product.name)).toBeInTheDocument();
      expect(screen.getAllByText(formatPrice(product.price)).length).toBeGreaterThan(0);
    }

    await user.click(screen.getByRole('link', { name: 'View details of Radiance Night Cream' }));
    expect(router.state.location.pathname).toBe('/template1/product/3');
    expect(h1().map((heading) => heading.textContent)).toEqual(['Radiance Night Cream']);
    expect(screen.getAllByText('$52.00').length).toBeGreaterThan(0);
  });

  it('an unknown product or post is not found', () => {
    openDemo('/template1/product/99');
    expect(screen.getByText('Product not found')).toBeInTheDocument();
  });

  it('the blog lists the posts, and a post opens with its date', async () => {
    const { user } = openDemo('/template2/blog');
    await user.click(screen.getByRole('link', { name: new RegExp(DEMO_POSTS[1]!.title) }));
    expect(screen.getByText('February 18, 2025')).toBeInTheDocument();
    expect(h1().map((heading) => heading.textContent)).toEqual([DEMO_POSTS[1]!.title]);
  });

  it.each([2, 3])('template %i uses the same pages under its own path, in its own look', (id) => {
    const { container } = openDemo(`/template${String(id)}/products`);
    expect(previewing(id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `View details of ${DEMO_PRODUCTS[0]!.name}` })).toHaveAttribute('href', `/template${String(id)}/product/1`);
    expect(container.querySelector(`[data-template="${String(id)}"]`)).not.toBeNull();
  });

  it.each(['Opportunity', 'Join Us', 'Contact'])('%s has one h1', async (page) => {
    const { user } = openDemo('/template1');
    await user.click(mainNav().getByRole('link', { name: page }));
    expect(h1()).toHaveLength(1);
  });
});
