import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { notFound } from '../../infra/http/api-error.js';

/** How many inbox entries the back office shows. */
const INBOX_SIZE = 200;

/** A distributor's inbox of platform notifications (rows written by the fan-out job), through the tenant's own client. */
@Injectable()
export class NotificationInboxService {
  constructor(private readonly db: Database) {}

  async inbox(tenantId: string) {
    const db = this.db.forTenant(tenantId);
    // One snapshot for both reads: the fan-out may be inserting this tenant's row right now,
    // and the list and the unread count must agree.
    const [rows, unread] = await db.$transaction(
      [
        db.notificationRecipient.findMany({
          include: { notification: true },
          orderBy: [{ notification: { created_at: 'desc' } }, { id: 'desc' }],
          take: INBOX_SIZE,
        }),
        db.notificationRecipient.count({ where: { read_at: null } }),
      ],
      { isolationLevel: 'RepeatableRead' },
    );
    return {
      notifications: rows.map((r) => ({
        notification_id: r.notification_id,
        title: r.notification.title,
        message: r.notification.message,
        created_at: r.notification.created_at,
        read_at: r.read_at,
      })),
      unread,
    };
  }

  /** Marks one notification read (again: keeps the first time it was read); the unread count is the one after it. */
  async markRead(tenantId: string, notificationId: string) {
    return this.db.forTenant(tenantId).$transaction(async (tx) => {
      const row = await tx.notificationRecipient.findFirst({
        where: { notification_id: notificationId },
        select: { id: true, read_at: true },
      });
      if (!row) throw notFound('Notification not found', 'NOTIFICATION_NOT_FOUND');
      const readAt =
        row.read_at ?? (await tx.notificationRecipient.update({ where: { id: row.id }, data: { read_at: new Date() } })).read_at;
      return {
        notification_id: notificationId,
        read_at: readAt,
        unread: await tx.notificationRecipient.count({ where: { read_at: null } }),
      };
    });
  }

  async markAllRead(tenantId: string) {
    await this.db.forTenant(tenantId).notificationRecipient.updateMany({ where: { read_at: null }, data: { read_at: new Date() } });
    return { unread: 0 };
  }
}
