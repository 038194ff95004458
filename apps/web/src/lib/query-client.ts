import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '@/lib/retry';

// Shared with the storefront's own fetch hook (features/storefront/lib/use-resource.ts).
export { shouldRetry };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
