import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '@/app/router';
import { findNavItem } from '@/components/layout/dashboard-shell';
import { ADMIN_NAV } from '@/features/admin/components/nav';
import { BACKOFFICE_NAV } from '@/features/backoffice/components/nav';

/** The deepest matched route, or undefined when only the catch-all matches. */
function resolve(routes: RouteObject[], pathname: string): RouteObject | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1)?.route;
  return leaf?.path === '*' ? undefined : leaf;
}

const everywhere = [
  '/backoffice-login',
  '/backoffice-signup',
  '/superadmin-login',
  '/forgot-password',
  '/reset-password',
  '/backoffice',
  '/backoffice/dashboard',
  '/backoffice/slider-banners',
  '/backoffice/welcome-message',
  '/backoffice/introduction',
  '/backoffice/about-company',
  '/backoffice/why-network-marketing',
  '/backoffice/opportunity-video',
  '/backoffice/support-message',
  '/backoffice/about-page',
  '/backoffice/categories',
  '/backoffice/products-list',
  '/backoffice/opportunity',
  '/backoffice/opportunity/page-banner',
  '/backoffice/opportunity/page-content',
  '/backoffice/opportunity/video-section',
  '/backoffice/opportunity/compensation-plan',
  '/backoffice/join-us',
  '/backoffice/join-us/page-banner',
  '/backoffice/join-us/page-content',
  '/backoffice/contact-us',
  '/backoffice/blogs',
  '/backoffice/social-media',
  '/backoffice/footer-disclaimer',
  '/backoffice/subscriber-message',
  '/backoffice/settings',
  '/backoffice/notifications',
  '/backoffice/training',
  '/admin',
  '/admin/dashboard',
  '/admin/agents',
  '/admin/training',
  '/admin/training/manage',
  '/admin/settings',
  '/admin/create-user',
  '/admin/reset-pass',
  '/admin/send-notification',
  '/admin/messages',
  '/admin/domains',
];

const tenantOnly = [
  '/products',
  '/products/vitamins',
  '/products/vitamins/42',
  '/opportunity',
  '/join-us',
  '/contact',
  '/blog',
  '/blog/7',
  '/income-disclaimer',
  '/privacy-policy',
  '/terms-of-use',
  '/leaders',
  '/newsletters',
];

const mainOnly = [
  '/template1',
  '/template1/products',
  '/template1/product/3',
  '/template1/opportunity',
  '/template1/join-us',
  '/template1/contact',
  '/template1/blog',
  '/template1/blog/5',
  '/template2',
  '/template2/products',
  '/template2/product/3',
  '/template2/blog/5',
];

describe('route table', () => {
  const main = buildRoutes('main');
  const subdomain = buildRoutes('subdomain');
  const custom = buildRoutes('custom');

  it.each(everywhere)('serves %s on every kind of host', (path) => {
    expect(resolve(main, path)).toBeDefined();
    expect(resolve(subdomain, path)).toBeDefined();
    expect(resolve(custom, path)).toBeDefined();
  });

  it.each(tenantOnly)('serves %s on tenant hosts only', (path) => {
    expect(resolve(subdomain, path)).toBeDefined();
    expect(resolve(custom, path)).toBeDefined();
    expect(resolve(main, path)).toBeUndefined();
  });

  it.each(mainOnly)('serves %s on the main host only', (path) => {
    expect(resolve(main, path)).toBeDefined();
    expect(resolve(subdomain, path)).toBeUndefined();
  });

  it('serves / on every host and sends unknown paths to the catch-all redirect', () => {
    expect(resolve(main, '/')).toBeDefined();
    expect(resolve(subdomain, '/')).toBeDefined();
    expect(matchRoutes(main, '/no/such/page')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(subdomain, '/backoffice/nope')?.at(-1)?.route.path).toBe('*');
  });

  it('loads every screen lazily', () => {
    const eager: string[] = [];
    const visit = (routes: RouteObject[], prefix: string) => {
      for (const route of routes) {
        const path = [prefix, route.path ?? ''].join('/').replace(/\/+/g, '/');
        if (route.Component) eager.push(path);
        if (route.children) visit(route.children, route.path?.startsWith('/') ? route.path : path);
      }
    };
    visit(main, '');
    visit(subdomain, '');
    expect(eager).toEqual([]);
  });

  it('names every back-office and admin screen in the sidebar', () => {
    for (const path of everywhere.filter((p) => p.startsWith('/backoffice/'))) {
      expect(findNavItem(BACKOFFICE_NAV, path), path).toBeDefined();
    }
    for (const path of everywhere.filter((p) => p.startsWith('/admin/'))) {
      expect(findNavItem(ADMIN_NAV, path), path).toBeDefined();
    }
  });
});
