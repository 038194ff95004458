import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { pathOnly } from '@ds/observability';
import { classifyHost, siteDisplayName } from '@ds/shared';
import type { EarlyHints, PageVisit } from '../../infra/web/spa.js';
import { SeoService } from '../content/seo.service.js';
import { TenantResolver } from '../tenancy/tenant-resolver.service.js';
import { RenderedPageCache, type RenderedPage } from './rendered-page-cache.js';
import { StorefrontAnswers, type StorefrontAnswer } from './storefront-answers.service.js';
import { earlyHintLinks, landingStylesheetTags, storefrontStylesheetTags, withLowPriorityEntryScript } from './storefront-assets.js';
import { LandingPage, type LandingRenderer } from './landing-page.js';
import { pageHead, scriptJson, splitResourceHints, structuredData } from './structured-data.js';
import { withoutTrackingParams } from './tracking-params.js';

/** The web app's server renderer (apps/web/src/entry-server.tsx, built into apps/web/dist-server/). */
interface StorefrontRenderer extends LandingRenderer {
  configure(runtimeConfig: unknown): void;
  render(request: {
    url: string;
    origin: string;
    load: (keys: string[]) => Promise<Record<string, StorefrontAnswer>>;
  }): Promise<{ status: number; html: string; data: Record<string, StorefrontAnswer>; lang?: string } | null>;
  /** Whether the path is a storefront page (not the back office's or another app area's screen). */
  isStorefrontPage?(url: string, origin: string): Promise<boolean>;
}

/**
 * Public storefront pages rendered on the server (docs/performance.md "Server rendering"): the SPA's
 * index.html with the host's SEO tags (SeoService), the page's markup in #root, the answers it was
 * rendered with (so the browser hydrates without fetching them again) and its JSON-LD. Rendered pages are
 * cached per visitor host + URL until the tenant changes: one copy whatever the visitor's language, since a
 * page's texts and prices are in its site's language (docs/i18n.md). Main-domain pages, the back office and admin,
 * and any page whose render failed get the client-rendered shell.
 */
@Injectable()
export class StorefrontPages {
  private readonly logger = new Logger(StorefrontPages.name);
  private renderer: StorefrontRenderer | null = null;
  /** The storefront pages' stylesheets, linked from every rendered page (storefront-assets.ts). */
  private stylesheets = '';
  /** `103 Early Hints` for a page being rendered: its scripts and stylesheets (storefront-assets.ts). */
  private hints: string[] = [];
  /** The main domain's prerendered landing page (landing-page.ts). */
  private landing: LandingPage | null = null;

  constructor(
    private readonly seo: SeoService,
    private readonly resolver: TenantResolver,
    private readonly answers: StorefrontAnswers,
    private readonly cache: RenderedPageCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Loads the renderer built beside the web app (`<web>/dist-server/entry-server.js`), when there is one. */
  async loadRenderer(webDistDir: string | undefined): Promise<void> {
    if (!webDistDir) return;
    const file = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
    if (!fs.existsSync(file)) {
      this.logger.warn(`no server renderer at ${file}: storefront pages are rendered in the browser`);
      return;
    }
    const renderer = (await import(pathToFileURL(file).href)) as StorefrontRenderer;
    const indexFile = path.join(webDistDir, 'index.html');
    const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
    this.stylesheets = index ? storefrontStylesheetTags(webDistDir, index) : '';
    this.hints = earlyHintLinks(index, this.stylesheets);
    this.landing = new LandingPage(renderer, this.seo, index ? landingStylesheetTags(webDistDir, index) : '');
    renderer.configure({
      baseDomain: this.config.BASE_DOMAIN,
      companyName: this.config.COMPANY_NAME,
      platformName: this.config.PLATFORM_NAME,
    });
    this.renderer = renderer;
  }

  get rendering(): boolean {
    return this.renderer !== null;
  }

  /** The HTML answer for a page request: server-rendered on storefront hosts, else the shell with SEO tags. */
  async page(visit: PageVisit, indexHtml: string, earlyHints?: EarlyHints): Promise<RenderedPage> {
    const pathname = new URL(visit.url, visit.origin).pathname;
    const shell = async (): Promise<RenderedPage> => {
      const html = await this.seo.renderIndex(visit.host, visit.origin, indexHtml, { path: pathname }).catch(() => indexHtml);
      // A store's client-rendered page is in its site's language too: `<html lang>` says which from the first byte
      // (the loading screen speaks it: docs/i18n.md).
      const storefront = !isMain && (await this.renderer?.isStorefrontPage?.(visit.url, visit.origin).catch(() => false));
      const lang = storefront ? (await this.resolver.resolve(visit.host).catch(() => null))?.site_language : undefined;
      return { status: 200, html: lang ? withLang(html, lang) : html };
    };
    const isMain = classifyHost(visit.host, this.config.BASE_DOMAIN).kind === 'main';
    const renderer = this.renderer;
    if (!renderer) return shell();
    if (isMain) {
      return (pathname === '/' && (await this.landing?.page(visit, indexHtml))) || shell();
    }

    // A campaign-tagged visit is the untagged page (tracking-params.ts).
    const url = withoutTrackingParams(visit.url);
    // The host is part of the key (and of `Vary`): one host's page is never another's answer.
    const cacheKey = `${visit.origin}|${url}`;
    const cached = this.cache.get(visit.host, cacheKey);
    if (cached) return cached;

    // A miss: the browser fetches the page's assets while it renders (its status is not known yet).
    earlyHints?.(this.hints);
    const epoch = this.cache.epoch;
    const tenant = await this.resolver.resolve(visit.host);
    const rendered = await renderer
      .render({ url, origin: visit.origin, load: (keys) => this.answers.answer(tenant, keys) })
      .catch((err: unknown) => {
        this.logger.error({ err, host: visit.host, url: pathOnly(url) }, 'storefront render failed; serving the client-rendered page');
        return null;
      });
    if (!rendered) return shell();

    const siteName = siteNameOf(rendered.data) ?? siteDisplayName(tenant?.site_name);
    const jsonLd = structuredData(pathname, visit.origin, siteName, rendered.data);
    const headTags = { path: pathname, ...pageHead(jsonLd, siteName) };
    const head = await this.seo.renderIndex(visit.host, visit.origin, indexHtml, headTags).catch(() => indexHtml);
    const page = {
      status: rendered.status,
      // The site's language (docs/i18n.md); a BCP 47 tag from the renderer's own list.
      html: withLang(compose(head, this.stylesheets, rendered.html, { answers: rendered.data }, jsonLd), rendered.lang),
    };
    // Only complete pages of a live store are kept; "not found" answers are rendered afresh.
    // URLs with a query string left (previews, confirmation results) are rendered each time: they would only
    // crowd out the pages everyone visits.
    if (tenant && page.status === 200 && !url.includes('?')) this.cache.put(visit.host, cacheKey, tenant.id, page, epoch);
    return page;
  }
}

const siteNameOf = (answers: Record<string, StorefrontAnswer>): string | undefined => {
  const site = answers['/site/data'];
  return site && 'data' in site
    ? siteDisplayName((site.data as { settings?: { site_name?: string | null } }).settings?.site_name)
    : undefined;
};

/** index.html's `<html lang="en">` naming `lang` instead, when it is a BCP 47 tag (the renderer's or a site's). */
const withLang = (html: string, lang: string | undefined): string =>
  html.replace('<html lang="en">', () => `<html lang="${/^[A-Za-z-]{2,16}$/.test(lang ?? '') ? (lang as string) : 'en'}">`);

/** index.html + the rendered markup in #root, the page's answers for hydration, and its head tags. */
function compose(indexHtml: string, stylesheets: string, markup: string, hydration: unknown, jsonLd: unknown[]): string {
  const { hints, body } = splitResourceHints(markup);
  const ld = jsonLd.map((doc) => `<script type="application/ld+json">${scriptJson(doc)}</script>`).join('\n    ');
  // Replacer functions: tenant text is text, so `$&` and friends stay literal.
  return (
    withLowPriorityEntryScript(indexHtml)
      .replace('</head>', () => `    ${stylesheets}${hints}\n    ${ld}\n  </head>`)
      // A data block (never executed, so the CSP has nothing to allow); main.tsx reads it before hydrating.
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div>\n    <script type="application/json" id="ds-ssr">${scriptJson(hydration)}</script>`,
      )
  );
}
