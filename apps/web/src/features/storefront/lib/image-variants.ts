import { isVariantStem, VARIANT_SOURCE, VARIANT_WIDTHS, variantName } from '@ds/shared';

/**
 * `srcset`s for an uploaded image. The API writes resized copies beside every uploaded JPEG,
 * PNG or WebP under names derived from the original's, by the rules both share (@ds/shared,
 * packages/shared/src/image-variants.ts): `<name>.jpg` → `<name>-400.avif`, `<name>-800.webp`, `<name>-1600.jpg`, …
 * So the URL alone is enough; a copy not made yet redirects to the original on the server.
 */

/** Only our own uploads (a site path under /uploads) in a raster format; GIF, SVG and other hosts are used as they are. */
const UPLOADED_RASTER = new RegExp(`^(\\/uploads\\/[^?#]+?)${VARIANT_SOURCE.source}`, 'i');

export interface ImageSources {
  avif: string;
  /** Absent when the original is WebP itself (then `original` is the WebP set). */
  webp?: string;
  /** The same widths in the original's format, for browsers that take neither AVIF nor WebP. */
  original: string;
}

const srcSetOf = (stem: string, format: string) => VARIANT_WIDTHS.map((w) => `${variantName(stem, w, format)} ${w}w`).join(', ');

/** The `srcset` of each format for `src`, or null when `src` has no variants. */
export function imageSources(src: string): ImageSources | null {
  const [, stem, ext] = UPLOADED_RASTER.exec(src) ?? [];
  if (!stem || !ext || src.includes('..') || isVariantStem(stem)) return null;
  const own = ext.toLowerCase();
  return { avif: srcSetOf(stem, 'avif'), webp: own === 'webp' ? undefined : srcSetOf(stem, 'webp'), original: srcSetOf(stem, own) };
}

/**
 * `sizes` for the storefront's layouts (page.module.css: a 1200 px container, an 820 px reading column,
 * two columns from 48em, cards of at least 240 px). The browser takes the smallest variant that covers the
 * slot at its pixel density.
 */
export const IMAGE_SIZES = {
  /** Full-bleed heroes. */
  full: '100vw',
  /** Banners across the container. */
  content: '(min-width: 1200px) 1200px, 100vw',
  /** The reading column (blog posts). */
  narrow: '(min-width: 820px) 820px, 100vw',
  /** One of two columns from 48em (home sections, product detail). */
  half: '(min-width: 1200px) 600px, (min-width: 48em) 50vw, 100vw',
  /** Grid cards: about four to a row at 1200 px. */
  card: '(min-width: 1200px) 300px, (min-width: 48em) 33vw, (min-width: 520px) 50vw, 100vw',
} as const;

export type ImageSizes = keyof typeof IMAGE_SIZES;
