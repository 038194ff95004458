/**
 * Names of the resized copies of an uploaded image, shared by the API (which writes and serves them,
 * apps/api/src/infra/storage/image-variant-names.ts) and the web (which builds `srcset`s from the URL it
 * already has, apps/web/src/features/storefront/lib/image-variants.ts). Derived from the original's name
 * alone, so no column or lookup is needed: `<name>.jpg` → `<name>-400.avif`, `<name>-800.webp`,
 * `<name>-1600.jpg`, …
 */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;

const WIDTHS = VARIANT_WIDTHS.join('|');

/** Raster originals that get variants. GIF (may be animated) and SVG (vector) are served as they are. */
export const VARIANT_SOURCE = /\.(jpe?g|png|webp)$/i;

/** A variant's file name, `<stem>-<width>.<format>`: groups stem, width, format. */
export const VARIANT_FILE = new RegExp(`^(.+)-(${WIDTHS})\\.(avif|webp|jpe?g|png)$`);

/** Whether a name without its extension is already a variant's (`…-800`): variants get no variants. */
export const isVariantStem = (stem: string): boolean => new RegExp(`-(${WIDTHS})$`).test(stem);

/** Formats written per width: AVIF and WebP, plus the original's own for browsers that take neither. */
export function variantFormats(ext: string): string[] {
  return [...new Set(['avif', 'webp', ext.toLowerCase()])];
}

/** A variant of the original whose name without extension is `stem` (a path or a URL path). */
export const variantName = (stem: string, width: number, format: string): string => `${stem}-${width}.${format}`;
