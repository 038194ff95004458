import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/error-boundary';
import { lazyRoute as load } from '@/app/lazy-route';
import { RootLayout } from '@/app/root-layout';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { isTenantHost, type HostKind } from '@/lib/host';
import { paths } from '@/lib/paths';

// Route modules (each `import()` is a separate chunk; nothing below is in the entry bundle). The app areas
// (template previews, sign-in, back office, admin) are not even listed here: see app-area-routes.tsx.

// Mantine (with its CSS), toasts and TanStack Query: a layout route around every area but the storefront.
const uiShell = load(
  () => import('@/app/ui-shell'),
  (m) => m.UiShell,
);
// The rest of Mantine's CSS (and toasts' CSS): every area under the shell but the landing page.
const fullStyles = load(
  () => import('@/app/full-styles-layout'),
  (m) => m.FullStylesLayout,
);

const landing = load(
  () => import('@/features/landing/routes/landing-page'),
  (m) => m.LandingPageRoute,
);
const landingNewsletterConfirm = load(
  () => import('@/features/landing/routes/newsletter-confirm'),
  (m) => m.LandingNewsletterConfirmRoute,
);

const tenantSite = load(
  () => import('@/features/storefront/routes/tenant-site'),
  (m) => m.TenantSiteRoute,
);
const storefrontHome = load(
  () => import('@/features/storefront/routes/home'),
  (m) => m.StorefrontHomeRoute,
);
const storefrontProducts = load(
  () => import('@/features/storefront/routes/products'),
  (m) => m.ProductsRoute,
);
const storefrontCategory = load(
  () => import('@/features/storefront/routes/category'),
  (m) => m.CategoryRoute,
);
const storefrontProduct = load(
  () => import('@/features/storefront/routes/product'),
  (m) => m.ProductRoute,
);
const storefrontOpportunity = load(
  () => import('@/features/storefront/routes/opportunity'),
  (m) => m.OpportunityRoute,
);
const storefrontJoinUs = load(
  () => import('@/features/storefront/routes/join-us'),
  (m) => m.JoinUsRoute,
);
const storefrontContact = load(
  () => import('@/features/storefront/routes/contact'),
  (m) => m.ContactRoute,
);
const storefrontBlog = load(
  () => import('@/features/storefront/routes/blog'),
  (m) => m.BlogRoute,
);
const storefrontBlogPost = load(
  () => import('@/features/storefront/routes/blog-post'),
  (m) => m.BlogPostRoute,
);
const storefrontIncome = load(
  () => import('@/features/storefront/routes/legal'),
  (m) => m.IncomeDisclaimerRoute,
);
const storefrontPrivacy = load(
  () => import('@/features/storefront/routes/legal'),
  (m) => m.PrivacyPolicyRoute,
);
const storefrontTerms = load(
  () => import('@/features/storefront/routes/legal'),
  (m) => m.TermsOfUseRoute,
);
const storefrontLeaders = load(
  () => import('@/features/storefront/routes/leaders'),
  (m) => m.LeadersRoute,
);
const storefrontNewsletters = load(
  () => import('@/features/storefront/routes/newsletters'),
  (m) => m.NewslettersRoute,
);
const storefrontNewsletterConfirm = load(
  () => import('@/features/storefront/routes/newsletter-confirm'),
  (m) => m.NewsletterConfirmRoute,
);
const storefrontNewsletterIssue = load(
  () => import('@/features/storefront/routes/newsletter-issue'),
  (m) => m.NewsletterIssueRoute,
);

/** The storefront's layout route: the pages under it are the ones the server renders (entry-server.tsx). */
export const TENANT_SITE_ROUTE_ID = 'tenant-site';
/** The layout route (full Mantine stylesheet) the app areas are added under when first needed. */
export const FULL_STYLES_ROUTE_ID = 'full-styles';
/** The root route: the template previews are added right under it, outside the UI shell, like the storefront. */
export const ROOT_ROUTE_ID = 'root';

const s = paths.storefront;
const t = paths.templateDemo;

/** The landing page on the main domain: the only screens under the UI shell with a trimmed Mantine stylesheet. */
function landingRoutes(): RouteObject[] {
  return [
    { index: true, lazy: landing },
    { path: s.newsletterConfirm, lazy: landingNewsletterConfirm },
  ];
}

/**
 * The storefront's pages, relative to its layout route: under `/` on a tenant host, and under `/template{id}`
 * for the main domain's template previews (app-area-routes.tsx), which add `product/:id` (docs/product.md#routes).
 */
export function storefrontPageRoutes(): RouteObject[] {
  return [
    { index: true, lazy: storefrontHome },
    { path: s.products, lazy: storefrontProducts },
    { path: s.productsByCategory, lazy: storefrontCategory },
    { path: s.product, lazy: storefrontProduct },
    { path: s.opportunity, lazy: storefrontOpportunity },
    { path: s.joinUs, lazy: storefrontJoinUs },
    { path: s.contact, lazy: storefrontContact },
    { path: s.blog, lazy: storefrontBlog },
    { path: s.blogPost, lazy: storefrontBlogPost },
    { path: s.incomeDisclaimer, lazy: storefrontIncome },
    { path: s.privacyPolicy, lazy: storefrontPrivacy },
    { path: s.termsOfUse, lazy: storefrontTerms },
    { path: s.leaders, lazy: storefrontLeaders },
    { path: s.newsletters, lazy: storefrontNewsletters },
    { path: s.newsletterConfirm, lazy: storefrontNewsletterConfirm },
    { path: s.newsletterIssue, lazy: storefrontNewsletterIssue },
  ];
}

/** `/` on a tenant subdomain or custom domain: the storefront inside the tenant's template. */
function tenantHostRoutes(): RouteObject[] {
  return [{ id: TENANT_SITE_ROUTE_ID, path: paths.home, lazy: tenantSite, children: storefrontPageRoutes() }];
}

/**
 * The route table a first page load starts with (docs/product.md#routes) for the given kind of host: the storefront or
 * the landing page, their layout routes and the catch-all. The app areas are added under the full-styles
 * route by `patchAppAreas` (createAppRouter) when a navigation needs them.
 */
export function buildRoutes(hostKind: HostKind): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        // The storefront is plain React: it is not under the UI shell, so visitors never download Mantine or Query.
        ...(isTenantHost(hostKind) ? tenantHostRoutes() : []),
        {
          id: 'ui-shell',
          lazy: uiShell,
          children: [...(isTenantHost(hostKind) ? [] : landingRoutes()), { id: FULL_STYLES_ROUTE_ID, lazy: fullStyles, children: [] }],
        },
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}

/** The first path segment of every app area on the given kind of host (app-area-routes.tsx's top-level paths). */
export function appAreaRoots(hostKind: HostKind): string[] {
  const templates = isTenantHost(hostKind) ? [] : [t.template1, t.template2, t.template3];
  return [...templates, ...Object.values(paths.auth), paths.backoffice.root, paths.admin.root];
}

/** Whether `pathname` lies in an app area (matched case-insensitively, as React Router matches paths). */
export function isAppAreaPath(hostKind: HostKind, pathname: string): boolean {
  const firstSegment = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  return appAreaRoots(hostKind).includes(firstSegment);
}

/**
 * Adds the app areas under the full-styles route on the first navigation into one of them. React Router
 * asks on every navigation whose path matches nothing, or matches by a parameter or the `*` catch-all (so
 * a first load of /backoffice/dashboard asks too, before the catch-all could redirect it home); any other
 * path keeps the table it has, and storefront and landing visitors never download the app areas' table.
 */
export function patchAppAreas(hostKind: HostKind): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched || !isAppAreaPath(hostKind, path)) return;
    const { appAreaRoutes, templatePreviewRoutes } = await import('@/app/app-area-routes');
    // The router ignores patches from a navigation that was interrupted meanwhile: the next one patches.
    if (signal.aborted) return;
    patch(FULL_STYLES_ROUTE_ID, appAreaRoutes());
    const previews = templatePreviewRoutes(hostKind, storefrontPageRoutes);
    if (previews.length > 0) patch(ROOT_ROUTE_ID, previews);
    patched = true;
  };
}

/**
 * The router's options besides its table (shared by the browser router and tests). `serverRendered`: the
 * page's markup came from the server and its matched lazy routes are loaded (app/hydrate.tsx).
 */
export function appRouterOptions(hostKind: HostKind, { serverRendered = false } = {}): Parameters<typeof createBrowserRouter>[1] {
  return {
    patchRoutesOnNavigation: patchAppAreas(hostKind),
    // A router that can discover routes would otherwise treat a first match with a parameter
    // (/products/:category/:id) as possibly incomplete and render the hydrate fallback while it asks,
    // not the server's markup. Hydration data says the page is the server's (React Router then also leaves
    // the scroll position to the browser on that first page, as for any server-rendered page).
    ...(serverRendered ? { hydrationData: { loaderData: {} } } : {}),
  };
}

export interface AppRouterOptions {
  /** The table to start with (hydrate.tsx passes one whose matched lazy routes it has already loaded). */
  routes?: RouteObject[];
  /** The page's markup came from the server (app/hydrate.tsx). */
  serverRendered?: boolean;
}

export function createAppRouter(hostKind: HostKind, { routes = buildRoutes(hostKind), serverRendered = false }: AppRouterOptions = {}) {
  return createBrowserRouter(routes, appRouterOptions(hostKind, { serverRendered }));
}
