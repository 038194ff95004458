import { DateTime, Id, Int, Nested, Num, OneOf, Text } from '../../../infra/http/answer-properties.js';
import { AgentView, FleetCounts } from './agent.views.js';

/** A message from the landing page's contact form (docs/product.md#landing-contact). */
export class ContactMessageView {
  @Id() id!: string;
  @Text() name!: string;
  @Text() email!: string;
  @Text({ nullable: true }) subject!: string | null;
  @Text() message!: string;
  @DateTime() created_at!: Date;
  @DateTime({ nullable: true }) handled_at!: Date | null;
  @OneOf(['open', 'handled'], 'ContactMessageStatus') status!: 'open' | 'handled';
}

/** `GET /admin/messages`. */
export class ContactMessagesAnswer {
  @Nested(() => ContactMessageView, { list: true }) messages!: ContactMessageView[];
}

/** `PUT /admin/messages/:id/handled`. */
export class MessageHandledAnswer {
  @Text() message!: string;
  @Nested(() => ContactMessageView) contact_message!: ContactMessageView;
}

/** The fleet's follow-up sequences (docs/product.md "Sequences"), and their part of the mail the platform sent. */
export class SequenceFleetView {
  @Int({ description: 'Sequences active now, all distributors' }) active_sequences!: number;
  @Int({ description: 'People in an active enrolment now (each person once per distributor)' }) people_enrolled!: number;
  @Int({ description: 'Sequence step emails handed to the relay in the last 30 days' }) emails_sent_30d!: number;
  @Int({ description: 'All emails handed to the relay in the last 30 days: campaigns, sequences and transactional mail' })
  all_emails_sent_30d!: number;
  @Num({ description: 'Sequence emails as a share of all emails of the last 30 days, 0 to 1 (0 when nothing was sent)' })
  share_of_mail_30d!: number;
}

/** `GET /admin/dashboard`. */
export class DashboardAnswer {
  @Nested(() => FleetCounts) totals!: FleetCounts;
  @Int({ description: 'Custom domains waiting for DNS' }) pending_domains!: number;
  @Int() open_messages!: number;
  @Nested(() => AgentView, { list: true }) recent_signups!: AgentView[];
  @Nested(() => ContactMessageView, { list: true }) recent_messages!: ContactMessageView[];
  @Nested(() => SequenceFleetView) sequences!: SequenceFleetView;
}
