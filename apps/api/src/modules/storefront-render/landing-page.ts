import { Logger } from '@nestjs/common';
import type { PageVisit } from '../../infra/web/spa.js';
import type { SeoService } from '../content/seo.service.js';
import { withLowPriorityEntryScript, withoutModulePreloads } from './storefront-assets.js';
import type { RenderedPage } from './rendered-page-cache.js';
import { scriptJson, splitResourceHints } from './structured-data.js';

/** What the landing needs from the web app's server renderer (apps/web/src/server/render-landing.tsx). */
export interface LandingRenderer {
  renderLanding?: () => Promise<string | null>;
}

/**
 * The main domain's landing page (`/`), prerendered (docs/performance.md "Server rendering"): its content
 * depends only on the deployment's runtime config, so it is rendered once, on the first visit, and the
 * markup is kept for the process's life. Each answer is the host's SEO-tagged index.html with the
 * markup in #root, the shell's and landing's stylesheets in <head> (styled first paint) and an empty
 * `ds-ssr` data block, which tells main.tsx to hydrate. Null (→ the client-rendered shell) when there is
 * no renderer or the render failed.
 */
export class LandingPage {
  private readonly logger = new Logger(LandingPage.name);
  private markup: Promise<string | null> | undefined;

  constructor(
    private readonly renderer: LandingRenderer,
    private readonly seo: SeoService,
    /** `<link>` tags for the UI shell's and landing page's CSS (storefront-assets.ts). */
    private readonly assets: string,
  ) {}

  async page(visit: PageVisit, indexHtml: string): Promise<RenderedPage | null> {
    const markup = await this.render();
    if (markup === null) return null;
    const head = await this.seo.renderIndex(visit.host, visit.origin, indexHtml, { path: '/' }).catch(() => indexHtml);
    return { status: 200, html: compose(head, this.assets, markup) };
  }

  private render(): Promise<string | null> {
    const { renderLanding } = this.renderer;
    if (!renderLanding) return Promise.resolve(null);
    this.markup ??= renderLanding().catch((err: unknown) => {
      this.logger.error({ err }, 'landing prerender failed; serving the client-rendered page');
      // Not kept: the next visit tries again.
      this.markup = undefined;
      return null;
    });
    return this.markup;
  }
}

function compose(indexHtml: string, assets: string, markup: string): string {
  const { hints, body } = splitResourceHints(markup);
  return (
    withLowPriorityEntryScript(withoutModulePreloads(indexHtml))
      // Mantine's light-scheme variables apply from the first paint; Mantine sets the same attribute when it mounts.
      .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
      // The hero image's preload first: it is the LCP element and must not queue behind the stylesheets.
      .replace('</head>', () => `    ${hints}${assets}\n  </head>`)
      // A data block (never executed, so the CSP has nothing to allow): main.tsx hydrates when it finds one.
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div>\n    <script type="application/json" id="ds-ssr">${scriptJson({ answers: {} })}</script>`,
      )
  );
}
