import { describe, expect, it } from 'vitest';
import { renderServerHtml } from '@/test/server-html';
import { SmartImage } from './smart-image';

const UPLOAD = '/uploads/2026/11/0123456789abcdef0123456789abcdef.jpg';

describe('SmartImage', () => {
  it('serves an upload through <picture> with AVIF and WebP srcsets, sizes, dimensions and lazy loading', () => {
    const html = renderServerHtml(
      <SmartImage src={UPLOAD} fallback="/storefront/product-default.svg" sizes="card" width={800} height={600} alt="" />,
    );
    expect(html).toMatch(
      /<picture style="display:contents"><source type="image\/avif" srcSet="[^"]*-400\.avif 400w, [^"]*-800\.avif 800w, [^"]*-1600\.avif 1600w"/,
    );
    expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]*-400\.webp 400w/);
    const img = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="${UPLOAD}"`);
    expect(img).toMatch(/srcSet="[^"]*-400\.jpg 400w, [^"]*-800\.jpg 800w, [^"]*-1600\.jpg 1600w"/);
    expect(img).toContain('sizes="(min-width: 1200px) 300px');
    expect(img).toContain('width="800"');
    expect(img).toContain('height="600"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toContain('fetchPriority');
  });

  it('loads the hero at once with high priority', () => {
    const img = /<img[^>]*>/.exec(renderServerHtml(<SmartImage src={UPLOAD} fallback="/storefront/hero-default.svg" eager />))?.[0] ?? '';
    expect(img).toContain('loading="eager"');
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).toContain('sizes="100vw"');
  });

  it('renders a plain <img> for pictures without variants (defaults, SVG, other hosts)', () => {
    const html = renderServerHtml(<SmartImage src={null} fallback="/storefront/hero-default.svg" />);
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcSet');
    expect(html).toContain('src="/storefront/hero-default.svg"');
  });
});
