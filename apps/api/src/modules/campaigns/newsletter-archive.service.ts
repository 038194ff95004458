import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { notFound } from '../../infra/http/api-error.js';
import { CampaignEmailService } from './campaign-email.service.js';
import type { NewsletterSummaryView, NewsletterView } from './campaigns.views.js';

/** How many past newsletters the archive lists. */
const ARCHIVE_LIMIT = 100;

/** Sent campaigns as the public sees them: the web version carries no tracking and nobody's links. */
@Injectable()
export class NewsletterArchiveService {
  constructor(
    private readonly db: Database,
    private readonly email: CampaignEmailService,
  ) {}

  async list(tenantId: string): Promise<NewsletterSummaryView[]> {
    const sent = await this.db.forTenant(tenantId).campaign.findMany({
      where: { status: 'sent', sent_at: { not: null } },
      orderBy: [{ sent_at: 'desc' }, { id: 'desc' }],
      take: ARCHIVE_LIMIT,
      select: { id: true, subject: true, preheader: true, sent_at: true },
    });
    return sent.map((c) => ({ id: c.id, subject: c.subject, preheader: c.preheader, sent_at: c.sent_at! }));
  }

  async one(tenantId: string, id: string): Promise<NewsletterView> {
    const campaign = await this.db.forTenant(tenantId).campaign.findFirst({ where: { id, status: 'sent', sent_at: { not: null } } });
    if (!campaign) throw notFound('Newsletter not found', 'NEWSLETTER_NOT_FOUND');
    const { html } = await this.email.render(tenantId, campaign);
    return { id: campaign.id, subject: campaign.subject, preheader: campaign.preheader, sent_at: campaign.sent_at!, html };
  }
}
