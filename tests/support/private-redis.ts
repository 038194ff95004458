import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './stack.js';

export interface PrivateRedis {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: no persistence, so every key is lost). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /**
   * Stops the server without closing anything (SIGSTOP): connections stay open and commands are accepted
   * by the kernel but never answered — a Redis that hangs, the case fail-fast options cannot see coming.
   */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT): it answers what it was sent meanwhile. */
  thaw(): void;
  close(): Promise<void>;
}

const BINARY = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/**
 * A `redis-server` of the test's own on a random port, without persistence, so a test can take Redis
 * away and bring it back empty — never the shared server other suites use.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-redis-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    const proc = spawn(
      BINARY,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${port}:\n${output}`)), 10_000);
      const onData = (d: Buffer) => {
        output += d.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', onData);
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${output}`));
      });
    });
  };

  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL'); // also ends a frozen (SIGSTOPped) server
    });
  };

  const signal = (name: NodeJS.Signals) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error('redis-server is not running');
    child.kill(name);
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
