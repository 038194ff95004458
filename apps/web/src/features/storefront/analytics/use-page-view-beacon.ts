import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { sendPageView } from './visit';

/**
 * Counts every storefront page view, client-side navigations included (called once by the storefront
 * layout). `live`: only once the host is known to be a store. A page the browser prerenders is counted
 * only when the visitor actually opens it.
 */
export function usePageViewBeacon(live: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!live) return;
    // `document.prerendering` is typed by web-vitals' global declarations (Speculation Rules prerendering).
    const doc = document;
    if (!doc.prerendering) {
      sendPageView(pathname);
      return;
    }
    const send = () => sendPageView(pathname);
    doc.addEventListener('prerenderingchange', send, { once: true });
    return () => doc.removeEventListener('prerenderingchange', send);
  }, [live, pathname]);
}
