import type { ListQuery } from '@/features/admin/lib/paging';

/**
 * Every admin query key in one place, so writes invalidate exactly what they change. The server-paged
 * lists have one entry per search and page under a common prefix (`tenantUsers`, `domains`): writes
 * invalidate or patch the prefix, i.e. every page.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  tenantUsers: ['admin', 'tenant-users'] as const,
  tenantUsersPage: (query: ListQuery) => ['admin', 'tenant-users', query] as const,
  settings: (tenantId: string) => ['admin', 'settings', tenantId] as const,
  messages: (status: string) => ['admin', 'messages', status] as const,
  allMessages: ['admin', 'messages'] as const,
  notifications: ['admin', 'notifications'] as const,
  trainings: ['admin', 'trainings'] as const,
  trainingCategories: ['admin', 'training-categories'] as const,
  domains: ['admin', 'domains'] as const,
  domainsPage: (query: ListQuery & { status: string }) => ['admin', 'domains', query] as const,
  emails: ['admin', 'emails'] as const,
  emailsPage: (query: ListQuery & { status: string }) => ['admin', 'emails', query] as const,
  campaignFleet: ['admin', 'campaign-fleet'] as const,
  campaignFleetPage: (query: ListQuery) => ['admin', 'campaign-fleet', query] as const,
  deliverability: ['admin', 'deliverability'] as const,
  shopLinks: ['admin', 'shop-links'] as const,
};
