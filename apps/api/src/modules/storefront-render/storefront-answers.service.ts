import { HttpException, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { NewsletterArchiveService } from '../campaigns/newsletter-archive.service.js';
import { PublicSiteService } from '../content/public-site.service.js';
import type { ResolvedTenant } from '../tenancy/tenant-resolver.service.js';

/** One answer as the storefront's cache holds it (apps/web entry-server.tsx `PreloadedResource`). */
export type StorefrontAnswer = { data: unknown } | { error: { status: number; message: string; code?: string } };

const notFound = (message: string, code: string): StorefrontAnswer => ({ error: { status: 404, message, code } });
const STORE_NOT_FOUND = notFound('Store not found', 'STORE_NOT_FOUND');

/**
 * The `/api/site/*` reads a server-rendered page needs, answered in process by the services behind those
 * endpoints, for the visitor's host only: the same data and the same 404s (STORE_NOT_FOUND for a host
 * that is not a live store, PRODUCT_NOT_FOUND, BLOG_NOT_FOUND…) as the browser would get.
 */
@Injectable()
export class StorefrontAnswers {
  constructor(
    private readonly site: PublicSiteService,
    private readonly newsletters: NewsletterArchiveService,
  ) {}

  /** `keys` are API paths without `/api` (`/site/products?category=teas`); `tenant` is the host's live store, or null. */
  async answer(tenant: ResolvedTenant | null, keys: string[]): Promise<Record<string, StorefrontAnswer>> {
    const answers = await Promise.all(keys.map(async (key) => [key, tenant ? await this.one(tenant, key) : STORE_NOT_FOUND] as const));
    return Object.fromEntries(answers);
  }

  private async one(tenant: ResolvedTenant, key: string): Promise<StorefrontAnswer> {
    try {
      const data = await this.read(tenant, key);
      // Exactly what the browser would have parsed (dates as strings, no undefined fields).
      return data === undefined
        ? { error: { status: 500, message: `No server answer for ${key}` } }
        : { data: JSON.parse(JSON.stringify(data)) as unknown };
    } catch (err) {
      if (err instanceof HttpException) {
        const body = err.getResponse() as { message?: unknown; code?: unknown };
        const message = typeof body === 'object' && typeof body.message === 'string' ? body.message : err.message;
        return { error: { status: err.getStatus(), message, ...(typeof body.code === 'string' ? { code: body.code } : {}) } };
      }
      throw err;
    }
  }

  /** The answer (or its promise); undefined: not a read the renderer knows (the page is then left to the browser). */
  private read(tenant: ResolvedTenant, key: string): unknown {
    const url = new URL(key, 'http://storefront.invalid');
    const [, root, resource, id, ...rest] = url.pathname.split('/');
    if (root !== 'site' || rest.length > 0) return undefined;
    const t = tenant.id;
    if (id !== undefined) {
      const param = decodeURIComponent(id);
      switch (resource) {
        case 'products':
          return isUUID(param) ? this.site.product(t, param) : notFoundError('Product not found', 'PRODUCT_NOT_FOUND');
        case 'blogs':
          return isUUID(param) ? this.site.blog(t, param) : notFoundError('Blog post not found', 'BLOG_NOT_FOUND');
        case 'newsletters':
          return isUUID(param) ? this.newsletters.one(t, param) : notFoundError('Newsletter not found', 'NEWSLETTER_NOT_FOUND');
        default:
          return undefined;
      }
    }
    switch (resource) {
      case 'by-domain':
        return { tenant: { id: tenant.id, template_id: tenant.template_id, site_name: tenant.site_name } };
      case 'data':
        return this.site.siteData(t);
      case 'categories':
        return this.site.categories(t);
      case 'products': {
        const category = url.searchParams.get('category');
        return this.site.products(t, category ? category.toLowerCase() : undefined);
      }
      case 'blogs':
        return this.site.blogs(t);
      case 'contact-us':
        return this.site.contactEntries(t);
      case 'opportunity-page':
        return this.site.opportunityPage(t);
      case 'product-page':
        return this.site.productPage(t);
      case 'join-us-page':
        return this.site.joinUsPage(t);
      case 'newsletters':
        return this.newsletters.list(t);
      default:
        return undefined;
    }
  }
}

function notFoundError(message: string, code: string): never {
  throw new HttpException({ message, code }, 404);
}
