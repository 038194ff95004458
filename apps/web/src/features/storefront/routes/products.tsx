import { useT } from '@/i18n/storefront-intl';
import { useCategories, useProducts } from '@/features/storefront/api/catalog';
import { useProductPage } from '@/features/storefront/api/pages';
import { CtaLink } from '@/features/storefront/components/cta-link';
import { SmartImage } from '@/features/storefront/components/smart-image';
import { VideoEmbed } from '@/features/storefront/components/video-embed';
import { DEFAULT_IMAGES } from '@/features/storefront/lib/defaults';
import { resolveProductPage } from '@/features/storefront/lib/product-page';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { CategoryCard, ProductCard } from '@/features/storefront/components/product-card';
import { CardGridSkeleton, EmptyState, ErrorState, errorText } from '@/features/storefront/components/states';
import { useStorefront } from '@/features/storefront/lib/use-storefront';
import { useStorefrontTitle } from '@/features/storefront/lib/use-storefront-title';

/** /products: the distributor's product page (banner, intro, video, call to action), category cards, then every active product. */
export function ProductsRoute() {
  const { basePath, companyName, currency } = useStorefront();
  const categories = useCategories();
  const products = useProducts();
  const productPage = useProductPage();
  const t = useT();
  useStorefrontTitle(t('nav.products'));
  // The intro is optional decoration: while it loads or if it fails, the defaults show and the catalogue still does.
  const intro = resolveProductPage(productPage.isSuccess ? productPage.data : {}, companyName, {
    title: t('nav.products'),
    intro: t('catalog.pageIntro', { company: companyName }),
    videoTitle: t('catalog.productVideo'),
  });

  return (
    <>
      <PageHeader title={intro.title} lead={intro.intro} />
      {(intro.bannerImage ?? intro.videoUrl ?? intro.cta) && (
        <section className={page.section} aria-label={t('catalog.aboutProducts')}>
          <div className={page.narrow}>
            {intro.bannerImage && (
              <SmartImage
                key={intro.bannerImage}
                className={`${page.media} ${page.pageBanner}`}
                src={intro.bannerImage}
                fallback={DEFAULT_IMAGES.hero}
                alt=""
                eager
                sizes="content"
                width={1680}
                height={720}
              />
            )}
            <VideoEmbed url={intro.videoUrl} title={intro.videoTitle} />
            {intro.cta && (
              <p>
                <CtaLink href={intro.cta.href} basePath={basePath} size="md" newTab>
                  {intro.cta.text}
                </CtaLink>
              </p>
            )}
          </div>
        </section>
      )}

      {(categories.isPending || (categories.data?.length ?? 0) > 0 || categories.isError) && (
        <section className={page.section} aria-labelledby="categories-title">
          <div className={page.container}>
            <h2 id="categories-title" className={page.sectionTitle}>
              {t('catalog.shopByCategory')}
            </h2>
            {categories.isPending ? (
              <CardGridSkeleton count={3} />
            ) : categories.isError ? (
              <ErrorState message={errorText(categories.error, t, 'catalog.categoriesError')} onRetry={() => void categories.refetch()} />
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
            {t('catalog.allProducts')}
          </h2>
          {products.isPending ? (
            <CardGridSkeleton />
          ) : products.isError ? (
            <ErrorState message={errorText(products.error, t, 'catalog.productsError')} onRetry={() => void products.refetch()} />
          ) : products.data.length === 0 ? (
            <EmptyState title={t('catalog.noProducts')}>{t('catalog.noProductsText')}</EmptyState>
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
