import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** One catalog country's shop-link rules (docs/product.md "Shop links and sales credit"). */
export type ShopLinkRule = Schema<'ShopLinkRuleView'>;

export const useShopLinks = () =>
  useQuery({ queryKey: adminKeys.shopLinks, queryFn: ({ signal }) => typedApi.get('/admin/shop-links', { signal }) });

/** Saves every country's rules at once; the answer replaces the cached list. */
export function useSaveShopLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (countries: ShopLinkRule[]) => typedApi.put('/admin/shop-links', { body: { countries } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.shopLinks, answer);
    },
  });
}
