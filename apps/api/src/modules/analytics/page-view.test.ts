import { describe, expect, it } from '@jest/globals';
import { classifyPageView, deviceOf, notToBeCounted, sourceOf } from './page-view.js';

const host = 'jane.example.com';

describe('page view classification', () => {
  it('cuts the query and fragment off the path and normalises trailing slashes', () => {
    expect(classifyPageView({ path: '/products/?email=a@b.co#top' }, host, '')?.path).toBe('/products');
    expect(classifyPageView({ path: '/?x=1' }, host, '')?.path).toBe('/');
  });

  it('names the source: UTM first, then the outside referrer, else Direct', () => {
    expect(sourceOf('Facebook', 'google.com')).toBe('facebook');
    expect(classifyPageView({ path: '/', referrer: 'https://www.google.com/search?q=x' }, host, '')?.source).toBe('google.com');
    expect(classifyPageView({ path: '/', referrer: `https://www.${host}/blog` }, host, '')?.source).toBe('Direct');
  });

  it('classifies devices by screen width, else by user agent', () => {
    expect([deviceOf(375, ''), deviceOf(800, ''), deviceOf(1440, '')]).toEqual(['mobile', 'tablet', 'desktop']);
    expect(deviceOf(null, 'Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe('mobile');
    expect(deviceOf(null, 'Mozilla/5.0 (iPad; CPU OS 17_0)')).toBe('tablet');
  });

  it.each([
    null,
    'x',
    [],
    { path: '' },
    { path: 'products' },
    { path: '/' + 'a'.repeat(600) },
    { path: '/', utm_source: 42 },
    { path: '/', utm_campaign: 'x'.repeat(101) },
    { path: '/', referrer: 'ftp://x' },
    { path: '/', screen_width: -1 },
    { path: '/\ud800' },
  ])('drops %j', (body) => {
    expect(classifyPageView(body, host, '')).toBeNull();
  });

  it('honours Do Not Track, Global Privacy Control and speculative loads', () => {
    expect(notToBeCounted({ dnt: '1' })).toBe(true);
    expect(notToBeCounted({ 'sec-gpc': '1' })).toBe(true);
    expect(notToBeCounted({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(notToBeCounted({ purpose: 'prefetch' })).toBe(true);
    expect(notToBeCounted({ dnt: '0' })).toBe(false);
  });
});
