import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { readDkimKey, type DkimSigningKey } from './dkim.js';
import { decodeKey, signingKeyRing } from './signing-keys.js';

/**
 * The platform's whole configuration, validated once at process start (README.md "Configuration").
 * Nothing else in the code base reads `process.env`: apps receive this typed object.
 */
const hostPort = z.string().regex(/^[^:\s]+:\d+$/, 'expected host:port');
/** A comma-separated list. */
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** True when proxy-addr (what the API trusts with) understands every entry: IPs, CIDRs, loopback/linklocal/uniquelocal. */
function proxyAddrAccepts(entries: string[]): boolean {
  if (entries.length === 0) return true;
  try {
    proxyaddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.url({ message: 'DATABASE_URL must be a postgres:// URL' }),
  REDIS_URL: z.url({ message: 'REDIS_URL must be a redis:// URL' }),
  BASE_DOMAIN: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The API's operations port (GET /metrics, /health/live, /health/ready), never the public one. Unset: no
   * such listener; 0: any free port (logged).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The same for each worker process (ready: connected to Redis and consuming). */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * The address both operations ports listen on. 0.0.0.0 by default, as before: in a container the scraper
   * and the orchestrator's probes connect from outside it. Outside containers set 127.0.0.1 (or a private
   * interface's address) so metrics and health never face the internet (docs/operations.md "Metrics").
   */
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * Share of the fast paths' requests (hot GET /api/site/data, beacons) written to the request log; their
   * server errors are always logged (docs/operations.md "Logs").
   */
  LOG_FAST_PATH_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.01),
  /**
   * After SIGTERM the API answers `GET /api/health/ready` with 503 for this long before it stops accepting
   * connections, so a load balancer takes it out of rotation first (docs/operations.md).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** The URL people type for the main site; used in emails. Defaults to http://BASE_DOMAIN:PORT. */
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  /**
   * Signing keys per purpose (docs/operations.md "Rotating keys"): `<id>:<secret>` entries, comma-separated,
   * the signing key first and the previous keys that still verify after it; `jwt` stands for JWT_SECRET.
   * Unset: `jwt` alone (sessions signed with JWT_SECRET, the others with keys derived from it).
   */
  SESSION_SIGNING_KEYS: signingKeyRing,
  LINK_SIGNING_KEYS: signingKeyRing,
  RETURN_PATH_SIGNING_KEYS: signingKeyRing,
  QUEUE_DASHBOARD_SIGNING_KEYS: signingKeyRing,
  JWT_TTL: z.string().default('7d'),
  /** How long an API instance trusts its cached session version of a principal (revocation delay if Redis pub/sub is down). */
  SESSION_CHECK_TTL_SECONDS: z.coerce.number().positive().max(300).default(5),
  SMTP_URL: z.string().min(1).default('smtp://127.0.0.1:2525'),
  MAIL_FROM: z.string().default('Distributor Sites <no-reply@localhost>'),
  ACME_DIRECTORY_URL: z.url().optional(),
  ACME_EMAIL: z.email().optional(),
  DNS_RESOLVERS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(hostPort)),
  EDGE_CNAME_TARGET: z.string().optional(),
  EDGE_IPV4: z.ipv4().optional(),
  /** PEM file of extra CA certificates the ACME client trusts for the directory (a test CA such as pebble). */
  ACME_CA_FILE: z.string().min(1).optional(),
  /** CA identities a domain's CAA `issue` records must name for us to issue there (RFC 8659). */
  ACME_CAA_IDENTITIES: list.default(['letsencrypt.org']),
  /** Global limit on new ACME orders across every worker: at most ACME_ORDER_LIMIT per window (Let's Encrypt: 300 / 3 h). */
  ACME_ORDER_LIMIT: z.coerce.number().int().positive().default(250),
  ACME_ORDER_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(3 * 3600),
  /** When set, the API also listens with HTTPS on this port, serving each verified custom domain's certificate (SNI). */
  EDGE_HTTPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * The HTTPS edge sits behind a TLS-passthrough balancer that sends a PROXY protocol header (v1 or v2)
   * first on every connection (nginx `stream` + `proxy_protocol on`): the client address comes from it.
   */
  EDGE_PROXY_PROTOCOL: z.stringbool().default(false),
  /** The HTTPS port visitors use when a balancer maps it to EDGE_HTTPS_PORT (redirects name it); default EDGE_HTTPS_PORT. */
  EDGE_HTTPS_PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * 32-byte key (base64 or 64 hex digits) for AES-256-GCM of the secrets kept in PostgreSQL (ACME account
   * key, certificate and DKIM private keys, reset tokens in the outbox). Required in production; elsewhere,
   * unset, it is derived from JWT_SECRET, which then can never change without making them unreadable.
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || decodeKey(v) !== null, 'DATA_ENCRYPTION_KEY must be 32 bytes, as base64 or 64 hex digits'),
  /** When `certificate.renew` runs: a cron pattern in UTC (five fields; default every six hours at :07). */
  CERTIFICATE_RENEW_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4,5}$/, 'CERTIFICATE_RENEW_CRON must be a cron pattern such as "7 */6 * * *"')
    .default('7 */6 * * *'),
  /** Renew once at most this share of a certificate's lifetime is left (Let's Encrypt advises a third). */
  CERTIFICATE_RENEW_REMAINING: z.coerce
    .number()
    .gt(0)
    .lt(1)
    .default(1 / 3),
  /** Per-query timeout of custom-domain DNS checks. */
  DNS_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** How often each worker re-enqueues domain checks and certificate orders that are due but have no job (e.g. after a Redis loss). */
  DOMAINS_SWEEP_SECONDS: z.coerce.number().positive().default(60),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  /**
   * Where stored files (uploads, image variants, campaign images) live: `local` (UPLOAD_DIR on this host, the
   * one-box default) or `s3` (an S3-compatible bucket, shared by every API and worker replica). S3 credentials
   * come from the AWS SDK's usual environment variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, …).
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** A non-AWS S3 endpoint (MinIO, Ceph, R2, …). Unset: AWS. */
  S3_ENDPOINT: z.url().optional(),
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; most self-hosted servers need it. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Public files are linked at this base URL (a CDN in front of the bucket) instead of being served through the API. */
  STORAGE_PUBLIC_BASE_URL: z.url().optional(),
  /**
   * The upload sweep (docs/security.md "Stored files"): every UPLOAD_SWEEP_INTERVAL_MINUTES (0: never) each API
   * process deletes the stored files no row references that are older than UPLOAD_SWEEP_GRACE_HOURS (an image
   * uploaded into an editor has that long to be saved into a campaign or post).
   */
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
  UPLOAD_SWEEP_GRACE_HOURS: z.coerce.number().min(0).default(24),
  /**
   * PostgreSQL connections each API process (DATABASE_POOL_MAX) and each worker process
   * (WORKER_DATABASE_POOL_MAX) may hold; replicas × pool must stay under the server's max_connections
   * (docs/operations.md "Connection budget").
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  WORKER_DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** A statement running longer than this is cancelled by the server (0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** How long a request waits to open a new connection (or for a free one in the pool) before it fails. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /**
   * DKIM signing of every outgoing email (docs/deliverability.md): the selector published in DNS at
   * `<selector>._domainkey.<DKIM_DOMAIN>` and its private key (PEM, inline or in a file). DKIM_DOMAIN defaults
   * to MAIL_FROM's domain. Unset key: `npm start` generates a development key under .data/, production sends unsigned.
   */
  DKIM_DOMAIN: z.string().min(1).optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/, 'DKIM_SELECTOR must be a DNS label')
    .optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /**
   * During a key rotation, the selector signed with until now: its record must stay in DNS until mail
   * signed with it has been delivered (docs/deliverability.md "Rotating the DKIM key"). Only listed and
   * checked among the records to publish; nothing is signed with it.
   */
  DKIM_PREVIOUS_SELECTOR: z
    .string()
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/, 'DKIM_PREVIOUS_SELECTOR must be a DNS label')
    .optional(),
  /**
   * The SPF mechanisms naming the hosts our SMTP relay sends from (`include:_spf.relay.example`,
   * `ip4:203.0.113.7`, …), for the SPF record the sending domain publishes. Default: the domain's own A and MX hosts.
   */
  SPF_MECHANISMS: z
    .string()
    .default('a mx')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine(
      (v) => v.every((m) => /^[+~?-]?(include:\S+|a(:\S+)?(\/\d+)?|mx(:\S+)?(\/\d+)?|ip4:\S+|ip6:\S+|exists:\S+)$/i.test(m)),
      'SPF_MECHANISMS must be SPF mechanisms such as "include:_spf.relay.example ip4:203.0.113.7" (the record adds -all itself)',
    ),
  WEB_DIST_DIR: z.string().optional(),
  COMPANY_NAME: z.string().default('NHT Global'),
  PLATFORM_NAME: z.string().default('Distributor Sites'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Peers whose forwarding headers (X-Forwarded-For, -Host, -Proto) are believed: IPs, CIDRs, or proxy-addr's
   * names loopback, linklocal, uniquelocal. Empty (default): nobody's — the socket peer is the client and
   * Host is the host. Set it to exactly the reverse proxies in front of the API.
   */
  TRUSTED_PROXIES: list
    .default([])
    .refine(
      proxyAddrAccepts,
      'TRUSTED_PROXIES must be a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    ),
  /**
   * Per client address within the window: signup, forgot-password and reset-password attempts, and failed
   * logins per (account, client) — the client that reaches it gets 429, the account's owner elsewhere does not.
   */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Failed logins from one client address across all accounts within the window (credential stuffing) before 429. */
  AUTH_LOGIN_CLIENT_LIMIT: z.coerce.number().int().positive().default(100),
  /**
   * Failed logins on one account from every client within the window after which each further login attempt
   * on it waits a growing delay (from 250 ms, doubling, at most AUTH_ACCOUNT_SLOWDOWN_MAX_MS) — slowed, never refused.
   */
  AUTH_ACCOUNT_SLOWDOWN_AFTER: z.coerce.number().int().positive().default(20),
  AUTH_ACCOUNT_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(4000),
  /** Per-IP budget of each anonymous form (newsletter, leads, contact). */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  PUBLIC_FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Every per-client limit (auth, public forms, beacons) counts an IPv6 client by its network of this prefix
   * length, since one subscriber usually holds a whole /64 (or /56); IPv4 clients by their address.
   */
  IPV6_RATE_LIMIT_PREFIX: z.coerce.number().int().min(16).max(128).default(64),
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(5),
  /**
   * A worker's lock on a running job: renewed every half of it while the worker lives, so a job held by a
   * crashed worker goes back to the queue within about this long plus one stalled check (docs/outbox.md).
   */
  JOB_LOCK_SECONDS: z.coerce.number().positive().default(8),
  /** How often each worker looks for jobs whose lock lapsed (a crashed worker's) and puts them back. */
  JOB_STALLED_CHECK_SECONDS: z.coerce.number().positive().default(3),
  /** How often each worker re-queues outbox work that is due but has no job (after a Redis loss, a failed enqueue). */
  OUTBOX_SWEEP_SECONDS: z.coerce.number().positive().default(5),
  /** Outbox retries (emails, fan-outs): first wait, doubling up to the cap, until OUTBOX_GIVE_UP_HOURS of tries. */
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  OUTBOX_RETRY_MAX_SECONDS: z.coerce
    .number()
    .positive()
    .default(30 * 60),
  OUTBOX_GIVE_UP_HOURS: z.coerce.number().positive().default(48),
  /** Finished outbox rows (done, skipped, failed) are deleted this many days after they finished. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().positive().default(30),
  /** Campaign sending (docs/campaigns-delivery.md). Emails a tenant may send per UTC day unless an admin set its own quota. */
  CAMPAIGN_DAILY_QUOTA: z.coerce.number().int().min(0).default(2000),
  /** How often the repeatable campaigns.tick starts due campaigns, pauses/resumes them and re-queues lost lanes. */
  CAMPAIGN_TICK_SECONDS: z.coerce.number().positive().default(5),
  /** Follow-up sequences (docs/architecture.md "Sequences engine"): how often each worker claims due steps. */
  SEQUENCE_TICK_SECONDS: z.coerce.number().positive().default(5),
  /**
   * The daily follow-up digest (docs/product.md "Contacts"): how often each worker looks for distributors
   * past 08:00 without their day's digest.
   */
  FOLLOW_UP_DIGEST_SCAN_SECONDS: z.coerce.number().positive().default(60),
  /** Invitations to subscribe an imported contact may get, per distributor per hour (docs/product.md "Contacts"). */
  CONTACT_INVITATIONS_PER_HOUR: z.coerce.number().int().positive().default(200),
  /** Due steps a worker claims per batch (FOR UPDATE SKIP LOCKED). */
  SEQUENCE_BATCH_SIZE: z.coerce.number().int().positive().default(100),
  /**
   * Lanes (parallel jobs) per sending campaign; any number of workers share them, each running up to
   * WORKER_CONCURRENCY at once — so this caps how many workers one campaign can keep busy.
   */
  CAMPAIGN_LANES: z.coerce.number().int().positive().default(16),
  /** Recipients a lane claims per batch (recorded `sending` before the hand-off, `sent` after, in batches). */
  CAMPAIGN_BATCH_SIZE: z.coerce.number().int().positive().default(100),
  /** Pooled SMTP connections per worker for campaign mail (also the messages in flight per worker). */
  CAMPAIGN_SMTP_CONNECTIONS: z.coerce.number().int().positive().default(8),
  /** Send-rate limits protecting the SMTP relay: messages per second, all tenants together and per tenant. */
  CAMPAIGN_RATE_PER_SECOND: z.coerce.number().int().positive().default(1000),
  CAMPAIGN_TENANT_RATE_PER_SECOND: z.coerce.number().int().positive().default(300),
  /**
   * Sending guards (docs/deliverability.md "Guards"): a tenant's sending pauses by itself when, over its
   * campaign emails of the last CAMPAIGN_GUARD_WINDOW_DAYS (and at least CAMPAIGN_GUARD_MIN_SAMPLE of them,
   * so a handful of emails cannot trip it), spam complaints or hard bounces exceed these fractions.
   */
  CAMPAIGN_COMPLAINT_RATE_LIMIT: z.coerce.number().min(0).max(1).default(0.003),
  CAMPAIGN_BOUNCE_RATE_LIMIT: z.coerce.number().min(0).max(1).default(0.05),
  CAMPAIGN_GUARD_WINDOW_DAYS: z.coerce.number().int().positive().default(30),
  CAMPAIGN_GUARD_MIN_SAMPLE: z.coerce.number().int().positive().default(500),
  /**
   * Shared secret of the SMTP relay's feedback loop (spam complaints): it calls
   * `POST /api/campaign-feedback/complaints` with `Authorization: Bearer <secret>`. Unset: the endpoint answers 404.
   */
  FEEDBACK_LOOP_SECRET: z.string().min(32, 'FEEDBACK_LOOP_SECRET must be at least 32 characters').optional(),
  /**
   * Mailbox providers' feedback loops whose ARF complaints, mailed to a return path, count toward the tenant's
   * guard (docs/deliverability.md "Who may report"): the report must carry a DKIM signature that verifies, aligned with
   * the report's From, which must be one of these domains (or under one), or one of these addresses. Any
   * other complaint by mail only unsubscribes its one recipient.
   */
  FEEDBACK_LOOP_REPORTERS: list
    .pipe(z.array(z.string().regex(/^(?:[a-z0-9._%+-]+@)?[a-z0-9.-]+\.[a-z]{2,}$/i, 'FEEDBACK_LOOP_REPORTERS: domains or addresses')))
    .default([]),
  /**
   * Late bounces (docs/deliverability.md "Bounces"): every email's envelope sender is a per-message return
   * path `bounces+<signed token>@BOUNCE_DOMAIN` (default MAIL_FROM's domain; its MX must reach the listener
   * and its SPF record name the relay). The worker listens for delivery-status notifications on
   * BOUNCE_SMTP_PORT (unset: no listener; 0: any free port, for tests) at BOUNCE_SMTP_HOST, refusing messages over BOUNCE_MAX_BYTES; a
   * subscriber is suppressed after BOUNCE_SOFT_LIMIT soft bounces (one per email at most).
   */
  BOUNCE_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*$/,
      'BOUNCE_DOMAIN must be a domain name',
    )
    .optional(),
  /** The host name MTAs deliver bounces to (the return path's MX points at it); listed on Admin → Deliverability. */
  BOUNCE_MX_HOST: z
    .string()
    .regex(
      /^(?=.{1,253}$)[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*\.?$/,
      'BOUNCE_MX_HOST must be a host name',
    )
    .optional(),
  BOUNCE_SMTP_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  BOUNCE_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
  BOUNCE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(4_096)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  BOUNCE_SOFT_LIMIT: z.coerce.number().int().min(1).max(100).default(3),
  /**
   * How long after an unsubscribe the same unsubscribe link may undo it (docs/subscribers.md "Unsubscribing,
   * and undoing it"); later, the link's page offers a new confirmation email instead. Unsubscribing never expires.
   */
  RESUBSCRIBE_WINDOW_HOURS: z.coerce.number().positive().max(720).default(24),
  /** Raw storefront page views are deleted this many days after they happened; hourly and daily rollups are kept forever. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  /** Page views waiting in Redis for the worker at most; beyond it the oldest are dropped (a long worker outage). */
  ANALYTICS_BUFFER_MAX: z.coerce.number().int().positive().default(500_000),
  /** Storefront beacons one client address may send per minute to one API instance; more are answered 429 and not counted. */
  ANALYTICS_BEACON_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  /**
   * Share of storefront page loads (0–1) whose real-user Web Vitals are measured and sent
   * (docs/analytics.md "Web Vitals"); an unsampled visit does not even download the measuring script.
   */
  ANALYTICS_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.5),
  /**
   * Scheduling niceness the worker process takes at start (0 normal … 19 lowest; raising it needs no privilege).
   * Everything the worker does is background work, so where it shares cores with the API (one host, or the
   * analytics benchmark) the storefront's requests go first and page-view ingest takes the idle time.
   */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Page views the worker writes per batch (one transaction each). */
  ANALYTICS_BATCH_SIZE: z.coerce.number().int().positive().max(20_000).default(2_000),
  /**
   * After a batch that was not full, the worker waits this long before reading again, so page views reach
   * PostgreSQL in batches worth a statement (written as they came, a few per read at 1,000/s, each cost the
   * database about three times its CPU in a full batch). Reports lag by this much at most.
   */
  ANALYTICS_GATHER_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** The API's Redis commands fail after this long instead of holding a request while Redis is unreachable. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().default(1000),
  /** Namespace of every Redis key and BullMQ queue; lets several deployments (or test runs) share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/)
    .default('ds'),
});

type Raw = z.infer<typeof schema>;

/** Every setting the platform reads (each is documented in `.env.example`; a test keeps it so). */
export const CONFIG_KEYS = Object.keys(schema.shape) as (keyof Raw)[];

export interface AppConfig extends Omit<Raw, 'PUBLIC_URL' | 'EDGE_CNAME_TARGET'> {
  PUBLIC_URL: string;
  EDGE_CNAME_TARGET: string;
  /** The DKIM key read and checked from DKIM_PRIVATE_KEY(_FILE); null: mail goes out unsigned. Optional for hand-built test configs. */
  dkim?: DkimSigningKey | null;
}

export class ConfigError extends Error {}

/** Parses and validates an environment; throws one readable error listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  if (c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET)
    throw new ConfigError('Invalid configuration:\n  - S3_BUCKET: required when STORAGE_DRIVER is s3');
  // Derived from JWT_SECRET, the data key would tie every stored secret to the one secret that signs
  // sessions (docs/operations.md "Rotating keys").
  if (c.NODE_ENV === 'production' && !c.DATA_ENCRYPTION_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  - DATA_ENCRYPTION_KEY: required in production (32 random bytes: openssl rand -base64 32)',
    );
  const dkim = readDkimKey(c);
  if (dkim.problems.length) throw new ConfigError(`Invalid configuration:\n${dkim.problems.map((p) => `  - ${p}`).join('\n')}`);
  const port = c.PORT === 80 ? '' : `:${c.PORT}`;
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://${c.BASE_DOMAIN}${port}`).replace(/\/$/, ''),
    EDGE_CNAME_TARGET: c.EDGE_CNAME_TARGET ?? `sites.${c.BASE_DOMAIN}`,
    dkim: dkim.key,
  };
}

/** DI token under which apps provide the validated config. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export * from './signing-keys.js';
export * from './dkim.js';

/** Certificates are issued only when both the ACME directory and the account email are set (docs/domains.md "Configuration"). */
export function acmeConfigured(config: Pick<AppConfig, 'ACME_DIRECTORY_URL' | 'ACME_EMAIL'>): boolean {
  return Boolean(config.ACME_DIRECTORY_URL && config.ACME_EMAIL);
}
