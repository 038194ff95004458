import { useT } from '@/i18n/storefront-intl';
import { Link, useParams } from 'react-router-dom';
import { useProduct, type Product } from '@/features/storefront/api/catalog';
import catalog from '@/features/storefront/components/catalog.module.css';
import page from '@/features/storefront/components/page.module.css';
import { AvailabilityBadge } from '@/features/storefront/components/product-card';
import { SmartImage } from '@/features/storefront/components/smart-image';
import { EmptyState, ErrorState, TextSkeleton, errorText } from '@/features/storefront/components/states';
import { ButtonAnchor } from '@/features/storefront/components/ui/button';
import { Skeleton } from '@/features/storefront/components/ui/skeleton';
import { Stack } from '@/features/storefront/components/ui/stack';
import { VideoEmbed } from '@/features/storefront/components/video-embed';
import { DEFAULT_IMAGES, text } from '@/features/storefront/lib/defaults';
import { formatPrice } from '@/features/storefront/lib/format';
import { goHref, safeHttpUrl, storefrontHref } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';
import { useStorefrontTitle } from '@/features/storefront/lib/use-storefront-title';
import { isApiError } from '@/lib/api-client';

export interface PriceLines {
  yourPrice: string | null;
  basePrice: string | null;
  preferredPrice: string | null;
}

/** The three prices of a product in its currency (the tenant's when the product has none). */
export function productPrices(product: Product, fallbackCurrency: string, locale: string): PriceLines {
  const currency = text(product.currency) ?? fallbackCurrency;
  return {
    yourPrice: formatPrice(product.your_price, currency, locale),
    basePrice: formatPrice(product.base_price, currency, locale),
    preferredPrice: formatPrice(product.preferred_customer_price, currency, locale),
  };
}

function ProductSkeleton() {
  return (
    <div className={`${page.container} ${catalog.detail}`} aria-busy="true" aria-label={useT()('state.loading')}>
      <Skeleton height={360} />
      <Stack>
        <Skeleton height={36} width="70%" />
        <Skeleton height={80} />
        <TextSkeleton lines={4} />
      </Stack>
    </div>
  );
}

export function ProductDetails({ product, currency, basePath = '' }: { product: Product; currency: string; basePath?: string }) {
  const t = useT();
  // In the site's language, in the catalog's currency (KRW and JPY without decimals).
  const prices = productPrices(product, currency, t.intl.locale);
  // Sold in the shop: Buy goes through the site's click link, which resolves the distributor's own shop link.
  const shopLink = safeHttpUrl(product.buy_link);
  const buyLink = shopLink && goHref(basePath, { buy: product.id }, shopLink);
  const guide = text(product.guide_pdf);
  const video = text(product.video_url) ?? text(product.video);
  const categorySlug = text(product.category_slug);

  return (
    <article>
      {text(product.banner_image) && (
        <SmartImage
          key={product.banner_image}
          className={catalog.banner}
          src={product.banner_image}
          fallback={DEFAULT_IMAGES.hero}
          alt=""
          eager
          sizes="full"
        />
      )}
      <div className={`${page.container} ${catalog.detail}`}>
        <SmartImage
          key={product.image ?? ''}
          className={catalog.detailImage}
          src={product.image}
          fallback={DEFAULT_IMAGES.product}
          alt={product.name}
          eager
          sizes="half"
          width={800}
          height={800}
        />
        <div>
          <ol className={page.breadcrumbs}>
            <li>
              <Link to={storefrontHref(basePath, 'products')}>{t('nav.products')}</Link>
            </li>
            {categorySlug && (
              <li>
                <Link to={storefrontHref(basePath, `products/${encodeURIComponent(categorySlug)}`)}>
                  {product.category_name ?? categorySlug}
                </Link>
              </li>
            )}
            <li aria-current="page">{product.name}</li>
          </ol>
          <h1 className={catalog.title}>{product.name}</h1>
          {product.title && product.title !== product.name && <p className={catalog.subtitle}>{product.title}</p>}

          <div className={catalog.priceBox}>
            <div className={catalog.priceHead}>
              <div>
                <span className={catalog.yourPriceLabel}>{t('catalog.yourPrice')}</span>
                <strong className={catalog.yourPrice} data-testid="your-price">
                  {prices.yourPrice ?? t('catalog.priceOnRequest')}
                </strong>
              </div>
              <AvailabilityBadge availability={product.availability} size="lg" />
            </div>
            {(prices.basePrice ?? prices.preferredPrice) && (
              <dl className={catalog.otherPrices}>
                {prices.basePrice && (
                  <>
                    <dt>{t('catalog.basePrice')}</dt>
                    <dd>{prices.basePrice}</dd>
                  </>
                )}
                {prices.preferredPrice && (
                  <>
                    <dt>{t('catalog.preferredPrice')}</dt>
                    <dd>{prices.preferredPrice}</dd>
                  </>
                )}
              </dl>
            )}
          </div>

          {(buyLink ?? guide) && (
            <div className={catalog.actions}>
              {buyLink && (
                <ButtonAnchor href={buyLink} target="_blank" rel="noopener noreferrer" size="md">
                  {t('catalog.buyNow')}
                </ButtonAnchor>
              )}
              {guide && (
                <ButtonAnchor href={guide} download target="_blank" rel="noopener noreferrer" variant="outline" size="md">
                  {t('catalog.downloadGuide')}
                </ButtonAnchor>
              )}
            </div>
          )}

          {text(product.description) && <div className={page.prose}>{product.description}</div>}

          {text(product.instructions) && (
            <section className={catalog.block} aria-labelledby="product-instructions">
              <h2 id="product-instructions">{t('catalog.howToUse')}</h2>
              <div className={page.prose}>{product.instructions}</div>
            </section>
          )}

          {video && (
            <section className={catalog.block} aria-labelledby="product-video">
              <h2 id="product-video">{t('catalog.productVideo')}</h2>
              <VideoEmbed url={video} title={t('catalog.videoOf', { name: product.name })} />
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

/** /products/:category/:id — one product. */
export function ProductRoute() {
  const { id = '' } = useParams();
  const { basePath, currency } = useStorefront();
  const product = useProduct(id);
  const t = useT();
  useStorefrontTitle(product.data?.name);

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    const notFound = isApiError(product.error) && product.error.status === 404;
    return (
      <div className={page.container}>
        {notFound ? (
          <EmptyState title={t('catalog.productNotFound')}>
            {t('catalog.productNotFoundText')} <Link to={storefrontHref(basePath, 'products')}>{t('catalog.seeAllProducts')}</Link>
          </EmptyState>
        ) : (
          <ErrorState message={errorText(product.error, t, 'catalog.productError')} onRetry={() => void product.refetch()} />
        )}
      </div>
    );
  }
  return <ProductDetails product={product.data} currency={currency} basePath={basePath} />;
}
