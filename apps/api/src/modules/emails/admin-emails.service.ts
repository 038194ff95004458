import { HttpStatus, Injectable } from '@nestjs/common';
import { Database, type OutboxMessage, type PrismaClient, type Prisma } from '@ds/db';
import type { JobName, JobPayloads } from '@ds/jobs';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import { ApiError, notFound } from '../../infra/http/api-error.js';
import type { EmailsQuery } from './dto/emails.query.js';
import { EmailView, type EmailsAnswer } from './email.views.js';

const DEFAULT_LIMIT = 20;
/** Every email job of @ds/jobs is named `mail.*`; the outbox also holds other work (fan-outs). */
const EMAILS: Prisma.OutboxMessageWhereInput = { name: { startsWith: 'mail.' } };

function kindOf(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object') return null;
  const { kind, notice } = payload as { kind?: unknown; notice?: unknown };
  return typeof kind === 'string' ? kind : typeof notice === 'string' ? notice : null;
}

function toEmailView(row: OutboxMessage): EmailView {
  return {
    id: row.id,
    job: row.name,
    kind: kindOf(row.payload),
    status: row.status,
    tenant_id: row.tenant_id,
    recipient: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    sent_at: row.sent_at,
    message_id: row.message_id,
    done_at: row.done_at,
  };
}

/**
 * The platform's emails for admins (docs/admin-api.md): every email is an outbox row (docs/outbox.md),
 * retried by the worker for OUTBOX_GIVE_UP_HOURS, then `failed`. Crosses tenants on purpose: admins see
 * every tenant's mail.
 */
@Injectable()
export class AdminEmailsService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxRelay,
  ) {}

  private get everyTenant(): PrismaClient {
    return this.db.acrossTenants("admins' email log: every tenant's mail");
  }

  /** Most recently active first; the page and its total from one snapshot. */
  async listAcrossTenants(query: EmailsQuery): Promise<EmailsAnswer> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const where: Prisma.OutboxMessageWhereInput = { ...EMAILS, ...(query.status ? { status: query.status } : {}) };
    const db = this.everyTenant;
    const [rows, total] = await db.$transaction(
      [
        db.outboxMessage.findMany({ where, orderBy: [{ updated_at: 'desc' }, { id: 'desc' }], skip: (page - 1) * limit, take: limit }),
        db.outboxMessage.count({ where }),
      ],
      { isolationLevel: 'RepeatableRead' },
    );
    return { emails: rows.map(toEmailView), pagination: { page, limit, total } };
  }

  /**
   * A failed email gets a fresh start: pending, due now, a new retry schedule (attempts from 0), and its
   * job queued at once (or by the worker's sweeper if Redis is away). Only a failed one: the others are
   * sent, skipped on purpose, or already being tried.
   */
  async retry(id: string): Promise<EmailView> {
    const now = new Date();
    const { count } = await this.everyTenant.outboxMessage.updateMany({
      where: { id, status: 'failed', ...EMAILS },
      data: { status: 'pending', attempts: 0, next_attempt_at: now, done_at: null, lease_owner: null, lease_until: null },
    });
    const row = await this.everyTenant.outboxMessage.findFirst({ where: { id, ...EMAILS } });
    if (!row) throw notFound('Email not found', 'EMAIL_NOT_FOUND');
    if (!count)
      throw new ApiError(HttpStatus.CONFLICT, `Only a failed email can be retried; this one is ${row.status}`, {
        code: 'EMAIL_NOT_FAILED',
      });
    await this.outbox.relayNow({ id: row.id, name: row.name as JobName, data: row.payload as unknown as JobPayloads[JobName], runAt: now });
    return toEmailView(row);
  }
}
