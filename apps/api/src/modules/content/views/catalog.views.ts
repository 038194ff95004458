import { ActiveStatus, Availability } from '@ds/db';
import { DateTime, Id, Int, Num, OneOf, Text } from '../../../infra/http/answer-properties.js';

/** A category as storefronts show it (`GET /site/categories`). */
export class PublicCategoryView {
  @Id() id!: string;
  @Text() name!: string;
  @Text({ description: 'URL segment of /products/:category' }) slug!: string;
  @Text({ nullable: true }) description!: string | null;
  @Text({ nullable: true }) image!: string | null;
  @OneOf(Object.values(ActiveStatus), 'ActiveStatus') status!: ActiveStatus;
}

/** A category in the back office (`/tenants/:tenantId/categories`). */
export class CategoryView extends PublicCategoryView {
  @Int() sort_order!: number;
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
}

/** A product as storefronts show it; prices are numbers in the tenant's `currency`. */
export class PublicProductView {
  @Id() id!: string;
  @Id({ nullable: true }) category_id!: string | null;
  @Text({ nullable: true }) category_slug!: string | null;
  @Text({ nullable: true }) category_name!: string | null;
  @Text() name!: string;
  @Text({ nullable: true }) title!: string | null;
  @Num({ nullable: true }) your_price!: number | null;
  @Num({ nullable: true }) base_price!: number | null;
  @Num({ nullable: true }) preferred_customer_price!: number | null;
  @Text() currency!: string;
  @OneOf(Object.values(Availability), 'Availability') availability!: Availability;
  @OneOf(Object.values(ActiveStatus), 'ActiveStatus') status!: ActiveStatus;
  @Text({ nullable: true }) image!: string | null;
  @Text({ nullable: true }) banner_image!: string | null;
  @Text({ nullable: true }) guide_pdf!: string | null;
  @Text({ nullable: true }) video!: string | null;
  @Text({ nullable: true }) video_url!: string | null;
  @Text({ nullable: true }) instructions!: string | null;
  @Text({ nullable: true }) description!: string | null;
  @Text({ nullable: true }) buy_link!: string | null;
}

/** A product in the back office (`/tenants/:tenantId/products`). */
export class ProductView extends PublicProductView {
  @Int() sort_order!: number;
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
}
