import { Inject, Injectable } from '@nestjs/common';
import { escapeHtml, prepareCampaignEmail, renderCampaignEmail } from '@ds/campaign-mail';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type SequenceStep } from '@ds/db';
import { campaignListId, linkSecrets, sequenceClickUrl, sequenceOpenUrl, sequenceUnsubscribeUrl } from '@ds/mail-identity';
import type { DkimKey } from '../infra/mail/dkim.js';
import { CompiledCampaignMessage } from '../campaigns/campaign-message.js';
import { CampaignTransport, type HandOff } from '../campaigns/campaign-transport.js';
import { SenderIdentities, type SenderIdentity } from '../campaigns/sender-identity.js';

/** Where the recipient's links go in the once-rendered email (`.invalid` never resolves, RFC 2606), as campaigns mark them. */
const MARKER = /https:\/\/ds-track\.invalid\/(open|unsubscribe|click)(?:\/(\d+))?/g;
const marker = (what: string) => `https://ds-track.invalid/${what}`;

interface PreparedStep {
  message: CompiledCampaignMessage;
  /** The tracked links' targets, by the index their marker carries. */
  targets: string[];
  siteUrl: string;
  dkim?: DkimKey;
}

/**
 * A sequence's email step through campaign mail's path (docs/architecture.md "Sequences engine"): the
 * composer's preparation and MJML rendering (`@ds/campaign-mail`: blocks, footer disclaimers, the postal
 * address line), compiled once per step version and sender into a MIME message with the campaign's
 * headers (`CompiledCampaignMessage`: List-Id of the distributor's list, List-Unsubscribe with
 * List-Unsubscribe-Post one-click, Precedence bulk) and markers where each recipient's links go; each
 * delivery's email is then written by joining strings with its own signed links — the open pixel, every
 * link as a tracked redirect (a Buy button's `/go/buy/…` too), the unsubscribe link — and handed to the
 * campaigns' pooled transport: DKIM (the distributor's verified domain's key, else the platform's), and
 * the return path `bounces+s<row>-<sig>@…` read from the stable Message-ID `<s.<row id>@…>`, so a late
 * bounce names the delivery.
 */
@Injectable()
export class SequenceMail {
  private readonly cache = new Map<string, Promise<PreparedStep | null>>();
  private readonly fromAddress: string;
  private readonly listDomain: string;

  constructor(
    private readonly db: Database,
    private readonly transport: CampaignTransport,
    private readonly senders: SenderIdentities,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.fromAddress = /<([^>]+)>\s*$/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
    this.listDomain = /@([A-Za-z0-9.-]+)$/.exec(this.fromAddress)?.[1] ?? config.BASE_DOMAIN;
  }

  /** The pooled transport's relay is down (no answer lately): hand nothing over until its backoff ends. */
  relayDown(): boolean {
    return this.transport.relayDownUntil > Date.now();
  }

  /** Hands one step's email to the relay under its stable Message-ID; null when the tenant is gone. */
  async send(tenantId: string, step: SequenceStep, to: { email: string; deliveryId: string; messageId: string }): Promise<HandOff | null> {
    const sender = await this.senders.forTenant(tenantId);
    const prepared = await this.prepare(tenantId, step, sender);
    if (!prepared) return null;
    const secrets = linkSecrets(this.config);
    const origin = prepared.siteUrl;
    const urls = new Map<string, string>();
    const links = (what: string, index?: string): string => {
      const key = index === undefined ? what : `${what}/${index}`;
      let url = urls.get(key);
      if (!url) {
        if (what === 'open') url = sequenceOpenUrl(origin, secrets, to.deliveryId, tenantId);
        else if (what === 'unsubscribe') url = sequenceUnsubscribeUrl(origin, secrets, to.deliveryId, tenantId);
        else url = sequenceClickUrl(origin, secrets, to.deliveryId, prepared.targets[Number(index)], tenantId);
        urls.set(key, url);
      }
      return url;
    };
    const raw = await prepared.message.write({ to: to.email, messageId: to.messageId, unsubscribeUrl: links('unsubscribe'), links });
    return this.transport.send({ to: to.email, messageId: to.messageId, raw, dkim: prepared.dkim });
  }

  private prepare(tenantId: string, step: SequenceStep, sender: SenderIdentity | null): Promise<PreparedStep | null> {
    // The site's name, address and disclaimers may change too: a render is reused for five minutes at most.
    const key = `${step.id}@${step.updated_at.toISOString()}@${sender?.address ?? ''}@${Math.floor(Date.now() / 300_000)}`;
    let prepared = this.cache.get(key);
    if (!prepared) {
      prepared = this.render(tenantId, step, sender);
      if (this.cache.size >= 200) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, prepared);
      prepared.catch(() => this.cache.delete(key));
    }
    return prepared;
  }

  private async render(tenantId: string, step: SequenceStep, sender: SenderIdentity | null): Promise<PreparedStep | null> {
    const prepared = await prepareCampaignEmail(
      this.db.forTenant(tenantId),
      { subject: step.subject ?? '', preheader: step.preheader, content: step.content ?? '' },
      { publicUrl: this.config.PUBLIC_URL, baseDomain: this.config.BASE_DOMAIN, companyName: this.config.COMPANY_NAME },
    );
    if (!prepared) return null;
    const targets: string[] = [];
    const rendered = await renderCampaignEmail({
      ...prepared.email,
      links: { unsubscribeUrl: marker('unsubscribe'), openPixelUrl: marker('open') },
      trackLink: (url) => marker(`click/${targets.push(url) - 1}`),
    });
    const message = await CompiledCampaignMessage.compile({
      from: { name: prepared.fromName, address: sender?.address ?? this.fromAddress },
      replyTo: prepared.replyTo ?? undefined,
      subject: rendered.subject,
      // The distributor's one list: a complaint naming it (and the recipient) finds them as for a campaign.
      listId: campaignListId(tenantId, this.listDomain),
      text: rendered.text,
      html: rendered.html,
      marker: MARKER,
      escapeHtml,
    });
    return { message, targets, siteUrl: prepared.siteUrl, dkim: sender?.dkim };
  }
}
