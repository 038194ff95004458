import { describe, expect, it } from 'vitest';
import { imageSources } from './image-variants';

describe('imageSources', () => {
  it('builds 400/800/1600 w srcsets in AVIF, WebP and the original format for an uploaded JPEG', () => {
    const stem = '/uploads/2026/11/0123456789abcdef0123456789abcdef';
    expect(imageSources(`${stem}.jpg`)).toEqual({
      avif: `${stem}-400.avif 400w, ${stem}-800.avif 800w, ${stem}-1600.avif 1600w`,
      webp: `${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}-1600.webp 1600w`,
      original: `${stem}-400.jpg 400w, ${stem}-800.jpg 800w, ${stem}-1600.jpg 1600w`,
    });
  });

  it('keeps PNG as the fallback format, and a WebP original needs no separate WebP source', () => {
    expect(imageSources('/uploads/demo/jane/hero.png')?.original).toBe(
      '/uploads/demo/jane/hero-400.png 400w, /uploads/demo/jane/hero-800.png 800w, /uploads/demo/jane/hero-1600.png 1600w',
    );
    const webp = imageSources('/uploads/2026/11/a.webp');
    expect(webp?.webp).toBeUndefined();
    expect(webp?.original).toContain('/uploads/2026/11/a-800.webp 800w');
  });

  it('leaves alone what has no variants: GIF, SVG, other hosts, defaults, variants themselves', () => {
    for (const src of [
      '/uploads/2026/11/a.gif',
      '/uploads/demo/jane/hero.svg',
      'https://cdn.example.com/uploads/a.jpg',
      '/storefront/hero-default.svg',
      '/uploads/2026/11/a-800.jpg',
      '/uploads/../a.jpg',
      '/uploads/a.jpg?x=1',
    ]) {
      expect(imageSources(src)).toBeNull();
    }
  });
});
