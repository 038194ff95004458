import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { endChild, repoRoot, waitFor } from './stack.js';

/** Generous: on a machine running many suites at once a start has taken over 90 s. */
const STARTUP_MS = 150_000;

/** Past the API's own bound on a stop (drain + 30 s): only a hung process is cut with SIGKILL. */
const STOP_GRACE_MS = 60_000;

/** An API process a test can restart: the stack's own, or one more from `apiInstance`. */
export interface Replica {
  port: number;
  /** Starts the process and resolves once it answers ready. */
  start(): Promise<void>;
  /** Sends `signal` (SIGKILL if the process outlives its own bound) and resolves with the exit code once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ApiInstance extends Replica {
  logs: string[];
  /** The running process's id (e.g. to read its memory from /proc). */
  pid(): number | undefined;
}

/**
 * One more replica of the built API on a port of its own, sharing a stack's database and Redis (`env`,
 * e.g. `stack.env`): for tests of a fleet of API processes behind a balancer.
 */
export function apiInstance(env: Record<string, string>, port: number): ApiInstance {
  const logs: string[] = [];
  let child: ChildProcess | undefined;
  const gone = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;
  return {
    port,
    logs,
    pid: () => child?.pid,
    async start() {
      const started = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/main.js')], {
        cwd: repoRoot,
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      logs.length = 0;
      started.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
      started.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
      let lastAnswer = '';
      try {
        await waitFor(
          async () => {
            if (gone(started)) return true;
            const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).catch(
              () => undefined,
            );
            lastAnswer = res ? `${res.status} ${await res.text()}` : 'no answer';
            return res?.status === 200;
          },
          STARTUP_MS,
          () => `api on port ${port} not ready; last answer: ${lastAnswer}\n${logs.join('')}`,
        );
      } catch (err) {
        // A replica that never became ready is not left running on the machine.
        await endChild(started, 'SIGTERM', 10_000);
        throw err;
      }
      if (gone(started)) throw new Error(`api on port ${port} exited while starting:\n${logs.join('')}`);
    },
    async stop(signal = 'SIGTERM') {
      const running = child;
      if (!running) return null;
      return endChild(running, signal, STOP_GRACE_MS);
    },
  };
}
