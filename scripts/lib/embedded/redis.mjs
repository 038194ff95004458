// A private redis-server for `npm start` when no REDIS_URL is set (README.md "Two commands"), data in `.data/redis`.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DATA_DIR } from '../paths.mjs';
import {
  FriendlyError,
  freePort,
  isPortFree,
  runStep,
  sleep,
  spawnService,
  stopChild,
  stopLeftover,
  tailFile,
  which,
} from '../processes.mjs';

const PRIVATE_REDIS_PORT = 6390;
const REDIS_DIR = path.join(DATA_DIR, 'redis');
const REDIS_LOG = path.join(DATA_DIR, 'redis.log');

/** redis-server from PATH; as root with apt available, installs Debian's package once. */
function redisServerBinary(log) {
  const found = which('redis-server');
  if (found) return found;
  if (process.getuid?.() === 0 && which('apt-get')) {
    log("redis-server is not installed: installing Debian's redis-server package (one time) ...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      runStep('apt-get', ['update'], { env, what: 'apt-get update' });
      runStep('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server'], { env, what: 'apt-get install redis-server' });
    } catch {
      // fall through to the one-sentence answer below
    }
    const installed = which('redis-server');
    if (installed) return installed;
  }
  throw new FriendlyError(
    'Redis is required: install redis-server (e.g. `sudo apt-get install redis-server`, `brew install redis`) or set REDIS_URL to a running Redis.',
  );
}

function redisPing(port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * Starts a private redis-server bound to 127.0.0.1 (port 6390, or a free one if that is taken) with
 * its append-only file in `.data/redis`, so queued jobs survive a restart. Returns { url, child, stop }.
 */
export async function startPrivateRedis({ log = console.log } = {}) {
  const binary = redisServerBinary(log);
  fs.mkdirSync(REDIS_DIR, { recursive: true });
  const pidFile = path.join(REDIS_DIR, 'redis.pid');
  if (await stopLeftover(pidFile, { command: /redis-server/, cwd: REDIS_DIR }))
    log('stopped a private Redis left running by an earlier run');
  const port = (await isPortFree(PRIVATE_REDIS_PORT)) ? PRIVATE_REDIS_PORT : await freePort();
  const child = spawnService(
    'redis',
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--protected-mode',
      'yes',
      '--daemonize',
      'no',
      '--dir',
      REDIS_DIR,
      '--pidfile',
      pidFile,
      '--save',
      '',
      '--appendonly',
      'yes',
      // BullMQ needs keys never to be evicted.
      '--maxmemory-policy',
      'noeviction',
    ],
    { cwd: REDIS_DIR, logFile: REDIS_LOG },
  );
  const lastWords = () => tailFile(REDIS_LOG);
  const deadline = Date.now() + 20_000;
  while (!(await redisPing(port))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new FriendlyError(`redis-server exited during start-up (see .data/redis.log):\n${lastWords()}`);
    }
    if (Date.now() > deadline) {
      await stopChild(child, { signal: 'SIGKILL' });
      throw new FriendlyError('redis-server did not answer PING within 20 s (see .data/redis.log).');
    }
    await sleep(100);
  }
  return { url: `redis://127.0.0.1:${port}`, child, stop: () => stopChild(child, { signal: 'SIGTERM', timeoutMs: 10_000 }) };
}
