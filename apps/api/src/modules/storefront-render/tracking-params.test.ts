import { describe, expect, it } from '@jest/globals';
import { withoutTrackingParams } from './tracking-params.js';

describe('withoutTrackingParams', () => {
  it('drops campaign tags and ad click ids, keeping the path', () => {
    expect(withoutTrackingParams('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring')).toBe('/');
    expect(withoutTrackingParams('/products?fbclid=abc&gclid=def&msclkid=x&UTM_Content=y')).toBe('/products');
    expect(withoutTrackingParams('/blog/post-1?utm_source=qr&')).toBe('/blog/post-1');
  });

  it('keeps every other parameter, in order', () => {
    expect(withoutTrackingParams('/?preview_template=2&utm_source=qr')).toBe('/?preview_template=2');
    expect(withoutTrackingParams('/newsletters/confirm?utm_campaign=a&result=confirmed&x=1')).toBe(
      '/newsletters/confirm?result=confirmed&x=1',
    );
    expect(withoutTrackingParams('/products')).toBe('/products');
    // Not a tracking parameter, only a look-alike name.
    expect(withoutTrackingParams('/?utm=1&myutm_source=2')).toBe('/?utm=1&myutm_source=2');
  });

  it('reads encoded names and leaves malformed ones alone', () => {
    expect(withoutTrackingParams('/?utm%5Fsource=x')).toBe('/');
    expect(withoutTrackingParams('/?%E0%A4%A=1&utm_source=x')).toBe('/?%E0%A4%A=1');
  });
});
