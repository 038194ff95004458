import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCurrentUser } from '@/features/backoffice/components/current-user';
import { api, isApiError, type HttpMethod } from '@/lib/api-client';
import { isRecord, type Row } from '@/lib/records';

/**
 * One toolkit for every `/tenants/{tenantId}/…` resource of the back office (spec §7): URL and
 * query-key building, tolerant answer unwrapping, not-found-as-empty, and query/mutation hooks whose
 * writes invalidate what they change. Screens describe a resource once and reuse these hooks.
 */

export type PathSegment = string | number;

/** `/tenants/{tenantId}/{segments…}`, each segment URL-encoded; `resource` may hold several (`footer/social-links`). */
export function tenantPath(tenantId: PathSegment, resource: string, ...segments: PathSegment[]): string {
  const parts = [
    'tenants',
    String(tenantId),
    ...resource.split('/').filter(Boolean),
    ...segments.map(String),
  ];
  return `/${parts.map((part) => encodeURIComponent(part)).join('/')}`;
}

/** `['tenants', tenantId, …resource parts, …segments]` — a prefix of every key below it, for invalidation. */
export function tenantQueryKey(tenantId: PathSegment, resource: string, ...segments: PathSegment[]): string[] {
  return ['tenants', String(tenantId), ...resource.split('/').filter(Boolean), ...segments.map(String)];
}

const DEFAULT_LIST_KEYS = ['data', 'items', 'results', 'rows'];

/** Spec §7 "answer: list, or object with data list" — also a named list (`{ subscribers: [...] }`). */
export function unwrapList<T = Row>(answer: unknown, keys: readonly string[] = []): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (!isRecord(answer)) return [];
  for (const key of [...keys, ...DEFAULT_LIST_KEYS]) {
    const value = answer[key];
    if (Array.isArray(value)) return value as T[];
    // `{ data: { items: [...] } }`
    if (isRecord(value)) {
      const nested = unwrapList<T>(value, keys);
      if (nested.length > 0 || Object.values(value).some(Array.isArray)) return nested;
    }
  }
  return [];
}

/** One object, bare or wrapped (`{ data: {...} }`, `{ homePage: {...} }`); a wrapping list yields its first entry. */
export function unwrapRecord<T = Row>(answer: unknown, keys: readonly string[] = []): T | null {
  if (Array.isArray(answer)) return isRecord(answer[0]) ? (answer[0] as T) : null;
  if (!isRecord(answer)) return null;
  for (const key of [...keys, 'data']) {
    if (!(key in answer)) continue;
    const value = answer[key];
    if (isRecord(value)) return value as T;
    if (Array.isArray(value)) return isRecord(value[0]) ? (value[0] as T) : null;
    if (value === null) return null;
  }
  return answer as T;
}

/**
 * Spec §4 "Not-found is treated as empty": `true` for any 404, or only for the listed error codes
 * (`CONTACTUS_NOT_FOUND` answers may not even be 404s).
 */
export type NotFoundRule = boolean | { status404?: boolean; codes?: readonly string[] };

export function isEmptyNotFound(error: unknown, rule: NotFoundRule | undefined): boolean {
  if (!rule || !isApiError(error)) return false;
  if (rule === true) return error.status === 404;
  if (rule.codes && error.code && rule.codes.includes(error.code)) return true;
  return Boolean(rule.status404) && error.status === 404;
}

/** The signed-in distributor's tenant id (the guard validated it). */
export function useTenantId(): string {
  return String(useCurrentUser().tenant_id);
}

// ─── Collections ─────────────────────────────────────────────────────────────

export interface ListResourceConfig<T> {
  /** Path below `/tenants/{id}/`, e.g. `categories`, `blogs/{blogId}/banners` built by the caller. */
  path: string;
  /** Named list keys the answer may use (`subscribers`, `sliders`). */
  listKeys?: readonly string[];
  emptyWhen?: NotFoundRule;
  /** Normalises one row (ids to strings, defaults). */
  normalize?: (row: Row) => T;
  /** Keys to invalidate after any write, besides the list itself (e.g. the dashboard counts). */
  alsoInvalidates?: readonly string[];
}

export async function fetchTenantList<T>(
  tenantId: string,
  config: ListResourceConfig<T>,
  signal?: AbortSignal,
): Promise<T[]> {
  try {
    const answer = await api.get<unknown>(tenantPath(tenantId, config.path), { signal });
    const rows = unwrapList<Row>(answer, config.listKeys);
    return config.normalize ? rows.filter(isRecord).map(config.normalize) : (rows as T[]);
  } catch (error) {
    if (isEmptyNotFound(error, config.emptyWhen)) return [];
    throw error;
  }
}

export const tenantListQueryOptions = <T>(tenantId: string, config: ListResourceConfig<T>) =>
  queryOptions({
    queryKey: tenantQueryKey(tenantId, config.path),
    queryFn: ({ signal }) => fetchTenantList(tenantId, config, signal),
  });

export function useTenantList<T>(config: ListResourceConfig<T>) {
  return useQuery(tenantListQueryOptions(useTenantId(), config));
}

/** Invalidates a resource's queries (and any extra keys) for the tenant. */
export function invalidateTenant(
  queryClient: QueryClient,
  tenantId: string,
  paths: readonly string[],
): Promise<void> {
  return Promise.all(
    paths.map((path) => queryClient.invalidateQueries({ queryKey: tenantQueryKey(tenantId, path) })),
  ).then(() => undefined);
}

export interface ItemWrite {
  id?: PathSegment;
  body: unknown;
}

/**
 * Create (POST to the collection), update (PUT to `/{id}`) and delete for a collection; each write
 * invalidates the collection and `alsoInvalidates`.
 */
export function useTenantListMutations<T>(config: Pick<ListResourceConfig<T>, 'path' | 'alsoInvalidates'>) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const affected = [config.path, ...(config.alsoInvalidates ?? [])];
  const onSettled = () => invalidateTenant(queryClient, tenantId, affected);

  const create = useMutation({
    mutationFn: (body: unknown) => api.post<unknown>(tenantPath(tenantId, config.path), body),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: Required<ItemWrite>) => api.put<unknown>(tenantPath(tenantId, config.path, id), body),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: PathSegment) => api.delete<unknown>(tenantPath(tenantId, config.path, id)),
    onSettled,
  });
  return { create, update, remove };
}

// ─── Single objects (home page, settings, social links, …) ──────────────────

export interface SingletonResourceConfig<T> {
  path: string;
  /** Keys that may wrap the object (`homePage`, `settings`); `data` is always tried. */
  recordKeys?: readonly string[];
  emptyWhen?: NotFoundRule;
  /** Turns the raw answer into the screen's value (default: unwrapRecord). */
  select?: (answer: unknown) => T | null;
  alsoInvalidates?: readonly string[];
  refetchInterval?: number | false | ((data: T | undefined) => number | false);
}

export async function fetchTenantSingleton<T>(
  tenantId: string,
  config: SingletonResourceConfig<T>,
  signal?: AbortSignal,
): Promise<T | null> {
  try {
    const answer = await api.get<unknown>(tenantPath(tenantId, config.path), { signal });
    return config.select ? config.select(answer) : unwrapRecord<T>(answer, config.recordKeys);
  } catch (error) {
    if (isEmptyNotFound(error, config.emptyWhen)) return null;
    throw error;
  }
}

export const tenantSingletonQueryOptions = <T>(tenantId: string, config: SingletonResourceConfig<T>) =>
  queryOptions({
    queryKey: tenantQueryKey(tenantId, config.path),
    queryFn: ({ signal }) => fetchTenantSingleton(tenantId, config, signal),
  });

export function useTenantSingleton<T>(config: SingletonResourceConfig<T>) {
  const tenantId = useTenantId();
  const { refetchInterval } = config;
  return useQuery({
    ...tenantSingletonQueryOptions(tenantId, config),
    refetchInterval:
      typeof refetchInterval === 'function'
        ? (query) => refetchInterval(query.state.data ?? undefined)
        : refetchInterval,
  });
}

/** Writes a single object (PUT by default; POST when it does not exist yet) and refreshes it. */
export function useTenantSingletonSave<T>(config: Pick<SingletonResourceConfig<T>, 'path' | 'alsoInvalidates'>) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, method = 'PUT' }: { body: unknown; method?: Extract<HttpMethod, 'PUT' | 'POST' | 'PATCH'> }) =>
      api.request<unknown>(tenantPath(tenantId, config.path), { method, body }),
    onSettled: () => invalidateTenant(queryClient, tenantId, [config.path, ...(config.alsoInvalidates ?? [])]),
  });
}

/** An id from an answer (string or number) as a string; '' when missing. */
export function idOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A nullable id (a foreign key) as a string or null. */
export function optionalId(value: unknown): string | null {
  const id = idOf(value);
  return id === '' ? null : id;
}
