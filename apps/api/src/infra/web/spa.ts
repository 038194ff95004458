import fs from 'node:fs';
import path from 'node:path';
import expressStaticGzip from 'express-static-gzip';
import type { Express, NextFunction, Request, Response } from 'express';
import type { AppConfig } from '@ds/config';
import type { FileStorage } from '../storage/file-storage.js';
import { uploadsRouter } from '../storage/serve-uploads.js';
import { varyByHost, visitorOf } from '../http/visitor.js';

/**
 * Single-host mode: the API also serves the built web app. `/runtime-config.js` tells the one build
 * which deployment it is in (docs/architecture.md "Web client": the web app learns BASE_DOMAIN at run time).
 */
/** A page request, as the renderer needs it. */
export interface PageVisit {
  host: string;
  origin: string;
  /** Path and query string. */
  url: string;
}

/**
 * The HTML answer for a page: index.html rewritten for the visitor's host (per-tenant title and sharing
 * tags) and, on storefront hosts, the server-rendered page (modules/storefront-render).
 */
export type IndexRenderer = (visit: PageVisit, html: string, earlyHints: EarlyHints) => Promise<{ status: number; html: string }>;

/**
 * Sends `103 Early Hints` with these `Link` values (assets to fetch while the page is still being
 * rendered; the status of the page itself is not committed yet).
 */
export type EarlyHints = (links: string[]) => void;

export function mountWebApp(
  app: Express,
  config: AppConfig,
  storage: FileStorage,
  distDir: string | undefined,
  renderIndex?: IndexRenderer,
): void {
  app.use('/uploads', uploadsRouter(storage));

  const runtimeConfig = `window.__DS_CONFIG__ = ${JSON.stringify({
    baseDomain: config.BASE_DOMAIN,
    companyName: config.COMPANY_NAME,
    platformName: config.PLATFORM_NAME,
    vitalsSampleRate: config.ANALYTICS_VITALS_SAMPLE_RATE,
  })};\n`;
  app.get('/runtime-config.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(runtimeConfig);
  });

  if (!distDir || !fs.existsSync(path.join(distDir, 'index.html'))) return;
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

  // Hashed assets never change: cache them for a year. Everything else is revalidated. The build wrote a
  // brotli and a gzip copy of every text file (vite.config.ts); the client gets the best it accepts.
  const precompressed: expressStaticGzip.ExpressStaticGzipOptions = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };
  app.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      ...precompressed,
      serveStatic: { immutable: true, maxAge: '365d', fallthrough: false },
    }),
  );
  app.use(expressStaticGzip(distDir, { ...precompressed, serveStatic: { index: false, maxAge: '1h' } }));
  const reserved = /^\/(api(\/|$)|go\/|sitemap\.xml$|robots\.txt$)/;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reserved.test(req.path)) return next();
    const { host, origin } = visitorOf(req);
    const visit: PageVisit = { host, origin, url: req.originalUrl };
    const earlyHints: EarlyHints = (links) => {
      if (links.length > 0 && !res.headersSent) res.writeEarlyHints({ link: links });
    };
    const render = renderIndex ? renderIndex(visit, indexHtml, earlyHints) : Promise.resolve({ status: 200, html: indexHtml });
    render
      .catch(() => ({ status: 200, html: indexHtml }))
      .then(({ status, html }) => {
        // A storefront page is in its site's language (docs/i18n.md), whatever the visitor's: only the host varies it.
        varyByHost(req, res);
        res.status(status).type('html').set('Cache-Control', 'no-cache').send(html);
      })
      .catch(next);
  });
}
