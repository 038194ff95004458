import { vi } from 'vitest';

/**
 * A fake API behind the global `fetch`, keyed by method and path (`'GET /tenants/t-1/settings'`, the
 * path after `/api`, without the query string). Screens run their real API client, hooks and queries
 * against it; a test sets the answers and then checks what the screen sent (`sent`, `last`).
 */

/** A request as the fake server received it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the FormData of a multipart request, or undefined without a body. */
  body: unknown;
}

/** An answer with a status (and headers, e.g. Retry-After); any other value a route returns is answered as 200 JSON. */
class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const reply = (status: number, body: unknown, headers?: Record<string, string>) => new Reply(status, body, headers);

type Route = (request: SentRequest) => unknown;

const keyOf = (method: string, path: string) => `${method} ${path}`;

function toResponse(answer: unknown): Response {
  const { status, body, headers } = answer instanceof Reply ? answer : new Reply(200, answer);
  // A fresh Response every time: a body can be read only once, and a route may answer many requests.
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function received(input: RequestInfo | URL, init: RequestInit | undefined): SentRequest {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const raw = init?.body;
  return {
    method: init?.method ?? 'GET',
    path: url.pathname.replace(/^\/api(?=\/)/, ''),
    query: url.searchParams,
    headers: new Headers(init?.headers),
    body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? undefined),
  };
}

/**
 * Installs the fake as `fetch` for this test (vitest's `unstubGlobals` puts the real one back). `routes`
 * map `'METHOD /path'` to an answer, or to a function of the request answering one (it may return a
 * promise, e.g. one that never settles to hold a screen in its loading state).
 */
export function fakeServer(routes: Record<string, unknown> = {}) {
  const handlers = new Map<string, Route>();
  const requests: SentRequest[] = [];
  const unanswered: string[] = [];

  const on = (key: string, answer: unknown) => {
    handlers.set(key, typeof answer === 'function' ? (answer as Route) : () => answer);
  };
  for (const [key, answer] of Object.entries(routes)) on(key, answer);

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = received(input, init);
    requests.push(request);
    const key = keyOf(request.method, request.path);
    const handler = handlers.get(key);
    if (!handler) {
      unanswered.push(key);
      return toResponse(reply(404, { message: `The fake server has no answer for ${key}` }));
    }
    return toResponse(await handler(request));
  });
  vi.stubGlobal('fetch', fetch);

  /** The requests sent to `key` ('METHOD /path'), oldest first. */
  const sent = (key: string) => requests.filter((request) => keyOf(request.method, request.path) === key);

  return {
    /** Sets (or replaces) the answer of one route. */
    on,
    sent,
    /** The latest request sent to `key`; fails the test when there was none. */
    last(key: string): SentRequest {
      const all = sent(key);
      const latest = all.at(-1);
      if (!latest)
        throw new Error(`No request was sent to ${key}; sent: ${requests.map((r) => keyOf(r.method, r.path)).join(', ') || 'none'}`);
      return latest;
    },
    requests,
    /** Routes the screen asked for that the test did not set up. */
    unanswered,
  };
}
