import { useCategories, useProducts } from '@/features/storefront/api/catalog';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { CategoryCard, ProductCard } from '@/features/storefront/components/product-card';
import { CardGridSkeleton, EmptyState, ErrorState, errorText } from '@/features/storefront/components/states';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

/** /products: category cards, then every active product. */
export function ProductsRoute() {
  const { basePath, companyName, currency } = useStorefront();
  const categories = useCategories();
  const products = useProducts();

  return (
    <>
      <PageHeader title="Products" lead={`Premium wellness products from ${companyName}, with local pricing.`} />

      {(categories.isPending || (categories.data?.length ?? 0) > 0 || categories.isError) && (
        <section className={page.section} aria-labelledby="categories-title">
          <div className={page.container}>
            <h2 id="categories-title" className={page.sectionTitle}>
              Shop by Category
            </h2>
            {categories.isPending ? (
              <CardGridSkeleton count={3} />
            ) : categories.isError ? (
              <ErrorState
                message={errorText(categories.error, 'Unable to load categories.')}
                onRetry={() => void categories.refetch()}
              />
            ) : (
              <div className={page.grid}>
                {categories.data.map((category) => (
                  <CategoryCard key={category.id} category={category} basePath={basePath} />
                ))}
              </div>
            )}
          </div>
        </section>
      )}

      <section className={page.sectionAlt} aria-labelledby="products-title">
        <div className={page.container}>
          <h2 id="products-title" className={page.sectionTitle}>
            All Products
          </h2>
          {products.isPending ? (
            <CardGridSkeleton />
          ) : products.isError ? (
            <ErrorState message={errorText(products.error, 'Unable to load products.')} onRetry={() => void products.refetch()} />
          ) : products.data.length === 0 ? (
            <EmptyState title="No products yet">Products will appear here as soon as they are published.</EmptyState>
          ) : (
            <div className={page.grid}>
              {products.data.map((product) => (
                <ProductCard key={product.id} product={product} currency={currency} basePath={basePath} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
