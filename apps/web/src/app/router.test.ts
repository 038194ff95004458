import { createMemoryRouter, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { appAreaRoutes, templatePreviewRoutes } from '@/app/app-area-routes';
import {
  appAreaRoots,
  appRouterOptions,
  buildRoutes,
  FULL_STYLES_ROUTE_ID,
  isAppAreaPath,
  patchAppAreas,
  ROOT_ROUTE_ID,
  storefrontPageRoutes,
} from '@/app/router';
import type { HostKind } from '@/lib/host';
import { routesWithAppAreas } from '@/test/routes';
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

describe('route table (app areas patched in)', async () => {
  const main = await routesWithAppAreas('main');
  const subdomain = await routesWithAppAreas('subdomain');
  const custom = await routesWithAppAreas('custom');

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

/** The leaf route's path a match ends on (`*`: only the catch-all, which redirects home). */
const leafPath = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

describe('first-load route table', () => {
  it.each(everywhere)('leaves %s to the app areas patched in on demand', (path) => {
    expect(leafPath(buildRoutes('main'), path)).toBe('*');
    expect(leafPath(buildRoutes('subdomain'), path)).toBe('*');
  });

  it.each(mainOnly)('leaves the template preview %s to them too', (path) => {
    expect(leafPath(buildRoutes('main'), path)).toBe('*');
  });

  it.each([...tenantOnly, '/', '/newsletters/confirm'])('has the storefront page %s itself', (path) => {
    expect(resolve(buildRoutes('subdomain'), path)).toBeDefined();
  });

  it('has the landing page itself', () => {
    expect(resolve(buildRoutes('main'), '/')).toBeDefined();
    expect(resolve(buildRoutes('main'), '/newsletters/confirm')).toBeDefined();
  });
});

/** A patch function that records what it was asked to add. */
function recordingPatch() {
  const calls: { routeId: string | null; children: RouteObject[] }[] = [];
  return { calls, patch: (routeId: string | null, children: RouteObject[]) => void calls.push({ routeId, children }) };
}

const ask = (
  patcher: PatchRoutesOnNavigationFunction,
  path: string,
  patch: (id: string | null, c: RouteObject[]) => void,
  signal = new AbortController().signal,
) => patcher({ path, patch, signal, matches: [], fetcherKey: undefined });

describe('patching the app areas in', () => {
  it('adds them under the full-styles route for a path of theirs, and only once', async () => {
    const patcher = patchAppAreas('subdomain');
    const { calls, patch } = recordingPatch();
    await ask(patcher, '/backoffice/dashboard', patch);
    await ask(patcher, '/admin/domains', patch);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.routeId).toBe(FULL_STYLES_ROUTE_ID);
    expect(calls[0]?.children.map((route) => route.path)).toEqual(appAreaRoutes().map((route) => route.path));
  });

  it('adds the template previews on the main domain right under the root route (outside the UI shell)', async () => {
    const { calls, patch } = recordingPatch();
    await ask(patchAppAreas('main'), '/template2/products', patch);
    expect(calls.map((call) => call.routeId)).toEqual([FULL_STYLES_ROUTE_ID, ROOT_ROUTE_ID]);
    expect(calls[1]?.children.map((route) => route.path)).toEqual(['/template1', '/template2', '/template3']);
  });

  it.each(['/products/vitamins/42', '/blog/7', '/newsletters/3', '/no/such/page', '/backofficex', '/administration'])(
    'leaves the table alone for %s (no download)',
    async (path) => {
      const { calls, patch } = recordingPatch();
      await ask(patchAppAreas('subdomain'), path, patch);
      expect(calls).toEqual([]);
    },
  );

  it('matches area paths case-insensitively, like the router', () => {
    expect(isAppAreaPath('main', '/BackOffice/Dashboard')).toBe(true);
    expect(isAppAreaPath('main', '/Template2/blog/5')).toBe(true);
  });

  it('knows the template previews only on the main domain', () => {
    expect(isAppAreaPath('main', '/template1/products')).toBe(true);
    expect(isAppAreaPath('subdomain', '/template1/products')).toBe(false);
    expect(isAppAreaPath('custom', '/template3')).toBe(false);
  });

  it('patches on a later navigation when the one that asked first was interrupted', async () => {
    const patcher = patchAppAreas('main');
    const { calls, patch } = recordingPatch();
    const interrupted = new AbortController();
    interrupted.abort();
    await ask(patcher, '/backoffice-login', patch, interrupted.signal);
    await ask(patcher, '/backoffice-login', patch);
    // One patch of each (the app areas, and on the main domain the template previews), from the second navigation.
    expect(calls.map((call) => call.routeId)).toEqual([FULL_STYLES_ROUTE_ID, ROOT_ROUTE_ID]);
  });

  it.each(['main', 'subdomain', 'custom'] as const)('names every top-level app-area path among the area roots (%s host)', (hostKind) => {
    const topLevel = [...appAreaRoutes(), ...templatePreviewRoutes(hostKind, storefrontPageRoutes)].map((route) => route.path);
    expect(topLevel.sort()).toEqual([...appAreaRoots(hostKind)].sort());
  });
});

/** The table without lazy modules (as hydrate.tsx leaves the matched routes), so no screen is imported here. */
function withoutLazy(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    ({ lazy: _lazy, children, ...route }) => ({ ...route, ...(children ? { children: withoutLazy(children) } : {}) }) as RouteObject,
  );
}

/** React Router's own router over the first-load table, with the app's options and no route modules loaded. */
function memoryRouter(hostKind: HostKind, path: string, serverRendered = false) {
  const options = appRouterOptions(hostKind, { serverRendered });
  const patcher = options?.patchRoutesOnNavigation;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = (args) =>
    patcher?.({ ...args, patch: (routeId, children) => args.patch(routeId, withoutLazy(children)) });
  return createMemoryRouter(withoutLazy(buildRoutes(hostKind)), { ...options, patchRoutesOnNavigation, initialEntries: [path] });
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  return router.state.matches.map((match) => match.route.path ?? match.route.id);
}

describe('a first load in the browser', () => {
  it.each([
    ['main', '/backoffice-login', ['root', 'ui-shell', 'full-styles', '/backoffice-login']],
    ['subdomain', '/backoffice-login', ['root', 'ui-shell', 'full-styles', '/backoffice-login']],
    ['main', '/backoffice/dashboard', ['root', 'ui-shell', 'full-styles', '/backoffice', 'dashboard']],
    [
      'custom',
      '/backoffice/opportunity/compensation-plan',
      ['root', 'ui-shell', 'full-styles', '/backoffice', 'opportunity', 'compensation-plan'],
    ],
    ['subdomain', '/admin/domains', ['root', 'ui-shell', 'full-styles', '/admin', 'domains']],
    ['main', '/reset-password', ['root', 'ui-shell', 'full-styles', '/reset-password']],
    ['main', '/template1/product/3', ['root', '/template1', 'product/:id']],
    ['main', '/template3/products/skin-care/3', ['root', '/template3', 'products/:category/:id']],
  ] as const)('on a %s host at %s renders that screen, not the catch-all', async (hostKind, path, expected) => {
    const router = memoryRouter(hostKind, path);
    expect(await settled(router)).toEqual(expected);
    expect(router.state.location.pathname).toBe(path);
    router.dispose();
  });

  it('still sends an unknown path, or a template preview on a tenant host, to the catch-all', async () => {
    for (const [hostKind, path] of [
      ['main', '/no/such/page'],
      ['subdomain', '/template1'],
      ['main', '/backoffice/nope'],
    ] as const) {
      const router = memoryRouter(hostKind, path);
      expect((await settled(router)).at(-1)).toBe('*');
      router.dispose();
    }
  });

  it('navigates from a storefront page into the back office', async () => {
    const router = memoryRouter('subdomain', '/products');
    await settled(router);
    await router.navigate('/backoffice/blogs');
    expect(router.state.matches.at(-1)?.route.path).toBe('blogs');
    router.dispose();
  });

  it.each(['/products/vitamins/42', '/blog/7', '/'])(
    'starts a server-rendered storefront page %s ready to hydrate (no fallback)',
    (path) => {
      const router = memoryRouter('subdomain', path, true);
      expect(router.state.initialized).toBe(true);
      expect(router.state.renderFallback).toBe(false);
      expect(router.state.matches.some((match) => match.route.id === 'tenant-site')).toBe(true);
      router.dispose();
    },
  );

  it('starts the prerendered landing page ready to hydrate', () => {
    const router = memoryRouter('main', '/', true);
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
    router.dispose();
  });
});
