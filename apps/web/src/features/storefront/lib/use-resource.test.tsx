import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderServerHtml, textOfServerHtml } from '@/test/server-html';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createServerResources, type LoadAnswers } from './server-resources';
import {
  clearResources,
  defineResource,
  fetchResource,
  peekResource,
  primeResource,
  seedResources,
  ServerResourcesContext,
  useResource,
} from './use-resource';

function Probe({ resourceKey, load }: { resourceKey: string; load: () => Promise<string> }) {
  const result = useResource(defineResource(resourceKey, load));
  if (result.isPending) return <p>loading</p>;
  if (result.isError) return <p>error: {String(result.error)}</p>;
  return <p>data: {result.data}</p>;
}

beforeEach(() => {
  clearResources();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('storefront resources', () => {
  it('starts pending and renders primed data at once', () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    expect(textOfServerHtml(renderServerHtml(<Probe resourceKey="/site/a" load={load} />))).toBe('loading');
    primeResource('/site/a', 'cached');
    expect(textOfServerHtml(renderServerHtml(<Probe resourceKey="/site/a" load={load} />))).toBe('data: cached');
    // Rendering alone never fetches (requests start when a component subscribes).
    expect(load).not.toHaveBeenCalled();
  });

  it('shares one request per key while it is in flight', async () => {
    let resolve: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const resource = defineResource('/site/b', load);
    const first = fetchResource(resource);
    const second = fetchResource(resource);
    expect(second).toBe(first);
    expect(peekResource('/site/b')).toMatchObject({ status: 'pending', isFetching: true });
    resolve('done');
    await first;
    expect(load).toHaveBeenCalledTimes(1);
    expect(peekResource('/site/b')).toMatchObject({ status: 'success', data: 'done', isFetching: false });
  });

  it('does not retry client errors and reports them', async () => {
    const load = vi.fn(() => Promise.reject(new ApiError(404, 'Not found')));
    await fetchResource(defineResource('/site/c', load));
    expect(load).toHaveBeenCalledTimes(1);
    expect(peekResource('/site/c')).toMatchObject({ status: 'error', data: undefined });
  });

  it('retries server and network failures twice, then succeeds or fails', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(503, 'busy'))
      .mockRejectedValueOnce(new ApiError(0, 'Network request failed', undefined, 'NETWORK_ERROR'))
      .mockResolvedValueOnce('third time');
    const run = fetchResource(defineResource('/site/d', load));
    await vi.runAllTimersAsync();
    await run;
    expect(load).toHaveBeenCalledTimes(3);
    expect(peekResource('/site/d')).toMatchObject({ status: 'success', data: 'third time' });

    const failing = vi.fn(() => Promise.reject(new ApiError(500, 'down')));
    const failed = fetchResource(defineResource('/site/e', failing));
    await vi.runAllTimersAsync();
    await failed;
    expect(failing).toHaveBeenCalledTimes(3);
    expect(peekResource('/site/e')).toMatchObject({ status: 'error' });
  });

  it('goes back to pending on a retry after a failure, and keeps stale data when a revalidation fails', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new ApiError(400, 'bad')).mockResolvedValueOnce('ok');
    const resource = defineResource('/site/f', load);
    await fetchResource(resource);
    expect(peekResource('/site/f')?.status).toBe('error');
    const retry = fetchResource(resource);
    expect(peekResource('/site/f')).toMatchObject({ status: 'pending', isFetching: true });
    await retry;
    expect(peekResource('/site/f')).toMatchObject({ status: 'success', data: 'ok' });

    primeResource('/site/g', 'shown');
    await fetchResource(defineResource('/site/g', () => Promise.reject(new ApiError(404, 'gone'))));
    expect(peekResource('/site/g')).toMatchObject({ status: 'success', data: 'shown', isFetching: false });
  });
});

describe('server rendering', () => {
  /** Markup once every suspended read is answered, as entry-server.tsx takes it. */
  const renderAll = (node: ReactNode): Promise<string> =>
    new Promise((resolve, reject) => {
      let html = '';
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          html += chunk.toString();
          done();
        },
        final(done) {
          resolve(html);
          done();
        },
      });
      const stream = renderToPipeableStream(node, { onAllReady: () => stream.pipe(sink), onShellError: reject });
    });

  it('suspends on unanswered keys, loads the keys asked together in one call, and renders their answers', async () => {
    const load = vi.fn<LoadAnswers>((keys) =>
      Promise.resolve(
        Object.fromEntries(
          keys.map((key) => [
            key,
            key === '/site/products/9' ? { error: { status: 404, message: 'Product not found' } } : { data: `answer of ${key}` },
          ]),
        ),
      ),
    );
    const resources = createServerResources(load);
    const clientLoad = vi.fn(() => Promise.resolve('client'));
    const html = await renderAll(
      <ServerResourcesContext value={resources.store}>
        <Probe resourceKey="/site/data" load={clientLoad} />
        <Probe resourceKey="/site/products/1" load={clientLoad} />
        <Probe resourceKey="/site/products/9" load={clientLoad} />
        <Probe resourceKey="/site/data" load={clientLoad} />
      </ServerResourcesContext>,
    );
    expect(textOfServerHtml(html)).toBe(
      'data: answer of /site/data data: answer of /site/products/1 error: ApiError: Product not found data: answer of /site/data',
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toEqual(['/site/data', '/site/products/1', '/site/products/9']);
    expect(Object.keys(resources.answers())).toEqual(['/site/data', '/site/products/1', '/site/products/9']);
    // The browser's own cache is untouched, and the components' own loaders never ran.
    expect(peekResource('/site/data')).toBeUndefined();
    expect(clientLoad).not.toHaveBeenCalled();
  });

  it('loads dependent reads in a later batch, each read getting its own answer', async () => {
    // Two reads in one component, the second asked only once the first is answered (React matches a
    // retried component's `use` calls by order, so every read must go through `use`).
    function Dependent() {
      const first = useResource(defineResource('/site/data', () => Promise.resolve('x')));
      const second = useResource(defineResource(`/site/products/${String(first.data)}`, () => Promise.resolve('x')));
      return <p>data: {String(second.data)}</p>;
    }
    const load = vi.fn<LoadAnswers>((keys) =>
      Promise.resolve(Object.fromEntries(keys.map((key) => [key, { data: key === '/site/data' ? '7' : 'seven' }]))),
    );
    const resources = createServerResources(load);
    const html = await renderAll(
      <ServerResourcesContext value={resources.store}>
        <Dependent />
      </ServerResourcesContext>,
    );
    expect(textOfServerHtml(html)).toBe('data: seven');
    expect(load.mock.calls.map(([keys]) => keys)).toEqual([['/site/data'], ['/site/products/7']]);
  });

  it('seeds answers and API errors as the server rendered them, fresh', () => {
    const before = Date.now();
    seedResources({
      '/site/data': { data: 'site' },
      '/site/products/1': { error: { status: 404, message: 'Product not found', code: 'PRODUCT_NOT_FOUND' } },
    });
    const load = vi.fn(() => Promise.resolve('x'));
    expect(textOfServerHtml(renderServerHtml(<Probe resourceKey="/site/data" load={load} />))).toBe('data: site');
    const failed = peekResource('/site/products/1');
    expect(failed).toMatchObject({ status: 'error', isFetching: false });
    expect(failed?.error).toBeInstanceOf(ApiError);
    expect(failed?.error).toMatchObject({ status: 404, message: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
    // Fresh (not refetched on mount): a seeded error has an answer time, unlike the browser's own failures.
    expect(failed?.updatedAt).toBeGreaterThanOrEqual(before);
  });
});
