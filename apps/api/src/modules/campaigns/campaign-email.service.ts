import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { prepareCampaignEmail, renderCampaignEmail, type CampaignSource, type RenderedCampaign } from '@ds/campaign-mail';
import { notFound } from '../../infra/http/api-error.js';

/**
 * A campaign as its email, for the composer's preview and the archive's web version: the same
 * `prepareCampaignEmail` + `renderCampaignEmail` the worker sends with, minus everything per recipient
 * (no open pixel, links untouched, an unsubscribe link that leads to the storefront's newsletter page).
 */
@Injectable()
export class CampaignEmailService {
  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async render(
    tenantId: string,
    campaign: CampaignSource,
    options: { webVersionUrl?: (siteUrl: string) => string } = {},
  ): Promise<RenderedCampaign> {
    const prepared = await prepareCampaignEmail(this.db.forTenant(tenantId), campaign, {
      publicUrl: this.config.PUBLIC_URL,
      baseDomain: this.config.BASE_DOMAIN,
      companyName: this.config.COMPANY_NAME,
    });
    if (!prepared) throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    return renderCampaignEmail({
      ...prepared.email,
      links: {
        unsubscribeUrl: `${prepared.siteUrl}/newsletters`,
        webVersionUrl: options.webVersionUrl?.(prepared.siteUrl) ?? null,
        openPixelUrl: null,
      },
    });
  }
}
