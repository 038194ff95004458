import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrismaClient, type PrismaClient } from '@ds/db';
import { createTestDatabase, freePort, testRedisUrl, uniquePrefix, type TestDatabase } from '@ds/testing';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The processes of a stack: the API, the worker, and any extra workers (`worker-2`, …). */
export type StackProcess = 'api' | 'worker' | `worker-${number}`;

/** Re-exported: the suites and support files take it from here with the rest of the stack. */
export { freePort };

export interface Stack {
  url: string;
  port: number;
  env: Record<string, string>;
  prisma: PrismaClient;
  logs: string[];
  /** The running process's id (e.g. to read its memory from /proc). */
  pid(name: 'api' | 'worker'): number | undefined;
  /**
   * Kills one of the processes (SIGKILL by default: a crash) and waits for it to be gone, SIGKILL after
   * KILL_GRACE_MS if another signal did not end it; resolves with its exit code.
   */
  kill(name: StackProcess, signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts the process again (after `kill`) and waits until it is ready. */
  restart(name: StackProcess): Promise<void>;
  /** The running process's id. */
  pid(name: StackProcess): number | undefined;
  /** Stops every process (SIGTERM, SIGKILL after STOP_GRACE_MS) and drops the database. */
  stop(): Promise<void>;
}

/** How long a process of the stack may take to start (machines running many suites at once are slow: over 90 s seen). */
const STARTUP_MS = 150_000;

/**
 * How long `stop()` lets a process finish after SIGTERM before SIGKILL (a starting one exits at once:
 * docs/operations.md "SIGTERM during start-up").
 */
const STOP_GRACE_MS = 10_000;

/**
 * `kill(name, 'SIGTERM')` waits this long for a process to exit on its own before SIGKILL: past the API's
 * own hard exit (drain + 30 s) and the worker's (35 s), so only a hung process is cut, and a test fails on
 * its exit code rather than at its timeout.
 */
const KILL_GRACE_MS = 60_000;

/** Sends `signal`, then SIGKILL if the process is still there after `graceMs`; resolves with its exit code once it is gone. */
export async function endChild(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => (clearTimeout(timer), resolve()));
      child.kill(signal);
    });
  }
  return child.exitCode;
}

export interface StackOptions {
  /** Worker processes (default 1). */
  workers?: number;
  /** How long each process may take to become ready (default STARTUP_MS). */
  startupMs?: number;
}

/**
 * The built platform as production runs it: `node apps/api/dist/main.js` (serving the built web app)
 * and `node apps/worker/dist/main.js` (`workers` of them), on a fresh database and a Redis namespace of
 * their own.
 */
export async function startStack(env: Record<string, string> = {}, options: StackOptions = {}): Promise<Stack> {
  const startupMs = options.startupMs ?? STARTUP_MS;
  const db: TestDatabase = await createTestDatabase();
  let port = env.PORT ? Number(env.PORT) : await freePort();
  const fullEnv: Record<string, string> = {
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: uniquePrefix('stack'),
    JWT_SECRET: 'stack-test-secret-long-enough-for-hs256-signing',
    PORT: String(port),
    BASE_DOMAIN: 'localhost',
    // info, so the worker's "worker ready" line can be awaited; output stays in memory.
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT: '1000',
    // Opening a connection has taken over the 5 s default while many suites start processes at once on a
    // small machine; a suite that tests the limit sets its own.
    DATABASE_CONNECT_TIMEOUT_MS: '30000',
    ...env,
  };
  const prisma = createPrismaClient(db.url, { max: 2 });
  const logs: string[] = [];
  const children: ChildProcess[] = [];
  // Whatever ends the test process (a failed suite under --forceExit, an uncaught error) takes the stack's
  // processes with it: none is left running on the machine. Only synchronous work is possible here.
  const killLeftovers = () => children.forEach((child) => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  process.once('exit', killLeftovers);
  const stopAll = async () => {
    await Promise.all(children.map((child) => endChild(child, 'SIGTERM', STOP_GRACE_MS)));
    process.removeListener('exit', killLeftovers);
    await prisma.$disconnect();
    await db.drop();
  };
  const entry = (name: StackProcess) => (name === 'api' ? 'apps/api/dist/main.js' : 'apps/worker/dist/main.js');
  const running = new Map<string, ChildProcess>();
  const launch = (name: StackProcess) => {
    const child = spawn(process.execPath, [path.join(repoRoot, entry(name))], {
      cwd: repoRoot,
      env: { ...process.env, ...fullEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => logs.push(`[${name}] ${d.toString()}`));
    child.stderr?.on('data', (d: Buffer) => logs.push(`[${name}] ${d.toString()}`));
    children.push(child);
    running.set(name, child);
    return child;
  };
  let url = `http://localhost:${port}`;
  const exited = (child: ChildProcess | undefined) => !child || child.exitCode !== null || child.signalCode !== null;
  const ready = async (name: StackProcess, readyCountBefore: number, count = 1, watched: StackProcess[] = [name]) => {
    if (name === 'api') {
      const api = running.get('api');
      // Our own api must be the one answering: a free port can be taken by another suite's server between
      // freePort() and our listen, and that server's health would look like ours.
      await waitFor(
        async () => {
          if (exited(api)) return true;
          // Bounded, so an answer that never comes cannot hold the wait past its deadline.
          return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined))?.ok === true;
        },
        startupMs,
        () => logs.join(''),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (exited(api)) throw new Error(`the api exited while starting:\n${logs.join('')}`);
    } else {
      const gone = () => watched.find((worker) => exited(running.get(worker)));
      await waitFor(
        () => gone() !== undefined || workerReadyCount() >= readyCountBefore + count,
        startupMs,
        () => logs.join(''),
      );
      if (gone()) throw new Error(`${gone()} exited while starting:\n${logs.join('')}`);
    }
  };
  const workerReadyCount = () => logs.join('').split('worker ready').length - 1;
  const workers = Array.from({ length: options.workers ?? 1 }, (_, i): StackProcess => (i === 0 ? 'worker' : `worker-${i + 1}`));
  try {
    await prisma.template.createMany({ data: [1, 2, 3].map((id) => ({ id, name: `Template ${id}` })), skipDuplicates: true });
    launch('api');
    workers.forEach(launch);
    for (let attempt = 1; ; attempt++) {
      try {
        await ready('api', 0);
        break;
      } catch (err) {
        // Lost the port race (EADDRINUSE): start again on another port; the workers build links with it.
        if (attempt >= 3 || env.PORT || !logs.join('').includes('EADDRINUSE')) throw err;
        await Promise.all(workers.map((name) => endChild(running.get(name)!, 'SIGKILL', 0)));
        logs.length = 0;
        port = await freePort();
        fullEnv.PORT = String(port);
        url = `http://localhost:${port}`;
        launch('api');
        workers.forEach(launch);
      }
    }
    await ready('worker', 0, workers.length, workers);
  } catch (err) {
    // A start that failed or timed out leaves nothing behind: processes still starting get SIGTERM (they
    // exit at once while booting) and SIGKILL after the grace; the database goes too.
    await stopAll().catch(() => undefined);
    throw err;
  }

  return {
    url,
    port,
    env: fullEnv,
    prisma,
    logs,
    pid: (name) => running.get(name)?.pid,
    async kill(name, signal = 'SIGKILL') {
      const child = running.get(name);
      return child ? endChild(child, signal, KILL_GRACE_MS) : null;
    },
    async restart(name) {
      const before = workerReadyCount();
      launch(name);
      await ready(name, before);
    },
    stop: stopAll,
  };
}

export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  describe: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms\n${describe()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
