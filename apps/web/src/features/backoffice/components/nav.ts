import type { ShellNavGroup } from '@/components/layout/dashboard-shell';
import { paths, toBackoffice } from '@/lib/paths';

const b = paths.backoffice;

/** Every back-office screen, grouped as in the sidebar. */
export const BACKOFFICE_NAV: ShellNavGroup[] = [
  {
    group: 'Overview',
    items: [
      { label: 'Dashboard', to: toBackoffice(b.dashboard), aliases: [b.root] },
      { label: 'Analytics', to: toBackoffice(b.analytics) },
    ],
  },
  {
    group: 'Home page',
    items: [
      { label: 'Slider banners', to: toBackoffice(b.sliderBanners) },
      { label: 'Welcome message', to: toBackoffice(b.welcomeMessage) },
      { label: 'Introduction', to: toBackoffice(b.introduction) },
      { label: 'About company', to: toBackoffice(b.aboutCompany) },
      { label: 'Why network marketing', to: toBackoffice(b.whyNetworkMarketing) },
      { label: 'Opportunity video', to: toBackoffice(b.opportunityVideo) },
      { label: 'Support message', to: toBackoffice(b.supportMessage) },
    ],
  },
  {
    group: 'Products',
    items: [
      { label: 'Categories', to: toBackoffice(b.categories) },
      { label: 'Products list', to: toBackoffice(b.productsList) },
      { label: 'Product page', to: toBackoffice(b.productPage) },
    ],
  },
  {
    group: 'Opportunity',
    items: [
      {
        label: 'Page banner',
        title: 'Opportunity page banner',
        to: toBackoffice(b.opportunity, b.pageBanner),
        aliases: [toBackoffice(b.opportunity)],
      },
      { label: 'Page content', title: 'Opportunity page content', to: toBackoffice(b.opportunity, b.pageContent) },
      { label: 'Video section', title: 'Opportunity video section', to: toBackoffice(b.opportunity, b.videoSection) },
      { label: 'Compensation plan', to: toBackoffice(b.opportunity, b.compensationPlan) },
    ],
  },
  {
    group: 'Join us',
    items: [
      {
        label: 'Page banner',
        title: 'Join us page banner',
        to: toBackoffice(b.joinUs, b.pageBanner),
        aliases: [toBackoffice(b.joinUs)],
      },
      { label: 'Page content', title: 'Join us page content', to: toBackoffice(b.joinUs, b.pageContent) },
    ],
  },
  {
    group: 'Content',
    items: [
      { label: 'About page', to: toBackoffice(b.aboutPage) },
      { label: 'Contact us', to: toBackoffice(b.contactUs) },
      { label: 'Blogs', to: toBackoffice(b.blogs) },
      { label: 'Social media', to: toBackoffice(b.socialMedia) },
      { label: 'Footer disclaimer', to: toBackoffice(b.footerDisclaimer) },
      { label: 'Subscriber message', to: toBackoffice(b.subscriberMessage) },
    ],
  },
  {
    group: 'Growth',
    items: [
      { label: 'Contacts', to: toBackoffice(b.contacts) },
      { label: 'Campaigns', to: toBackoffice(b.campaigns) },
      { label: 'Sequences', to: toBackoffice(b.sequences) },
    ],
  },
  {
    group: 'Account',
    items: [
      { label: 'Settings', to: toBackoffice(b.settings) },
      { label: 'Notifications', to: toBackoffice(b.notifications) },
      { label: 'Training', to: toBackoffice(b.training) },
    ],
  },
];
