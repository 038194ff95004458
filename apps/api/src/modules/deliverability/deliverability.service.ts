import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, mailFromDomain, recordState, sendingDomainRecords, type AppConfig } from '@ds/config';
import { SendingDomainDns } from './sending-domain-dns.js';
import type { DeliverabilityAnswer } from './deliverability.views.js';

/** The sending domain's records (rendered from configuration) next to what DNS holds (docs/deliverability.md). */
@Injectable()
export class DeliverabilityService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dns: SendingDomainDns,
  ) {}

  async overview(): Promise<DeliverabilityAnswer> {
    const records = await Promise.all(
      sendingDomainRecords(this.config).map(async (record) => {
        const answer = await this.dns.txt(record.name);
        const found = answer.kind === 'found' ? answer.values : [];
        return { ...record, found, state: answer.kind === 'error' ? ('unknown' as const) : recordState(record, found) };
      }),
    );
    return {
      from_domain: mailFromDomain(this.config.MAIL_FROM),
      dkim_domain: this.config.dkim?.domain ?? null,
      dkim_selector: this.config.dkim?.selector ?? null,
      records,
    };
  }
}
