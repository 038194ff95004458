/** Prices arrive as JSON numbers (or decimal strings) in the tenant's ISO 4217 currency. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * `Intl.NumberFormat(locale, { style: 'currency', currency })` (public API contract), in the site's language
 * (`t.intl.locale`, docs/i18n.md "Numbers, prices, dates, plurals"): the server and the browser format a price
 * alike whatever the visitor's language, so hydration sees the same text. An unknown currency code still
 * shows the amount.
 */
export function formatPrice(value: unknown, currency: string | null | undefined, locale: string): string | null {
  const amount = toAmount(value);
  if (amount === null) return null;
  const code = (currency ?? '').trim().toUpperCase() || 'USD';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${code}`;
  }
}

export type Availability = 'in_stock' | 'out_of_stock' | 'coming_soon';

const AVAILABILITY_LABELS: Record<Availability, string> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  coming_soon: 'Coming soon',
};

const AVAILABILITY_COLORS: Record<Availability, string> = {
  in_stock: 'green',
  out_of_stock: 'red',
  coming_soon: 'yellow',
};

/** docs/product.md#defaults: a product's availability defaults to in_stock. */
export function normalizeAvailability(value: unknown): Availability {
  return value === 'out_of_stock' || value === 'coming_soon' ? value : 'in_stock';
}

export function availabilityLabel(value: unknown): string {
  return AVAILABILITY_LABELS[normalizeAvailability(value)];
}

export function availabilityColor(value: unknown): string {
  return AVAILABILITY_COLORS[normalizeAvailability(value)];
}

/** docs/product.md#data: the date part of `created_at` is shown (YYYY-MM-DD as stored, no time-zone shift). */
export function datePart(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match?.[1] ?? value.split('T')[0] ?? '';
}
