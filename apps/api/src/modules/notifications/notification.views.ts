import { Bool, DateTime, Id, Int, Nested, Text } from '../../infra/http/answer-properties.js';

/** A notification admins sent, with how far its delivery got. */
export class SentNotificationView {
  @Id() notification_id!: string;
  @Text() title!: string;
  @Text() message!: string;
  @Bool() send_email!: boolean;
  @DateTime() created_at!: Date;
  @DateTime({ nullable: true, description: 'When every inbox row was written' }) fanout_completed_at!: Date | null;
  @Int({ description: 'Inbox rows written so far' }) recipients!: number;
  @Int({ description: 'How many of those are read' }) read!: number;
}

/** `GET /admin/notifications`. */
export class SentNotificationsAnswer {
  @Nested(() => SentNotificationView, { list: true }) notifications!: SentNotificationView[];
}

/** `POST /admin/notifications`: accepted; delivery happens in the background. */
export class NotificationSentAnswer {
  @Text() message!: string;
  @Id() notification_id!: string;
}

/** One entry of a distributor's inbox. */
export class InboxEntryView {
  @Id() notification_id!: string;
  @Text() title!: string;
  @Text() message!: string;
  @DateTime() created_at!: Date;
  @DateTime({ nullable: true }) read_at!: Date | null;
}

/** `GET /tenants/:tenantId/notifications`: newest first, and how many are unread. */
export class InboxAnswer {
  @Nested(() => InboxEntryView, { list: true }) notifications!: InboxEntryView[];
  @Int() unread!: number;
}

/** `PUT /tenants/:tenantId/notifications/:notificationId/read`. */
export class NotificationReadAnswer {
  @Id() notification_id!: string;
  @DateTime({ nullable: true }) read_at!: Date | null;
  @Int() unread!: number;
}

/** `PUT /tenants/:tenantId/notifications/read-all`. */
export class UnreadCountAnswer {
  @Int() unread!: number;
}
