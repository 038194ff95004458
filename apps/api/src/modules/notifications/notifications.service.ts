import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { Outbox } from '@ds/jobs';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import type { SendNotificationDto } from './dto/send-notification.dto.js';

const LIST_LIMIT = 200;

export interface NotificationSummary {
  notification_id: string;
  title: string;
  message: string;
  send_email: boolean;
  created_at: Date;
  fanout_completed_at: Date | null;
  /** Inbox rows written so far. */
  recipients: number;
  /** How many of those are read. */
  read: number;
}

/** Platform notifications from admins to every active distributor (delivered by the worker's fan-out). */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxRelay,
  ) {}

  /** Stores the notification and, in the same transaction, the fan-out it owes (outbox; the worker delivers). */
  async send(adminId: string, dto: SendNotificationDto): Promise<string> {
    const admin = await this.db.platform.admin.findUnique({ where: { id: adminId }, select: { id: true } });
    // A broadcast (and the fan-out it owes) belongs to no tenant: the fan-out reaches every active one.
    const [id, fanout] = await this.db.acrossTenants('an admin broadcast belongs to no tenant').$transaction(async (tx) => {
      const row = await tx.notification.create({
        data: { title: dto.title, message: dto.message, send_email: dto.send_email ?? false, created_by: admin?.id ?? null },
      });
      return [row.id, await Outbox.record(tx, { name: 'notifications.fanout', data: { notificationId: row.id } })] as const;
    });
    this.outbox.relay(fanout);
    return id;
  }

  /**
   * The broadcasts with their delivery so far. One snapshot for the rows and both counts: the fan-out may
   * still be writing, `read` must never exceed `recipients`, and a completed fan-out shows every recipient.
   */
  async list(): Promise<NotificationSummary[]> {
    const { rows, all, read } = await this.db.acrossTenants('admin list: broadcasts and their inbox counts over every tenant').$transaction(
      async (tx) => {
        // Broadcasts only: notices the platform sends one distributor (tenant_id set, e.g. "your domain is live") are not admins' sends.
        const rows = await tx.notification.findMany({
          where: { tenant_id: null },
          orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
          take: LIST_LIMIT,
        });
        const ids = rows.map((r) => r.id);
        // Two grouped counts over the inbox (its unique index leads with notification_id), not one per row.
        const all = await tx.notificationRecipient.groupBy({
          by: ['notification_id'],
          where: { notification_id: { in: ids } },
          _count: { _all: true },
        });
        const read = await tx.notificationRecipient.groupBy({
          by: ['notification_id'],
          where: { notification_id: { in: ids }, read_at: { not: null } },
          _count: { _all: true },
        });
        return { rows, all, read };
      },
      { isolationLevel: 'RepeatableRead' },
    );
    const count = (groups: typeof all, id: string) => groups.find((g) => g.notification_id === id)?._count._all ?? 0;
    return rows.map((r) => ({
      notification_id: r.id,
      title: r.title,
      message: r.message,
      send_email: r.send_email,
      created_at: r.created_at,
      fanout_completed_at: r.fanout_completed_at,
      recipients: count(all, r.id),
      read: count(read, r.id),
    }));
  }
}
