import { useT } from '@/i18n/storefront-intl';
import { Link, useParams } from 'react-router-dom';
import { useCategories, useProducts } from '@/features/storefront/api/catalog';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { ProductCard } from '@/features/storefront/components/product-card';
import { CardGridSkeleton, EmptyState, ErrorState, errorText } from '@/features/storefront/components/states';
import { storefrontHref } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';
import { useStorefrontTitle } from '@/features/storefront/lib/use-storefront-title';

/** /products/:category — the category's products (the segment is the category slug). */
export function CategoryRoute() {
  const { category: slug = '' } = useParams();
  const { basePath, currency } = useStorefront();
  const categories = useCategories();
  const products = useProducts(slug);
  const category = categories.data?.find((c) => c.slug === slug || String(c.id) === slug);
  const productsHref = storefrontHref(basePath, 'products');
  const t = useT();
  useStorefrontTitle(category?.name);

  const breadcrumbs = (
    <ol className={page.breadcrumbs}>
      <li>
        <Link to={productsHref}>{t('nav.products')}</Link>
      </li>
      <li aria-current="page">{category?.name ?? slug}</li>
    </ol>
  );

  if (categories.isSuccess && !category) {
    return (
      <>
        <PageHeader title={t('catalog.categoryNotFound')} before={breadcrumbs} />
        <div className={page.container}>
          <EmptyState title={t('catalog.categoryNotFound')}>
            {t('catalog.categoryNotFoundText')} <Link to={productsHref}>{t('catalog.seeAllProducts')}</Link>
          </EmptyState>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={category?.name ?? t('nav.products')} lead={category?.description ?? undefined} before={breadcrumbs} />
      <section className={page.section}>
        <div className={page.container}>
          {products.isPending ? (
            <CardGridSkeleton />
          ) : products.isError ? (
            <ErrorState message={errorText(products.error, t, 'catalog.productsError')} onRetry={() => void products.refetch()} />
          ) : products.data.length === 0 ? (
            <EmptyState title={t('catalog.noProducts')}>
              {t('catalog.noProductsInCategory')} <Link to={productsHref}>{t('catalog.seeAllProducts')}</Link>
            </EmptyState>
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
