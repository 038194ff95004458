import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { MailTransport, type OutgoingMail } from './mail-transport.js';

/** What a notice template renders: the message without its recipient (and the opt-out of a recurring one). */
export type NoticeMail = Pick<OutgoingMail, 'subject' | 'html' | 'text' | 'unsubscribeUrl'>;

/** Which of the distributor's addresses a notice goes to. */
export type DistributorAddress =
  /** Their sign-in address (the account's own business: its domains, its sending). */
  | 'account'
  /** The site's contact address (`tenant.email_id`) when they set one, else their sign-in address. */
  | 'contact';

/**
 * The one way the worker writes to a distributor (the notice handlers: sending paused, domain notices,
 * admin notifications): the tenant's user (one per tenant) is read through the tenant's client when the
 * job runs, the notice is rendered with their first name and sent through `MailTransport` (inside the
 * outbox job that owes it, so once). Answers the user's id — ids, never the address, go into a job's
 * result (null for a contact address without a user) — or null when there is no address to write to.
 */
@Injectable()
export class DistributorMailer {
  constructor(
    private readonly db: Database,
    private readonly mail: MailTransport,
  ) {}

  async send(
    tenantId: string,
    render: (firstName: string) => NoticeMail,
    to: DistributorAddress = 'account',
  ): Promise<{ userId: string | null } | null> {
    const db = this.db.forTenant(tenantId);
    const [user, tenant] = await Promise.all([
      db.user.findFirst({ select: { id: true, email: true, first_name: true } }),
      to === 'contact' ? db.tenant.findFirst({ select: { email_id: true } }) : null,
    ]);
    const address = tenant?.email_id?.trim() || user?.email;
    if (!address) return null;
    await this.mail.send({ to: address, ...render(user?.first_name ?? '') });
    return { userId: user?.id ?? null };
  }
}
