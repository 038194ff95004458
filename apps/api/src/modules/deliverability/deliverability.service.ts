import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { APP_CONFIG, mailFromDomain, type AppConfig } from '@ds/config';
import { sendingDomainRecords, type SendingDomainRecord } from '@ds/mail-identity';
import { Database, type DeliverabilityCheck, type PlatformClient, type Prisma } from '@ds/db';
import { DeliverabilityCheckRequested } from './deliverability.events.js';
import { RECORD_STATES, type DeliverabilityAnswer, type SendingRecordView } from './deliverability.views.js';

/** The one row of `deliverability_checks` (schema.prisma's default id): the platform has one sending domain. */
const PLATFORM_CHECK_ID = 'platform';

/**
 * The sending domain's records (rendered from configuration) next to what the worker's last DNS check found
 * (`deliverability.check`, stored in `deliverability_checks`), so every replica answers the same at once;
 * "Check again" asks the worker for a new check (docs/deliverability.md §2).
 */
@Injectable()
export class DeliverabilityService {
  private readonly checks: PlatformClient['deliverabilityCheck'];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    db: Database,
    private readonly events: EventBus,
  ) {
    this.checks = db.platform.deliverabilityCheck;
  }

  async overview(): Promise<DeliverabilityAnswer> {
    return this.view(await this.checks.findUnique({ where: { id: PLATFORM_CHECK_ID } }));
  }

  /** Counts one more request (the worker answers every request counted before its check starts) and queues the check. */
  async checkAgain(): Promise<DeliverabilityAnswer> {
    await this.checks.createMany({ data: [{ id: PLATFORM_CHECK_ID }], skipDuplicates: true });
    const row = await this.checks.update({
      where: { id: PLATFORM_CHECK_ID },
      data: { requested: { increment: 1 }, requested_at: new Date() },
    });
    this.events.publish(new DeliverabilityCheckRequested());
    return this.view(row);
  }

  private view(row: DeliverabilityCheck | null): DeliverabilityAnswer {
    const checkedAt = row?.checked_at ?? null;
    return {
      from_domain: mailFromDomain(this.config.MAIL_FROM),
      dkim_domain: this.config.dkim?.domain ?? null,
      dkim_selector: this.config.dkim?.selector ?? null,
      records: withStates(sendingDomainRecords(this.config), row?.records ?? []),
      check: {
        status: !checkedAt || (row && row.requested > row.answered) ? 'running' : 'done',
        checked_at: checkedAt,
        requested_at: row?.requested_at ?? null,
      },
    };
  }
}

type Stored = Partial<SendingDomainRecord & { state: string; found: string[] }>;

/** Each record with the state the check found for it; `unchecked` when the check was of other records (settings changed since). */
function withStates(records: SendingDomainRecord[], stored: Prisma.JsonValue): SendingRecordView[] {
  const list = Array.isArray(stored) ? (stored as unknown as Stored[]) : [];
  return records.map((record) => {
    const hit = list.find((s) => s.kind === record.kind && s.name === record.name && (s.value ?? null) === record.value);
    const state = RECORD_STATES.find((known) => known === hit?.state) ?? 'unchecked';
    return { ...record, state, found: state === 'unchecked' ? [] : (hit?.found ?? []) };
  });
}
