import { Injectable } from '@nestjs/common';
import { Database, type ContactMessage, type PlatformClient, type Prisma } from '@ds/db';
import { notFound } from '../../infra/http/api-error.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';

export type MessageStatusFilter = 'open' | 'handled' | 'all';

export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  created_at: Date;
  handled_at: Date | null;
  status: 'open' | 'handled';
}

const toView = (m: ContactMessage): ContactMessageView => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  created_at: m.created_at,
  handled_at: m.handled_at,
  status: m.handled_at ? 'handled' : 'open',
});

const LIST_LIMIT = 500;

const CONTACT_RECEIVED = "Thank you for contacting us. We'll respond shortly.";
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Messages from the landing page's contact form, read and handled by admins. */
@Injectable()
export class ContactMessagesService {
  constructor(private readonly db: Database) {}

  /** Contact messages are platform-wide: no tenant owns them. */
  private get messages(): PlatformClient['contactMessage'] {
    return this.db.platform.contactMessage;
  }

  async receive(dto: ContactMessageDto): Promise<{ created: boolean; message: string }> {
    if (dto.website) return { created: true, message: CONTACT_RECEIVED };
    const duplicate = await this.messages.findFirst({
      where: { email: dto.email, message: dto.message, created_at: { gte: new Date(Date.now() - DUPLICATE_WINDOW_MS) } },
      select: { id: true },
    });
    if (duplicate) return { created: false, message: CONTACT_RECEIVED };
    await this.messages.create({ data: { name: dto.name, email: dto.email, subject: dto.subject || null, message: dto.message } });
    return { created: true, message: CONTACT_RECEIVED };
  }

  /** Newest first. `db`: the caller's snapshot (the dashboard's). */
  async list(
    status: MessageStatusFilter = 'all',
    take = LIST_LIMIT,
    db: Pick<PlatformClient, 'contactMessage'> = this.db.platform,
  ): Promise<ContactMessageView[]> {
    const where: Prisma.ContactMessageWhereInput =
      status === 'open' ? { handled_at: null } : status === 'handled' ? { handled_at: { not: null } } : {};
    const rows = await db.contactMessage.findMany({ where, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], take });
    return rows.map(toView);
  }

  countOpen(db: Pick<PlatformClient, 'contactMessage'> = this.db.platform): Promise<number> {
    return db.contactMessage.count({ where: { handled_at: null } });
  }

  /** Idempotent: marking an already handled message again keeps its first handled_at. */
  async markHandled(id: string): Promise<ContactMessageView> {
    await this.messages.updateMany({ where: { id, handled_at: null }, data: { handled_at: new Date() } });
    const row = await this.messages.findUnique({ where: { id } });
    if (!row) throw notFound('Message not found', 'MESSAGE_NOT_FOUND');
    return toView(row);
  }
}
