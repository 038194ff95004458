import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/error-boundary';
import { RootLayout } from '@/app/root-layout';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { isTenantHost, type HostKind } from '@/lib/host';
import { paths, toAdmin, toBackoffice } from '@/lib/paths';

/** Lazy route module → `{ Component }`, so every screen is its own chunk. */
const load =
  <M,>(importer: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await importer()) });

// Route modules (each `import()` is a separate chunk; nothing below is in the entry bundle).

// Mantine (with its CSS), toasts and TanStack Query: a layout route around every area but the storefront.
const uiShell = load(() => import('@/app/ui-shell'), (m) => m.UiShell);
// The rest of Mantine's CSS (and toasts' CSS): every area under the shell but the landing page.
const fullStyles = load(() => import('@/app/full-styles-layout'), (m) => m.FullStylesLayout);

const landing = load(() => import('@/features/landing/routes/landing-page'), (m) => m.LandingPageRoute);
const landingNewsletterConfirm = load(() => import('@/features/landing/routes/newsletter-confirm'), (m) => m.LandingNewsletterConfirmRoute);

const tenantSite = load(() => import('@/features/storefront/routes/tenant-site'), (m) => m.TenantSiteRoute);
const storefrontHome = load(() => import('@/features/storefront/routes/home'), (m) => m.StorefrontHomeRoute);
const storefrontProducts = load(() => import('@/features/storefront/routes/products'), (m) => m.ProductsRoute);
const storefrontCategory = load(() => import('@/features/storefront/routes/category'), (m) => m.CategoryRoute);
const storefrontProduct = load(() => import('@/features/storefront/routes/product'), (m) => m.ProductRoute);
const storefrontOpportunity = load(() => import('@/features/storefront/routes/opportunity'), (m) => m.OpportunityRoute);
const storefrontJoinUs = load(() => import('@/features/storefront/routes/join-us'), (m) => m.JoinUsRoute);
const storefrontContact = load(() => import('@/features/storefront/routes/contact'), (m) => m.ContactRoute);
const storefrontBlog = load(() => import('@/features/storefront/routes/blog'), (m) => m.BlogRoute);
const storefrontBlogPost = load(() => import('@/features/storefront/routes/blog-post'), (m) => m.BlogPostRoute);
const storefrontIncome = load(() => import('@/features/storefront/routes/legal'), (m) => m.IncomeDisclaimerRoute);
const storefrontPrivacy = load(() => import('@/features/storefront/routes/legal'), (m) => m.PrivacyPolicyRoute);
const storefrontTerms = load(() => import('@/features/storefront/routes/legal'), (m) => m.TermsOfUseRoute);
const storefrontLeaders = load(() => import('@/features/storefront/routes/leaders'), (m) => m.LeadersRoute);
const storefrontNewsletters = load(() => import('@/features/storefront/routes/newsletters'), (m) => m.NewslettersRoute);
const storefrontNewsletterConfirm = load(() => import('@/features/storefront/routes/newsletter-confirm'), (m) => m.NewsletterConfirmRoute);
const storefrontNewsletterIssue = load(() => import('@/features/storefront/routes/newsletter-issue'), (m) => m.NewsletterIssueRoute);

// Template previews on the main domain (demo content; no storefront code).
const template1Demo = load(() => import('@/features/template-demo/routes/template-demo'), (m) => m.Template1DemoRoute);
const template2Demo = load(() => import('@/features/template-demo/routes/template-demo'), (m) => m.Template2DemoRoute);
const template3Demo = load(() => import('@/features/template-demo/routes/template-demo'), (m) => m.Template3DemoRoute);
const demoPage = <K extends keyof typeof import('@/features/template-demo/routes/pages')>(name: K) =>
  load(() => import('@/features/template-demo/routes/pages'), (m) => m[name]);

const backofficeLogin = load(() => import('@/features/auth/routes/backoffice-login'), (m) => m.BackofficeLoginRoute);
const backofficeSignup = load(
  () => import('@/features/auth/routes/backoffice-signup'),
  (m) => m.BackofficeSignupRoute,
);
const superadminLogin = load(() => import('@/features/auth/routes/superadmin-login'), (m) => m.SuperadminLoginRoute);
const forgotPassword = load(() => import('@/features/auth/routes/forgot-password'), (m) => m.ForgotPasswordRoute);
const resetPassword = load(() => import('@/features/auth/routes/reset-password'), (m) => m.ResetPasswordRoute);

const backofficeRoot = load(() => import('@/features/backoffice/routes/backoffice-root'), (m) => m.BackofficeRootRoute);
// Back-office screens load through one small module (see features/backoffice/routes/screens.ts).
type BackofficeScreen = import('@/features/backoffice/routes/screens').BackofficeScreen;
const backofficeScreen = (name: BackofficeScreen) => async () => ({
  Component: await (await import('@/features/backoffice/routes/screens')).backofficeScreens[name](),
});

const adminRoot = load(() => import('@/features/admin/routes/admin-root'), (m) => m.AdminRootRoute);
const adminDashboard = load(() => import('@/features/admin/dashboard/routes/dashboard'), (m) => m.AdminDashboardRoute);
const adminAgents = load(() => import('@/features/admin/agents/routes/agents'), (m) => m.AgentsRoute);
const adminTrainingManage = load(
  () => import('@/features/admin/training/routes/training-manage'),
  (m) => m.TrainingManageRoute,
);
const adminSettings = load(() => import('@/features/admin/settings/routes/settings'), (m) => m.AdminSettingsRoute);
const adminCreateUser = load(() => import('@/features/admin/create-user/routes/create-user'), (m) => m.CreateUserRoute);
const adminResetPass = load(() => import('@/features/admin/reset-pass/routes/reset-pass'), (m) => m.ResetPassRoute);
const adminSendNotification = load(
  () => import('@/features/admin/notifications/routes/send-notification'),
  (m) => m.SendNotificationRoute,
);
const adminMessages = load(() => import('@/features/admin/messages/routes/messages'), (m) => m.MessagesRoute);
const adminDomains = load(() => import('@/features/admin/domains/routes/domains'), (m) => m.DomainsRoute);
const adminEmails = load(() => import('@/features/admin/emails/routes/emails'), (m) => m.EmailsRoute);
const adminCampaigns = load(() => import('@/features/admin/campaigns/routes/campaigns'), (m) => m.CampaignsRoute);
const adminAnalytics = load(() => import('@/features/admin/analytics/routes/analytics'), (m) => m.AdminAnalyticsRoute);

/** The storefront's layout route: the pages under it are the ones the server renders (entry-server.tsx). */
export const TENANT_SITE_ROUTE_ID = 'tenant-site';

const s = paths.storefront;
const t = paths.templateDemo;
const b = paths.backoffice;
const a = paths.admin;

/** The landing page on the main domain: the only screens under the UI shell with a trimmed Mantine stylesheet. */
function landingRoutes(): RouteObject[] {
  return [
    { index: true, lazy: landing },
    { path: s.newsletterConfirm, lazy: landingNewsletterConfirm },
  ];
}

/** The template previews on the main domain (demo content, full Mantine stylesheet). */
function templateDemoRoutes(): RouteObject[] {
  const demoChildren = (): RouteObject[] => [
    { index: true, lazy: demoPage('DemoHomePage') },
    { path: t.products, lazy: demoPage('DemoProductsPage') },
    { path: t.product, lazy: demoPage('DemoProductPage') },
    { path: t.opportunity, lazy: demoPage('DemoOpportunityPage') },
    { path: t.joinUs, lazy: demoPage('DemoJoinUsPage') },
    { path: t.contact, lazy: demoPage('DemoContactPage') },
    { path: t.blog, lazy: demoPage('DemoBlogPage') },
    { path: t.blogPost, lazy: demoPage('DemoBlogPostPage') },
  ];
  return [
    { path: t.template1, lazy: template1Demo, children: demoChildren() },
    { path: t.template2, lazy: template2Demo, children: demoChildren() },
    { path: t.template3, lazy: template3Demo, children: demoChildren() },
  ];
}

/** `/` on a tenant subdomain or custom domain: the storefront inside the tenant's template. */
function tenantHostRoutes(): RouteObject[] {
  const pages: RouteObject[] = [
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
  return [
    {
      id: TENANT_SITE_ROUTE_ID,
      path: paths.home,
      lazy: tenantSite,
      children: [{ index: true, lazy: storefrontHome }, ...pages],
    },
  ];
}

const authRoutes: RouteObject[] = [
  { path: paths.auth.backofficeLogin, lazy: backofficeLogin },
  { path: paths.auth.backofficeSignup, lazy: backofficeSignup },
  { path: paths.auth.superadminLogin, lazy: superadminLogin },
  { path: paths.auth.forgotPassword, lazy: forgotPassword },
  { path: paths.auth.resetPassword, lazy: resetPassword },
];

const backofficeRoute: RouteObject = {
  path: b.root,
  lazy: backofficeRoot,
  children: [
    { index: true, element: <Navigate to={toBackoffice(b.dashboard)} replace /> },
    { path: b.dashboard, lazy: backofficeScreen('dashboard') },
    { path: b.sliderBanners, lazy: backofficeScreen('sliderBanners') },
    { path: b.welcomeMessage, lazy: backofficeScreen('welcomeMessage') },
    { path: b.introduction, lazy: backofficeScreen('introduction') },
    { path: b.aboutCompany, lazy: backofficeScreen('aboutCompany') },
    { path: b.whyNetworkMarketing, lazy: backofficeScreen('whyNetworkMarketing') },
    { path: b.opportunityVideo, lazy: backofficeScreen('opportunityVideo') },
    { path: b.supportMessage, lazy: backofficeScreen('supportMessage') },
    { path: b.aboutPage, lazy: backofficeScreen('aboutPage') },
    { path: b.categories, lazy: backofficeScreen('categories') },
    { path: b.productsList, lazy: backofficeScreen('productsList') },
    { path: b.productPage, lazy: backofficeScreen('productPage') },
    {
      path: b.opportunity,
      children: [
        { index: true, lazy: backofficeScreen('opportunityPageBanner') }, // = page-banner
        { path: b.pageBanner, lazy: backofficeScreen('opportunityPageBanner') },
        { path: b.pageContent, lazy: backofficeScreen('opportunityPageContent') },
        { path: b.videoSection, lazy: backofficeScreen('opportunityVideoSection') },
        { path: b.compensationPlan, lazy: backofficeScreen('compensationPlan') },
      ],
    },
    {
      path: b.joinUs,
      children: [
        { index: true, lazy: backofficeScreen('joinUsPageBanner') }, // = page-banner
        { path: b.pageBanner, lazy: backofficeScreen('joinUsPageBanner') },
        { path: b.pageContent, lazy: backofficeScreen('joinUsPageContent') },
      ],
    },
    { path: b.contactUs, lazy: backofficeScreen('contactUs') },
    { path: b.blogs, lazy: backofficeScreen('blogs') },
    { path: b.socialMedia, lazy: backofficeScreen('socialMedia') },
    { path: b.footerDisclaimer, lazy: backofficeScreen('footerDisclaimer') },
    { path: b.subscriberMessage, lazy: backofficeScreen('subscriberMessage') },
    { path: b.campaigns, lazy: backofficeScreen('campaigns') },
    { path: b.settings, lazy: backofficeScreen('settings') },
    { path: b.notifications, lazy: backofficeScreen('notifications') },
    { path: b.analytics, lazy: backofficeScreen('analytics') },
    { path: b.training, lazy: backofficeScreen('training') },
  ],
};

const adminRoute: RouteObject = {
  path: a.root,
  lazy: adminRoot,
  children: [
    { index: true, element: <Navigate to={toAdmin(a.dashboard)} replace /> },
    { path: a.dashboard, lazy: adminDashboard },
    { path: a.analytics, lazy: adminAnalytics },
    { path: a.agents, lazy: adminAgents },
    { path: a.trainingManage, lazy: adminTrainingManage },
    { path: a.training, element: <Navigate to={toAdmin(a.trainingManage)} replace /> },
    { path: a.settings, lazy: adminSettings },
    { path: a.createUser, lazy: adminCreateUser },
    { path: a.resetPass, lazy: adminResetPass },
    { path: a.sendNotification, lazy: adminSendNotification },
    { path: a.messages, lazy: adminMessages },
    { path: a.domains, lazy: adminDomains },
    { path: a.emails, lazy: adminEmails },
    { path: a.campaigns, lazy: adminCampaigns },
  ],
};

/** The whole route table (spec §2) for the given kind of host. */
export function buildRoutes(hostKind: HostKind): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        // The storefront is plain React: it is not under the UI shell, so visitors never download Mantine or Query.
        ...(isTenantHost(hostKind) ? tenantHostRoutes() : []),
        {
          id: 'ui-shell',
          lazy: uiShell,
          children: [
            ...(isTenantHost(hostKind) ? [] : landingRoutes()),
            {
              id: 'full-styles',
              lazy: fullStyles,
              children: [...(isTenantHost(hostKind) ? [] : templateDemoRoutes()), ...authRoutes, backofficeRoute, adminRoute],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}

export function createAppRouter(hostKind: HostKind, routes: RouteObject[] = buildRoutes(hostKind)) {
  return createBrowserRouter(routes);
}

