import { Injectable } from '@nestjs/common';
import type { Prisma } from '@ds/db';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { notFound } from '../../infra/http/api-error.js';

/** How many inbox entries the back office shows. */
const INBOX_SIZE = 200;

/** A distributor's inbox of platform notifications (rows written by the fan-out job). */
@Injectable()
export class NotificationInboxService {
  constructor(private readonly prisma: PrismaService) {}

  /** A Prisma promise, so it can also run inside a batch transaction. */
  private unread(tenantId: string): Prisma.PrismaPromise<number> {
    return this.prisma.notificationRecipient.count({ where: { tenant_id: tenantId, read_at: null } });
  }

  async inbox(tenantId: string) {
    // One snapshot for both reads: the fan-out may be inserting this tenant's row right now,
    // and the list and the unread count must agree.
    const [rows, unread] = await this.prisma.$transaction(
      [
        this.prisma.notificationRecipient.findMany({
          where: { tenant_id: tenantId },
          include: { notification: true },
          orderBy: [{ notification: { created_at: 'desc' } }, { id: 'desc' }],
          take: INBOX_SIZE,
        }),
        this.unread(tenantId),
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

  /** Marks one notification read (again: keeps the first time it was read). */
  async markRead(tenantId: string, notificationId: string) {
    const where = { notification_id_tenant_id: { notification_id: notificationId, tenant_id: tenantId } };
    const row = await this.prisma.notificationRecipient.findUnique({ where, select: { read_at: true } });
    if (!row) throw notFound('Notification not found', 'NOTIFICATION_NOT_FOUND');
    const readAt = row.read_at ?? (await this.prisma.notificationRecipient.update({ where, data: { read_at: new Date() } })).read_at;
    return { notification_id: notificationId, read_at: readAt, unread: await this.unread(tenantId) };
  }

  async markAllRead(tenantId: string) {
    await this.prisma.notificationRecipient.updateMany({ where: { tenant_id: tenantId, read_at: null }, data: { read_at: new Date() } });
    return { unread: 0 };
  }
}
