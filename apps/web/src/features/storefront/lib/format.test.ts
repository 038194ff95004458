import { describe, expect, it } from 'vitest';
import { availabilityColor, availabilityLabel, datePart, formatPrice, normalizeAvailability, toAmount } from './format';

describe('formatPrice', () => {
  it('formats with Intl.NumberFormat in the given currency', () => {
    expect(formatPrice(29.99, 'USD', 'en-US')).toBe('$29.99');
    expect(formatPrice(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatPrice(1499, 'INR', 'en-IN')).toBe('₹1,499.00');
    expect(formatPrice(10, 'EUR', 'de-DE')).toMatch(/^10,00\s€$/);
    expect(formatPrice(0, 'USD', 'en-US')).toBe('$0.00');
  });

  it("formats in the locale it is given (the site's language), not the runtime's", () => {
    expect(formatPrice(35000, 'KRW', 'ko')).toBe(new Intl.NumberFormat('ko', { style: 'currency', currency: 'KRW' }).format(35000));
    expect(formatPrice(35000, 'KRW', 'ko')).not.toContain('.');
    expect(formatPrice(5980, 'JPY', 'ja')).toBe(new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(5980));
  });

  it('accepts decimal strings and lower-case codes', () => {
    expect(formatPrice('49.50', 'usd', 'en-US')).toBe('$49.50');
    expect(toAmount(' 12 ')).toBe(12);
  });

  it('shows nothing for a missing price and falls back for unknown currencies', () => {
    expect(formatPrice(null, 'USD', 'en')).toBeNull();
    expect(formatPrice(undefined, 'USD', 'en')).toBeNull();
    expect(formatPrice('', 'USD', 'en')).toBeNull();
    expect(formatPrice('abc', 'USD', 'en')).toBeNull();
    expect(formatPrice(Number.NaN, 'USD', 'en')).toBeNull();
    expect(formatPrice(5, 'NOT-A-CODE', 'en-US')).toBe('5.00 NOT-A-CODE');
    expect(formatPrice(5, null, 'en-US')).toBe('$5.00');
  });
});

describe('availability', () => {
  it('labels each value', () => {
    expect(availabilityLabel('in_stock')).toBe('In stock');
    expect(availabilityLabel('out_of_stock')).toBe('Out of stock');
    expect(availabilityLabel('coming_soon')).toBe('Coming soon');
  });

  it('defaults to in_stock (docs/product.md#defaults)', () => {
    expect(normalizeAvailability(undefined)).toBe('in_stock');
    expect(normalizeAvailability('weird')).toBe('in_stock');
    expect(availabilityLabel(null)).toBe('In stock');
  });

  it('colours each value', () => {
    expect(availabilityColor('in_stock')).toBe('green');
    expect(availabilityColor('out_of_stock')).toBe('red');
    expect(availabilityColor('coming_soon')).toBe('yellow');
  });
});

describe('datePart', () => {
  it('shows the date part of created_at', () => {
    expect(datePart('2026-03-05T23:59:00.000Z')).toBe('2026-03-05');
    expect(datePart('2026-03-05')).toBe('2026-03-05');
    expect(datePart(null)).toBe('');
  });
});
