/** Every admin query key in one place, so writes invalidate exactly what they change. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  tenantUsers: ['admin', 'tenant-users'] as const,
  settings: (tenantId: string) => ['admin', 'settings', tenantId] as const,
  messages: (status: string) => ['admin', 'messages', status] as const,
  allMessages: ['admin', 'messages'] as const,
  notifications: ['admin', 'notifications'] as const,
  trainings: ['admin', 'trainings'] as const,
  trainingCategories: ['admin', 'training-categories'] as const,
  domains: ['admin', 'domains'] as const,
};
