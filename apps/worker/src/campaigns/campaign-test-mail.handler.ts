import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { prepareCampaignEmail, renderCampaignEmail } from '@ds/campaign-mail';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { isUuid } from '@ds/shared';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { MailTransport } from '../infra/mail/mail-transport.js';
import { SenderIdentities } from './sender-identity.js';

/**
 * "Send a test to me" from the campaign composer: the campaign (or a sequence's email step, whose email is
 * the same composer's) as it is when the job runs, rendered by
 * the same `prepareCampaignEmail` + `renderCampaignEmail` as a real send, to the distributor's own login
 * address — without tracking, and with an unsubscribe link that only leads to the storefront's
 * newsletter page (the distributor is not a subscriber). From the same address and signed with the same
 * key as the campaign will be (`SenderIdentities`: the distributor's own verified sending domain, else ours),
 * so the test shows what subscribers will get. Exactly once comes from the outbox row.
 */
@Injectable()
export class CampaignTestMailHandler {
  constructor(
    private readonly db: Database,
    private readonly mail: MailTransport,
    private readonly senders: SenderIdentities,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.campaign-test')
  async send(data: JobPayloads['mail.campaign-test']): Promise<JobResult> {
    const sourceId = 'campaignId' in data ? data.campaignId : data.sequenceStepId;
    if (!isUuid(data.tenantId) || !isUuid(sourceId)) return 'skipped: campaign gone';
    const db = this.db.forTenant(data.tenantId);
    const [campaign, user, sender] = await Promise.all([
      'campaignId' in data
        ? db.campaign.findUnique({ where: { id: sourceId }, select: { id: true, subject: true, preheader: true, content: true } })
        : db.sequenceStep
            .findFirst({ where: { id: sourceId, type: 'email' }, select: { id: true, subject: true, preheader: true, content: true } })
            .then((step) => step && { id: step.id, subject: step.subject ?? '', preheader: step.preheader, content: step.content ?? '' }),
      db.user.findFirst({ select: { email: true } }),
      this.senders.forTenant(data.tenantId),
    ]);
    if (!campaign) return 'campaignId' in data ? 'skipped: campaign gone' : 'skipped: step gone or not an email';
    if (!user?.email) return 'skipped: distributor has no email address';
    const prepared = await prepareCampaignEmail(db, campaign, {
      publicUrl: this.config.PUBLIC_URL,
      baseDomain: this.config.BASE_DOMAIN,
      companyName: this.config.COMPANY_NAME,
    });
    if (!prepared) return 'skipped: tenant gone';
    const rendered = await renderCampaignEmail({
      ...prepared.email,
      links: { unsubscribeUrl: `${prepared.siteUrl}/newsletters`, webVersionUrl: null, openPixelUrl: null },
    });
    await this.mail.send({
      to: user.email,
      subject: `[Test] ${rendered.subject}`,
      html: rendered.html,
      text: rendered.text,
      fromName: prepared.fromName,
      replyTo: prepared.replyTo ?? undefined,
      sender: sender ?? undefined,
    });
    // Ids, never the address (the result is logged).
    return 'campaignId' in data ? { sent: 'campaign-test', campaignId: campaign.id } : { sent: 'sequence-step-test', stepId: campaign.id };
  }
}
