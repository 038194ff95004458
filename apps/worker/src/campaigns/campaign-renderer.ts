import { Inject, Injectable } from '@nestjs/common';
import { escapeHtml, renderCampaignEmail } from '@ds/campaign-mail';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { campaignClickUrl, campaignOpenUrl, campaignUnsubscribeUrl } from '@ds/jobs';
import { deploymentOf, siteDisplayName, storefrontOrigin } from '@ds/shared';
import { campaignContentHtml } from './campaign-content.js';

/** Where the per-recipient links go in the once-rendered email (`.invalid` never resolves, RFC 2606). */
const MARKER = /https:\/\/ds-track\.invalid\/(open|unsubscribe|click\/(\d+))/g;
const marker = (what: string) => `https://ds-track.invalid/${what}`;

/** Good enough to put in a Reply-To header: one address, no spaces, commas or angle brackets. */
const PLAIN_EMAIL = /^[^\s@<>,;"()]+@[^\s@<>,;"()]+\.[^\s@<>,;"()]+$/;

/** Spec §191's defaults, for a distributor who has not written their own. */
const DEFAULT_DISCLAIMERS = (company: string) => [
  `This is an independent distributor website and not the official website of ${company}.`,
  'Statements about products have not been evaluated by the Food and Drug Administration. The products are not intended to diagnose, treat, cure or prevent any disease.',
  'Income references are indicative only; no income is guaranteed.',
];

export interface PersonalMail {
  html: string;
  text: string;
  unsubscribeUrl: string;
}

/** A campaign rendered once, ready to be personalised per recipient by string substitution. */
export interface PreparedCampaign {
  campaignId: string;
  tenantId: string;
  subject: string;
  from: { name: string; address: string };
  replyTo?: { name: string; address: string };
  messageIdDomain: string;
  personalize(recipientId: string): PersonalMail;
}

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Renders a campaign's email (MJML, `@ds/campaign-mail`) once per worker and campaign version, with
 * markers where each recipient's links go — the open pixel, every tracked link, the unsubscribe link —
 * then personalises per recipient by substitution (HTML-escaped in the HTML part, as is in the text
 * part). MJML costs tens of milliseconds a render; a substitution, microseconds: this is what lets a
 * worker send hundreds of messages a second.
 * From name = the site's name at the platform's sending address; Reply-To = the distributor.
 */
@Injectable()
export class CampaignRenderer {
  private readonly cache = new Map<string, Promise<PreparedCampaign | null>>();
  private readonly fromAddress: string;
  private readonly messageIdDomain: string;

  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.fromAddress = /<([^>]+)>\s*$/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
    this.messageIdDomain = /@([A-Za-z0-9.-]+)$/.exec(this.fromAddress)?.[1] ?? config.BASE_DOMAIN;
  }

  async prepare(campaignId: string, tenantId: string): Promise<PreparedCampaign | null> {
    const campaign = await this.db.forTenant(tenantId).campaign.findUnique({ where: { id: campaignId }, select: { updated_at: true } });
    if (!campaign) return null;
    const key = `${campaignId}@${campaign.updated_at.toISOString()}`;
    let prepared = this.cache.get(key);
    if (!prepared) {
      prepared = this.render(campaignId, tenantId);
      // A handful of campaigns send at once; forget the oldest beyond that.
      if (this.cache.size >= 20) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, prepared);
      prepared.catch(() => this.cache.delete(key));
    }
    return prepared;
  }

  private async render(campaignId: string, tenantId: string): Promise<PreparedCampaign | null> {
    const campaign = await this.db.forTenant(tenantId).campaign.findUnique({
      where: { id: campaignId },
      include: { tenant: { include: { user: true, footerDisclaimers: { orderBy: { created_at: 'asc' }, take: 1 } } } },
    });
    if (!campaign) return null;
    const { tenant } = campaign;
    const distributorName = present([tenant.first_name, tenant.last_name].filter(Boolean).join(' ')) ?? present([tenant.user?.first_name, tenant.user?.last_name].filter(Boolean).join(' '));
    const siteName = siteDisplayName(tenant.site_name, distributorName);
    const distributorEmail = present(tenant.email_id) ?? tenant.user?.email ?? null;
    const origin = storefrontOrigin(tenant, deploymentOf(this.config.PUBLIC_URL, this.config.BASE_DOMAIN));
    const disclaimer = tenant.footerDisclaimers[0];
    const own = [disclaimer?.site_disclaimer, disclaimer?.product_disclaimer, disclaimer?.income_disclaimer].map(present).filter((d): d is string => !!d);

    const links: string[] = [];
    const rendered = await renderCampaignEmail({
      subject: campaign.subject,
      preheader: campaign.preheader,
      contentHtml: campaignContentHtml(campaign.content),
      site: {
        name: siteName,
        url: origin,
        logoUrl: null,
        contactLine: present(tenant.address) ?? distributorEmail ?? origin,
      },
      disclaimers: own.length ? own : DEFAULT_DISCLAIMERS(this.config.COMPANY_NAME),
      links: { unsubscribeUrl: marker('unsubscribe'), openPixelUrl: marker('open'), webVersionUrl: `${origin}/newsletters/${campaign.id}` },
      trackLink: (url) => marker(`click/${links.push(url) - 1}`),
    });

    const secret = this.config.JWT_SECRET;
    const personalize = (recipientId: string): PersonalMail => {
      const urls = new Map<string, string>();
      const urlFor = (what: string, index?: string): string => {
        let url = urls.get(what);
        if (!url) {
          if (what === 'open') url = campaignOpenUrl(origin, secret, recipientId);
          else if (what === 'unsubscribe') url = campaignUnsubscribeUrl(origin, secret, recipientId);
          else url = campaignClickUrl(origin, secret, recipientId, links[Number(index)]);
          urls.set(what, url);
        }
        return url;
      };
      return {
        html: rendered.html.replace(MARKER, (_m, what: string, index?: string) => escapeHtml(urlFor(what, index))),
        text: rendered.text.replace(MARKER, (_m, what: string, index?: string) => urlFor(what, index)),
        unsubscribeUrl: urlFor('unsubscribe'),
      };
    };

    return {
      campaignId,
      tenantId,
      subject: rendered.subject,
      from: { name: siteName, address: this.fromAddress },
      replyTo: distributorEmail && PLAIN_EMAIL.test(distributorEmail) ? { name: distributorName ?? siteName, address: distributorEmail } : undefined,
      messageIdDomain: this.messageIdDomain,
      personalize,
    };
  }
}
