import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  manifestPathOf,
  VARIANT_WIDTHS,
  variantFormats,
  variantPathOf,
  type FailedManifest,
  type VariantManifest,
} from './image-variant-names.js';

// One libvips thread per image and no operation cache: encoding runs beside request handling on a small
// machine, and an upload burst must not take every core or hold decoded images in memory.
sharp.concurrency(1);
sharp.cache(false);

/** Decompression bombs: a 5 MB file may claim a huge canvas. 50 MP covers any camera photo. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Encoder settings: quality a little under each format's default (the eye does not see it on photos), and
 * AVIF at effort 2 — libaom's default effort 4 took 30+ s on a noisy 3000 px photo here, effort 2 ~1 s.
 */
const ENCODE: Record<string, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 75, effort: 4 }),
  jpg: (img) => img.jpeg({ quality: 80, mozjpeg: true }),
  jpeg: (img) => img.jpeg({ quality: 80, mozjpeg: true }),
  png: (img) => img.png({ compressionLevel: 9, palette: false }),
};

/** Writes via a dot-named temp file (never served: dotfiles are denied) and a rename, so a half-written file is never seen. */
async function writeAtomically(target: string, write: (temp: string) => Promise<unknown>): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await write(temp);
    await rename(temp, target);
  } finally {
    await rm(temp, { force: true });
  }
}

/** A capped slot holds the same bytes as the slot before it: a hard link (a copy across odd file systems). */
async function duplicate(from: string, target: string): Promise<void> {
  await writeAtomically(target, async (temp) => {
    try {
      await link(from, temp);
    } catch {
      await copyFile(from, temp, constants.COPYFILE_EXCL);
    }
  });
}

/** What generateVariants wrote last, as the manifest: the sizes made, or why none could be. */
export type VariantOutcome = VariantManifest | FailedManifest;

/**
 * Writes every variant of the image at `file` (VARIANT_WIDTHS × AVIF/WebP/its own format) and then its
 * manifest. A slot wider than the original is written at the original's width (no upscaling), so every
 * name the storefront may ask for exists. An unreadable image gets a `failed` manifest and no variants.
 */
export async function generateVariants(file: string): Promise<VariantOutcome> {
  const ext = path.extname(file).slice(1).toLowerCase();
  let manifest: VariantManifest | FailedManifest;
  try {
    const source = () => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, animated: false });
    const meta = await source().metadata();
    const oriented = meta.autoOrient ?? meta;
    if (!oriented.width || !oriented.height) throw new Error('no dimensions');
    if ((meta.pages ?? 1) > 1) throw new Error('animated image');
    const formats = variantFormats(ext);
    const widths = VARIANT_WIDTHS.map((w) => Math.min(w, oriented.width));
    for (const [i, width] of widths.entries()) {
      for (const format of formats) {
        const target = variantPathOf(file, VARIANT_WIDTHS[i], format);
        if (i > 0 && widths[i - 1] === width) await duplicate(variantPathOf(file, VARIANT_WIDTHS[i - 1], format), target);
        else await writeAtomically(target, (temp) => ENCODE[format](source().resize({ width, withoutEnlargement: true })).toFile(temp));
      }
    }
    manifest = { width: oriented.width, height: oriented.height, widths, formats };
  } catch (err) {
    // The original went away meanwhile (replaced, or its write failed): nothing to describe.
    if (!(await exists(file))) throw err;
    manifest = { failed: err instanceof Error ? err.message.slice(0, 200) : 'unreadable image' };
  }
  await writeAtomically(manifestPathOf(file), (temp) => writeFile(temp, JSON.stringify(manifest)));
  return manifest;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
