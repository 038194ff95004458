import { describe, expect, it } from '@jest/globals';
import { GroupCommit } from './group-commit.js';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GroupCommit (the group record of accepted emails)', () => {
  it('writes the acceptances of a short while together, and at once when the cap is reached', async () => {
    const groups: number[][] = [];
    const records = new GroupCommit<number>(async (group) => void groups.push(group), 3, 20);
    records.add(1);
    records.add(2);
    expect(groups).toEqual([]);
    await tick(40);
    expect(groups).toEqual([[1, 2]]);
    records.add(3);
    records.add(4);
    records.add(5);
    await tick();
    expect(groups).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    records.add(6);
    await records.settled();
    expect(groups).toEqual([[1, 2], [3, 4, 5], [6]]);
  });

  it('holds the lanes back while the cap is unrecorded, and lets them go once the statement is written', async () => {
    let finish: () => void = () => undefined;
    const records = new GroupCommit<number>(() => new Promise<void>((resolve) => (finish = resolve)), 2, 5);
    records.add(1);
    records.add(2);
    let letThrough = false;
    const waiting = records.room().then(() => (letThrough = true));
    await tick(20);
    expect(letThrough).toBe(false);
    finish();
    await waiting;
    expect(letThrough).toBe(true);
  });

  it('retries a failed statement, then fails the batch', async () => {
    let calls = 0;
    const flaky = new GroupCommit<number>(
      async () => {
        if (++calls < 2) throw new Error('connection lost');
      },
      10,
      1,
    );
    flaky.add(1);
    await flaky.settled();
    expect(calls).toBe(2);

    const broken = new GroupCommit<number>(() => Promise.reject(new Error('down')), 10, 1);
    broken.add(1);
    await expect(broken.settled()).rejects.toThrow('down');
  }, 10_000);

  it('records nothing more once abandoned (a worker killed)', async () => {
    const groups: number[][] = [];
    const records = new GroupCommit<number>(async (group) => void groups.push(group), 10, 5);
    records.add(1);
    records.abandon();
    records.add(2);
    await records.settled();
    await tick(20);
    expect(groups).toEqual([]);
  });
});
