import { DateTime, Id, Int, Nested, OneOf, Text } from '../../../infra/http/answer-properties.js';
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

/** `GET /admin/dashboard`. */
export class DashboardAnswer {
  @Nested(() => FleetCounts) totals!: FleetCounts;
  @Int({ description: 'Custom domains waiting for DNS' }) pending_domains!: number;
  @Int() open_messages!: number;
  @Nested(() => AgentView, { list: true }) recent_signups!: AgentView[];
  @Nested(() => ContactMessageView, { list: true }) recent_messages!: ContactMessageView[];
}
