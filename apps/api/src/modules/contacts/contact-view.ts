import type { Contact, Subscriber } from '@ds/db';
import { notFound } from '../../infra/http/api-error.js';
import type { ContactView } from './contacts.views.js';

/** A `date` column's day as YYYY-MM-DD (Prisma reads it as midnight UTC). */
const dayOf = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

type ContactRow = Contact & { subscriber: Pick<Subscriber, 'status'> | null };

/** A contact row as the list and the contact's page show it. */
export const toContactView = (c: ContactRow): ContactView => ({
  id: c.id,
  email: c.email,
  name: c.name,
  phone: c.phone,
  status: c.status,
  tags: c.tags,
  follow_up_on: dayOf(c.follow_up_on),
  source: c.source,
  subscription_status: c.subscriber?.status ?? null,
  created_at: c.created_at,
  last_activity_at: c.last_activity_at,
});

export const contactNotFound = () => notFound('Contact not found', 'CONTACT_NOT_FOUND');
