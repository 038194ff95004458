/**
 * The one place where queue names, job names and payload types live. Both the API (which enqueues)
 * and the worker (which processes) import from here, so a payload can't drift between them.
 */
export const QUEUES = {
  mail: 'mail',
  domains: 'domains',
  notifications: 'notifications',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface TransactionalMailPasswordReset {
  kind: 'password-reset';
  userId: string;
  /** Plain reset token; only its hash is stored. Lives in Redis only while the job does. */
  token: string;
}
export interface TransactionalMailWelcome {
  kind: 'welcome';
  userId: string;
  token: string;
}
/** To the tenant's distributor: their custom domain is live on HTTPS, or stopped pointing at us. */
export interface DomainNoticeMail {
  notice: 'live' | 'misconfigured';
  tenantId: string;
  domain: string;
  /** Why it is misconfigured (what DNS answers now). */
  reason?: string;
}

/**
 * Payload of every job, keyed by job name. Ids only (plus secrets that can't be reloaded).
 * A job is listed here only once it has a handler: the worker refuses to start otherwise.
 */
export interface JobPayloads {
  'mail.transactional': TransactionalMailPasswordReset | TransactionalMailWelcome;
  /** A visitor subscribed on a storefront (they get the distributor's subscriber message) or left a lead (the distributor is told). */
  'mail.autoresponder': { kind: 'subscriber-welcome'; tenantId: string; subscriberId: string } | { kind: 'lead-notice'; tenantId: string; leadId: string };
  /** An admin sent a notification: one inbox row per active tenant (design §6). See `NotificationFanout`. */
  'notifications.fanout': NotificationFanout;
  /**
   * An admin's notification sent with `send_email`: one email to one active tenant's distributor. Queued
   * by the fan-out's final step, one job per tenant (`notificationMailJobId`), after the inbox rows exist.
   */
  'mail.notification': { notificationId: string; tenantId: string };
  /** Custom-domain news for the tenant's distributor (sent by the domain jobs). */
  'mail.domain-notice': DomainNoticeMail;
  /**
   * Check a tenant's custom-domain DNS (TXT ownership + routing + CAA). One job per tenant
   * (`dnsVerifyJobId`); it re-delays itself until verified or given up. Schedule lives in PostgreSQL.
   */
  'dns.verify': { tenantId: string };
  /** Obtain (or resume obtaining) the tenant's certificate over ACME. One job per tenant (`certificateIssueJobId`). */
  'certificate.issue': { tenantId: string };
  /** Repeatable (`CERTIFICATE_RENEW_SCHEDULER`): renew certificates near expiry and re-check their DNS. */
  'certificate.renew': Record<string, never>;
}

/** A slice of the tenant-id space, `[from, to)` in UUID order; `null` is open-ended. */
export interface FanoutShard {
  index: number;
  from: string | null;
  to: string | null;
}

/**
 * The fan-out runs in steps so several worker processes can share it: `plan` (what the API enqueues)
 * splits the active tenants into id ranges and adds one `shard` job per range plus a `complete` job
 * that runs after all of them (a BullMQ flow); a small fleet is done in the `plan` job itself.
 */
export type NotificationFanout =
  | { notificationId: string; step?: 'plan' }
  | { notificationId: string; step: 'shard'; shard: FanoutShard }
  | { notificationId: string; step: 'complete'; shards: number };

export type JobName = keyof JobPayloads;

/** Job id of a notification's email to one tenant: deterministic, so a re-run fan-out doesn't queue it twice. */
export function notificationMailJobId(notificationId: string, tenantId: string): string {
  return `notification-mail-${notificationId}-${tenantId}`;
}

/** Which queue each job runs on. */
export const JOB_QUEUE: { [N in JobName]: QueueName } = {
  'mail.transactional': QUEUES.mail,
  'mail.autoresponder': QUEUES.mail,
  'mail.domain-notice': QUEUES.mail,
  'mail.notification': QUEUES.mail,
  'notifications.fanout': QUEUES.notifications,
  'dns.verify': QUEUES.domains,
  'certificate.issue': QUEUES.domains,
  'certificate.renew': QUEUES.domains,
};

export const JOB_NAMES = Object.keys(JOB_QUEUE) as JobName[];

/** What a job handler returns: a short account of what it did, kept on the finished job. */
export type JobResult = Record<string, unknown> | string | void;
