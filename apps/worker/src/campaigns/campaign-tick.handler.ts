import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { claimLeaseMs } from './campaign-send.handler.js';
import { RecipientLedger } from './recipient-ledger.js';
import { SendingGuard } from './sending-guard.js';
import { SendingPolicy } from './sending-policy.js';

/** Campaigns started per tick; more due at once start on the next ticks. */
const START_PER_TICK = 20;

/**
 * `campaigns.tick` (repeatable, every CAMPAIGN_TICK_SECONDS; docs/campaigns-delivery.md): the part of
 * sending that PostgreSQL, not Redis, remembers. Each run
 * 1. starts due campaigns (`scheduled`, scheduled_at ≤ now): `sending` + the snapshot of the confirmed
 *    audience into `campaign_recipients`, in one transaction;
 * 2. measures each sending tenant's complaint and bounce rates (sending-guard.ts), then applies the gate
 *    to every running campaign: pauses a `sending` one whose tenant an admin or the guard paused or whose
 *    daily quota is used up, resumes a `paused` one once the gate opens again;
 * 3. closes a campaign nothing is owed for (`sent`), and keeps a lane job queued for every batch a lane
 *    could claim now (up to CAMPAIGN_LANES; deterministic ids, so lanes alive are left alone and lanes
 *    Redis lost come back).
 * Idempotent: two ticks at once (two workers) do the same conditional updates and add no job twice.
 */
@Injectable()
export class CampaignTickHandler {
  private readonly logger = new Logger(CampaignTickHandler.name);
  private readonly campaigns: PrismaClient;
  private readonly leaseMs: number;

  constructor(
    db: Database,
    private readonly ledger: RecipientLedger,
    private readonly policy: SendingPolicy,
    private readonly guard: SendingGuard,
    private readonly jobs: WorkerJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.campaigns = db.acrossTenants('campaigns tick: starts, pauses, resumes and closes the due and running campaigns of every tenant');
    this.leaseMs = claimLeaseMs(config);
  }

  @JobHandler('campaigns.tick')
  async tick(): Promise<JobResult> {
    const due = await this.campaigns.campaign.findMany({
      where: { status: 'scheduled', scheduled_at: { lte: new Date() } },
      select: { id: true, tenant_id: true },
      orderBy: { scheduled_at: 'asc' },
      take: START_PER_TICK,
    });
    let started = 0;
    for (const c of due) {
      const recipients = await this.ledger.start(c.id, c.tenant_id);
      if (recipients !== null) {
        started += 1;
        this.logger.log(`campaign ${c.id}: sending to ${recipients} confirmed subscriber(s)`);
      }
    }

    const running = await this.campaigns.campaign.findMany({
      where: { status: { in: ['sending', 'paused'] } },
      select: { id: true, tenant_id: true, status: true },
    });
    // The guard measures each tenant once per tick, before its campaigns pass the gate (which reads the
    // guard's pause): a tenant whose rates went over a limit stops at its lanes' next batch.
    for (const tenantId of new Set(running.map((c) => c.tenant_id))) await this.guard.check(tenantId);
    let lanes = 0;
    let finished = 0;
    for (const c of running) {
      const step = await this.advance(c);
      if (step === 'finished') finished += 1;
      else lanes += step;
    }
    return { started, running: running.length, finished, lanesQueued: lanes };
  }

  /**
   * "Send now" (`campaigns.start`, from the API's outbox): starts this one campaign and queues its lanes
   * at once, instead of waiting up to CAMPAIGN_TICK_SECONDS. The same conditional start as the tick's, so
   * if the tick got there first this finds the campaign `sending` and only makes sure its lanes exist.
   */
  @JobHandler('campaigns.start')
  async startNow(data: JobPayloads['campaigns.start']): Promise<JobResult> {
    const recipients = await this.ledger.start(data.campaignId, data.tenantId);
    if (recipients !== null) this.logger.log(`campaign ${data.campaignId}: sending to ${recipients} confirmed subscriber(s) (send now)`);
    const c = await this.campaigns.campaign.findFirst({
      where: { id: data.campaignId, tenant_id: data.tenantId, status: { in: ['sending', 'paused'] } },
      select: { id: true, tenant_id: true, status: true },
    });
    if (!c) return 'skipped: not sending';
    const step = await this.advance(c);
    return { started: recipients !== null, lanesQueued: step === 'finished' ? 0 : step };
  }

  /** One running campaign: apply the gate, close it when nothing is owed, else keep its lanes queued. */
  private async advance(c: { id: string; tenant_id: string; status: string }): Promise<number | 'finished'> {
    const gate = await this.policy.gate(c.tenant_id);
    if (c.status === 'paused') {
      // Still closed: keep the reason current (quota reached, then paused by an admin, …).
      if (gate.kind === 'closed') await this.policy.pause(c.id, gate.reason);
      if (gate.kind === 'closed' || !(await this.policy.resume(c.id))) return 0;
    } else if (gate.kind === 'closed') {
      await this.policy.pause(c.id, gate.reason);
      return 0;
    }
    const owed = await this.ledger.outstanding(c.id, this.leaseMs);
    if (!owed.open) return (await this.ledger.finishIfDone(c.id)) ? 'finished' : 0;
    return this.ensureLanes(c.id, c.tenant_id, owed.due);
  }

  private async ensureLanes(campaignId: string, tenantId: string, due: number): Promise<number> {
    const wanted = Math.min(this.config.CAMPAIGN_LANES, Math.ceil(due / this.config.CAMPAIGN_BATCH_SIZE));
    let added = 0;
    for (let lane = 0; lane < wanted; lane++) {
      if (await this.jobs.ensure({ name: 'campaigns.send', data: { campaignId, tenantId, lane } })) added += 1;
    }
    return added;
  }
}
