import { describe, expect, it } from '@jest/globals';
import { isVariantStem, VARIANT_FILE, VARIANT_SOURCE, VARIANT_WIDTHS, variantFormats, variantName } from './index.js';

describe('image-variant names (the API writes them, the web asks for them)', () => {
  it('names every width × format of a JPEG so the server recognises each as a variant of its stem', () => {
    const formats = variantFormats('JPG');
    expect(formats).toEqual(['avif', 'webp', 'jpg']);
    for (const width of VARIANT_WIDTHS) {
      for (const format of formats) {
        const name = variantName('2026/11/photo', width, format);
        expect(VARIANT_FILE.exec(name)?.slice(1)).toEqual(['2026/11/photo', String(width), format]);
        expect(isVariantStem(name.slice(0, name.lastIndexOf('.')))).toBe(true);
      }
    }
  });

  it('a WebP original gets AVIF and WebP only; GIF and SVG get none; other widths are not variants', () => {
    expect(variantFormats('webp')).toEqual(['avif', 'webp']);
    expect(['a.jpg', 'a.JPEG', 'a.png', 'a.webp'].every((name) => VARIANT_SOURCE.test(name))).toBe(true);
    expect(['a.gif', 'a.svg', 'a.avif'].some((name) => VARIANT_SOURCE.test(name))).toBe(false);
    expect(VARIANT_FILE.test('photo-500.jpg')).toBe(false);
    expect(isVariantStem('photo-2026')).toBe(false);
  });
});
