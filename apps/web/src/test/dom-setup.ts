import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Setup of the jsdom test project (vite.config.ts `test.projects`, files named *.dom.test.tsx): the
 * jest-dom matchers, an empty page and storage after each test, and the few browser APIs jsdom lacks
 * that Mantine calls while rendering.
 */

// findBy… and waitFor give a screen 3 s (default 1 s): CI runs on two shared cores, where a busy
// moment is not a broken screen.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

// Mantine's hooks (useMediaQuery, useReducedMotion, color scheme) ask for media queries: none matches.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// ScrollArea, Stepper, SegmentedControl and the charts measure their elements; in jsdom nothing has a size.
class NoResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = NoResizeObserver;

// Combobox and menus scroll the active option into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView = () => undefined;

// Textarea autosize re-measures when web fonts finish loading; jsdom has no font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}
