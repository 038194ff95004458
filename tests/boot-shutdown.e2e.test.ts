import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testRedisUrl, uniquePrefix } from '@ds/testing';
import { endChild, freePort, repoRoot, startStack, waitFor } from './support/stack.js';

/** Generous on purpose: what is measured is printed; the bound only catches a process that waits out its start. */
const EXIT_BOUND_MS = 10_000;

/** The test stack's start-up limit here: its processes are still starting when it passes. */
const STACK_STARTUP_MS = 1_000;

/**
 * A PostgreSQL or Redis that does not answer: connections are accepted and then nothing ever comes back, as
 * from a peer behind a dropped route or a server stuck in a failover. Worse than a refused connection,
 * which clients see at once.
 */
async function silentServer(): Promise<{ port: number; connections: () => number; close(): void }> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => sockets.length,
    close: () => (sockets.forEach((socket) => socket.destroy()), server.close()),
  };
}

/** Processes (of this user) whose environment holds `entry`, e.g. `REDIS_PREFIX=<a stack's own>`. */
function processesWith(entry: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(entry);
      } catch {
        return false; // gone meanwhile, or not ours
      }
    })
    .map(Number);
}

/**
 * A process told to stop while it is still starting stops at once (docs/operations.md "SIGTERM during start-up"): the
 * built API and worker against a PostgreSQL (and the worker a Redis) that never answers get SIGTERM in the middle of their
 * start and must exit well within an orchestrator's grace period, closing what they had opened; and a test
 * stack whose start-up times out leaves no process behind.
 */
describe('SIGTERM while starting', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  const figures: string[] = [];

  beforeAll(async () => {
    silent = await silentServer();
  });

  afterAll(() => {
    silent?.close();
    console.log(`[boot shutdown] ${figures.join('; ')}`);
  });

  /** Starts the built `app` against the silent server, with `port` for the API. */
  async function bootAgainstSilentDependencies(app: 'api' | 'worker', port: number) {
    const logs: string[] = [];
    const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, `apps/${app}/dist/main.js`)], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: `postgresql://ds:ds@127.0.0.1:${silent.port}/ds`,
        // The API's Redis answers: it listens sooner (it starts without Redis too, after waiting for it).
        REDIS_URL: app === 'api' ? testRedisUrl() : `redis://127.0.0.1:${silent.port}`,
        REDIS_PREFIX: uniquePrefix('boot-stop'),
        JWT_SECRET: 'boot-stop-test-secret-long-enough-for-hs256',
        PORT: String(port),
        BASE_DOMAIN: 'localhost',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        // As the test stack has it: a stop must not wait out a connection attempt.
        DATABASE_CONNECT_TIMEOUT_MS: '30000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
    return { child, logs };
  }

  /** Waits for `booted`, then sends SIGTERM and measures until the process is gone (SIGKILL far past the bound only). */
  async function stopWhenBooted(
    name: string,
    { child, logs }: { child: ChildProcess; logs: string[] },
    booted: () => Promise<boolean> | boolean,
  ): Promise<{ ms: number; code: number | null }> {
    await waitFor(
      async () => child.exitCode !== null || (await booted()),
      60_000,
      () => logs.join(''),
    );
    expect(child.exitCode).toBeNull(); // still there, and it cannot get ready against these
    const sentAt = performance.now();
    const code = await endChild(child, 'SIGTERM', 60_000);
    const ms = performance.now() - sentAt;
    figures.push(`${name} exited ${(ms / 1000).toFixed(2)} s after SIGTERM (exit code ${code})`);
    return { ms, code };
  }

  it('the API and the worker, waiting for a PostgreSQL (the worker also a Redis) that never answers, exit within the bound', async () => {
    const port = await freePort();
    const api = await bootAgainstSilentDependencies('api', port);
    const worker = await bootAgainstSilentDependencies('worker', port);
    let probed = false;
    const stops = await Promise.all([
      // Listening and probed (`/api/health` answers 503: nothing answers its probes), so never ready: no balancer
      // sends it traffic. Its probes' database connection attempts are what a stop used to wait out.
      stopWhenBooted('api (listening, never ready)', api, async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
        probed ||= res?.status === 503;
        return probed;
      }),
      // Its modules are up (their start-up lines, held until then, are out): its sweeps wait for PostgreSQL, its
      // queues and stream reader for Redis.
      stopWhenBooted('worker (never ready)', worker, () => worker.logs.join('').includes('dependencies initialized')),
    ]);
    for (const { ms, code } of stops) {
      expect(code).not.toBeNull(); // it exited by itself, not by the SIGKILL
      expect(ms).toBeLessThan(EXIT_BOUND_MS);
    }
  }, 90_000);

  it('a stack whose start-up times out leaves no process running', async () => {
    const prefix = uniquePrefix('boot-stop-stack');
    const startedAt = performance.now();
    // A Redis that never answers: neither process can get ready, however fast the machine.
    const failed = await startStack(
      { REDIS_URL: `redis://127.0.0.1:${silent.port}`, REDIS_PREFIX: prefix },
      { startupMs: STACK_STARTUP_MS },
    ).then(
      () => undefined,
      (err: unknown) => err,
    );
    figures.push(
      `stack start-up given ${STACK_STARTUP_MS} ms: failed and all gone ${((performance.now() - startedAt) / 1000).toFixed(1)} s after the start`,
    );
    expect(String(failed)).toContain('timed out');
    expect(processesWith(`REDIS_PREFIX=${prefix}`)).toEqual([]);
  }, 90_000);
});
