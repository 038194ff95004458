import { describe, expect, it, vi } from 'vitest';
import { logOut } from '@/components/session';

describe('logout', () => {
  it('starts the server call before clearing the session, and leaves without waiting for it', async () => {
    const steps: string[] = [];
    let answer: (() => void) | undefined;
    const done = logOut({
      endServerSession: () => {
        steps.push('server');
        return new Promise<void>((resolve) => (answer = resolve));
      },
      clearLocal: () => steps.push('clear'),
      leave: () => steps.push('leave'),
    });
    expect(steps).toEqual(['server', 'clear', 'leave']);
    answer?.();
    await expect(done).resolves.toBeUndefined();
  });

  it('never fails or blocks when the server call fails, throws or hangs (aborted at the timeout)', async () => {
    const clearLocal = vi.fn();
    const leave = vi.fn();
    await expect(logOut({ endServerSession: () => Promise.reject(new Error('offline')), clearLocal, leave })).resolves.toBeUndefined();
    await expect(
      logOut({
        endServerSession: () => {
          throw new Error('no token');
        },
        clearLocal,
        leave,
      }),
    ).resolves.toBeUndefined();

    let aborted = false;
    const hanging = logOut({
      endServerSession: (signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
      clearLocal,
      leave,
      timeoutMs: 20,
    });
    expect(leave).toHaveBeenCalledTimes(3);
    expect(clearLocal).toHaveBeenCalledTimes(3);
    await expect(hanging).resolves.toBeUndefined();
    expect(aborted).toBe(true);
  });

  it('clears and leaves when there is no server call to make', async () => {
    const clearLocal = vi.fn();
    const leave = vi.fn();
    await logOut({ clearLocal, leave });
    expect([clearLocal.mock.calls.length, leave.mock.calls.length]).toEqual([1, 1]);
  });
});
