import { describe, expect, it } from '@jest/globals';
import { BatchLoader } from './batch-loader.js';

/** Lets pending batches go out (a few turns of the event loop). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
};

describe('BatchLoader', () => {
  it('sends the keys asked for in one turn together, each caller getting its own value', async () => {
    const calls: string[][] = [];
    const loader = new BatchLoader<string>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
      },
      { maxBatch: 100, maxInFlight: 2 },
    );
    const answers = await Promise.all(['a', 'b', 'a', 'missing'].map((k) => loader.load(k)));
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
  });

  it('holds keys while maxInFlight batches are out, then sends them in one batch', async () => {
    const calls: string[][] = [];
    const release: (() => void)[] = [];
    const loader = new BatchLoader<string>(
      (keys) => {
        calls.push(keys);
        return new Promise((resolve) => release.push(() => resolve(new Map(keys.map((k) => [k, k])))));
      },
      { maxBatch: 2, maxInFlight: 1 },
    );
    const first = loader.load('a');
    await settle();
    const rest = ['b', 'c', 'd'].map((k) => loader.load(k));
    await settle();
    expect(calls).toEqual([['a']]);
    release.shift()?.();
    expect(await first).toBe('a');
    await settle();
    expect(calls).toEqual([['a'], ['b', 'c']]);
    release.shift()?.();
    await settle();
    release.shift()?.();
    expect(await Promise.all(rest)).toEqual(['b', 'c', 'd']);
    expect(calls).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('fails every caller of a failed batch, and loads again afterwards', async () => {
    let fail = true;
    const loader = new BatchLoader<string>(
      async (keys) => {
        if (fail) throw new Error('down');
        return new Map(keys.map((k) => [k, k]));
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    await expect(Promise.all([loader.load('a'), loader.load('b')])).rejects.toThrow('down');
    fail = false;
    expect(await loader.load('a')).toBe('a');
  });
});
