import { Nested, OneOf, Text, TextList } from '../../infra/http/answer-properties.js';

export const RECORD_KINDS = ['dkim', 'dkim-previous', 'spf', 'dmarc'] as const;
export const RECORD_STATES = ['published', 'missing', 'different', 'unknown'] as const;

/** One DNS record the sending domain needs, and what DNS holds for it now. */
export class SendingRecordView {
  @OneOf(RECORD_KINDS, 'SendingRecordKind', {
    description: 'dkim: the signing key; dkim-previous: the key signed with before a rotation, kept until retired; spf; dmarc',
  })
  kind!: (typeof RECORD_KINDS)[number];
  @Text({ description: 'Always TXT' }) type!: string;
  @Text({ description: 'Fully qualified name, without the trailing dot' }) name!: string;
  @Text({ nullable: true, description: 'The value to publish; null for dkim-previous (keep the published record as it is)' }) value!:
    string | null;
  @OneOf(RECORD_STATES, 'SendingRecordState', { description: 'unknown: DNS gave no answer (timeout, SERVFAIL), so nothing is known' })
  state!: (typeof RECORD_STATES)[number];
  @TextList({ description: 'The TXT values found at the name' }) found!: string[];
}

/** `GET /admin/deliverability`: the platform's sending domain and its records. */
export class DeliverabilityAnswer {
  @Text({ description: "MAIL_FROM's domain: the From and envelope sender of every email" }) from_domain!: string;
  @Text({ nullable: true, description: 'DKIM d= (null: no key configured, mail goes out unsigned)' }) dkim_domain!: string | null;
  @Text({ nullable: true }) dkim_selector!: string | null;
  @Nested(() => SendingRecordView, { list: true }) records!: SendingRecordView[];
}
