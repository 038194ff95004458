import { DateTime, Nested, OneOf, Text, TextList } from '../../infra/http/answer-properties.js';

export const RECORD_KINDS = ['dkim', 'dkim-previous', 'spf', 'dmarc', 'return-path'] as const;
export const RECORD_STATES = ['published', 'missing', 'different', 'unknown', 'unchecked'] as const;
export const CHECK_STATUSES = ['running', 'done'] as const;

/** One DNS record the sending domain needs, and what DNS held for it at the last check. */
export class SendingRecordView {
  @OneOf(RECORD_KINDS, 'SendingRecordKind', {
    description:
      "dkim: the signing key; dkim-previous: the key signed with before a rotation, kept until retired; spf (on the return paths' domain); " +
      'dmarc; return-path: the MX that brings late bounces to the listener (listed when BOUNCE_MX_HOST is set)',
  })
  kind!: (typeof RECORD_KINDS)[number];
  @Text({ description: 'TXT, or MX for the return path' }) type!: string;
  @Text({ description: 'Fully qualified name, without the trailing dot' }) name!: string;
  @Text({ nullable: true, description: 'The value to publish; null for dkim-previous (keep the published record as it is)' }) value!:
    string | null;
  @OneOf(RECORD_STATES, 'SendingRecordState', {
    description:
      'unknown: DNS gave no answer (timeout, SERVFAIL), so nothing is known; ' +
      'unchecked: no check of this record yet (none so far, or the settings changed since)',
  })
  state!: (typeof RECORD_STATES)[number];
  @TextList({ description: 'The TXT values (MX: "<preference> <host>") found at the name by the last check' }) found!: string[];
}

/** The worker's check of the records (docs/deliverability.md §2). */
export class DeliverabilityCheckView {
  @OneOf(CHECK_STATUSES, 'DeliverabilityCheckStatus', {
    description:
      'running: a check asked for (or the first one) has not finished yet, ask again in a few seconds; done: the states are its answer',
  })
  status!: (typeof CHECK_STATUSES)[number];
  @DateTime({ nullable: true, description: 'When the last finished check asked DNS; null before the first' }) checked_at!: Date | null;
  @DateTime({ nullable: true, description: 'When an admin last asked for a check (Check again)' }) requested_at!: Date | null;
}

/** `GET /admin/deliverability`: the platform's sending domain, its records and what the last check found. */
export class DeliverabilityAnswer {
  @Text({ description: "MAIL_FROM's domain: the From and envelope sender of every email" }) from_domain!: string;
  @Text({ nullable: true, description: 'DKIM d= (null: no key configured, mail goes out unsigned)' }) dkim_domain!: string | null;
  @Text({ nullable: true }) dkim_selector!: string | null;
  @Nested(() => SendingRecordView, { list: true }) records!: SendingRecordView[];
  @Nested(() => DeliverabilityCheckView) check!: DeliverabilityCheckView;
}
