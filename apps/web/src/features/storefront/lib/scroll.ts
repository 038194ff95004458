/** docs/product.md#defaults: the scroll-to-top button appears after scrolling more than 300 px. */
const SCROLL_TOP_THRESHOLD = 300;

export const showsScrollTop = (scrollY: number): boolean => scrollY > SCROLL_TOP_THRESHOLD;
