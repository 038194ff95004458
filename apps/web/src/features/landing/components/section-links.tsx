import type { MouseEvent } from 'react';
import { NAV_SECTIONS, scrollToSection } from '@/features/landing/lib/scroll';

/** A plain left click: modified clicks (new tab, …) keep the browser's behaviour. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The top bar's section links as list items: smooth scroll instead of a jump (docs/product.md#landing). */
export function SectionLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const handleClick = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    scrollToSection(id);
  };
  return NAV_SECTIONS.map((section) => (
    <li key={section.id}>
      <a href={`#${section.id}`} className={className} onClick={handleClick(section.id)}>
        {section.label}
      </a>
    </li>
  ));
}
