/** The date part of an ISO timestamp (docs/product.md#data: a contact-us entry's `created_at` shows its date part). */
export function datePart(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : value;
}

/** A short local date and time for tables. */
export function dateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/** Strips HTML tags for one-line previews. */
export function plainText(html: unknown, max = 120): string {
  if (typeof html !== 'string') return '';
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A price for a table cell. */
export function price(value: unknown, currency: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return typeof value === 'string' ? value : '';
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: typeof currency === 'string' && currency ? currency : 'USD',
    }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}
