import { pickText, type PageData } from '../api/pages';

/** The intro above the catalogue on /products, from the distributor's product page (docs/product.md#free-form-pages). */
export interface ProductPageContent {
  title: string;
  intro: string;
  bannerImage: string | null;
  videoTitle: string;
  videoUrl: string | null;
  cta: { text: string; href: string } | null;
}

/**
 * Reads the fields the back office's product-page editor saves (`title`, `intro`, `banner_image`,
 * `video` or `video_url`, `video_title`, `cta_text` + `cta_link`), with default copy when empty.
 */
export function resolveProductPage(data: PageData, company: string): ProductPageContent {
  const ctaText = pickText(data, ['cta_text']);
  const ctaHref = safeCtaHref(pickText(data, ['cta_link']));
  return {
    title: pickText(data, ['title', 'banner_title']) ?? 'Products',
    intro: pickText(data, ['intro', 'introduction', 'content']) ?? `Premium wellness products from ${company}, with local pricing.`,
    bannerImage: pickText(data, ['banner_image', 'image']),
    videoTitle: pickText(data, ['video_title']) ?? 'Product video',
    videoUrl: pickText(data, ['video_url', 'video']),
    cta: ctaText && ctaHref ? { text: ctaText, href: ctaHref } : null,
  };
}

/** A call-to-action target from tenant content: http(s), mailto:, tel: or a site path; anything else is dropped. */
export function safeCtaHref(value: string | null): string | null {
  if (!value) return null;
  const href = value.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return null;
}
