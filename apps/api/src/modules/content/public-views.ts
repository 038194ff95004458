import type { Blog, BlogBanner, Category, ContactUsEntry, HomePage, Prisma, Product } from '@ds/db';
import { excerpt } from '@ds/shared';

/** Public shapes of docs/product.md#data entities. Decimals become numbers; nothing tenant-internal leaks. */

const money = (value: Prisma.Decimal | null): number | null => (value === null ? null : Number(value));

export type ProductWithCategory = Product & { category: Category | null };

export function toPublicProduct(p: ProductWithCategory) {
  return {
    id: p.id,
    category_id: p.category_id,
    category_slug: p.category?.slug ?? null,
    category_name: p.category?.name ?? null,
    name: p.name,
    title: p.title,
    your_price: money(p.your_price),
    base_price: money(p.base_price),
    preferred_customer_price: money(p.preferred_customer_price),
    currency: p.currency,
    availability: p.availability,
    status: p.status,
    image: p.image,
    banner_image: p.banner_image,
    guide_pdf: p.guide_pdf,
    video: p.video,
    video_url: p.video_url,
    instructions: p.instructions,
    description: p.description,
    buy_link: p.buy_link,
  };
}

export function toPublicCategory(c: Category) {
  return { id: c.id, name: c.name, slug: c.slug, description: c.description, image: c.image, status: c.status };
}

export function toBlogSummary(b: Blog) {
  return { id: b.id, title: b.title, excerpt: excerpt(b.content), image: b.image, created_at: b.created_at };
}

export function toPublicBlog(b: Blog & { banners: BlogBanner[] }) {
  return {
    id: b.id,
    title: b.title,
    content: b.content,
    image: b.image,
    created_at: b.created_at,
    banners: b.banners.map((x) => ({ id: x.id, image: x.image, image_content: x.image_content })),
  };
}

export function toPublicContactEntry(e: ContactUsEntry) {
  return { id: e.id, contactus_image: e.contactus_image, contactus_text: e.contactus_text, created_at: e.created_at };
}

export function toPublicHomePage(h: HomePage) {
  const { id: _id, tenant_id: _tenantId, updated_at: _updatedAt, ...fields } = h;
  return fields;
}
