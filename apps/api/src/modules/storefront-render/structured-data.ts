import { storefrontPageTitle } from '@ds/shared';
import type { StorefrontAnswer } from './storefront-answers.service.js';

/**
 * schema.org JSON-LD for a server-rendered storefront page (docs/performance.md "Server rendering"): the store as an Organization on
 * every page, a Product (price in the site's currency) or BlogPosting on their pages, and the
 * BreadcrumbList of pages below the home page. Built from the answers the page was rendered with.
 */

type Json = Record<string, unknown>;
type Answers = Record<string, StorefrontAnswer>;

const dataOf = <T>(answers: Answers, key: string): T | undefined => {
  const answer = answers[key];
  return answer && 'data' in answer ? (answer.data as T) : undefined;
};

const plain = (html: string | null | undefined, max = 300): string | undefined => {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};

const absolute = (origin: string, url: string | null | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url, origin).toString();
  } catch {
    return undefined;
  }
};

interface SiteData {
  settings: {
    site_name: string | null;
    site_email: string | null;
    site_phone: string | null;
    site_address: string | null;
    site_logo_url: string | null;
    currency: string;
  };
}
interface Product {
  id: string;
  name: string;
  title: string | null;
  description: string | null;
  image: string | null;
  your_price: number | string | null;
  base_price: number | string | null;
  currency: string;
  availability: string;
  category_slug: string | null;
  category_name: string | null;
}
interface Category {
  slug: string;
  name: string;
}
interface Post {
  id: string;
  title: string;
  content: string;
  image: string | null;
  created_at: string;
}

const AVAILABILITY: Record<string, string> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  coming_soon: 'https://schema.org/PreOrder',
};

/** The JSON-LD documents of the page at `pathname` (no documents when the store itself was not found). */
export function structuredData(pathname: string, origin: string, siteName: string, answers: Answers): Json[] {
  const site = dataOf<SiteData>(answers, '/site/data');
  if (!site) return [];
  const home = `${origin}/`;
  const organization: Json = {
    '@type': 'Organization',
    name: siteName,
    url: home,
    ...(absolute(origin, site.settings.site_logo_url) ? { logo: absolute(origin, site.settings.site_logo_url) } : {}),
    ...(site.settings.site_email ? { email: site.settings.site_email } : {}),
    ...(site.settings.site_phone ? { telephone: site.settings.site_phone } : {}),
    ...(site.settings.site_address ? { address: site.settings.site_address } : {}),
  };
  const documents: Json[] = [{ '@context': 'https://schema.org', ...organization }];
  const crumbs: Array<[string, string]> = [];
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));

  if (segments[0] === 'products') {
    crumbs.push(['Products', `${origin}/products`]);
    const categories = dataOf<Category[]>(answers, '/site/categories') ?? [];
    const product = segments[2] ? dataOf<Product>(answers, `/site/products/${encodeURIComponent(segments[2])}`) : undefined;
    const categoryName = product?.category_name ?? categories.find((c) => c.slug === segments[1])?.name;
    if (segments[1] && segments[1] !== 'all' && categoryName)
      crumbs.push([categoryName, `${origin}/products/${encodeURIComponent(segments[1])}`]);
    if (product) {
      const url = `${origin}/products/${encodeURIComponent(segments[1])}/${encodeURIComponent(product.id)}`;
      crumbs.push([product.name, url]);
      const price = product.your_price ?? product.base_price;
      documents.push({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        url,
        ...(plain(product.description) ? { description: plain(product.description) } : {}),
        ...(absolute(origin, product.image) ? { image: absolute(origin, product.image) } : {}),
        ...(product.category_name ? { category: product.category_name } : {}),
        brand: { '@type': 'Brand', name: siteName },
        ...(price !== null && price !== undefined && Number.isFinite(Number(price))
          ? {
              offers: {
                '@type': 'Offer',
                price: Number(price).toFixed(2),
                priceCurrency: (product.currency || site.settings.currency).toUpperCase(),
                url,
                ...(AVAILABILITY[product.availability] ? { availability: AVAILABILITY[product.availability] } : {}),
                seller: organization,
              },
            }
          : {}),
      });
    }
  } else if (segments[0] === 'blog') {
    crumbs.push(['Blog', `${origin}/blog`]);
    const post = segments[1] ? dataOf<Post>(answers, `/site/blogs/${encodeURIComponent(segments[1])}`) : undefined;
    if (post) {
      const url = `${origin}/blog/${encodeURIComponent(post.id)}`;
      crumbs.push([post.title, url]);
      documents.push({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        url,
        mainEntityOfPage: url,
        datePublished: post.created_at,
        ...(plain(post.content) ? { description: plain(post.content, 160) } : {}),
        ...(absolute(origin, post.image) ? { image: absolute(origin, post.image) } : {}),
        author: organization,
        publisher: organization,
      });
    }
  }

  if (crumbs.length > 0) {
    documents.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [['Home', home] as [string, string], ...crumbs].map(([name, item], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item,
      })),
    });
  }
  return documents;
}

/** JSON that can sit inside a `<script>` element: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What a page's own head tags say (title, description, sharing image), beyond the site's. */
export interface PageHead {
  title?: string;
  description?: string;
  image?: string;
}

/**
 * A page's head, read off its JSON-LD: a product or post names the page (with its description and
 * image); other pages below the home are named by their last breadcrumb. The home page keeps the site's.
 */
export function pageHead(documents: Json[], siteName: string): PageHead {
  const main = documents.find((doc) => doc['@type'] === 'Product' || doc['@type'] === 'BlogPosting');
  if (main) {
    const name = String(main['@type'] === 'Product' ? main.name : main.headline);
    return {
      title: storefrontPageTitle(siteName, name),
      ...(typeof main.description === 'string' ? { description: main.description } : {}),
      ...(typeof main.image === 'string' ? { image: main.image } : {}),
    };
  }
  const crumbs = documents.find((doc) => doc['@type'] === 'BreadcrumbList')?.itemListElement as Array<{ name: string }> | undefined;
  const last = crumbs?.[crumbs.length - 1];
  return last ? { title: storefrontPageTitle(siteName, last.name) } : {};
}

/** React puts resource hints (image preloads) first in rendered markup; they belong in `<head>`. */
export function splitResourceHints(markup: string): { hints: string; body: string } {
  const hints = /^(?:<link\b[^>]*>)+/.exec(markup)?.[0] ?? '';
  return { hints, body: markup.slice(hints.length) };
}
