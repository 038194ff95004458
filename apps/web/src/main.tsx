import '@/app/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { installPreloadErrorHandler } from '@/app/preload-error';

installPreloadErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A JSON data block, not a script the CSP would have to allow (apps/api modules/storefront-render).
const embedded = document.getElementById('ds-ssr')?.textContent;
const rendered = (window.__DS_SSR__ = embedded ? (JSON.parse(embedded) as Window['__DS_SSR__']) : undefined);
if (rendered && container.firstElementChild) {
  // A storefront page the server rendered: hydrate it (app/hydrate.tsx).
  void import('@/app/hydrate').then(({ hydrateServerPage }) => hydrateServerPage(container, rendered));
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
