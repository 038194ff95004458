import type { Prisma, PrismaClient } from './generated/client.js';

/**
 * The tenant boundary as a type (docs/architecture.md "The tenant door"). Application code reaches the
 * database through `Database` only:
 * - `forTenant(tenantId)`: a client that puts the tenant into every read, write, update and delete of a
 *   tenant-owned model. A record id of another tenant finds nothing and changes nothing; a create for
 *   another tenant throws.
 * - `platform`: the platform-wide models (admins, templates, the catalog, training, …) and nothing else.
 * - `acrossTenants(reason)`: the whole client, for the few queries that must cross tenants (host lookup,
 *   admin lists, fan-out, sweepers). The reason is part of the call so every crossing says why.
 */

/** Models whose rows belong to one tenant (a `tenant_id` column; `Tenant` is keyed by its own id). */
export const TENANT_OWNED_MODELS = [
  'Tenant',
  'User',
  'HomePage',
  'OpportunityPage',
  'ProductPage',
  'JoinUsPage',
  'SocialLinks',
  'SubscriberMessage',
  'LeadMessage',
  'Slider',
  'Category',
  'Product',
  'Blog',
  'BlogBanner',
  'ContactUsEntry',
  'FooterDisclaimer',
  'Subscriber',
  'Lead',
  'Contact',
  'ContactActivity',
  'Notification',
  'NotificationRecipient',
  'DomainVerification',
  'SendingDomain',
  'Certificate',
  'OutboxMessage',
  'Campaign',
  'CampaignRecipient',
  'CampaignClick',
  'SiteEvent',
  'SiteVisitorMark',
  'SiteStatsHourly',
  'SiteStatsDaily',
  'SiteClick',
  'SiteVitalsDaily',
  'StoredFile',
  'Sequence',
  'SequenceStep',
  'SequenceEnrolment',
  'SequenceDelivery',
  'FollowUpDigest',
  'ContactInvitation',
  'Suppression',
  'Erasure',
] as const satisfies readonly Prisma.ModelName[];

/** Models shared by the whole platform: no tenant owns their rows. */
export const PLATFORM_MODELS = [
  'Admin',
  'PasswordResetToken',
  'Template',
  'PlatformSubscriber',
  'ContactMessage',
  'TrainingCategory',
  'Training',
  'AcmeAccount',
  'DeliverabilityCheck',
  'CatalogCategory',
  'CatalogProduct',
  'CatalogPrice',
  'CatalogCategoryText',
  'CatalogProductText',
  'ShopLinkRule',
  'SiteVitalsFleetDaily',
  'SiteVitalReceipt',
] as const satisfies readonly Prisma.ModelName[];

/** Client property names (`homePage`) of the platform models. */
type PlatformProp = Uncapitalize<(typeof PLATFORM_MODELS)[number]>;

/** The platform-wide part of the client: tenant-owned models are not on it, so they cannot be reached. */
export type PlatformClient = Pick<PrismaClient, PlatformProp | '$transaction'>;

const TENANT_OWNED: ReadonlySet<string> = new Set(TENANT_OWNED_MODELS);

/** Operations whose `where` narrows what they read or change. */
const FILTERED = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'delete',
  'deleteMany',
  'upsert',
]);

/** Operations that write new rows (`data`, or `create` of an upsert). */
const CREATES = new Set(['create', 'createMany', 'createManyAndReturn']);

export class CrossTenantWriteError extends Error {
  constructor(model: string, tenantId: string, given: unknown) {
    super(`refused: a ${model} for tenant ${String(given)} written through the client of tenant ${tenantId}`);
  }
}

type Args = Record<string, unknown>;

function scopeWhere(model: string, where: unknown, tenantId: string): Args {
  const base = (where ?? {}) as Args;
  const and = base.AND === undefined ? [] : Array.isArray(base.AND) ? base.AND : [base.AND];
  // Added as one more AND term: the caller's own filter (an id, a unique key) stays as it is.
  return { ...base, AND: [...(and as unknown[]), model === 'Tenant' ? { id: tenantId } : { tenant_id: tenantId }] };
}

function ownRow(model: string, row: unknown, tenantId: string): Args {
  if (model === 'Tenant') throw new CrossTenantWriteError(model, tenantId, 'a new tenant');
  const data = { ...(row as Args) };
  if (data.tenant_id !== undefined && data.tenant_id !== tenantId) throw new CrossTenantWriteError(model, tenantId, data.tenant_id);
  // A `tenant: { connect }` relation write would name its own tenant: only the scalar form is allowed.
  if (data.tenant !== undefined) throw new CrossTenantWriteError(model, tenantId, 'a tenant relation');
  data.tenant_id = tenantId;
  return data;
}

/** `args` of one model operation with the tenant put in (exported for its unit test). */
export function scopeArgs(model: string, operation: string, args: Args | undefined, tenantId: string): Args | undefined {
  if (!TENANT_OWNED.has(model)) return args;
  const scoped: Args = { ...(args ?? {}) };
  if (FILTERED.has(operation)) scoped.where = scopeWhere(model, scoped.where, tenantId);
  if (operation === 'upsert') scoped.create = ownRow(model, scoped.create, tenantId);
  if (CREATES.has(operation)) {
    scoped.data = Array.isArray(scoped.data)
      ? scoped.data.map((row) => ownRow(model, row, tenantId))
      : ownRow(model, scoped.data, tenantId);
  }
  return scoped;
}

function rawRefused(): never {
  throw new Error('raw SQL is not scoped to a tenant: use Database.acrossTenants(reason) and filter by tenant_id yourself');
}

/** The client of one tenant: every tenant-owned model operation is scoped to `tenantId`. */
function tenantClient(client: PrismaClient, tenantId: string) {
  return client.$extends({
    name: 'tenant-scope',
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          // The scoped args have the operation's own shape (only `where`/`data` gained the tenant). tsc needs
          // the assertion; typed lint, which sees `args` as any here, calls it needless.
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
          return query(scopeArgs(model, operation, args as Args | undefined, tenantId) as typeof args);
        },
      },
      $queryRaw: rawRefused,
      $executeRaw: rawRefused,
      $queryRawUnsafe: rawRefused,
      $executeRawUnsafe: rawRefused,
    },
  });
}

export type TenantClient = ReturnType<typeof tenantClient>;

/**
 * What a tenant-scoped function reads and writes with: the tenant's client, or a transaction opened on
 * it (`forTenant(id).$transaction(async (tx) => …)` keeps the scope). The client is assignable to it.
 */
export type TenantTransaction = Parameters<Parameters<TenantClient['$transaction']>[0]>[0];

/** Tenant clients are small but not free to build: the recently used ones are kept. */
const CACHED_TENANT_CLIENTS = 1_000;

/** The one way to the database for application code (see the top of this file). */
export class Database {
  private readonly tenants = new Map<string, TenantClient>();

  constructor(private readonly client: PrismaClient) {}

  /** Every read, write, update and delete of a tenant-owned model is limited to this tenant. */
  forTenant(tenantId: string): TenantClient {
    let scoped = this.tenants.get(tenantId);
    if (scoped) {
      // Most recently used last, so the oldest is evicted first.
      this.tenants.delete(tenantId);
    } else {
      scoped = tenantClient(this.client, tenantId);
      if (this.tenants.size >= CACHED_TENANT_CLIENTS) this.tenants.delete(this.tenants.keys().next().value as string);
    }
    this.tenants.set(tenantId, scoped);
    return scoped;
  }

  /** The platform-wide models only (admins, templates, catalog, training, contact messages, …). */
  get platform(): PlatformClient {
    return this.client;
  }

  /**
   * The whole database, across tenants. For queries that cannot know one tenant: host lookup before any
   * tenant is known, admin lists, fan-out, sweepers. `reason` says why, in a few words, at the call.
   */
  acrossTenants(reason: string): PrismaClient {
    if (!reason.trim()) throw new Error('acrossTenants needs a reason');
    return this.client;
  }
}
