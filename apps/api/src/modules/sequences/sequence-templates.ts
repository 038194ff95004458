import type { SequenceTemplateView } from './sequences.views.js';

const email = (days: number, subject: string, content: string, at_hour: number | null = 10) => ({
  type: 'email' as const,
  wait: { amount: days, unit: 'days' as const },
  at_hour,
  subject,
  preheader: null,
  content,
  tag: null,
  status: null,
});

/**
 * The three sequences a distributor can start from (docs/product.md "Sequences"). The wording makes no
 * health or income claim (a test runs every template through the compliance checker).
 */
export const SEQUENCE_TEMPLATES: SequenceTemplateView[] = [
  {
    key: 'new_lead_follow_up',
    name: 'New lead follow-up (10 days)',
    description: 'Three emails over ten days to someone who asked a question on your site.',
    trigger: { type: 'lead_captured', tag: null, status: null },
    basis: 'enquiry',
    exit_statuses: ['customer', 'team_member', 'not_interested'],
    steps: [
      email(
        0,
        'Thanks for getting in touch',

        '<p>Hi, thank you for your message. I read every enquiry myself and will answer your question personally.</p>' +
          '<p>In the meantime, feel free to look around the products on my site.</p>',
        null,
      ),
      email(
        3,
        'A few answers people often ask for',

        '<p>Many people ask how to choose the right product for them. I am happy to walk you through the options and how others use them day to day.</p>' +
          '<p>Just reply to this email with any question.</p>',
      ),
      email(
        7,
        'Still happy to help',
        '<p>I wanted to check whether you found what you were looking for. If now is not the right time, no problem: you can reply whenever it suits you.</p>',
      ),
    ],
  },
  {
    key: 'new_subscriber_welcome',
    name: 'New subscriber welcome',
    description: 'A welcome and two introductions for people who confirmed your newsletter.',
    trigger: { type: 'subscription_confirmed', tag: null, status: null },
    basis: 'subscribers',
    exit_statuses: [],
    steps: [
      email(
        0,
        'Welcome, and thank you for subscribing',

        '<p>Welcome! I share product news, tips on getting the most from them and the occasional offer.</p>' +
          '<p>You can unsubscribe at any time with the link at the bottom of every email.</p>',
        null,
      ),
      email(
        2,
        'Getting to know the range',
        '<p>Here is a short tour of the product families on my site and what people like about each of them.</p>',
      ),
      email(
        5,
        'How I can help you',
        '<p>If you have questions about a product or an order, just reply to this email: I am happy to help.</p>',
      ),
    ],
  },
  {
    key: 'customer_reorder_reminder',
    name: 'Re-order reminder after 30 days',
    description: 'A friendly reminder 30 days after someone becomes a customer.',
    trigger: { type: 'status_changed', tag: null, status: 'customer' },
    basis: 'subscribers',
    exit_statuses: ['not_interested'],
    steps: [
      email(
        30,
        'Time to re-order?',
        '<p>It has been about a month since your order. If you would like to order again, the products are on my site, ' +
          'and I am happy to answer any question first.</p>',
      ),
    ],
  },
];
