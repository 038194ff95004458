import { Badge, Text } from '@mantine/core';
import { CATEGORY_FIELDS, categoriesResource, categoryValues, type Category } from '@/features/backoffice/catalog/api/categories';
import { CollectionScreen, type CollectionConfig } from '@/features/backoffice/components/collection-screen';
import { Screen } from '@/features/backoffice/components/screen';
import { Thumbnail } from '@/features/backoffice/components/thumbnail';

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'green' : 'gray'}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}

const config: CollectionConfig<Category> = {
  resource: categoriesResource,
  noun: 'Category',
  fields: CATEGORY_FIELDS,
  toValues: categoryValues,
  rowLabel: (category) => category.name,
  searchText: (category) => [category.name, category.description].filter(Boolean).join(' '),
  empty: 'No categories yet.',
  columns: [
    { key: 'image', header: 'Image', render: (category) => <Thumbnail src={category.image} alt={category.name} /> },
    { key: 'name', header: 'Name', render: (category) => <Text fw={500}>{category.name}</Text> },
    {
      key: 'description',
      header: 'Description',
      wide: true,
      render: (category) => (
        <Text size="sm" lineClamp={2}>
          {category.description || '—'}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (category) => <StatusBadge status={category.status} /> },
  ],
};

export function CategoriesRoute() {
  return (
    <Screen
      title="Categories"
      description="Product categories on your site. Only active categories are shown to visitors."
      sitePath="/products"
    >
      <CollectionScreen config={config} />
    </Screen>
  );
}
