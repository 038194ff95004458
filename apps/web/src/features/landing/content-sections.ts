/** Copy of the landing sections below the first screen (joining steps and FAQ topics: docs/product.md#users). */

export interface DetailedFeatureGroup {
  title: string;
  items: string[];
}

export const DETAILED_FEATURES: DetailedFeatureGroup[] = [
  {
    title: 'Products and pricing',
    items: [
      'Catalogue preloaded by country',
      'Local pricing in your currency',
      'Product pages with your own buy links',
      'Categories you can show or hide',
    ],
  },
  {
    title: 'Content and pages',
    items: [
      'Home, opportunity, join-us and contact pages',
      'Built-in blog with image banners',
      'Welcome, introduction and support messages',
      'Opportunity video section',
    ],
  },
  {
    title: 'Audience and follow-up',
    items: [
      'Lead capture with autoresponder emails',
      'Newsletter subscribers in one list',
      'Social links on every page',
      'Contacts, leads and campaigns in the back office',
    ],
  },
  {
    title: 'Reliability and support',
    items: [
      '99.99% uptime',
      'Secure hosting on your subdomain or own domain',
      'Training feed in your back office',
      '24/7 online support by email',
    ],
  },
];

export interface Slide {
  title: string;
  text: string;
  image: string;
  alt: string;
}

/** docs/product.md#landing: the four back-office slides, in order. */
export const SLIDES: Slide[] = [
  {
    title: 'Comprehensive Dashboard',
    text: 'See visitors, leads, subscribers and campaigns at a glance the moment you log in.',
    image: '/landing/slide-dashboard.svg',
    alt: 'Back-office dashboard with visitor, lead and subscriber figures and a growth chart',
  },
  {
    title: 'Team Performance Tracking',
    text: 'Follow how your team is doing and spot who needs a hand before they fall behind.',
    image: '/landing/slide-team.svg',
    alt: 'List of team members with progress bars for their activity',
  },
  {
    title: 'Detailed Commission Reports',
    text: 'Keep an eye on your results month by month with clear, easy-to-read reports.',
    image: '/landing/slide-commissions.svg',
    alt: 'Bar chart of monthly totals next to a list of report lines',
  },
  {
    title: 'Marketing Tools and Resources',
    text: 'Blog posts, campaigns, social links and training material, all ready to share.',
    image: '/landing/slide-marketing.svg',
    alt: 'Marketing tools: a blog post card, a campaign megaphone and social media buttons',
  },
];

export interface Step {
  title: string;
  text: string;
}

/** The joining steps, in order (docs/product.md#users). */
export const joiningSteps = (companyName: string, platformName: string): Step[] => [
  {
    title: 'Learn about the business',
    text: `Explore ${companyName}, its products and its business opportunity, and see whether it fits your goals.`,
  },
  {
    title: `Register as a distributor with ${companyName}`,
    text: `Sign up as an independent distributor with ${companyName} to get your distributor details.`,
  },
  {
    title: `Subscribe to ${platformName}`,
    text: 'Join the site system and activate your personal site or subdomain within 24 hours.',
  },
  {
    title: 'Personalise and publish',
    text: 'Add your site name, photo, logo and distributor details in the back office, then publish.',
  },
  {
    title: 'Promote your site',
    text: 'Share your link on social media, in messages and in conversations, and let the site capture leads.',
  },
  {
    title: 'Track and train',
    text: 'Follow your leads and subscribers in the back office, and keep learning with the training feed.',
  },
];

export interface Faq {
  value: string;
  question: string;
  answer: string;
}

/** The FAQ topics (docs/product.md#users), written as questions and answers. */
export const faqs = (companyName: string, platformName: string, supportEmail: string): Faq[] => [
  {
    value: 'what',
    question: `What is ${platformName}?`,
    answer:
      `${platformName} is a ready-made website with a back office for independent distributors of ` +
      `${companyName}. You get a professional site with products for your country, a blog, lead capture and ` +
      'training, without building anything yourself.',
  },
  {
    value: 'start',
    question: 'How do I get started?',
    answer:
      'Register and activate your URL or subdomain. Then log in to the back office and fill in your site name, your ' +
      'personal information, your logo and your distributor info. Your site is live as soon as you publish.',
  },
  {
    value: 'official',
    question: `Is this an official ${companyName} website?`,
    answer:
      `No. ${platformName} is an independent service and is not owned by or affiliated with ${companyName}. ` +
      'Your site is an independent distributor website: you own it and its content.',
  },
  {
    value: 'customize',
    question: 'Can I customise my site?',
    answer:
      'Yes, it is fully customisable. Change the texts, images, banners, blog posts, products shown, social links ' +
      'and contact details whenever you like from the back office.',
  },
  {
    value: 'skills',
    question: 'Do I need technical skills?',
    answer:
      'No technical skills are needed. Everything is done through simple forms in the back office, and we take care of hosting, security and updates.',
  },
  {
    value: 'promote',
    question: 'How do I promote my site?',
    answer:
      'Share your site link on your social media profiles, in messages and emails, and on your business cards. Post ' +
      'regularly on your blog, and let the lead capture and autoresponder emails follow up for you.',
  },
  {
    value: 'support',
    question: 'What support do I get?',
    answer: `We offer 24/7 online support by email. Write to ${supportEmail} at any time and we will get back to you.`,
  },
];
