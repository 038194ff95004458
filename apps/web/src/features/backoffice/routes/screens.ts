import type { ComponentType } from 'react';

/**
 * Every back-office screen, each its own chunk. The app's route table loads this small module first
 * and the screen's chunk from here, so the per-screen preload lists live in this chunk rather than in
 * the entry bundle every storefront and landing visitor downloads.
 */
export const backofficeScreens = {
  dashboard: () => import('@/features/backoffice/dashboard/routes/dashboard').then((m) => m.BackofficeDashboardRoute),
  sliderBanners: () => import('@/features/backoffice/sliders/routes/slider-banners').then((m) => m.SliderBannersRoute),
  welcomeMessage: () => import('@/features/backoffice/home-page/routes/home-editors').then((m) => m.WelcomeMessageRoute),
  introduction: () => import('@/features/backoffice/home-page/routes/home-editors').then((m) => m.IntroductionRoute),
  aboutCompany: () => import('@/features/backoffice/home-page/routes/home-editors').then((m) => m.AboutCompanyRoute),
  whyNetworkMarketing: () => import('@/features/backoffice/home-page/routes/home-editors').then((m) => m.WhyNetworkMarketingRoute),
  opportunityVideo: () => import('@/features/backoffice/home-page/routes/home-editors').then((m) => m.OpportunityVideoRoute),
  supportMessage: () => import('@/features/backoffice/home-page/routes/home-editors').then((m) => m.SupportMessageRoute),
  aboutPage: () => import('@/features/backoffice/home-page/routes/home-editors').then((m) => m.AboutPageRoute),
  categories: () => import('@/features/backoffice/catalog/routes/categories').then((m) => m.CategoriesRoute),
  productsList: () => import('@/features/backoffice/catalog/routes/products-list').then((m) => m.ProductsListRoute),
  productPage: () => import('@/features/backoffice/pages/routes/page-editors').then((m) => m.ProductPageRoute),
  opportunityPageBanner: () => import('@/features/backoffice/pages/routes/page-editors').then((m) => m.OpportunityPageBannerRoute),
  opportunityPageContent: () => import('@/features/backoffice/pages/routes/page-editors').then((m) => m.OpportunityPageContentRoute),
  opportunityVideoSection: () => import('@/features/backoffice/pages/routes/page-editors').then((m) => m.OpportunityVideoSectionRoute),
  compensationPlan: () => import('@/features/backoffice/pages/routes/page-editors').then((m) => m.CompensationPlanRoute),
  joinUsPageBanner: () => import('@/features/backoffice/pages/routes/page-editors').then((m) => m.JoinUsPageBannerRoute),
  joinUsPageContent: () => import('@/features/backoffice/pages/routes/page-editors').then((m) => m.JoinUsPageContentRoute),
  contactUs: () => import('@/features/backoffice/contact-us/routes/contact-us').then((m) => m.ContactUsRoute),
  blogs: () => import('@/features/backoffice/blogs/routes/blogs').then((m) => m.BlogsRoute),
  socialMedia: () => import('@/features/backoffice/footer/routes/social-media').then((m) => m.SocialMediaRoute),
  footerDisclaimer: () => import('@/features/backoffice/footer/routes/footer-disclaimer').then((m) => m.FooterDisclaimerRoute),
  subscriberMessage: () => import('@/features/backoffice/audience/routes/subscriber-message').then((m) => m.SubscriberMessageRoute),
  contacts: () => import('@/features/backoffice/contacts/routes/contacts').then((m) => m.ContactsRoute),
  contact: () => import('@/features/backoffice/contacts/routes/contact').then((m) => m.ContactRoute),
  campaigns: () => import('@/features/backoffice/campaigns/routes/campaigns').then((m) => m.CampaignsRoute),
  sequences: () => import('@/features/backoffice/sequences/routes/sequences').then((m) => m.SequencesRoute),
  settings: () => import('@/features/backoffice/settings/routes/settings').then((m) => m.SettingsRoute),
  notifications: () => import('@/features/backoffice/notifications/routes/notifications').then((m) => m.NotificationsRoute),
  training: () => import('@/features/backoffice/training/routes/training').then((m) => m.TrainingRoute),
  analytics: () => import('@/features/backoffice/analytics/routes/analytics').then((m) => m.AnalyticsRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

export type BackofficeScreen = keyof typeof backofficeScreens;
