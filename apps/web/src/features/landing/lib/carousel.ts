/** Carousel index math: every move wraps around both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

export const nextIndex = (index: number, count: number): number => wrapIndex(index + 1, count);

export const previousIndex = (index: number, count: number): number => wrapIndex(index - 1, count);

/** docs/product.md#defaults: the back-office carousel advances every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;
