import type { Prisma } from '@ds/db';
import { SITE_LANGUAGES, type SiteLanguage } from '@ds/shared';
import { Bool, DateTime, Id, Int, Nested, OneOf, OpenObject, Text } from '../../../infra/http/answer-properties.js';
import { SOCIAL_NETWORKS } from '../dto/social-links.dto.js';
import type { JsonObject } from '../free-form-body.pipe.js';

// ─── Storefront (`/site/*`, `/templates`) ───────────────────────────────────

/** `settings` of `GET /site/data` (docs/product.md#data, site data). */
export class SiteSettingsView {
  @Text({ nullable: true }) site_name!: string | null;
  @Text({ nullable: true }) site_phone!: string | null;
  @Text({ nullable: true }) site_email!: string | null;
  @Text({ nullable: true }) site_address!: string | null;
  @Text({ nullable: true }) site_logo_url!: string | null;
  @Text() company_name!: string;
  @Text() currency!: string;
  @Text() country!: string;
  @OneOf(SITE_LANGUAGES, 'SiteLanguage', { description: 'The site\'s language, a BCP 47 tag (docs/product.md "Languages")' })
  site_language!: SiteLanguage;
  @Text({ nullable: true }) nht_website_link!: string | null;
  @Text({ nullable: true }) nht_store_link!: string | null;
  @Text({ nullable: true }) nht_joining_link!: string | null;
}

export class PublicDisclaimerView {
  @Id() id!: string;
  @Text({ nullable: true }) site_disclaimer!: string | null;
  @Text({ nullable: true }) product_disclaimer!: string | null;
  @Text({ nullable: true }) income_disclaimer!: string | null;
}

/** The home page's texts, images and video (null: not written yet; storefronts show defaults). */
export class HomePageContentView {
  @Text({ nullable: true }) welcome_description!: string | null;
  @Text({ nullable: true }) introduction_content!: string | null;
  @Text({ nullable: true }) introduction_image_url!: string | null;
  @Text({ nullable: true }) about_company_title!: string | null;
  @Text({ nullable: true }) about_company_content_1!: string | null;
  @Text({ nullable: true }) about_company_content_2!: string | null;
  @Text({ nullable: true }) about_company_image_url!: string | null;
  @Text({ nullable: true }) why_network_marketing_title!: string | null;
  @Text({ nullable: true }) why_network_marketing_content!: string | null;
  @Text({ nullable: true }) opportunity_video_url!: string | null;
  @Text({ nullable: true }) opportunity_video_header_title!: string | null;
  @Text({ nullable: true }) support_content!: string | null;
}

export class PublicSliderView {
  @Id() id!: string;
  @Text({ nullable: true }) image!: string | null;
  @Text({ nullable: true }) description!: string | null;
  @Text({ nullable: true }) ctaText!: string | null;
  @Text({ nullable: true }) ctaLink!: string | null;
}

/** `GET /site/data`: everything the storefront's layout and home page need, in one cached answer. */
export class SiteDataAnswer {
  @Nested(() => SiteSettingsView) settings!: SiteSettingsView;
  @Nested(() => PublicDisclaimerView, { list: true, description: 'The first one is shown' }) footer_disclaimers!: PublicDisclaimerView[];
  @Nested(() => HomePageContentView, { nullable: true }) homePage!: HomePageContentView | null;
  @Nested(() => PublicSliderView, { list: true, description: 'The first one is the hero banner' }) sliders!: PublicSliderView[];
  @OpenObject({ values: 'string', description: 'Network (facebook, instagram, …) → URL' }) socialLinks!: Record<string, string>;
}

export class PublicContactEntryView {
  @Id() id!: string;
  @Text({ nullable: true }) contactus_image!: string | null;
  @Text({ nullable: true }) contactus_text!: string | null;
  @DateTime() created_at!: Date;
}

/** `GET /site/opportunity-page`: the page's free-form fields (`{}` when none were saved). */
export class PageDataAnswer {
  @OpenObject({ description: 'Free-form page fields (docs/product.md#free-form-pages)' }) data!: Prisma.JsonValue;
}

/** `GET /site/join-us-page`: the page's fields and the distributor's joining link. */
export class JoinUsPageAnswer extends PageDataAnswer {
  @Text({ nullable: true }) joining_link!: string | null;
}

export class TemplateView {
  @Int() id!: number;
  @Text() name!: string;
  @Text({ nullable: true }) description!: string | null;
  @Text({ nullable: true }) image!: string | null;
  @Text({ nullable: true }) route!: string | null;
}

// ─── Back-office editors (`/tenants/:tenantId/...`) ─────────────────────────

export class SliderView extends PublicSliderView {
  @Int() sort_order!: number;
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
}

export class ContactUsEntryView extends PublicContactEntryView {
  @DateTime() updated_at!: Date;
}

export class FooterDisclaimerView extends PublicDisclaimerView {
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
}

/** The home page editor's object; all nulls and `updated_at: null` before the first save. */
export class HomePageView extends HomePageContentView {
  @DateTime({ nullable: true }) updated_at!: Date | null;
}

/** Opportunity, product and join-us pages: free-form fields; file fields hold `/uploads/...` URLs. */
export class FreeFormPageView {
  @OpenObject({ description: 'Free-form page fields (docs/product.md#free-form-pages)' }) data!: JsonObject;
  @DateTime({ nullable: true }) updated_at!: Date | null;
}

/** Footer social links: one URL per network that has one. */
export class SocialLinksView implements Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>> {
  @Text({ optional: true }) facebook?: string;
  @Text({ optional: true }) twitter?: string;
  @Text({ optional: true }) youtube?: string;
  @Text({ optional: true }) instagram?: string;
  @Text({ optional: true }) linkedin?: string;
  @Text({ optional: true }) pinterest?: string;
  @Text({ optional: true }) tiktok?: string;
  @Text({ optional: true }) whatsapp?: string;
}

/** The welcome autoresponder; blank subject/body send the default copy. `updated_at: null` before the first save. */
export class SubscriberMessageView {
  @Text() subject!: string;
  @Text() body!: string;
  @Bool() enabled!: boolean;
  @DateTime({ nullable: true }) updated_at!: Date | null;
}

/** The visitor's autoresponder after leaving a lead; same shape and defaults as the subscriber message. */
export class LeadMessageView extends SubscriberMessageView {}
