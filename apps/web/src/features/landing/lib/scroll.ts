/** Section ids of the landing page that the top bar links to (docs/product.md#landing). */
export const NAV_SECTIONS = [
  { id: 'promotion', label: 'Home' },
  { id: 'opportunity', label: 'Opportunity' },
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faqs', label: 'FAQs' },
  { id: 'contact', label: 'Contact' },
] as const;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Smoothly scrolls to a section and moves keyboard focus there (the section has tabIndex -1),
 * without touching the router's history.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
