import { describe, expect, it } from 'vitest';
import { isExternalLink, safeHttpUrl, storefrontHref } from './links';
import { showsScrollTop } from './scroll';
import { toVideoSource } from './video';

describe('toVideoSource', () => {
  it('embeds YouTube links', () => {
    const embed = { kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(toVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed);
    expect(toVideoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(toVideoSource('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
    expect(toVideoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed);
  });

  it('embeds Vimeo links', () => {
    expect(toVideoSource('https://vimeo.com/76979871')).toEqual({ kind: 'iframe', src: 'https://player.vimeo.com/video/76979871' });
    expect(toVideoSource('https://player.vimeo.com/video/76979871')).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('plays anything else as a file', () => {
    expect(toVideoSource('/uploads/intro.mp4')).toEqual({ kind: 'file', src: '/uploads/intro.mp4' });
    expect(toVideoSource('https://cdn.example.com/a.webm')).toEqual({ kind: 'file', src: 'https://cdn.example.com/a.webm' });
    expect(toVideoSource('  ')).toBeNull();
    expect(toVideoSource(null)).toBeNull();
  });
});

describe('links', () => {
  it('tells router paths from outbound links', () => {
    expect(isExternalLink('/products')).toBe(false);
    expect(isExternalLink('https://shop.example.com')).toBe(true);
    expect(isExternalLink('mailto:a@b.c')).toBe(true);
    expect(isExternalLink('//cdn.example.com')).toBe(true);
  });

  it('only renders http(s) URLs from tenant content', () => {
    expect(safeHttpUrl('https://x.com/a')).toBe('https://x.com/a');
    expect(safeHttpUrl('www.x.com')).toBe('https://www.x.com');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl(42)).toBeNull();
  });

  it('builds storefront hrefs under a base path', () => {
    expect(storefrontHref('', '')).toBe('/');
    expect(storefrontHref('', '/products')).toBe('/products');
    expect(storefrontHref('/template1', 'blog')).toBe('/template1/blog');
    expect(storefrontHref('/template1', '')).toBe('/template1');
  });
});

describe('scroll to top', () => {
  it('appears only after more than 300 px', () => {
    expect(showsScrollTop(0)).toBe(false);
    expect(showsScrollTop(300)).toBe(false);
    expect(showsScrollTop(301)).toBe(true);
  });
});
