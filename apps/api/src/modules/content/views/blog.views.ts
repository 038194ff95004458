import { Bool, DateTime, Id, Int, Nested, Text } from '../../../infra/http/answer-properties.js';

/** A post in the storefront's blog list: a plain-text excerpt instead of the HTML. */
export class BlogSummaryView {
  @Id() id!: string;
  @Text() title!: string;
  @Text() excerpt!: string;
  @Text({ nullable: true }) image!: string | null;
  @DateTime() created_at!: Date;
}

export class PublicBlogBannerView {
  @Id() id!: string;
  @Text({ nullable: true }) image!: string | null;
  @Text({ nullable: true }) image_content!: string | null;
}

/** One post on the storefront; `content` is HTML sanitised on write (docs/architecture.md "Content rules"). */
export class PublicBlogView {
  @Id() id!: string;
  @Text() title!: string;
  @Text() content!: string;
  @Text({ nullable: true }) image!: string | null;
  @DateTime() created_at!: Date;
  @Nested(() => PublicBlogBannerView, { list: true }) banners!: PublicBlogBannerView[];
}

/** A banner of a blog post in the back office (`/tenants/:tenantId/blogs/:blogId/banners`). */
export class BlogBannerView {
  @Id() id!: string;
  @Id() blog_id!: string;
  @Text({ nullable: true }) image!: string | null;
  @Text({ nullable: true }) image_content!: string | null;
  @Int() sort_order!: number;
  @DateTime() created_at!: Date;
}

/** A blog post in the back office (`/tenants/:tenantId/blogs`), with its banners. */
export class BlogView {
  @Id() id!: string;
  @Text() title!: string;
  @Text() content!: string;
  @Text({ nullable: true }) image!: string | null;
  @Bool() is_visible!: boolean;
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
  @Nested(() => BlogBannerView, { list: true }) banners!: BlogBannerView[];
}
