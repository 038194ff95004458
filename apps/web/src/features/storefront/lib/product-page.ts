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
 * `video` or `video_url`, `video_title`, `cta_text` + `cta_link`), with default copy when empty (in the site's language: `defaults`).
 */
export function resolveProductPage(
  data: PageData,
  company: string,
  defaults: { title: string; intro: string; videoTitle: string } = {
    title: 'Products',
    intro: `Premium wellness products from ${company}, with local pricing.`,
    videoTitle: 'Product video',
  },
): ProductPageContent {
  const ctaText = pickText(data, ['cta_text']);
  const ctaHref = safeCtaHref(pickText(data, ['cta_link']));
  return {
    title: pickText(data, ['title', 'banner_title']) ?? defaults.title,
    intro: pickText(data, ['intro', 'introduction', 'content']) ?? defaults.intro,
    bannerImage: pickText(data, ['banner_image', 'image']),
    videoTitle: pickText(data, ['video_title']) ?? defaults.videoTitle,
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
