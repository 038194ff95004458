import { JOB_NAMES } from '@ds/jobs';
import { DateTime, Id, Int, Nested, OneOf, Text } from '../../infra/http/answer-properties.js';
import { Pagination } from '../../infra/http/common-answers.js';
import { EMAIL_STATUSES, type EmailStatus } from './dto/emails.query.js';

/** Every job that sends an email, named in the contract's description so the list cannot fall behind the jobs. */
const MAIL_JOBS = JOB_NAMES.filter((name) => name.startsWith('mail.'))
  .map((name) => `\`${name}\``)
  .join(', ');

/** An email the platform owes or owed, as admins see it (never its payload: a reset token lives there, sealed). */
export class EmailView {
  @Id() id!: string;
  @Text({ description: `The job: ${MAIL_JOBS}` }) job!: string;
  @Text({
    nullable: true,
    description:
      'What kind of email within the job (`welcome`, `password-reset`, `subscriber-confirm`, `subscriber-welcome`, ' +
      '`lead-notice`, `lead-autoresponder`, `live`, …)',
  })
  kind!: string | null;
  @OneOf(EMAIL_STATUSES, 'EmailStatus') status!: EmailStatus;
  @Id({ nullable: true }) tenant_id!: string | null;
  @Text({ nullable: true, description: 'Known once a hand-off to SMTP was tried' }) recipient!: string | null;
  @Text({ nullable: true }) subject!: string | null;
  @Int() attempts!: number;
  @Text({ nullable: true }) last_error!: string | null;
  @DateTime({ nullable: true, description: 'When the next try is due (pending emails only)' }) next_attempt_at!: Date | null;
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
  @DateTime({ nullable: true }) sent_at!: Date | null;
  @Text({ nullable: true }) message_id!: string | null;
  @DateTime({ nullable: true }) done_at!: Date | null;
}

/** `GET /admin/emails`. */
export class EmailsAnswer {
  @Nested(() => EmailView, { list: true }) emails!: EmailView[];
  @Nested(() => Pagination) pagination!: Pagination;
}

/** `POST /admin/emails/:id/retry`. */
export class EmailRetryAnswer {
  @Text() message!: string;
  @Nested(() => EmailView) email!: EmailView;
}
