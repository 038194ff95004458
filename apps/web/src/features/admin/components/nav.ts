import type { ShellNavGroup } from '@/components/layout/dashboard-shell';
import { paths, toAdmin } from '@/lib/paths';

const a = paths.admin;

/** Every admin screen, grouped as in the sidebar. */
export const ADMIN_NAV: ShellNavGroup[] = [
  {
    group: 'Overview',
    items: [
      { label: 'Dashboard', to: toAdmin(a.dashboard), aliases: [a.root] },
      { label: 'Analytics', to: toAdmin(a.analytics), title: 'Platform analytics' },
    ],
  },
  {
    group: 'Distributors',
    items: [
      { label: 'Distributors', to: toAdmin(a.agents) },
      { label: 'Create distributor', to: toAdmin(a.createUser) },
      { label: 'Reset password', to: toAdmin(a.resetPass), title: "Reset a distributor's password" },
      { label: 'Settings', to: toAdmin(a.settings) },
      { label: 'Domains', to: toAdmin(a.domains) },
      { label: 'Shop links', to: toAdmin(a.shopLinks), title: 'Where Buy and Join lead, with the member ID, per country' },
    ],
  },
  {
    group: 'Communication',
    items: [
      { label: 'Send notification', to: toAdmin(a.sendNotification) },
      { label: 'Messages', to: toAdmin(a.messages) },
      { label: 'Emails', to: toAdmin(a.emails), title: 'Outgoing emails' },
      { label: 'Campaigns', to: toAdmin(a.campaigns), title: "Distributors' campaign sending" },
      { label: 'Deliverability', to: toAdmin(a.deliverability), title: 'Email authentication records (DKIM, SPF, DMARC)' },
    ],
  },
  {
    group: 'Training',
    items: [
      {
        label: 'Manage training',
        to: toAdmin(a.trainingManage),
        aliases: [toAdmin(a.training)],
      },
    ],
  },
];
