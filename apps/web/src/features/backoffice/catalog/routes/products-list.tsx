import { Badge, Stack, Text } from '@mantine/core';
import { useTenantList } from '@/features/backoffice/api/tenant-resource';
import { categoriesResource } from '@/features/backoffice/catalog/api/categories';
import {
  availabilityLabel,
  productFields,
  productValues,
  productsResource,
  type Product,
} from '@/features/backoffice/catalog/api/products';
import { StatusBadge } from '@/features/backoffice/catalog/routes/categories';
import { CollectionScreen, type CollectionConfig } from '@/features/backoffice/components/collection-screen';
import { LoadError } from '@/components/ui/query-state';
import { Screen } from '@/features/backoffice/components/screen';
import { Thumbnail } from '@/features/backoffice/components/thumbnail';
import { price } from '@/features/backoffice/lib/format';

export function ProductsListRoute() {
  const categories = useTenantList(categoriesResource);
  const categoryList = categories.data ?? [];
  const categoryName = (product: Product) =>
    product.category_name ?? categoryList.find((category) => category.id === product.category_id)?.name ?? '';

  const config: CollectionConfig<Product> = {
    resource: productsResource,
    noun: 'Product',
    fields: productFields(categoryList),
    toValues: (product) => productValues(product),
    rowLabel: (product) => product.name,
    searchText: (product) => [product.name, product.title, categoryName(product), product.description].filter(Boolean).join(' '),
    empty: 'No products yet.',
    columns: [
      { key: 'image', header: 'Image', render: (product) => <Thumbnail src={product.image} alt={product.name} /> },
      {
        key: 'name',
        header: 'Name',
        render: (product) => (
          <Stack gap={0}>
            <Text fw={500}>{product.name}</Text>
            {product.title && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {product.title}
              </Text>
            )}
          </Stack>
        ),
      },
      { key: 'category', header: 'Category', wide: true, render: (product) => categoryName(product) || '—' },
      { key: 'your_price', header: 'Your price', render: (product) => price(product.your_price, product.currency) || '—' },
      {
        key: 'availability',
        header: 'Availability',
        wide: true,
        render: (product) => (
          <Badge
            variant="outline"
            color={product.availability === 'in_stock' ? 'teal' : product.availability === 'coming_soon' ? 'blue' : 'orange'}
          >
            {availabilityLabel(product.availability)}
          </Badge>
        ),
      },
      { key: 'status', header: 'Status', render: (product) => <StatusBadge status={product.status} /> },
    ],
  };

  return (
    <Screen title="Products" description="Your catalog. Active products are listed on your site with your prices." sitePath="/products">
      {categories.isError && (
        <LoadError
          title="Could not load the categories"
          error={categories.error}
          onRetry={() => {
            void categories.refetch();
          }}
        />
      )}
      <CollectionScreen config={config} />
    </Screen>
  );
}
