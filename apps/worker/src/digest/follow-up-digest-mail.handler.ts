import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type ContactStatus } from '@ds/db';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { digestOptOutUrl, linkSecrets } from '@ds/mail-identity';
import { isUuid } from '@ds/shared';
import { DistributorMailer } from '../infra/mail/distributor-mailer.js';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { followUpDigestMail, noteExcerpt } from './follow-up-digest.template.js';

/** Contacts listed by name in one digest; the rest are counted ("…and N more"). */
const DIGEST_LIST_LIMIT = 50;

const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  prospect: 'Prospect',
  customer: 'Customer',
  team_member: 'Team member',
  not_interested: 'Not interested',
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * `mail.follow-up-digest`: the day's digest (docs/product.md "Contacts"), owed by the row the digest scan
 * wrote with it (follow-up-digest-scan.ts) and sent through the outbox's exactly-once path: its Message-ID
 * is the outbox row's, the same on every attempt. The list is read when the job runs, as of the digest's
 * day: a distributor who cleared every follow-up meanwhile, or turned the digest off, gets nothing.
 */
@Injectable()
export class FollowUpDigestMailHandler {
  constructor(
    private readonly db: Database,
    private readonly mailer: DistributorMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.follow-up-digest')
  async send(data: JobPayloads['mail.follow-up-digest']): Promise<JobResult> {
    if (!isUuid(data.tenantId) || !isUuid(data.digestId)) return 'skipped: digest gone';
    const db = this.db.forTenant(data.tenantId);
    const [digest, tenant] = await Promise.all([
      db.followUpDigest.findUnique({ where: { id: data.digestId } }),
      db.tenant.findFirst({ select: { subdomain: true, site_name: true, follow_up_digest: true } }),
    ]);
    if (!digest || !tenant) return 'skipped: digest gone';
    if (!tenant.follow_up_digest) return 'skipped: digest turned off';
    const where = { follow_up_on: { lte: digest.local_date } };
    const [total, contacts] = await Promise.all([
      db.contact.count({ where }),
      db.contact.findMany({
        where,
        orderBy: [{ follow_up_on: 'asc' }, { id: 'asc' }],
        take: DIGEST_LIST_LIMIT,
        select: {
          id: true,
          name: true,
          email: true,
          status: true,
          follow_up_on: true,
          activities: { where: { kind: 'note' }, orderBy: { created_at: 'desc' }, take: 1, select: { text: true } },
        },
      }),
    ]);
    if (total === 0) return 'skipped: nobody due any more';
    const backoffice = `${this.config.PUBLIC_URL}/backoffice/contacts`;
    const optOutUrl = digestOptOutUrl(this.config.PUBLIC_URL, linkSecrets(this.config), data.tenantId);
    const sent = await this.mailer.send(data.tenantId, (firstName) => ({
      ...followUpDigestMail({
        firstName,
        siteName: tenant.site_name?.trim() || tenant.subdomain,
        today: isoDay(digest.local_date),
        total,
        contacts: contacts.map((c) => ({
          name: c.name,
          email: c.email,
          status: STATUS_LABELS[c.status],
          dueOn: isoDay(c.follow_up_on ?? digest.local_date),
          lastNote: noteExcerpt(c.activities[0]?.text),
          url: `${backoffice}/${c.id}`,
        })),
        contactsUrl: `${backoffice}?due=overdue`,
        optOutUrl,
      }),
      unsubscribeUrl: optOutUrl,
    }));
    if (!sent) return 'skipped: distributor has no email address';
    return { sent: 'follow-up-digest', tenantId: data.tenantId, digestId: data.digestId, due: total }; // ids and counts only
  }
}
