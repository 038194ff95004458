/**
 * The one place where queue names, job names and payload types live. Both the API (which enqueues)
 * and the worker (which processes) import from here, so a payload can't drift between them.
 */
export const QUEUES = {
  mail: 'mail',
  domains: 'domains',
  notifications: 'notifications',
  campaigns: 'campaigns',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface TransactionalMailPasswordReset {
  kind: 'password-reset';
  userId: string;
  /** The user's tenant: the handler reads the user through that tenant's client (the tenant door). */
  tenantId: string;
  /**
   * The plain reset token (only its hash is stored with the account), sealed with `sealSecret(…,
   * SECRET_PURPOSE.mailLinkToken, token)`: it waits in the outbox and in Redis, never in clear.
   */
  sealedToken: string;
}
export interface TransactionalMailWelcome {
  kind: 'welcome';
  userId: string;
  /** As for a reset: the user's tenant. */
  tenantId: string;
  /** As for a reset: the set-password token, sealed. */
  sealedToken: string;
}
/**
 * To the tenant's distributor: their custom domain is live on HTTPS, stopped pointing at us, or was
 * verified by another tenant first (`taken`: their claim stopped).
 */
export interface DomainNoticeMail {
  notice: 'live' | 'misconfigured' | 'taken';
  tenantId: string;
  domain: string;
  /** Why it is misconfigured (what DNS answers now). */
  reason?: string;
}

/**
 * Payload of every job, keyed by job name. Ids only (plus sealed secrets that can't be reloaded).
 * A job is listed here only once it has a handler: the worker refuses to start otherwise.
 * Work a request or a job owes is recorded in the outbox (`Outbox.record`, outbox.ts) with this payload
 * and relayed as a job whose data also carries the row's id (`OutboxRef`).
 */
export interface JobPayloads {
  'mail.transactional': TransactionalMailPasswordReset | TransactionalMailWelcome;
  /**
   * A visitor subscribed on a storefront (they get the double opt-in confirmation link, then — once
   * confirmed — the distributor's subscriber message) or left a lead (the distributor is told, and the
   * visitor gets the distributor's lead autoresponder). `platform-subscriber-confirm`: the main domain's
   * landing newsletter, double opt-in too (no tenant: the platform's own list).
   */
  'mail.autoresponder':
    | { kind: 'subscriber-confirm'; tenantId: string; subscriberId: string }
    | { kind: 'platform-subscriber-confirm'; platformSubscriberId: string }
    | { kind: 'subscriber-welcome'; tenantId: string; subscriberId: string }
    | { kind: 'lead-notice'; tenantId: string; leadId: string }
    | { kind: 'lead-autoresponder'; tenantId: string; leadId: string }
    /**
     * The one invitation to subscribe an imported contact may get (docs/product.md "Contacts"): the
     * pending subscription's double opt-in link, worded as an invitation. Recorded with the invitation row.
     */
    | { kind: 'contact-invitation'; tenantId: string; subscriberId: string; invitationId: string };
  /** An admin sent a notification: one inbox row per active tenant (docs/architecture.md "Events and jobs"). See `NotificationFanout`. */
  'notifications.fanout': NotificationFanout;
  /**
   * An admin's notification sent with `send_email`: one email to one active tenant's distributor. Recorded
   * by the fan-out's final step, one outbox row per tenant (dedupe key `notification-mail:<n>:<t>`),
   * after the inbox rows exist.
   */
  'mail.notification': { notificationId: string; tenantId: string };
  /**
   * "Send a test to me" in the campaign composer: the campaign (or a sequence's email step) as it is now,
   * to the distributor's own login address, rendered as a send would be but without tracking (a new row per click).
   */
  'mail.campaign-test': { tenantId: string; campaignId: string } | { tenantId: string; sequenceStepId: string };
  /** Custom-domain news for the tenant's distributor (sent by the domain jobs). */
  'mail.domain-notice': DomainNoticeMail;
  /**
   * Check a tenant's custom-domain DNS (TXT ownership + routing + CAA). One job per tenant (`JOB_ID`);
   * it re-delays itself until verified or given up. Schedule lives in PostgreSQL.
   */
  'dns.verify': { tenantId: string };
  /**
   * Check a tenant's own sending domain (its DKIM and SPF records, docs/deliverability.md). One job per
   * tenant (`JOB_ID`); it re-delays itself to the schedule kept in PostgreSQL, like `dns.verify`.
   */
  'sending-domain.verify': { tenantId: string };
  /** To the tenant's distributor: a record of their verified sending domain disappeared (campaigns went back to the platform's From). */
  'mail.sending-domain-notice': { tenantId: string; domain: string; reason: string };
  /**
   * To the tenant's distributor: the sending guard paused their campaigns (docs/deliverability.md "Guards").
   * Recorded in the transaction that records the pause, so once per pause; the handler reads the reason
   * from the tenant when it runs and sends nothing if an admin resumed meanwhile.
   */
  'mail.sending-paused': { tenantId: string };
  /**
   * To the tenant's distributor at 08:00 their time: the contacts due for a follow-up (docs/product.md
   * "Contacts"). Recorded by the worker's digest scan with the day's `follow_up_digests` row, so once a day.
   */
  'mail.follow-up-digest': { tenantId: string; digestId: string };
  /**
   * Look up the platform's own sending-domain records (DKIM, SPF, DMARC) and store what DNS holds, for
   * Admin → Deliverability (docs/deliverability.md §2). One at a time (`JOB_ID`); asked for by an admin's
   * "Check again", hourly (`DELIVERABILITY_CHECK_SCHEDULER`) and by the worker when no answer is stored.
   */
  'deliverability.check': Record<string, never>;
  /** Obtain (or resume obtaining) the tenant's certificate over ACME. One job per tenant (`JOB_ID`). */
  'certificate.issue': { tenantId: string };
  /** Repeatable (`CERTIFICATE_RENEW_SCHEDULER`): renew certificates near expiry and re-check their DNS. */
  'certificate.renew': Record<string, never>;
  /**
   * Repeatable (every CAMPAIGN_TICK_SECONDS, one per time slot: `CampaignsClock` in the worker): starts campaigns that are due
   * (scheduled_at ≤ now) by snapshotting their confirmed audience into `campaign_recipients`, pauses and
   * resumes sends (quota, admin), keeps each sending campaign's lanes queued, and closes finished ones.
   * docs/campaigns-delivery.md.
   */
  'campaigns.tick': Record<string, never>;
  /**
   * One lane of a sending campaign: claims batches of its recipients (`FOR UPDATE SKIP LOCKED`, so any
   * number of lanes on any number of workers share the list) and hands them to SMTP. One job per lane
   * (`JOB_ID`); the tick re-queues a lane that Redis lost.
   */
  'campaigns.send': CampaignLane;
  /**
   * "Send now": starts this campaign at once (the snapshot and its lanes) instead of at the next tick.
   * Recorded in the outbox with the draft → scheduled update; the tick stays the safety net. Starting
   * is one conditional update (`scheduled → sending`), so whichever of the two runs first starts it and
   * the other finds nothing to do — the audience is snapshotted once.
   */
  'campaigns.start': { campaignId: string; tenantId: string };
}

/** A lane of a campaign's send: `lane` of `CAMPAIGN_LANES`. */
export interface CampaignLane {
  campaignId: string;
  tenantId: string;
  lane: number;
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
 * that runs after all of them (a BullMQ flow); a small fleet is done in the `plan` job itself. `run` is
 * the id of the plan job that handed the ranges out: the ids of its steps derive from it (`JOB_ID`).
 */
export type NotificationFanout =
  | { notificationId: string; step?: 'plan' }
  | { notificationId: string; step: 'shard'; shard: FanoutShard; run: string }
  | { notificationId: string; step: 'complete'; shards: number; run: string };

export type JobName = keyof JobPayloads;

/** Which queue each job runs on. */
export const JOB_QUEUE: { [N in JobName]: QueueName } = {
  'mail.transactional': QUEUES.mail,
  'mail.autoresponder': QUEUES.mail,
  'mail.domain-notice': QUEUES.mail,
  'mail.notification': QUEUES.mail,
  'mail.campaign-test': QUEUES.mail,
  'notifications.fanout': QUEUES.notifications,
  'dns.verify': QUEUES.domains,
  'sending-domain.verify': QUEUES.domains,
  'mail.sending-domain-notice': QUEUES.mail,
  'mail.sending-paused': QUEUES.mail,
  'mail.follow-up-digest': QUEUES.mail,
  'deliverability.check': QUEUES.domains,
  'certificate.issue': QUEUES.domains,
  'certificate.renew': QUEUES.domains,
  'campaigns.tick': QUEUES.campaigns,
  'campaigns.send': QUEUES.campaigns,
  'campaigns.start': QUEUES.campaigns,
};

export const JOB_NAMES = Object.keys(JOB_QUEUE) as JobName[];

/**
 * Deterministic job ids, derived from the payload: a job whose id exists is not added again while it
 * is kept, so these say "at most one of this at a time". `JobQueue` derives the id of every job it adds
 * (callers pass none); a job that carries an outbox row is `outbox-<row id>` instead (`outboxJobId`).
 * BullMQ forbids ':' in ids.
 * - `dns.verify`, `certificate.issue`: one per tenant (each re-delays itself to its next turn);
 * - `notifications.fanout`: the plan of a notification, and the steps of one plan run — a retried plan
 *   re-adds the same steps (a no-op), a new plan job runs its ranges again (which only fills gaps).
 */
export const JOB_ID = {
  'dns.verify': ({ tenantId }) => `dns-verify-${tenantId}`,
  'sending-domain.verify': ({ tenantId }) => `sending-domain-verify-${tenantId}`,
  'certificate.issue': ({ tenantId }) => `certificate-issue-${tenantId}`,
  'deliverability.check': () => 'deliverability-check',
  'campaigns.send': ({ campaignId, lane }) => `campaign-${campaignId}-lane-${lane}`,
  'notifications.fanout': (data) => {
    switch (data.step) {
      case 'shard':
        return `${data.run}-shard-${data.shard.index}`;
      case 'complete':
        return `${data.run}-complete`;
      default:
        return `fanout-${data.notificationId}`;
    }
  },
} satisfies { [N in JobName]?: (data: JobPayloads[N]) => string };

/** Job scheduler id of the hourly `deliverability.check` (one run per hour across all workers). */
export const DELIVERABILITY_CHECK_SCHEDULER = 'deliverability-check-hourly';

/** Jobs with a derived id: the ones `JobQueue.runNow` and `ensure` can find again. */
export type KeyedJobName = keyof typeof JOB_ID;

/** The id the contract derives for a job, or undefined when the job has none (any number may wait). */
export function jobIdOf<N extends JobName>(name: N, data: JobPayloads[N]): string | undefined {
  const derive = (JOB_ID as { [K in JobName]?: (data: JobPayloads[K]) => string })[name];
  return derive?.(data);
}

/** What a job handler returns: a short account of what it did, kept on the finished job. */
export type JobResult = Record<string, unknown> | string | void;
