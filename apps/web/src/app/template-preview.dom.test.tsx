import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { templatePreviewRoutes } from '@/app/app-area-routes';
import { storefrontPageRoutes } from '@/app/router';
import { PREVIEW_LEAD_NOTICE, PREVIEW_NEWSLETTER_NOTICE } from '@/features/storefront/lib/preview-mode';
import { clearResources } from '@/features/storefront/lib/use-resource';
import { fakeServer } from '@/test/fake-server';

// The previews' real route table (the storefront's lazy pages under /template{id}), with a fake API that
// records every request: a preview must make none.
function openPreview(url: string) {
  clearResources();
  const server = fakeServer();
  const router = createMemoryRouter(templatePreviewRoutes('main', storefrontPageRoutes), { initialEntries: [url] });
  const user = userEvent.setup({ delay: null });
  return { server, router, user, ...render(<RouterProvider router={router} />) };
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('template previews (the storefront over demo answers)', () => {
  it('renders template 1 with the storefront header, its links under /template1, and the demo site', async () => {
    const { server } = openPreview('/template1');
    expect(await screen.findByText(/You are previewing/)).toHaveTextContent('You are previewing Template 1 with demo content.');
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/template1',
      '/template1/products',
      '/template1/opportunity',
      '/template1/join-us',
      '/template1/contact',
      '/template1/blog',
    ]);
    expect(screen.getAllByText("Jane's Wellness Corner").length).toBeGreaterThan(0);
    expect(document.querySelector('[data-template="1"]')).not.toBeNull();
    expect(server.requests).toEqual([]);
  });

  it.each([2, 3])('template %i lists the demo products, and the preview URL product/:id opens one', async (id) => {
    const { server, user, router } = openPreview(`/template${String(id)}/products`);
    expect(await screen.findByText('Daily Greens Complex')).toBeInTheDocument();
    expect(document.querySelector(`[data-template="${String(id)}"]`)).not.toBeNull();
    await user.click(screen.getByText('Radiance Night Cream'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Radiance Night Cream' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/template${String(id)}/products/skin-care/3`);

    await router.navigate(`/template${String(id)}/product/5`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Collagen Beauty Serum' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('a demo post that does not exist shows the storefront’s not-found state', async () => {
    openPreview('/template1/blog/99');
    expect(await screen.findByText('Blog post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/template1/blog');
  });

  it('the contact form and the footer newsletter send nothing and say so', async () => {
    const { server, user } = openPreview('/template1/contact');
    const form = within(await screen.findByRole('form', { name: 'Send a message' }));
    await user.type(form.getByLabelText(/^Name/), 'Sam Visitor');
    await user.type(form.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(form.getByLabelText(/^Message/), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByText(PREVIEW_LEAD_NOTICE)).toBeInTheDocument();

    const newsletter = within(screen.getByRole('form', { name: 'Newsletter signup' }));
    await user.type(newsletter.getByRole('textbox'), 'sam@example.com');
    await user.click(newsletter.getByRole('button', { name: 'Subscribe' }));
    expect(await newsletter.findByText(PREVIEW_NEWSLETTER_NOTICE)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
