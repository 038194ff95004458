import { describe, expect, it } from 'vitest';
import { readFirstTouch } from './visit';

describe('first touch of a visit', () => {
  it('keeps the landing referrer and UTM parameters', () => {
    expect(readFirstTouch('?utm_source=qr&utm_medium=print&utm_campaign=spring&x=1', 'https://facebook.com/')).toEqual({
      referrer: 'https://facebook.com/',
      utm_source: 'qr',
      utm_medium: 'print',
      utm_campaign: 'spring',
    });
  });

  it('leaves out what is empty and cuts what is too long', () => {
    expect(readFirstTouch('?utm_source=%20%20', '')).toEqual({});
    expect(readFirstTouch(`?utm_campaign=${'x'.repeat(300)}`, '').utm_campaign).toHaveLength(100);
  });
});
