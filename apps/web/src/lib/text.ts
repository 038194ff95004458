/**
 * The one reading of an optional text field from an API answer for display: trimmed, or null when it is
 * missing or blank (the caller then shows its default, e.g. 'Default Site': docs/product.md#defaults).
 */
export function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
