import path from 'node:path';
import { VARIANT_FILE, VARIANT_WIDTHS, variantFormats, variantName } from '@ds/shared';

/**
 * Names of the resized copies of an uploaded image. The naming itself — widths, formats,
 * `<name>-<width>.<format>` — is @ds/shared's (packages/shared/src/image-variants.ts), which the web's
 * `srcset`s use too; this file adds what only the server needs: paths, the manifest and its shape.
 * `<name>.json` is the manifest, written last: its presence means "done".
 */
export { VARIANT_FILE, VARIANT_SOURCE, VARIANT_WIDTHS, variantFormats } from '@ds/shared';

const stemOf = (file: string) => file.slice(0, file.length - path.extname(file).length);

/** The manifest beside an original: `<name>.json`. */
export const manifestPathOf = (original: string) => `${stemOf(original)}.json`;

/** Path of one variant of `original` (a path or a URL path). */
export const variantPathOf = (original: string, width: number, format: string) => variantName(stemOf(original), width, format);

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
