import path from 'node:path';

/**
 * Names of the resized copies of an uploaded image (docs/performance.md "Images"). They are derived from the original's
 * name alone, so the storefront builds `srcset` from the URL it already has (no column, no lookup):
 * `<name>.jpg` → `<name>-400.avif`, `<name>-800.webp`, `<name>-1600.jpg`, … and `<name>.json` (the
 * manifest, written last: its presence means "done"). apps/web/src/features/storefront/lib/image-variants.ts
 * mirrors these rules; keep the two in step.
 */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;

/** Raster originals that get variants. GIF (may be animated) and SVG (vector) are served as they are. */
export const VARIANT_SOURCE = /\.(jpe?g|png|webp)$/i;

/** A variant's name: `<name>-<width>.<format>`. */
export const VARIANT_FILE = /^(.+)-(400|800|1600)\.(avif|webp|jpe?g|png)$/;

/** Formats written per width: AVIF and WebP, plus the original's own for browsers that take neither. */
export function variantFormats(ext: string): string[] {
  return [...new Set(['avif', 'webp', ext.toLowerCase()])];
}

const stemOf = (file: string) => file.slice(0, file.length - path.extname(file).length);

/** The manifest beside an original: `<name>.json`. */
export const manifestPathOf = (original: string) => `${stemOf(original)}.json`;

/** Path of one variant of `original` (a path or a URL path). */
export const variantPathOf = (original: string, width: number, format: string) => `${stemOf(original)}-${width}.${format}`;

/** Every file derived from `original`: all variants, then the manifest. */
export function derivedPathsOf(original: string): string[] {
  const ext = path.extname(original).slice(1);
  const variants = VARIANT_WIDTHS.flatMap((w) => variantFormats(ext).map((f) => variantPathOf(original, w, f)));
  return [...variants, manifestPathOf(original)];
}

/** Whether a file name is one this module derives (a variant or a manifest), not an upload. */
export const isDerivedFile = (name: string) => VARIANT_FILE.test(path.basename(name)) || name.endsWith('.json');

/** What the manifest says: the original's size (after EXIF rotation) and the width each slot really has. */
export interface VariantManifest {
  width: number;
  height: number;
  /** Per slot of VARIANT_WIDTHS, the width written: the slot, or the original's width when it is smaller (never upscaled). */
  widths: number[];
  formats: string[];
}

/** Manifest of an image that could not be read (it is served as it is; the backfill does not retry it). */
export interface FailedManifest {
  failed: string;
}
