import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { AppConfig } from '@ds/config';
import type { Redis } from 'ioredis';
import type { Principal } from './principal.js';
import type { SessionState, SessionStateRepository } from './session-state.repository.js';
import { SessionVersions } from './session-versions.js';

const JANE = '3f1b2a4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const TENANT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const TTL_SECONDS = 60;

/**
 * The per-instance cache behind revocable sessions (a unit: its database reads are counted on a stand-in
 * repository; the e2e suite sessions.e2e.test.ts shows the same from outside). A request costs no database
 * read while its principal's state is cached, however many requests arrive together.
 */
describe('SessionVersions', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  function setUp(state: SessionState | null = { version: 0, active: true, tenantId: TENANT }) {
    let answer: (value: SessionState | null) => void = () => undefined;
    const load = jest.fn((_role: string, _id: string) => new Promise<SessionState | null>((resolve) => (answer = resolve)));
    const states = { load, bump: jest.fn() } as unknown as SessionStateRepository;
    const redis = { publish: jest.fn(() => Promise.resolve(1)) } as unknown as Redis;
    const versions = new SessionVersions(states, { SESSION_CHECK_TTL_SECONDS: TTL_SECONDS } as AppConfig, redis, 'test');
    /** Answers the read under way with `state`, then lets the callers' continuations run. */
    const answerLoad = async (value = state) => {
      answer(value);
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { versions, load, answerLoad };
  }
  const jane: Principal = { sub: JANE, role: 'distributor', tid: TENANT, sv: 0 };

  it('reads a cold principal once, however many requests arrive together, then not again within the TTL', async () => {
    const { versions, load, answerLoad } = setUp();
    const together = Array.from({ length: 20 }, () => versions.isCurrent(jane));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('distributor', JANE);
    await answerLoad();
    expect(await Promise.all(together)).toEqual(together.map(() => true));
    for (let i = 0; i < 10; i++) expect(await versions.isCurrent(jane)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads it again once the TTL is over', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const { versions, load, answerLoad } = setUp();
    const first = versions.isCurrent(jane);
    await answerLoad();
    expect(await first).toBe(true);
    jest.setSystemTime(Date.now() + TTL_SECONDS * 1000 - 1);
    expect(await versions.isCurrent(jane)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(Date.now() + 2);
    const again = versions.isCurrent(jane);
    expect(load).toHaveBeenCalledTimes(2);
    await answerLoad({ version: 1, active: true, tenantId: TENANT });
    expect(await again).toBe(false); // the version moved on meanwhile: jane's sv 0 token is stale
  });

  it('reads again after a change, and does not keep an answer read before the change', async () => {
    const { versions, load, answerLoad } = setUp();
    const before = versions.isCurrent(jane);
    // The change lands while that read is under way: its answer may predate it.
    await versions.changed('distributor', JANE);
    await answerLoad();
    expect(await before).toBe(true);
    const after = versions.isCurrent(jane);
    expect(load).toHaveBeenCalledTimes(2);
    await answerLoad({ version: 1, active: true, tenantId: TENANT });
    expect(await after).toBe(false);
  });

  it('refuses without a read a subject that is not an id, and refuses an unknown principal or another tenant', async () => {
    const { versions, load, answerLoad } = setUp(null);
    expect(await versions.isCurrent({ ...jane, sub: 'not-a-uuid' })).toBe(false);
    expect(load).not.toHaveBeenCalled();
    const unknown = versions.isCurrent(jane);
    await answerLoad();
    expect(await unknown).toBe(false);

    const other = setUp();
    const wrongTenant = other.versions.isCurrent({ ...jane, tid: '00000000-0000-4000-8000-000000000000' });
    await other.answerLoad();
    expect(await wrongTenant).toBe(false);
  });
});
