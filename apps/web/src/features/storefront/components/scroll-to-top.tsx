import { useEffect, useState } from 'react';
import { showsScrollTop } from '../lib/scroll';
import { useT } from '@/i18n/storefront-intl';
import classes from './scroll-to-top.module.css';

/** Appears after scrolling more than 300 px (docs/product.md#defaults) and returns to the top. */
export function ScrollToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => {
      setVisible(showsScrollTop(window.scrollY));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={classes.button}
      aria-label={t('footer.scrollToTop')}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
