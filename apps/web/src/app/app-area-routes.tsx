import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyRoute } from '@/app/lazy-route';
import { isTenantHost, type HostKind } from '@/lib/host';
import { paths, toAdmin, toBackoffice } from '@/lib/paths';

/**
 * The app areas: template previews (outside the UI shell), sign-in screens, back office and admin (under the
 * full Mantine stylesheet). Not in the entry's route table: the router adds them on the first navigation
 * to one of their paths (app/router.tsx `patchAppAreas`), so a storefront or landing visit downloads
 * neither this table nor the file names of its chunks (Vite's preload map). Each screen stays its own chunk.
 */

// Template previews on the main domain: the storefront's own layouts and pages over demo answers.
const templatePreview = (id: 1 | 2 | 3) =>
  lazyRoute(
    () => import('@/features/storefront/preview/template-preview'),
    (m) => m[`Template${id}PreviewRoute`],
  );

const backofficeLogin = lazyRoute(
  () => import('@/features/auth/routes/backoffice-login'),
  (m) => m.BackofficeLoginRoute,
);
const backofficeSignup = lazyRoute(
  () => import('@/features/auth/routes/backoffice-signup'),
  (m) => m.BackofficeSignupRoute,
);
const superadminLogin = lazyRoute(
  () => import('@/features/auth/routes/superadmin-login'),
  (m) => m.SuperadminLoginRoute,
);
const forgotPassword = lazyRoute(
  () => import('@/features/auth/routes/forgot-password'),
  (m) => m.ForgotPasswordRoute,
);
const resetPassword = lazyRoute(
  () => import('@/features/auth/routes/reset-password'),
  (m) => m.ResetPasswordRoute,
);

const backofficeRoot = lazyRoute(
  () => import('@/features/backoffice/routes/backoffice-root'),
  (m) => m.BackofficeRootRoute,
);
// Back-office screens load through one small module (see features/backoffice/routes/screens.ts).
type BackofficeScreen = import('@/features/backoffice/routes/screens').BackofficeScreen;
const backofficeScreen = (name: BackofficeScreen) => async () => ({
  Component: await (await import('@/features/backoffice/routes/screens')).backofficeScreens[name](),
});

const adminRoot = lazyRoute(
  () => import('@/features/admin/routes/admin-root'),
  (m) => m.AdminRootRoute,
);
const adminDashboard = lazyRoute(
  () => import('@/features/admin/dashboard/routes/dashboard'),
  (m) => m.AdminDashboardRoute,
);
const adminAgents = lazyRoute(
  () => import('@/features/admin/agents/routes/agents'),
  (m) => m.AgentsRoute,
);
const adminTrainingManage = lazyRoute(
  () => import('@/features/admin/training/routes/training-manage'),
  (m) => m.TrainingManageRoute,
);
const adminSettings = lazyRoute(
  () => import('@/features/admin/settings/routes/settings'),
  (m) => m.AdminSettingsRoute,
);
const adminCreateUser = lazyRoute(
  () => import('@/features/admin/create-user/routes/create-user'),
  (m) => m.CreateUserRoute,
);
const adminResetPass = lazyRoute(
  () => import('@/features/admin/reset-pass/routes/reset-pass'),
  (m) => m.ResetPassRoute,
);
const adminSendNotification = lazyRoute(
  () => import('@/features/admin/notifications/routes/send-notification'),
  (m) => m.SendNotificationRoute,
);
const adminMessages = lazyRoute(
  () => import('@/features/admin/messages/routes/messages'),
  (m) => m.MessagesRoute,
);
const adminDomains = lazyRoute(
  () => import('@/features/admin/domains/routes/domains'),
  (m) => m.DomainsRoute,
);
const adminEmails = lazyRoute(
  () => import('@/features/admin/emails/routes/emails'),
  (m) => m.EmailsRoute,
);
const adminCampaigns = lazyRoute(
  () => import('@/features/admin/campaigns/routes/campaigns'),
  (m) => m.CampaignsRoute,
);
const adminDeliverability = lazyRoute(
  () => import('@/features/admin/deliverability/routes/deliverability'),
  (m) => m.DeliverabilityRoute,
);
const adminShopLinks = lazyRoute(
  () => import('@/features/admin/shop-links/routes/shop-links'),
  (m) => m.ShopLinksRoute,
);
const adminAnalytics = lazyRoute(
  () => import('@/features/admin/analytics/routes/analytics'),
  (m) => m.AdminAnalyticsRoute,
);

const t = paths.templateDemo;
const b = paths.backoffice;
const a = paths.admin;

/**
 * The template previews on the main domain, to go right under the root route (outside the UI shell, so plain
 * React like the storefront): each template's layout around the storefront's own pages, with the
 * `product/:id` of docs/product.md#routes added. The caller (app/router.tsx) passes the pages: a lazily loaded chunk importing the
 * router made the bundler move React out of the entry into a chunk of its own, one more request on every visit.
 */
export function templatePreviewRoutes(hostKind: HostKind, storefrontPages: () => RouteObject[]): RouteObject[] {
  if (isTenantHost(hostKind)) return [];
  const children = (): RouteObject[] => {
    const pages = storefrontPages();
    const product = pages.find((route) => route.path === paths.storefront.product);
    return [...pages, { path: t.product, lazy: product?.lazy }];
  };
  return ([1, 2, 3] as const).map((id) => ({ path: t[`template${id}`], lazy: templatePreview(id), children: children() }));
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
    { path: b.contacts, lazy: backofficeScreen('contacts') },
    { path: `${b.contacts}/:contactId`, lazy: backofficeScreen('contact') },
    { path: b.campaigns, lazy: backofficeScreen('campaigns') },
    { path: b.sequences, lazy: backofficeScreen('sequences') },
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
    { path: a.deliverability, lazy: adminDeliverability },
    { path: a.shopLinks, lazy: adminShopLinks },
  ],
};

/** The app areas under the `full-styles` layout route (the same on every kind of host). */
export function appAreaRoutes(): RouteObject[] {
  return [...authRoutes, backofficeRoute, adminRoute];
}
