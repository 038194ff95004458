import { Inject, Injectable } from '@nestjs/common';
import { escapeHtml, prepareCampaignEmail, renderCampaignEmail } from '@ds/campaign-mail';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type SequenceStep } from '@ds/db';
import { linkSecrets, sequenceUnsubscribeUrl } from '@ds/mail-identity';
import { MailTransport } from '../infra/mail/mail-transport.js';
import { SenderIdentities } from '../campaigns/sender-identity.js';

/** Where the recipient's unsubscribe link goes in the once-rendered email (`.invalid` never resolves, RFC 2606). */
const MARKER = 'https://ds-track.invalid/sequence-unsubscribe';

interface RenderedStep {
  subject: string;
  html: string;
  text: string;
  fromName: string;
  replyTo: { name: string; address: string } | null;
  siteUrl: string;
}

/**
 * A sequence's email step through the platform's mail path (docs/architecture.md "Sequences engine"): the
 * campaign composer's preparation and MJML rendering (`@ds/campaign-mail`: blocks, footer disclaimers,
 * postal/contact line), From the site's name at the platform's address or the distributor's verified
 * sending domain with its DKIM key, Reply-To the distributor, and a signed one-click unsubscribe link
 * (List-Unsubscribe + List-Unsubscribe-Post, and in the footer). Rendered once per step version and
 * sender, each recipient's email is then a string substitution.
 */
@Injectable()
export class SequenceMail {
  private readonly cache = new Map<string, Promise<RenderedStep | null>>();

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly senders: SenderIdentities,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Hands one step's email to the relay under its stable Message-ID; false when the tenant is gone. */
  async send(tenantId: string, step: SequenceStep, to: { email: string; deliveryId: string; messageId: string }): Promise<boolean> {
    const sender = await this.senders.forTenant(tenantId);
    const rendered = await this.render(tenantId, step, sender?.address ?? '');
    if (!rendered) return false;
    const unsubscribeUrl = sequenceUnsubscribeUrl(rendered.siteUrl, linkSecrets(this.config), to.deliveryId, tenantId);
    await this.transport.send({
      to: to.email,
      subject: rendered.subject,
      html: rendered.html.split(escapeHtml(MARKER)).join(escapeHtml(unsubscribeUrl)),
      text: rendered.text.split(MARKER).join(unsubscribeUrl),
      fromName: rendered.fromName,
      replyTo: rendered.replyTo ?? undefined,
      unsubscribeUrl,
      messageId: to.messageId,
      ...(sender ? { sender: { address: sender.address, dkim: sender.dkim } } : {}),
    });
    return true;
  }

  private render(tenantId: string, step: SequenceStep, sender: string): Promise<RenderedStep | null> {
    // The site's name, address and disclaimers may change too: a render is reused for five minutes at most.
    const key = `${step.id}@${step.updated_at.toISOString()}@${sender}@${Math.floor(Date.now() / 300_000)}`;
    let rendered = this.cache.get(key);
    if (!rendered) {
      rendered = this.renderOnce(tenantId, step);
      if (this.cache.size >= 200) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, rendered);
      rendered.catch(() => this.cache.delete(key));
    }
    return rendered;
  }

  private async renderOnce(tenantId: string, step: SequenceStep): Promise<RenderedStep | null> {
    const prepared = await prepareCampaignEmail(
      this.db.forTenant(tenantId),
      { subject: step.subject ?? '', preheader: step.preheader, content: step.content ?? '' },
      { publicUrl: this.config.PUBLIC_URL, baseDomain: this.config.BASE_DOMAIN, companyName: this.config.COMPANY_NAME },
    );
    if (!prepared) return null;
    const email = await renderCampaignEmail({ ...prepared.email, links: { unsubscribeUrl: MARKER } });
    return { ...email, fromName: prepared.fromName, replyTo: prepared.replyTo, siteUrl: prepared.siteUrl };
  }
}
