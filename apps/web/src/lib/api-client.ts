import { loginPathFor } from '@/lib/paths';
import { STORAGE_KEYS } from '@/lib/storage';

/** The server's error body (docs/product.md#data, error body). */
export interface ApiErrorBody {
  message: string;
  details?: unknown;
  code?: string;
}

export const NO_TOKEN_MESSAGE = 'No authentication token found';
export const REQUEST_FAILED_MESSAGE = 'API request failed';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when no response was received (network failure, local rejection). */
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly code?: string,
    /** The answer's `Retry-After` in seconds (a 503 or 429 asking to be tried again later), when it had one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** `Retry-After` as seconds; its HTTP-date form as the seconds until then. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Paths that need no token (docs/product.md#api). */
const PUBLIC_PATHS = [
  '/users/signup',
  '/users/login',
  '/admin/login',
  '/site/by-domain',
  '/templates',
  '/users/forgot-password',
  '/users/reset-password',
  '/catalog/countries',
  '/newsletters/subscribe',
  '/contact',
];

/**
 * Failing credentials on these must reach the form, never trigger the logout redirect. The logout calls
 * themselves are exempt too: their token may already be dead, and the user is logging out anyway (a late
 * redirect could clear a session started meanwhile).
 */
const LOGOUT_EXEMPT_PATHS = ['/users/login', '/users/signup', '/admin/login', '/users/logout', '/admin/logout'];

const stripQuery = (path: string): string => path.replace(/[?#].*$/, '');

const matchesPath = (path: string, candidate: string): boolean => path === candidate || path.startsWith(`${candidate}/`);

export function isPublicPath(path: string): boolean {
  const bare = stripQuery(path);
  return bare.startsWith('/site/') || PUBLIC_PATHS.some((p) => matchesPath(bare, p));
}

/** docs/product.md#api: no Authorization header on the public storefront API. */
const sendsAuthorization = (path: string): boolean => !stripQuery(path).startsWith('/site/');

/** Which 401/403 answers end the session (docs/product.md#session-end). */
function isSessionEndingError(path: string, status: number, body: Partial<ApiErrorBody>): boolean {
  if (status !== 401 && status !== 403) return false;
  const bare = stripQuery(path);
  if (LOGOUT_EXEMPT_PATHS.some((p) => matchesPath(bare, p))) return false;
  const message = typeof body.message === 'string' ? body.message : '';
  return (
    body.code === 'INVALID_TOKEN' ||
    body.code === 'AUTH_REQUIRED' ||
    message === NO_TOKEN_MESSAGE ||
    message === 'Admin privileges required' ||
    /expired|invalid/i.test(message)
  );
}

export interface ApiClientEnvironment {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'clear'> | undefined;
  location: { hostname: string; pathname: string; assign(url: string): void };
  /** Defaults to `/api`. */
  baseUrl?: string;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** FormData goes out as multipart; anything else is sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type RequestWithoutBody = Omit<RequestOptions, 'method' | 'body'>;

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toErrorBody(parsed: unknown, text: string, statusText: string): ApiErrorBody {
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const body = parsed as Record<string, unknown>;
    if (typeof body.message === 'string' && body.message !== '') {
      return {
        message: body.message,
        details: body.details,
        code: typeof body.code === 'string' ? body.code : undefined,
      };
    }
    return {
      message: REQUEST_FAILED_MESSAGE,
      details: parsed,
      code: typeof body.code === 'string' ? body.code : undefined,
    };
  }
  return { message: REQUEST_FAILED_MESSAGE, details: text || statusText };
}

function readToken(storage: ApiClientEnvironment['storage']): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    return null;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function createApiClient(environment: ApiClientEnvironment | (() => ApiClientEnvironment)) {
  const env = (): ApiClientEnvironment => (typeof environment === 'function' ? environment() : environment);

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { fetch: doFetch, storage, location, baseUrl = '/api' } = env();
    const normalizedPath = path.startsWith('/') ? path : `/${path}`;
    const token = readToken(storage);

    if (!token && !isPublicPath(normalizedPath)) {
      throw new ApiError(0, NO_TOKEN_MESSAGE);
    }

    const headers = new Headers(options.headers);
    headers.set('X-Tenant-Domain', location.hostname);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (token && sendsAuthorization(normalizedPath)) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      // The browser sets the multipart boundary itself.
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${normalizedPath}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, 'Network request failed', error instanceof Error ? error.message : String(error), 'NETWORK_ERROR');
    }

    const text = await response.text();
    const parsed = parseJson(text);

    if (!response.ok) {
      const errorBody = toErrorBody(parsed, text, response.statusText);
      if (isSessionEndingError(normalizedPath, response.status, errorBody)) {
        try {
          storage?.clear();
        } catch {
          // The redirect below still ends the session for the user.
        }
        location.assign(loginPathFor(location.pathname));
      }
      throw new ApiError(response.status, errorBody.message, errorBody.details, errorBody.code, retryAfterOf(response));
    }

    if (parsed !== undefined) return parsed as T;
    return (text === '' ? undefined : text) as T;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestWithoutBody) => request<T>(path, { ...options, method: 'GET' }),
    delete: <T>(path: string, options?: RequestWithoutBody) => request<T>(path, { ...options, method: 'DELETE' }),
    post: <T>(path: string, body?: unknown, options?: RequestWithoutBody) => request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: RequestWithoutBody) => request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: RequestWithoutBody) => request<T>(path, { ...options, method: 'PATCH', body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The app's client: browser globals are read at call time. */
export const api: ApiClient = createApiClient(() => ({
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: browserStorage(),
  location: {
    hostname: window.location.hostname,
    pathname: window.location.pathname,
    assign: (url: string) => {
      window.location.assign(url);
    },
  },
}));
