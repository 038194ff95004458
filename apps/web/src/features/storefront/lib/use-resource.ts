import { createContext, use, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';
import { retryDelay, shouldRetry } from '@/lib/retry';

/**
 * The storefront's data layer (docs/product.md#states: each call tracks loading, error and data), small enough that a
 * visitor's first download does not carry a query library: a module-level cache keyed by API path, holding
 * each path's answer as the API sent it (server rendering embeds those answers; `mapResult` shapes them),
 * one request in flight per key, stale-while-revalidate, retries for server/network failures, `refetch`.
 * A server render provides its own per-request store instead (`ServerResourcesContext`, server-resources.ts):
 * the module cache is the browser's alone, so concurrent renders for different hosts never share answers.
 * The main domain's template previews provide a store of fixed demo answers the same way (fixed-resources.ts).
 */

export interface Resource<T> {
  /** Cache key: the API path (with its query string). */
  key: string;
  load: () => Promise<T>;
  /** How long loaded data counts as fresh; older data is shown while it is fetched again. */
  staleTime: number;
}

type ResourceStatus = 'pending' | 'error' | 'success';

export interface Snapshot<T> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
  /** A request for this key is in flight (the first load or a revalidation). */
  isFetching: boolean;
  updatedAt: number;
}

interface Base {
  isFetching: boolean;
  refetch: () => Promise<void>;
}

/** Narrowed on `isPending` / `isError` / `isSuccess` (or `status`), like a query result. */
export type ResourceResult<T> = Base &
  (
    | { status: 'pending'; isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
    | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: T | undefined; error: unknown }
    | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: T; error: null }
  );

interface Entry {
  snapshot: Snapshot<unknown>;
  inFlight: Promise<void> | null;
  listeners: Set<() => void>;
}

const PENDING: Snapshot<unknown> = { status: 'pending', data: undefined, error: null, isFetching: false, updatedAt: 0 };

const cache = new Map<string, Entry>();

/**
 * Answers provided instead of the network: one server render's (server-resources.ts), one promise per key,
 * settled with its snapshot once its batch is answered (already marked fulfilled then, so React reads it
 * without suspending), or a template preview's fixed ones (fixed-resources.ts). Null on a storefront in the
 * browser: the module cache serves and fetches.
 */
export interface ServerResourceStore {
  read(key: string): Promise<Snapshot<unknown>>;
}

export const ServerResourcesContext = createContext<ServerResourceStore | null>(null);

/**
 * On the server: the key's answer, suspending the component until it is loaded. Every read goes through
 * `use`, answered or not: React matches a retried component's `use` calls to its earlier ones by order.
 */
function useServerSnapshot(key: string): Snapshot<unknown> | undefined {
  const server = useContext(ServerResourcesContext);
  return server ? use(server.read(key)) : undefined;
}

function entryFor(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { snapshot: PENDING, inFlight: null, listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

function update(entry: Entry, next: Partial<Snapshot<unknown>>): void {
  entry.snapshot = { ...entry.snapshot, ...next };
  for (const listener of [...entry.listeners]) listener();
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await load();
    } catch (error) {
      if (!shouldRetry(failures, error)) throw error;
      await wait(retryDelay(failures));
    }
  }
}

/** Starts a request for the resource unless one is already in flight; resolves when it settles. */
export function fetchResource<T>(resource: Resource<T>): Promise<void> {
  const entry = entryFor(resource.key);
  if (entry.inFlight) return entry.inFlight;
  // An explicit retry after a failure shows the loading state again rather than the old error.
  const retrying = entry.snapshot.status === 'error' && entry.snapshot.data === undefined;
  update(entry, retrying ? { status: 'pending', error: null, isFetching: true } : { isFetching: true });
  const run = loadWithRetry(resource.load).then(
    (data) => {
      entry.inFlight = null;
      update(entry, { status: 'success', data, error: null, isFetching: false, updatedAt: Date.now() });
    },
    (error: unknown) => {
      entry.inFlight = null;
      // A failed revalidation keeps showing the data already on screen.
      if (entry.snapshot.data !== undefined) update(entry, { status: 'success', isFetching: false });
      else update(entry, { status: 'error', error, isFetching: false });
    },
  );
  entry.inFlight = run;
  return run;
}

/**
 * Fresh: loaded (or, for an error the server rendered with, answered) less than `staleTime` ago. Errors
 * of this browser's own requests keep `updatedAt` 0, so they are always fetched again on mount.
 */
const isStale = (snapshot: Snapshot<unknown>, staleTime: number): boolean =>
  snapshot.status === 'pending' || snapshot.updatedAt === 0 || Date.now() - snapshot.updatedAt >= staleTime;

/**
 * Subscribes to a resource; fetches it on mount when it has no data yet, failed before, or its data is
 * stale (the stale data stays on screen meanwhile). Components sharing a key share one request.
 */
export function useResource<T>(resource: Resource<T>): ResourceResult<T> {
  const { key } = resource;
  const serverSnapshot = useServerSnapshot(key);
  const provided = serverSnapshot !== undefined;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const entry = entryFor(key);
      entry.listeners.add(onChange);
      // Answers a store provides are final: a preview's demo answers are never fetched from the API.
      if (!provided && !entry.inFlight && isStale(entry.snapshot, resource.staleTime)) {
        void fetchResource(resource);
      }
      return () => {
        entry.listeners.delete(onChange);
      };
    },
    // Resource objects may be rebuilt on each render; the key identifies them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, provided],
  );
  const getSnapshot = useCallback(() => serverSnapshot ?? entryFor(key).snapshot, [key, serverSnapshot]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot) as Snapshot<T>;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key identifies the resource (see above)
  const refetch = useCallback(() => (provided ? Promise.resolve() : fetchResource(resource)), [key, provided]);
  return toResult(snapshot, refetch);
}

/**
 * `useResource` with the data shaped by `select` (the cache keeps the API's answer as sent); the shaped
 * value changes only when the answer does. `select` must be pure.
 */
export function useResourceAs<A, T>(resource: Resource<A>, select: (answer: A) => T): ResourceResult<T> {
  const result = useResource(resource);
  const { data } = result;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a pure shaping of `data`
  const selected = useMemo(() => (data === undefined ? undefined : select(data)), [data]);
  // Same status, data shaped (undefined stays undefined, so the union's narrowing still holds).
  return { ...result, data: selected } as ResourceResult<T>;
}

function toResult<T>(snapshot: Snapshot<T>, refetch: () => Promise<void>): ResourceResult<T> {
  const base = { isFetching: snapshot.isFetching, refetch };
  switch (snapshot.status) {
    case 'pending':
      return { ...base, status: 'pending', isPending: true, isError: false, isSuccess: false, data: undefined, error: null };
    case 'error':
      return { ...base, status: 'error', isPending: false, isError: true, isSuccess: false, data: snapshot.data, error: snapshot.error };
    case 'success':
      return { ...base, status: 'success', isPending: false, isError: false, isSuccess: true, data: snapshot.data as T, error: null };
  }
}

/** Declares a cached resource. `key` is the API path it reads. */
export function defineResource<T>(key: string, load: () => Promise<T>, staleTime = 60_000): Resource<T> {
  return { key, load, staleTime };
}

/** Puts data in the cache as freshly loaded (tests, or data known from elsewhere). */
export function primeResource<T>(key: string, data: T): void {
  update(entryFor(key), { status: 'success', data, error: null, isFetching: false, updatedAt: Date.now() });
}

/** What the server rendered with, per key: the answer, or the API error (the error states of docs/product.md#states render from it). */
export type PreloadedResource = { data: unknown } | { error: { status: number; message: string; code?: string } };

/**
 * Seeds the cache with answers loaded elsewhere (server rendering: the server before rendering, the
 * browser before hydrating) so the first render shows them and nothing is fetched again while fresh.
 */
export function seedResources(preloaded: Record<string, PreloadedResource>): void {
  for (const [key, value] of Object.entries(preloaded)) update(entryFor(key), snapshotOf(value));
}

/** A loaded answer (or API error) as a fresh snapshot: what the server renders with and the browser seeds. */
export function snapshotOf(value: PreloadedResource): Snapshot<unknown> {
  const base = { isFetching: false, updatedAt: Date.now() };
  if ('data' in value) return { ...base, status: 'success', data: value.data, error: null };
  const error = new ApiError(value.error.status, value.error.message, undefined, value.error.code);
  return { ...base, status: 'error', data: undefined, error };
}

/** The cached state of a key, without subscribing (tests and diagnostics). */
export function peekResource(key: string): Readonly<Snapshot<unknown>> | undefined {
  return cache.get(key)?.snapshot;
}

/** Empties the cache (tests). */
export function clearResources(): void {
  cache.clear();
}
