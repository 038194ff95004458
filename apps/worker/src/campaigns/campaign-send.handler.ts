import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { CampaignLane, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';
import { retryDelayMs, retryPolicy, type RetryPolicy } from '../outbox/retry-policy.js';
import { CampaignRenderer, type PreparedCampaign } from './campaign-renderer.js';
import { CampaignTransport } from './campaign-transport.js';
import { RecipientLedger, type ClaimedRecipient } from './recipient-ledger.js';
import { SendRateLimiter } from './send-rate.js';
import { GroupCommit } from '../jobs/group-commit.js';
import { SendingPolicy } from './sending-policy.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Tally {
  sent: number;
  bounced: number;
  retrying: number;
  failed: number;
  skipped: number;
  /** Rows a dead worker had claimed, sent again under their Message-ID. */
  resumed: number;
}

type Batch = { kind: 'rows'; rows: ClaimedRecipient[] } | { kind: 'closed'; reason: string } | { kind: 'not-sending' };

/** A claim lapses after this without a heartbeat: twice the job lock, at least 10 s. */
export const claimLeaseMs = (config: Pick<AppConfig, 'JOB_LOCK_SECONDS'>) => Math.max(2 * config.JOB_LOCK_SECONDS * 1000, 10_000);

/**
 * `campaigns.send`: one lane of a campaign's send (docs/campaigns-delivery.md). Loops: claim a batch
 * under the tenant's gate (admin pause, daily quota), then hand each message to the pooled relay in
 * groups of CAMPAIGN_SMTP_CONNECTIONS — each group's subscribers re-checked right before (someone who
 * unsubscribed a moment ago gets nothing), each group within the send-rate limits — and record each
 * outcome: `sent` (group commit), `bounced` (5xx; the subscriber is suppressed), back to `queued` with
 * a backoff (4xx, relay down), or `failed` when the retries are used up. Ends when nothing is left to
 * claim (and closes the campaign when nothing is owed), or when the gate closes (campaign paused).
 */
@Injectable()
export class CampaignSendHandler implements OnModuleDestroy {
  private readonly logger = new Logger(CampaignSendHandler.name);
  private readonly leaseMs: number;
  private readonly retry: RetryPolicy;
  private stopping = false;

  constructor(
    private readonly ledger: RecipientLedger,
    private readonly policy: SendingPolicy,
    private readonly renderer: CampaignRenderer,
    private readonly transport: CampaignTransport,
    private readonly rate: SendRateLimiter,
    private readonly metrics: WorkerMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.leaseMs = claimLeaseMs(config);
    this.retry = retryPolicy(config);
  }

  /** Lanes stop between groups at shutdown; what they had claimed goes back to the queue. */
  onModuleDestroy(): void {
    this.stopping = true;
  }

  @JobHandler('campaigns.send')
  async send(data: CampaignLane, job?: Job, token?: string): Promise<JobResult> {
    if (!UUID.test(data.campaignId) || !UUID.test(data.tenantId)) return 'skipped: campaign gone';
    const campaign = await this.renderer.prepare(data.campaignId, data.tenantId);
    if (!campaign) return 'skipped: campaign gone';
    const tally: Tally = { sent: 0, bounced: 0, retrying: 0, failed: 0, skipped: 0, resumed: 0 };
    while (!this.stopping) {
      if (this.transport.relayDownUntil > Date.now()) return this.holdOff(job, token, tally);
      const batch = await this.claim(campaign);
      if (batch.kind === 'closed') return { ...tally, paused: batch.reason };
      if (batch.kind === 'not-sending') return { ...tally, stopped: 'campaign not sending' };
      if (!batch.rows.length) return { ...tally, finished: await this.ledger.finishIfDone(data.campaignId) };
      await this.deliver(campaign, batch.rows, tally);
    }
    return { ...tally, stopped: 'worker shutting down' };
  }

  private claim(campaign: PreparedCampaign): Promise<Batch> {
    return this.policy.underTenantLock(campaign.tenantId, async (tx, gate): Promise<Batch> => {
      const [row] = await tx.$queryRaw<
        { status: string }[]
      >`SELECT status::text AS status FROM campaigns WHERE id = ${campaign.campaignId}::uuid`;
      if (row?.status !== 'sending') return { kind: 'not-sending' };
      if (gate.kind === 'closed') {
        await this.policy.pause(campaign.campaignId, gate.reason, tx);
        return gate;
      }
      const limit = Math.min(this.config.CAMPAIGN_BATCH_SIZE, gate.allowance);
      return {
        kind: 'rows',
        rows: await this.ledger.claim(tx, campaign.campaignId, campaign.tenantId, limit, this.leaseMs, campaign.messageIdDomain),
      };
    });
  }

  private async deliver(campaign: PreparedCampaign, rows: ClaimedRecipient[], tally: Tally): Promise<void> {
    const resumed = rows.filter((r) => r.resumed).length;
    if (resumed) {
      tally.resumed += resumed;
      this.logger.warn(
        `campaign ${campaign.campaignId}: ${resumed} recipient(s) were cut off during an earlier hand-off; sending again under the same Message-ID`,
      );
    }
    const unsettled = new Set(rows.map((r) => r.id));
    const heartbeat = setInterval(() => {
      this.ledger
        .renew([...unsettled])
        .catch((err: unknown) => this.logger.warn(`campaign ${campaign.campaignId}: claims not renewed: ${String(err)}`));
    }, this.leaseMs / 3);
    heartbeat.unref();
    // Each acceptance is written at once; those arriving meanwhile go in the next statement.
    const sent = new GroupCommit<string>((ids) => this.ledger.markSent(ids), Infinity, 0);
    const settle = (id: string) => unsettled.delete(id);

    try {
      // An address on the suppression list (an erased person's) is never mailed, whatever its row says.
      const suppressed = await this.ledger.suppressed(
        this.config,
        campaign.tenantId,
        rows.map((r) => r.email),
      );
      await this.skip(
        rows.filter((r) => !r.confirmed || suppressed.has(r.email)),
        tally,
        settle,
      );
      const queue = rows.filter((r) => r.confirmed && !suppressed.has(r.email));
      const group = this.config.CAMPAIGN_SMTP_CONNECTIONS;
      for (let i = 0; i < queue.length; i += group) {
        const chunk = queue.slice(i, i + group);
        if (this.stopping || this.transport.relayDownUntil > Date.now()) {
          // Never handed off: back to the queue untouched, due when the relay may be back.
          await this.giveBack(queue.slice(i), new Date(Math.max(this.transport.relayDownUntil, Date.now())), settle);
          break;
        }
        const confirmed = await this.ledger.stillConfirmed(chunk.map((r) => r.subscriberId));
        await this.skip(
          chunk.filter((r) => !confirmed.has(r.subscriberId)),
          tally,
          settle,
        );
        const go = chunk.filter((r) => confirmed.has(r.subscriberId));
        await this.rate.take(campaign.tenantId, go.length);
        await Promise.all(go.map((r) => this.handOff(campaign, r, tally, sent, settle)));
      }
      await sent.settled();
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async handOff(
    campaign: PreparedCampaign,
    r: ClaimedRecipient,
    tally: Tally,
    sent: GroupCommit<string>,
    settle: (id: string) => void,
  ): Promise<void> {
    const links = campaign.linksFor(r.id);
    const raw = await campaign.message.write({ to: r.email, messageId: r.messageId, unsubscribeUrl: links('unsubscribe'), links });
    const outcome = await this.transport.send({ to: r.email, messageId: r.messageId, raw, dkim: campaign.dkim });
    switch (outcome.kind) {
      case 'sent':
        tally.sent += 1;
        this.metrics.emails.inc({ kind: 'campaign', outcome: 'sent' });
        sent.add(r.id);
        break;
      case 'bounced':
        tally.bounced += 1;
        this.metrics.emails.inc({ kind: 'campaign', outcome: 'bounced' });
        await this.ledger.markBounced(r.id, r.subscriberId, outcome.error);
        break;
      case 'retry': {
        const wait = retryDelayMs(this.retry, r.attempts);
        if (wait === null) {
          tally.failed += 1;
          this.metrics.emails.inc({ kind: 'campaign', outcome: 'failed' });
        } else tally.retrying += 1;
        await this.ledger.retryLater(r.id, wait === null ? null : new Date(Date.now() + wait), outcome.error);
        break;
      }
    }
    settle(r.id);
  }

  private async skip(rows: ClaimedRecipient[], tally: Tally, settle: (id: string) => void): Promise<void> {
    if (!rows.length) return;
    await this.ledger.markSkipped(
      rows.map((r) => r.id),
      'subscriber no longer confirmed',
    );
    tally.skipped += rows.length;
    rows.forEach((r) => settle(r.id));
  }

  private async giveBack(rows: ClaimedRecipient[], at: Date, settle: (id: string) => void): Promise<void> {
    await this.ledger.release(
      rows.map((r) => r.id),
      at,
    );
    rows.forEach((r) => settle(r.id));
  }

  /** The relay is down: this lane waits (same job, delayed) until the transport's backoff ends. */
  private async holdOff(job: Job | undefined, token: string | undefined, tally: Tally): Promise<JobResult> {
    const until = this.transport.relayDownUntil;
    if (!job?.id || !token) return { ...tally, relayDownUntil: new Date(until).toISOString() };
    await job.moveToDelayed(until, token);
    throw new DelayedError();
  }
}
