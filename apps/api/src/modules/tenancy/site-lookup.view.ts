import { Id, Int, Nested, Text } from '../../infra/http/answer-properties.js';

/** The tenant behind a host, as the storefront needs it to pick its template. */
export class SiteTenantView {
  @Id() id!: string;
  @Int() template_id!: number;
  @Text({ nullable: true }) site_name!: string | null;
}

/** `GET /site/by-domain`. */
export class SiteByDomainAnswer {
  @Nested(() => SiteTenantView) tenant!: SiteTenantView;
}
