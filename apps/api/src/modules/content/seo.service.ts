import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { classifyHost, excerpt, siteDisplayName } from '@ds/shared';
import { TenantResolver, type ResolvedTenant } from '../tenancy/tenant-resolver.service.js';
import { PublicSiteService } from './public-site.service.js';

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  siteName: string;
}

/** The page a host's index.html is served for: its path, and its own tags when it has them. */
export interface PageTags {
  /** The page's path, without the query string (default `/`). */
  path?: string;
  title?: string;
  description?: string;
  image?: string;
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * What search engines and link previews see for a host (docs/architecture.md "Web client"): per-tenant title, description and
 * Open Graph/Twitter tags injected into the SPA's index.html, plus sitemap.xml and robots.txt.
 */
@Injectable()
export class SeoService {
  constructor(
    private readonly resolver: TenantResolver,
    private readonly site: PublicSiteService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async metaFor(host: string): Promise<PageMeta | null> {
    if (classifyHost(host, this.config.BASE_DOMAIN).kind === 'main') {
      return {
        title: `${this.config.PLATFORM_NAME} — your own distributor website`,
        description:
          `A ready-made website and back office for independent ${this.config.COMPANY_NAME} distributors: ` +
          'live within 24 hours, preloaded products with local pricing, lead capture and more.',
        image: null,
        siteName: this.config.PLATFORM_NAME,
      };
    }
    const tenant = await this.resolver.resolve(host);
    if (!tenant) return null;
    return this.tenantMeta(tenant);
  }

  /**
   * index.html with this host's tags; unknown hosts keep the generic page (it shows Store Not Found).
   * `page` is the page being served: its path (canonical and og:url name it, not the home page) and, for
   * server-rendered pages, its own title, description and image (a product's, a post's).
   */
  async renderIndex(host: string, origin: string, html: string, page: PageTags = {}): Promise<string> {
    const site = await this.metaFor(host).catch(() => null);
    if (!site) return html;
    const meta = { ...site, ...definedOnly({ title: page.title, description: page.description, image: page.image }) };
    const image = meta.image ? new URL(meta.image, origin).toString() : null;
    const url = `${origin}${page.path ?? '/'}`;
    const tags = [
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
      `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
      ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}" />`] : []),
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ].join('\n    ');
    // Replacer functions, not strings: tenant text is text, so `$&`, `$'` and `` $` `` stay literal.
    const title = `<title>${escapeHtml(meta.title)}</title>`;
    return html
      .replace(/<title>[\s\S]*?<\/title>/, () => title)
      .replace(/\s*<meta name="description"[^>]*>/, () => '')
      .replace('</head>', () => `    ${tags}\n  </head>`);
  }

  async sitemap(host: string, origin: string): Promise<string | null> {
    const paths: string[] = [];
    if (classifyHost(host, this.config.BASE_DOMAIN).kind === 'main') {
      paths.push('/', '/backoffice-signup', '/template1', '/template2');
    } else {
      const tenant = await this.resolver.resolve(host);
      if (!tenant) return null;
      const [categories, products, blogs] = await Promise.all([
        this.site.categories(tenant.id),
        this.site.products(tenant.id),
        this.site.blogs(tenant.id),
      ]);
      paths.push(
        '/',
        '/products',
        '/opportunity',
        '/join-us',
        '/contact',
        '/blog',
        '/income-disclaimer',
        '/privacy-policy',
        '/terms-of-use',
      );
      paths.push(...categories.map((c) => `/products/${encodeURIComponent(c.slug)}`));
      paths.push(...products.filter((p) => p.category_slug).map((p) => `/products/${encodeURIComponent(p.category_slug!)}/${p.id}`));
      paths.push(...blogs.map((b) => `/blog/${b.id}`));
    }
    const urls = paths.map((p) => `  <url><loc>${escapeHtml(origin + p)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  async robots(host: string, origin: string): Promise<string> {
    const known = classifyHost(host, this.config.BASE_DOMAIN).kind === 'main' || (await this.resolver.resolve(host)) !== null;
    if (!known) return 'User-agent: *\nDisallow: /\n';
    return (
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /backoffice\nDisallow: /admin\nDisallow: /superadmin-login\nDisallow: /reset-password\n\n' +
      `Sitemap: ${origin}/sitemap.xml\n`
    );
  }

  private async tenantMeta(tenant: ResolvedTenant): Promise<PageMeta> {
    const data = await this.site.siteData(tenant.id);
    const siteName = siteDisplayName(data.settings.site_name);
    const welcome = data.homePage?.welcome_description;
    return {
      title: siteName,
      description: welcome
        ? excerpt(welcome, 160)
        : `${siteName} — an independent distributor of ${this.config.COMPANY_NAME}. Wellness products with local pricing, business opportunity and support.`,
      image: data.settings.site_logo_url ?? data.sliders.find((s) => s.image)?.image ?? null,
      siteName,
    };
  }
}
