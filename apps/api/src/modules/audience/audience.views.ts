import { DateTime, Id, Int, Nested, OneOf, Text } from '../../infra/http/answer-properties.js';

export class SubscriberView {
  @Id() id!: string;
  @Text() email!: string;
  @DateTime() created_at!: Date;
  @OneOf(['subscribed', 'unsubscribed'], 'SubscriberStatus') status!: 'subscribed' | 'unsubscribed';
}

export class LeadView {
  @Id() id!: string;
  @Text() name!: string;
  @Text() email!: string;
  @Text({ nullable: true }) phone!: string | null;
  @Text() message!: string;
  @DateTime() created_at!: Date;
}

/** `GET /tenants/:tenantId/subscribers`: one page, newest first. */
export class SubscribersPage {
  @Nested(() => SubscriberView, { list: true }) subscribers!: SubscriberView[];
  @Int({ description: 'All matching the search' }) total!: number;
  @Int() page!: number;
  @Int() limit!: number;
}

/** `GET /tenants/:tenantId/leads`: one page, newest first. */
export class LeadsPage {
  @Nested(() => LeadView, { list: true }) leads!: LeadView[];
  @Int({ description: 'All matching the search' }) total!: number;
  @Int() page!: number;
  @Int() limit!: number;
}
