import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderHtml, textOf } from '@/test/render';
import { clearResources, collectResourceKeys, defineResource, fetchResource, peekResource, primeResource, seedResources, useResource } from './use-resource';

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
    expect(textOf(renderHtml(<Probe resourceKey="/site/a" load={load} />))).toBe('loading');
    primeResource('/site/a', 'cached');
    expect(textOf(renderHtml(<Probe resourceKey="/site/a" load={load} />))).toBe('data: cached');
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
  it('collects the keys a render read, and only during collection', () => {
    const load = vi.fn(() => Promise.resolve('x'));
    let html = '';
    const keys = collectResourceKeys(() => {
      html = renderHtml(
        <>
          <Probe resourceKey="/site/data" load={load} />
          <Probe resourceKey="/site/products/1" load={load} />
        </>,
      );
    });
    expect([...keys]).toEqual(['/site/data', '/site/products/1']);
    expect(textOf(html)).toBe('loading loading');
    expect(collectResourceKeys(() => undefined).size).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('seeds answers and API errors as the server rendered them, fresh', () => {
    const before = Date.now();
    seedResources({
      '/site/data': { data: 'site' },
      '/site/products/1': { error: { status: 404, message: 'Product not found', code: 'PRODUCT_NOT_FOUND' } },
    });
    const load = vi.fn(() => Promise.resolve('x'));
    expect(textOf(renderHtml(<Probe resourceKey="/site/data" load={load} />))).toBe('data: site');
    const failed = peekResource('/site/products/1');
    expect(failed).toMatchObject({ status: 'error', isFetching: false });
    expect(failed?.error).toBeInstanceOf(ApiError);
    expect(failed?.error).toMatchObject({ status: 404, message: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
    // Fresh (not refetched on mount): a seeded error has an answer time, unlike the browser's own failures.
    expect(failed?.updatedAt).toBeGreaterThanOrEqual(before);
  });
});
