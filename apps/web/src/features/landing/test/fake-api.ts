import { vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { createTypedClient } from '@/lib/api/typed-client';

export const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/** The app's typed API client on the main host, whose `fetch` is a mock. */
export function fakeApi() {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const client = createTypedClient(
    createApiClient({
      fetch,
      storage: undefined,
      location: { hostname: 'localhost', pathname: '/', assign: vi.fn() },
    }),
  );
  const sent = (call = 0) => {
    const [url, init] = fetch.mock.calls[call] ?? [];
    return {
      url,
      method: init?.method,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  };
  return { client, fetch, sent };
}
