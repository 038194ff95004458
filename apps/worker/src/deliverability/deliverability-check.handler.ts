import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { sendingDomainRecords, type SendingDomainRecord } from '@ds/mail-identity';
import { Database, type PlatformClient, type Prisma } from '@ds/db';
import type { JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { DnsLookup } from '../custom-domains/dns/dns-lookup.js';
import { checkPlatformRecords, PLATFORM_CHECK_ID } from './platform-records.js';

/** Checks one job runs at most when "Check again" keeps being pressed during its checks; the sweep asks for the rest. */
const MAX_ROUNDS = 3;

export interface DeliverabilityCheckOutcome {
  /** `kind=state` of each record, in the order an admin publishes them. */
  states: string;
  /** False when a check that started later had already stored its answer. */
  stored: boolean;
  /** An admin asked for a check after this one started. */
  owed: boolean;
}

/**
 * `deliverability.check`: looks up the platform's sending-domain records (DKIM, the previous selector
 * during a rotation, SPF, DMARC; `sendingDomainRecords` of this worker's configuration, which is the one it
 * signs and sends with) and stores what DNS holds in `deliverability_checks`, where every API replica reads
 * it (docs/deliverability.md §2). A check answers the "Check again" requests counted when it started
 * (`answered`); one pressed meanwhile is checked again at once, in the same job.
 */
@Injectable()
export class DeliverabilityCheckHandler {
  private readonly records: SendingDomainRecord[];
  private readonly checks: PlatformClient['deliverabilityCheck'];

  constructor(
    db: Database,
    private readonly dns: DnsLookup,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.records = sendingDomainRecords(config);
    this.checks = db.platform.deliverabilityCheck;
  }

  @JobHandler('deliverability.check')
  async run(): Promise<JobResult> {
    let rounds = 0;
    let outcome: DeliverabilityCheckOutcome;
    do {
      outcome = await this.check();
      rounds += 1;
    } while (outcome.owed && rounds < MAX_ROUNDS);
    // The job runner logs this with the job: `dkim=published spf=missing …`.
    return { states: outcome.states, rounds };
  }

  /** One check, stored unless a check that started later has stored its answer already. `now` is the check's clock. */
  async check(now = new Date()): Promise<DeliverabilityCheckOutcome> {
    // The row exists from the first check or request on; two creating it at once is harmless.
    await this.checks.createMany({ data: [{ id: PLATFORM_CHECK_ID }], skipDuplicates: true });
    const { requested } = await this.checks.findUniqueOrThrow({ where: { id: PLATFORM_CHECK_ID } });
    const found = await checkPlatformRecords(this.dns, this.records);
    const { count } = await this.checks.updateMany({
      where: { id: PLATFORM_CHECK_ID, OR: [{ checked_at: null }, { checked_at: { lte: now } }] },
      data: { records: found as unknown as Prisma.InputJsonValue, checked_at: now, answered: requested },
    });
    const after = await this.checks.findUniqueOrThrow({ where: { id: PLATFORM_CHECK_ID } });
    return {
      states: found.map((r) => `${r.kind}=${r.state}`).join(' '),
      stored: count === 1,
      owed: after.requested > after.answered,
    };
  }
}
