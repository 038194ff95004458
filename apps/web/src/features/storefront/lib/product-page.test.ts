import { describe, expect, it } from 'vitest';
import { resolveProductPage, safeCtaHref } from './product-page';
import { previewTemplateFrom } from './template-preview';

describe('resolveProductPage', () => {
  it('uses the saved fields and falls back to default copy', () => {
    expect(resolveProductPage({}, 'NHT Global')).toEqual({
      title: 'Products',
      intro: 'Premium wellness products from NHT Global, with local pricing.',
      bannerImage: null,
      videoTitle: 'Product video',
      videoUrl: null,
      cta: null,
    });
    const page = resolveProductPage(
      { title: ' Picks ', intro: 'Hi', banner_image: '/uploads/b.png', video: '/uploads/v.mp4', cta_text: 'Go', cta_link: '/contact' },
      'X',
    );
    expect(page).toMatchObject({
      title: 'Picks',
      intro: 'Hi',
      bannerImage: '/uploads/b.png',
      videoUrl: '/uploads/v.mp4',
      cta: { text: 'Go', href: '/contact' },
    });
  });

  it('drops a call to action without text or with an unsafe link', () => {
    expect(resolveProductPage({ cta_text: 'Go', cta_link: 'javascript:alert(1)' }, 'X').cta).toBeNull();
    expect(resolveProductPage({ cta_link: '/contact' }, 'X').cta).toBeNull();
    expect(safeCtaHref('//evil.example')).toBeNull();
    expect(safeCtaHref('mailto:jane@example.com')).toBe('mailto:jane@example.com');
    expect(safeCtaHref('https://shop.example.com')).toBe('https://shop.example.com');
  });
});

describe('previewTemplateFrom', () => {
  it('accepts only the supported templates', () => {
    expect(previewTemplateFrom('?preview_template=3')).toBe(3);
    expect(previewTemplateFrom('?preview_template=4')).toBeNull();
    expect(previewTemplateFrom('?preview_template=abc')).toBeNull();
    expect(previewTemplateFrom('')).toBeNull();
  });
});
