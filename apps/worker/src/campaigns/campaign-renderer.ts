import { Inject, Injectable } from '@nestjs/common';
import { escapeHtml, prepareCampaignEmail, renderCampaignEmail } from '@ds/campaign-mail';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { campaignClickUrl, campaignListId, campaignOpenUrl, campaignUnsubscribeUrl, linkSecrets } from '@ds/mail-identity';
import { Database } from '@ds/db';
import type { DkimKey } from '../infra/mail/dkim.js';
import { CompiledCampaignMessage } from './campaign-message.js';
import { SenderIdentities, type SenderIdentity } from './sender-identity.js';

/** Where the per-recipient links go in the once-rendered email (`.invalid` never resolves, RFC 2606). */
const MARKER = /https:\/\/ds-track\.invalid\/(open|unsubscribe|click)(?:\/(\d+))?/g;
const marker = (what: string) => `https://ds-track.invalid/${what}`;

/** One recipient's links: `link('open' | 'unsubscribe' | 'click', index)`, each signed once and remembered. */
type RecipientLinks = (what: string, index?: string) => string;

/** A campaign rendered and compiled once, written per recipient by joining strings. */
export interface PreparedCampaign {
  campaignId: string;
  tenantId: string;
  messageIdDomain: string;
  /** The email itself, compiled once (./campaign-message.ts). */
  message: CompiledCampaignMessage;
  /** The recipient row's signed links. */
  linksFor(recipientId: string): RecipientLinks;
  /** The distributor's own domain's key when the mail is From it (./sender-identity.ts); else the platform's signs. */
  dkim?: DkimKey;
}

/**
 * Renders a campaign's email (MJML, `@ds/campaign-mail`) once per worker and campaign version, with
 * markers where each recipient's links go — the open pixel, every tracked link, the unsubscribe link —
 * and compiles the MIME message once (./campaign-message.ts); each recipient's message is then written
 * by joining strings, with that recipient's signed links (HTML-escaped in the HTML part, as is in the
 * text part). MJML costs tens of milliseconds a render; writing a recipient's message, microseconds.
 * From name = the site's name at the platform's sending address (or the distributor's own verified sending
 * domain, ./sender-identity.ts); Reply-To = the distributor.
 */
@Injectable()
export class CampaignRenderer {
  private readonly cache = new Map<string, Promise<PreparedCampaign | null>>();
  private readonly fromAddress: string;
  private readonly messageIdDomain: string;

  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly senders: SenderIdentities,
  ) {
    this.fromAddress = /<([^>]+)>\s*$/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
    this.messageIdDomain = /@([A-Za-z0-9.-]+)$/.exec(this.fromAddress)?.[1] ?? config.BASE_DOMAIN;
  }

  async prepare(campaignId: string, tenantId: string): Promise<PreparedCampaign | null> {
    const campaign = await this.db.forTenant(tenantId).campaign.findUnique({ where: { id: campaignId }, select: { updated_at: true } });
    if (!campaign) return null;
    // Who the mail is from can change mid-send (a sending domain verified, or drifting): part of the key.
    const sender = await this.senders.forTenant(tenantId);
    const key = `${campaignId}@${campaign.updated_at.toISOString()}@${sender?.address ?? ''}`;
    let prepared = this.cache.get(key);
    if (!prepared) {
      prepared = this.render(campaignId, tenantId, sender);
      // A handful of campaigns send at once; forget the oldest beyond that.
      if (this.cache.size >= 20) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, prepared);
      prepared.catch(() => this.cache.delete(key));
    }
    return prepared;
  }

  private async render(campaignId: string, tenantId: string, sender: SenderIdentity | null): Promise<PreparedCampaign | null> {
    const db = this.db.forTenant(tenantId);
    const campaign = await db.campaign.findUnique({
      where: { id: campaignId },
      select: { id: true, subject: true, preheader: true, content: true },
    });
    if (!campaign) return null;
    // The same preparation as the composer's preview, test send and web version: what is previewed is sent.
    const prepared = await prepareCampaignEmail(db, campaign, {
      publicUrl: this.config.PUBLIC_URL,
      baseDomain: this.config.BASE_DOMAIN,
      companyName: this.config.COMPANY_NAME,
    });
    if (!prepared) return null;
    const origin = prepared.siteUrl;

    const links: string[] = [];
    const rendered = await renderCampaignEmail({
      ...prepared.email,
      links: { unsubscribeUrl: marker('unsubscribe'), openPixelUrl: marker('open'), webVersionUrl: `${origin}/newsletters/${campaign.id}` },
      trackLink: (url) => marker(`click/${links.push(url) - 1}`),
    });

    const secret = linkSecrets(this.config);
    const linksFor = (recipientId: string): RecipientLinks => {
      const urls = new Map<string, string>();
      return (what, index) => {
        const key = index === undefined ? what : `${what}/${index}`;
        let url = urls.get(key);
        if (!url) {
          // The links carry the tenant (docs/signed-links.md): the API follows them inside it.
          if (what === 'open') url = campaignOpenUrl(origin, secret, recipientId, tenantId);
          else if (what === 'unsubscribe') url = campaignUnsubscribeUrl(origin, secret, recipientId, tenantId);
          else url = campaignClickUrl(origin, secret, recipientId, links[Number(index)], tenantId);
          urls.set(key, url);
        }
        return url;
      };
    };
    const message = await CompiledCampaignMessage.compile({
      from: { name: prepared.fromName, address: sender?.address ?? this.fromAddress },
      replyTo: prepared.replyTo ?? undefined,
      subject: rendered.subject,
      listId: campaignListId(tenantId, this.messageIdDomain),
      text: rendered.text,
      html: rendered.html,
      marker: MARKER,
      escapeHtml,
    });

    return { campaignId, tenantId, messageIdDomain: this.messageIdDomain, message, linksFor, dkim: sender?.dkim };
  }
}
