import { createHash } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Database, type Campaign, type CampaignStatus } from '@ds/db';
import { Outbox } from '@ds/jobs';
import { campaignContentIsEmpty, sanitizeCampaignContent } from '@ds/campaign-mail';
import { ApiError, conflict, notFound, validationFailed } from '../../infra/http/api-error.js';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import { CampaignImages } from './campaign-images.js';
import { acknowledgementRequired, checkCompliance, type ComplianceWarning } from '../compliance/compliance-checker.js';
import { sendingBlockers, type SendingBlocker } from '../compliance/sending-requirements.js';
import { TestEmails } from './test-emails.js';
import { campaignLinkClicks, campaignStats, NO_STATS } from './campaign-stats.js';
import type { CampaignDetailView, CampaignStatsView, CampaignStatusView, CampaignView } from './campaigns.views.js';
import type { CampaignDto, SendCampaignDto } from './dto/campaign.dto.js';

/** How far ahead a send may be scheduled. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
/** The list shows the newest campaigns; older ones stay in the database and the archive. */
const LIST_LIMIT = 200;

/** Statuses in which the content may still change (a cancelled send goes back to a draft when edited). */
const EDITABLE: CampaignStatus[] = ['draft', 'cancelled'];
/** Statuses in which a campaign may be deleted: never while a send is scheduled or running. */
const DELETABLE: CampaignStatus[] = ['draft', 'cancelled', 'sent'];

const campaignNotFound = () => notFound('Campaign not found', 'CAMPAIGN_NOT_FOUND');

/** The worker's `paused` (quota, admin) is, to the distributor, a send still in progress with a reason. */
function statusView(status: CampaignStatus): CampaignStatusView {
  return status === 'paused' ? 'sending' : status;
}

/** What the distributor acknowledged: a hash of the exact words the warnings were about. */
function contentFingerprint(c: Pick<Campaign, 'subject' | 'preheader' | 'content'>): string {
  return createHash('sha256')
    .update(JSON.stringify([c.subject, c.preheader ?? '', c.content]))
    .digest('hex');
}

export function campaignWarnings(c: Pick<Campaign, 'subject' | 'preheader' | 'content'>): ComplianceWarning[] {
  return checkCompliance(c.subject, c.preheader, c.content);
}

function toView(c: Campaign, stats: CampaignStatsView | undefined, blockers: SendingBlocker[]): CampaignView {
  return {
    id: c.id,
    subject: c.subject,
    preheader: c.preheader,
    content: c.content,
    status: statusView(c.status),
    status_reason: c.status_reason,
    audience: c.audience,
    audience_tag: c.audience_tag,
    audience_status: c.audience_status,
    scheduled_at: c.scheduled_at,
    sent_at: c.sent_at,
    created_at: c.created_at,
    updated_at: c.updated_at,
    stats: stats ?? { ...NO_STATS },
    warnings: campaignWarnings(c),
    warnings_acknowledged: c.compliance_ack !== null && c.compliance_ack === contentFingerprint(c),
    // Only a draft is still to be sent: the others went (or were stopped) and need nothing more.
    blockers: c.status === 'draft' || c.status === 'cancelled' ? blockers : [],
  };
}

/** Why a campaign in `status` cannot do what was asked, in the distributor's words. */
function notNow(status: CampaignStatus, action: 'edit' | 'send' | 'cancel' | 'delete'): ApiError {
  const shown = statusView(status);
  const messages: Record<typeof action, string> = {
    edit: shown === 'scheduled' ? 'This campaign is scheduled: cancel the send to edit it' : `A campaign that is ${shown} cannot be edited`,
    send: `This campaign is already ${shown}`,
    cancel: `Only a scheduled send can be cancelled; this campaign is ${shown}`,
    delete:
      shown === 'scheduled'
        ? 'This campaign is scheduled: cancel the send before deleting it'
        : `A campaign that is ${shown} cannot be deleted`,
  };
  return conflict(messages[action], { status: shown }, 'CAMPAIGN_STATUS_CONFLICT');
}

/**
 * A distributor's campaigns (docs/campaigns.md): drafts they compose, and the intent to send them.
 * Sending itself is the worker's: "send" and "schedule" only move a draft to `scheduled` with its time,
 * in one conditional update, and the worker claims scheduled campaigns that are due. Every change of
 * status here is conditional on the status it starts from, so two clicks, or a click racing the
 * worker, change it once.
 */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxRelay,
    private readonly images: CampaignImages,
    private readonly tests: TestEmails,
  ) {}

  async list(tenantId: string): Promise<CampaignView[]> {
    const db = this.db.forTenant(tenantId);
    const [campaigns, blockers] = await Promise.all([
      db.campaign.findMany({ orderBy: [{ created_at: 'desc' }, { id: 'desc' }], take: LIST_LIMIT }),
      this.blockers(tenantId),
    ]);
    const stats = await campaignStats(
      db,
      campaigns.filter((c) => c.status !== 'draft').map((c) => c.id),
    );
    return campaigns.map((c) => toView(c, stats.get(c.id), blockers));
  }

  async get(tenantId: string, id: string): Promise<CampaignDetailView> {
    const db = this.db.forTenant(tenantId);
    const campaign = await db.campaign.findUnique({ where: { id } });
    if (!campaign) throw campaignNotFound();
    const [stats, links, blockers] = await Promise.all([campaignStats(db, [id]), campaignLinkClicks(db, id), this.blockers(tenantId)]);
    return { ...toView(campaign, stats.get(id), blockers), links };
  }

  async create(tenantId: string, dto: CampaignDto): Promise<CampaignDetailView> {
    const campaign = await this.db.forTenant(tenantId).campaign.create({ data: { tenant_id: tenantId, ...this.contentOf(dto) } });
    return { ...toView(campaign, undefined, await this.blockers(tenantId)), links: [] };
  }

  /** What stops the tenant's sends (the compliance module's sending requirements: the postal address). */
  async blockers(tenantId: string): Promise<SendingBlocker[]> {
    const tenant = await this.db.forTenant(tenantId).tenant.findUnique({ where: { id: tenantId }, select: { address: true } });
    return sendingBlockers({ address: tenant?.address ?? null });
  }

  /** Edits a draft (or a cancelled send, which becomes a draft again). */
  async update(tenantId: string, id: string, dto: CampaignDto): Promise<CampaignDetailView> {
    const db = this.db.forTenant(tenantId);
    const changed = await db.campaign.updateMany({
      where: { id, status: { in: EDITABLE } },
      data: { ...this.contentOf(dto), status: 'draft', status_reason: null },
    });
    if (!changed.count) throw await this.whyNot(tenantId, id, 'edit');
    return this.get(tenantId, id);
  }

  async remove(tenantId: string, id: string): Promise<void> {
    const db = this.db.forTenant(tenantId);
    const existing = await db.campaign.findUnique({
      where: { id },
      select: { content: true, send_started_at: true, sent_at: true, updated_at: true },
    });
    // `updated_at` unchanged: the content whose images are looked at below is the deleted row's.
    const { count } = await db.campaign.deleteMany({ where: { id, status: { in: DELETABLE }, updated_at: existing?.updated_at } });
    const removed = count ? existing : null;
    if (!removed) throw await this.whyNot(tenantId, id, 'delete');
    // No file is deleted here: the upload sweep removes a draft's images once nothing shows them. A sent
    // one's stay for its delivered emails.
    if (removed.send_started_at || removed.sent_at) await this.images.keepForDeliveredEmails(tenantId, removed.content);
  }

  /**
   * Send now (`scheduled_at` absent) or later: draft → scheduled, once. Refused while a sending
   * requirement is missing (the postal address: 409 POSTAL_ADDRESS_REQUIRED). Flagged content needs
   * `acknowledge_warnings`; what was acknowledged is remembered as a fingerprint of the content, and the
   * update only applies if the content is still the one that was checked.
   */
  async send(tenantId: string, id: string, dto: SendCampaignDto, now = new Date()): Promise<CampaignDetailView> {
    const db = this.db.forTenant(tenantId);
    const campaign = await db.campaign.findUnique({ where: { id } });
    if (!campaign) throw campaignNotFound();
    if (campaign.status !== 'draft') throw notNow(campaign.status, 'send');
    const [blocker] = await this.blockers(tenantId);
    if (blocker)
      throw new ApiError(HttpStatus.CONFLICT, blocker.message, {
        code: 'POSTAL_ADDRESS_REQUIRED',
        details: { address: 'missing', fix_path: blocker.fix_path },
      });

    const when = dto.scheduled_at === undefined ? now : new Date(dto.scheduled_at);
    if (Number.isNaN(when.getTime())) throw validationFailed({ scheduled_at: 'scheduled_at must be a date and time (ISO 8601)' });
    if (when.getTime() < now.getTime())
      throw validationFailed({ scheduled_at: 'The scheduled time is in the past' }, 'The scheduled time is in the past');
    if (when.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_MS)
      throw validationFailed(
        { scheduled_at: 'A send can be scheduled at most a year ahead' },
        'A send can be scheduled at most a year ahead',
      );
    if (!campaign.subject.trim()) throw validationFailed({ subject: 'Subject is required' }, 'Subject is required');
    if (campaignContentIsEmpty(campaign.content)) throw validationFailed({ content: 'Content is required' }, 'Content is required');

    const warnings = campaignWarnings(campaign);
    if (warnings.length && dto.acknowledge_warnings !== true) {
      const refusal = acknowledgementRequired('send', warnings);
      throw new ApiError(HttpStatus.BAD_REQUEST, refusal.message, { code: 'COMPLIANCE_ACK_REQUIRED', details: refusal.details });
    }
    const sendNow = dto.scheduled_at === undefined;
    const { count, start } = await db.$transaction(async (tx) => {
      const scheduled = await tx.campaign.updateMany({
        // `updated_at` unchanged: the content is the one whose warnings were just checked.
        where: { id, status: 'draft', updated_at: campaign.updated_at },
        data: {
          status: 'scheduled',
          scheduled_at: when,
          audience: dto.audience ?? 'all',
          // Tags are stored lower-cased on the contacts.
          audience_tag: dto.audience_tag?.toLowerCase() ?? null,
          audience_status: dto.audience_status ?? null,
          status_reason: null,
          compliance_ack: warnings.length ? contentFingerprint(campaign) : null,
        },
      });
      // Send now: the worker starts it at once rather than at the next tick (which stays the safety net).
      const owed =
        scheduled.count && sendNow
          ? await Outbox.record(tx, {
              name: 'campaigns.start',
              data: { campaignId: id, tenantId },
              dedupeKey: `campaign-start:${id}:${when.getTime()}`,
              tenantId,
            })
          : null;
      return { count: scheduled.count, start: owed };
    });
    if (!count) throw await this.whyNot(tenantId, id, 'send');
    this.outbox.relay(start);
    return this.get(tenantId, id);
  }

  /** A scheduled send that has not started: scheduled → cancelled, once (a send that started is not stopped here). */
  async cancel(tenantId: string, id: string): Promise<CampaignDetailView> {
    const cancelled = await this.db
      .forTenant(tenantId)
      .campaign.updateMany({ where: { id, status: 'scheduled' }, data: { status: 'cancelled' } });
    if (!cancelled.count) throw await this.whyNot(tenantId, id, 'cancel');
    return this.get(tenantId, id);
  }

  /**
   * "Send a test to me": one email of the campaign as it is now, to the distributor's own login address,
   * through the outbox (the worker renders it exactly as a send would, without tracking).
   */
  async sendTest(tenantId: string, id: string): Promise<{ message: string; to: string }> {
    const campaign = await this.db.forTenant(tenantId).campaign.findUnique({ where: { id }, select: { id: true } });
    if (!campaign) throw campaignNotFound();
    return this.tests.queue(tenantId, { campaignId: id });
  }

  private contentOf(dto: CampaignDto): Pick<Campaign, 'subject' | 'preheader' | 'content'> {
    const content = sanitizeCampaignContent(dto.content);
    if (campaignContentIsEmpty(content)) throw validationFailed({ content: 'Content is required' }, 'Content is required');
    return { subject: dto.subject.replace(/\s+/g, ' ').trim(), preheader: dto.preheader?.replace(/\s+/g, ' ').trim() || null, content };
  }

  /** After a conditional change matched nothing: 404 when the campaign is not the tenant's, else 409 with its status. */
  private async whyNot(tenantId: string, id: string, action: 'edit' | 'send' | 'cancel' | 'delete'): Promise<ApiError> {
    const current = await this.db.forTenant(tenantId).campaign.findUnique({ where: { id }, select: { status: true } });
    if (!current) return campaignNotFound();
    // Still a draft after a send matched nothing: it was saved in between, after its warnings were checked.
    if (action === 'send' && current.status === 'draft')
      return conflict('The campaign was changed meanwhile: check it and send again', { status: 'draft' }, 'CAMPAIGN_CHANGED');
    return notNow(current.status, action);
  }
}
