import { describe, expect, it } from 'vitest';
import { Carousel } from '@/features/landing/components/backoffice-carousel';
import { SLIDES } from '@/features/landing/content-sections';
import { CAROUSEL_INTERVAL_MS, nextIndex, previousIndex, wrapIndex } from '@/features/landing/lib/carousel';
import { renderServerHtml, textOfServerHtml } from '@/test/server-html';

describe('carousel index math', () => {
  it('moves forward and wraps from the last slide to the first', () => {
    expect([0, 1, 2, 3].map((i) => nextIndex(i, 4))).toEqual([1, 2, 3, 0]);
  });

  it('moves back and wraps from the first slide to the last', () => {
    expect([0, 1, 2, 3].map((i) => previousIndex(i, 4))).toEqual([3, 0, 1, 2]);
  });

  it('normalises any index and survives empty or single-slide lists', () => {
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('advances every 5000 ms', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
  });
});

describe('<Carousel />', () => {
  it('has the four back-office slides in order', () => {
    expect(SLIDES.map((slide) => slide.title)).toEqual([
      'Comprehensive Dashboard',
      'Team Performance Tracking',
      'Detailed Commission Reports',
      'Marketing Tools and Resources',
    ]);
  });

  it('shows only the current slide to assistive technology, with labelled controls', () => {
    const html = renderServerHtml(<Carousel initialIndex={3} />);
    const active = [...html.matchAll(/aria-label="(\d) of 4: ([^"]+)" aria-hidden="(true|false)"/g)].map((m) => [m[1], m[3]]);
    expect(active).toEqual([
      ['1', 'true'],
      ['2', 'true'],
      ['3', 'true'],
      ['4', 'false'],
    ]);
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('translateX(-300%)');
    expect(textOfServerHtml(html)).toContain('Pause slideshow');
  });
});
