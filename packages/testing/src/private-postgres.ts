import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';

/** A PostgreSQL server of a suite's own, which the suite may stop and start again. */
export interface PrivatePostgres {
  /** Server-level URL (the `postgres` database, user `postgres`, no password). */
  url: string;
  port: number;
  /**
   * Stops the server: `fast` (SIGINT) ends every session with "terminating connection due to administrator
   * command" (57P01), as a planned restart or failover does; `immediate` (SIGQUIT) drops them at once, as a
   * crash does. Resolves once the process is gone and the port refuses connections.
   */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data (nothing is lost); resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its data directory. */
  close(): Promise<void>;
}

/** Debian's server binaries (`postgresql` package), newest version first; `PG_BIN_DIR` overrides. */
function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const found = versions.sort((a, b) => Number(b) - Number(a)).map((v) => path.join(root, v, 'bin'));
  const dir = found.find((d) => fs.existsSync(path.join(d, 'postgres')));
  if (!dir) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql (install Debian\'s "postgresql") or set PG_BIN_DIR');
  return dir;
}

/** PostgreSQL refuses to run as root: as root the server runs as the `postgres` OS user Debian's package made. */
function osUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts a PostgreSQL server on a free port with its data in a temporary directory (`initdb`, trust
 * authentication on 127.0.0.1 only) — never the shared server other suites use, so a suite can take the
 * database away and bring it back.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const owner = osUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-pg-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(data, { mode: 0o700 });
  if ('uid' in owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
  // Messages in English: tests read them.
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    {
      ...owner,
      env,
      encoding: 'utf8',
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout || init.error?.message}`);
  const port = await freePort();
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    const proc = spawn(
      path.join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
      { ...owner, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 60_000;
    while (!(await accepts(url))) {
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`postgres exited while starting:\n${output.slice(-4000)}`);
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections on ${port} within 60 s:\n${output.slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => proc.kill('SIGKILL'), 30_000);
      proc.once('exit', () => (clearTimeout(timer), resolve()));
      proc.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
    });
  };

  const killLeftover = () => child?.exitCode === null && child.kill('SIGQUIT');
  process.once('exit', killLeftover);
  await start();
  return {
    url,
    port,
    stop,
    start,
    async close() {
      await stop();
      process.removeListener('exit', killLeftover);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
