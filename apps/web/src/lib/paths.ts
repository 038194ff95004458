/**
 * Every route path of the app (docs/product.md#routes). Child segments are relative to their parent;
 * `to*` helpers build absolute URLs for links and redirects.
 */
export const paths = {
  home: '/',

  auth: {
    backofficeLogin: '/backoffice-login',
    backofficeSignup: '/backoffice-signup',
    superadminLogin: '/superadmin-login',
    forgotPassword: '/forgot-password',
    resetPassword: '/reset-password',
  },

  /** Tenant-domain public pages (relative to `/`). */
  storefront: {
    products: 'products',
    productsByCategory: 'products/:category',
    product: 'products/:category/:id',
    opportunity: 'opportunity',
    joinUs: 'join-us',
    contact: 'contact',
    blog: 'blog',
    blogPost: 'blog/:id',
    incomeDisclaimer: 'income-disclaimer',
    privacyPolicy: 'privacy-policy',
    termsOfUse: 'terms-of-use',
    leaders: 'leaders',
    newsletters: 'newsletters',
    /** Where the double opt-in email's link lands (`?result=confirmed|expired|invalid`). */
    newsletterConfirm: 'newsletters/confirm',
    newsletterIssue: 'newsletters/:id',
  },

  /** Template previews on the main domain: the storefront's pages under each, plus `product/:id` (docs/product.md#routes). */
  templateDemo: {
    template1: '/template1',
    template2: '/template2',
    template3: '/template3',
    product: 'product/:id',
  },

  backoffice: {
    root: '/backoffice',
    dashboard: 'dashboard',
    sliderBanners: 'slider-banners',
    welcomeMessage: 'welcome-message',
    introduction: 'introduction',
    aboutCompany: 'about-company',
    whyNetworkMarketing: 'why-network-marketing',
    opportunityVideo: 'opportunity-video',
    supportMessage: 'support-message',
    aboutPage: 'about-page',
    categories: 'categories',
    productsList: 'products-list',
    productPage: 'product-page',
    opportunity: 'opportunity',
    joinUs: 'join-us',
    pageBanner: 'page-banner',
    pageContent: 'page-content',
    videoSection: 'video-section',
    compensationPlan: 'compensation-plan',
    contactUs: 'contact-us',
    blogs: 'blogs',
    socialMedia: 'social-media',
    footerDisclaimer: 'footer-disclaimer',
    subscriberMessage: 'subscriber-message',
    contacts: 'contacts',
    campaigns: 'campaigns',
    sequences: 'sequences',
    settings: 'settings',
    notifications: 'notifications',
    training: 'training',
    analytics: 'analytics',
  },

  admin: {
    root: '/admin',
    dashboard: 'dashboard',
    agents: 'agents',
    training: 'training',
    trainingManage: 'training/manage',
    settings: 'settings',
    createUser: 'create-user',
    resetPass: 'reset-pass',
    sendNotification: 'send-notification',
    messages: 'messages',
    domains: 'domains',
    emails: 'emails',
    campaigns: 'campaigns',
    deliverability: 'deliverability',
    analytics: 'analytics',
    shopLinks: 'shop-links',
  },
} as const;

/** `/backoffice/<segments…>` */
export const toBackoffice = (...segments: string[]): string => [paths.backoffice.root, ...segments].join('/');

/** `/admin/<segments…>` */
export const toAdmin = (...segments: string[]): string => [paths.admin.root, ...segments].join('/');

/** Paths beginning with /admin count as the admin area (docs/product.md#routes). */
export const isAdminArea = (pathname: string): boolean => pathname.startsWith(paths.admin.root);

/** Where a logged-out user of the current area has to sign in again. */
export const loginPathFor = (pathname: string): string => (isAdminArea(pathname) ? paths.auth.superadminLogin : paths.auth.backofficeLogin);
