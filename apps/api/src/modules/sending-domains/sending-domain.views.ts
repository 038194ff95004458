import { Bool, DateTime, Nested, OneOf, Text, TextList } from '../../infra/http/answer-properties.js';

const SENDING_STATUSES = ['none', 'pending', 'verified', 'misconfigured', 'failed'] as const;
export type SendingStatus = (typeof SENDING_STATUSES)[number];

/** One DNS record of the sending domain, with what the last check found. */
export class SendingDomainRecordView {
  @OneOf(['dkim', 'spf', 'dmarc'], 'SendingDomainRecordKind') kind!: 'dkim' | 'spf' | 'dmarc';
  @Text({ description: 'Always TXT' }) type!: string;
  @Text({ description: 'Fully qualified name, without the trailing dot' }) name!: string;
  @Text({ description: 'The value to publish (SPF: merge the mechanisms into an existing v=spf1 record)' }) value!: string;
  @Bool({ description: 'Whether mail waits for it (DKIM, SPF); DMARC is advised only' }) required!: boolean;
  @TextList({ nullable: true, description: 'TXT values found at the last check; null: not checked yet, or DNS gave no answer' }) found!:
    string[] | null;
  @Bool({ nullable: true, description: 'null: not checked yet' }) ok!: boolean | null;
  @Text({ nullable: true }) problem!: string | null;
}

/** `GET /tenants/:tenantId/sending-domain`: the distributor's own sending domain and who campaigns are from now. */
export class SendingDomainAnswer {
  @OneOf(SENDING_STATUSES, 'SendingDomainStatus', {
    description: 'none: not set up; pending → verified, misconfigured (a record went after verification), failed (7 days without success)',
  })
  status!: SendingStatus;
  @Bool({ description: 'The site has a verified custom domain, so a sending domain can be set up' }) available!: boolean;
  @Text({ nullable: true, description: 'The sending domain (the registered domain of the custom domain), or the one it would be' })
  domain!: string | null;
  @Text({ nullable: true }) local_part!: string | null;
  @Text({ nullable: true, description: '<local_part>@<domain>' }) from_address!: string | null;
  @Text({ description: 'The address campaign emails are From right now: the sending domain once verified, else the platform’s' })
  sending_from!: string;
  @Nested(() => SendingDomainRecordView, { list: true }) records!: SendingDomainRecordView[];
  @Text({ nullable: true }) message!: string | null;
  @DateTime({ nullable: true }) checked_at!: Date | null;
  @DateTime({ nullable: true }) next_check_at!: Date | null;
  @DateTime({ nullable: true }) verified_at!: Date | null;
}
