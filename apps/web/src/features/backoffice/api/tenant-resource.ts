import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/features/backoffice/components/current-user';
import { isApiError } from '@/lib/api-client';

/**
 * One toolkit for every `/tenants/{tenantId}/…` resource of the back office (docs/product.md#api): query keys,
 * not-found-as-empty, and query/mutation hooks whose writes invalidate what they change. Each resource
 * describes its calls once, as typed fetchers over the API contract (`typedApi`); screens reuse these hooks.
 */

/** `['tenants', tenantId, …resource parts, …segments]` — a prefix of every key below it, for invalidation. */
export function tenantQueryKey(tenantId: string, resource: string, ...segments: string[]): string[] {
  return ['tenants', tenantId, ...resource.split('/').filter(Boolean), ...segments];
}

/**
 * A body built by the generic form from its field definitions: multipart (FormData), or JSON for the
 * JSON-only editors. Its fields come from the form, not from the operation's DTO, so the server checks them
 * (400 with field details); `formBody` is the one place a request body is typed by assertion.
 */
export type FormBody = FormData | Record<string, unknown>;
export const formBody = <Body>(body: FormBody): Body => body as Body;

/**
 * "Not found" means "none yet" (docs/product.md#states): the back office's contact-us and disclaimer lists answer 404
 * with CONTACTUS_NOT_FOUND / DISCLAIMERS_NOT_FOUND, social links 404 SOCIAL_LINKS_NOT_FOUND, before
 * anything was written (documented in the API contract).
 */
export async function emptyWhenNotFound<T, E>(load: Promise<T>, code: string, empty: E): Promise<T | E> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === code) return empty;
    throw error;
  }
}

/** The signed-in distributor's tenant id (the guard validated it). */
export function useTenantId(): string {
  return useCurrentUser().tenant_id;
}

/** Invalidates a resource's queries (and any extra keys) for the tenant. */
export function invalidateTenant(queryClient: QueryClient, tenantId: string, keys: readonly string[]): Promise<void> {
  return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: tenantQueryKey(tenantId, key) }))).then(() => undefined);
}

// ─── Collections ─────────────────────────────────────────────────────────────

export interface ListResourceConfig<T> {
  /** Query key below the tenant (`products`, `blogs/<id>/banners`); every write invalidates it. */
  key: string;
  list(tenantId: string, signal?: AbortSignal): Promise<T[]>;
  /** Both answer the record as saved. */
  create(tenantId: string, body: FormBody): Promise<T>;
  update(tenantId: string, id: string, body: FormBody): Promise<T>;
  remove(tenantId: string, id: string): Promise<{ message: string }>;
  /** Keys to invalidate after any write, besides the list itself (e.g. the dashboard counts). */
  alsoInvalidates?: readonly string[];
}

export const tenantListQueryOptions = <T>(tenantId: string, config: ListResourceConfig<T>) =>
  queryOptions({
    queryKey: tenantQueryKey(tenantId, config.key),
    queryFn: ({ signal }) => config.list(tenantId, signal),
  });

export function useTenantList<T>(config: ListResourceConfig<T>) {
  return useQuery(tenantListQueryOptions(useTenantId(), config));
}

/**
 * Create (POST to the collection), update (PUT to `/{id}`) and delete for a collection; each write
 * invalidates the collection and `alsoInvalidates`.
 */
export function useTenantListMutations<T>(config: ListResourceConfig<T>) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const onSettled = () => invalidateTenant(queryClient, tenantId, [config.key, ...(config.alsoInvalidates ?? [])]);

  const create = useMutation({ mutationFn: (body: FormBody) => config.create(tenantId, body), onSettled });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: FormBody }) => config.update(tenantId, id, body),
    onSettled,
  });
  const remove = useMutation({ mutationFn: (id: string) => config.remove(tenantId, id), onSettled });
  return { create, update, remove };
}

// ─── Single objects (home page, settings, social links, …) ──────────────────

export type SaveMethod = 'PUT' | 'POST';

export interface SingletonResourceConfig<T> {
  /** Query key below the tenant; saving invalidates it. */
  key: string;
  /** The object, or null when there is none yet (a not-found that means "none yet", docs/product.md#states). */
  read(tenantId: string, signal?: AbortSignal): Promise<T | null>;
  /** PUT merges the sent fields; POST (where the API has it) replaces the object. */
  save?(tenantId: string, body: FormBody, method: SaveMethod): Promise<unknown>;
  /** DELETE the whole object (where the API has it): the storefront falls back to its defaults. */
  remove?(tenantId: string): Promise<unknown>;
  alsoInvalidates?: readonly string[];
  refetchInterval?: number | false | ((data: T | null | undefined) => number | false);
}

export const tenantSingletonQueryOptions = <T>(tenantId: string, config: SingletonResourceConfig<T>) =>
  queryOptions({
    queryKey: tenantQueryKey(tenantId, config.key),
    queryFn: ({ signal }) => config.read(tenantId, signal),
  });

export function useTenantSingleton<T>(config: SingletonResourceConfig<T>) {
  const tenantId = useTenantId();
  const { refetchInterval } = config;
  return useQuery({
    ...tenantSingletonQueryOptions(tenantId, config),
    refetchInterval: typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}

/** Deletes a single object and refreshes it. */
export function useTenantSingletonRemove<T>(config: SingletonResourceConfig<T>) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (!config.remove) throw new Error(`${config.key} cannot be deleted`);
      return config.remove(tenantId);
    },
    onSettled: () => invalidateTenant(queryClient, tenantId, [config.key, ...(config.alsoInvalidates ?? [])]),
  });
}

/** Writes a single object (PUT by default; POST replaces it) and refreshes it. */
export function useTenantSingletonSave<T>(config: SingletonResourceConfig<T>) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, method = 'PUT' }: { body: FormBody; method?: SaveMethod }) => {
      if (!config.save) throw new Error(`${config.key} cannot be saved`);
      return config.save(tenantId, body, method);
    },
    onSettled: () => invalidateTenant(queryClient, tenantId, [config.key, ...(config.alsoInvalidates ?? [])]),
  });
}
