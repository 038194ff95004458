import { useT } from '@/i18n/storefront-intl';
import { Link } from 'react-router-dom';
import { productCategorySegment, type Category, type Product } from '../api/catalog';
import { DEFAULT_IMAGES } from '../lib/defaults';
import { availabilityColor, formatPrice, normalizeAvailability, type Availability } from '../lib/format';
import type { MessageKey } from '@/i18n/message-keys';

const AVAILABILITY_KEYS: Record<Availability, MessageKey> = {
  in_stock: 'catalog.inStock',
  out_of_stock: 'catalog.outOfStock',
  coming_soon: 'catalog.comingSoon',
};
import { storefrontHref } from '../lib/links';
import catalog from './catalog.module.css';
import page from './page.module.css';
import { SmartImage } from './smart-image';
import { Badge } from './ui/badge';

export function AvailabilityBadge({ availability, size = 'sm' }: { availability: unknown; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={availabilityColor(availability)} size={size}>
      {useT()(AVAILABILITY_KEYS[normalizeAvailability(availability)])}
    </Badge>
  );
}

const productHref = (product: Product, basePath = ''): string =>
  storefrontHref(basePath, `products/${encodeURIComponent(productCategorySegment(product))}/${encodeURIComponent(String(product.id))}`);

export function ProductCard({ product, currency, basePath = '' }: { product: Product; currency: string; basePath?: string }) {
  const t = useT();
  // In the site's language, in the catalog's currency (zero-decimal ones such as KRW and JPY without decimals).
  const price = formatPrice(product.your_price, product.currency ?? currency, t.intl.locale);
  return (
    <Link to={productHref(product, basePath)} className={page.card}>
      <SmartImage
        key={product.image ?? ''}
        className={page.cardImage}
        src={product.image}
        fallback={DEFAULT_IMAGES.product}
        alt=""
        sizes="card"
      />
      <div className={page.cardBody}>
        {product.category_name && <span className={page.meta}>{product.category_name}</span>}
        <h3 className={page.cardTitle}>{product.name}</h3>
        {product.title && product.title !== product.name && <p className={page.cardText}>{product.title}</p>}
        <div className={catalog.priceRow}>
          {price ? <span className={catalog.price}>{price}</span> : <span className={page.meta}>{t('catalog.priceOnRequest')}</span>}
          <AvailabilityBadge availability={product.availability} />
        </div>
      </div>
    </Link>
  );
}

export function CategoryCard({ category, basePath = '' }: { category: Category; basePath?: string }) {
  const slug = category.slug?.trim() || String(category.id);
  return (
    <Link to={storefrontHref(basePath, `products/${encodeURIComponent(slug)}`)} className={page.card}>
      <SmartImage
        key={category.image ?? ''}
        className={`${page.cardImage} ${page.cardWide}`}
        src={category.image}
        fallback={DEFAULT_IMAGES.category}
        alt=""
        sizes="card"
      />
      <div className={page.cardBody}>
        <h3 className={page.cardTitle}>{category.name}</h3>
        {category.description && <p className={page.cardText}>{category.description}</p>}
      </div>
    </Link>
  );
}
