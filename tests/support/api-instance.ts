import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot, waitFor } from './stack.js';

/** Generous: on a machine running many suites at once a start has taken over 90 s. */
const STARTUP_MS = 150_000;

/** An API process a test can restart: the stack's own, or one more from `apiInstance`. */
export interface Replica {
  port: number;
  /** Starts the process and resolves once it answers ready. */
  start(): Promise<void>;
  /** Sends `signal` and resolves with the exit code once the process is gone. */
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
      await waitFor(
        async () => {
          if (gone(started)) return true;
          const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
          lastAnswer = res ? `${res.status} ${await res.text()}` : 'no answer';
          return res?.status === 200;
        },
        STARTUP_MS,
        () => `api on port ${port} not ready; last answer: ${lastAnswer}\n${logs.join('')}`,
      );
      if (gone(started)) throw new Error(`api on port ${port} exited while starting:\n${logs.join('')}`);
    },
    async stop(signal = 'SIGTERM') {
      const running = child;
      if (!running) return null;
      if (!gone(running)) await new Promise<void>((resolve) => (running.once('exit', () => resolve()), running.kill(signal)));
      return running.exitCode;
    },
  };
}
