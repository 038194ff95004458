import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Browser globals the app's API client reads at call time (window.location, localStorage, fetch),
 * stubbed for one test (vitest's `unstubGlobals` restores them).
 */
export function fakeBrowser({ token = 'admin-token', pathname = '/admin/agents' }: { token?: string | null; pathname?: string } = {}) {
  const items = new Map<string, string>();
  if (token) items.set('token', token);
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
    clear: vi.fn(() => {
      items.clear();
    }),
  };
  const assign = vi.fn<(url: string) => void>();
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal('window', { location: { hostname: 'localhost', pathname, protocol: 'http:', port: '3000', assign } });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetch);
  const sent = (call = 0) => {
    const [url, init] = fetch.mock.calls[call] ?? [];
    return {
      url: typeof url === 'string' ? url : url instanceof URL ? url.href : (url?.url ?? ''),
      method: init?.method,
      headers: new Headers(init?.headers),
      body: init?.body,
      json: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  };
  return { fetch, storage, assign, sent, items };
}
