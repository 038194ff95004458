// Process supervision for `npm start`: running build steps, spawning long-lived services with
// prefixed output, stopping them in order, and recognising processes a crashed earlier run left behind.
// Only node: built-ins are imported here because start.mjs loads this before `npm install` may have run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** An error whose message is meant for the person running the command: printed without a stack trace. */
export class FriendlyError extends Error {}

/** Runs a command to completion with inherited output; throws FriendlyError when it fails. */
export function runStep(command, args, { cwd, env, what } = {}) {
  const result = spawnSync(command, args, { cwd, env: env ?? process.env, stdio: 'inherit' });
  if (result.error) throw new FriendlyError(`${what ?? command} could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new FriendlyError(`${what ?? `${command} ${args.join(' ')}`} failed (exit code ${result.status ?? result.signal}).`);
}

/** The steps runTask is running now (builds, migrations, the seed): a supervisor stopping early stops them too. */
export const runningTasks = new Set();

/**
 * Async runStep for a supervisor that must keep handling signals (and its in-process SMTP catcher)
 * while a long step such as a build runs. The step shares our process group, so a Ctrl-C stops it too;
 * a SIGTERM sent to the supervisor alone does not, hence `runningTasks`.
 */
export function runTask(command, args, { cwd, env, what, quiet = false } = {}) {
  const label = what ?? `${command} ${args.join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    runningTasks.add(child);
    child.once('close', () => runningTasks.delete(child));
    // A quiet task's output is kept and shown only if it fails (a build's file listing is noise otherwise).
    let output = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.once('error', (err) => reject(new FriendlyError(`${label} could not run: ${err.message}`)));
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve();
      const tail = quiet ? `\n${output.trimEnd().split('\n').slice(-40).join('\n')}` : '';
      reject(new FriendlyError(`${label} failed (${signal ? `signal ${signal}` : `exit code ${code}`}).${tail}`));
    });
  });
}

/**
 * Copies a stream to `out` line by line with a prefix. Lines are buffered so output of parallel
 * children never interleaves mid-line. `format` may rewrite a line, or return null to leave it out.
 */
function pipeWithPrefix(stream, prefix, out, format = (line) => line) {
  let pending = '';
  const write = (line) => {
    const shown = format(line);
    if (shown !== null) out.write(`${prefix} ${shown}\n`);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) write(line);
  });
  stream.on('end', () => {
    if (pending) write(pending);
    pending = '';
  });
}

/** The last `count` lines of a (log) file, for showing why a service failed to start. */
export function tailFile(file, count = 30) {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text.trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

/**
 * Spawns a long-lived service. Children get their own process group (`detached`) so a Ctrl-C in the
 * terminal reaches only the supervisor, which then stops them in dependency order (api and worker
 * before Redis and PostgreSQL) instead of everything dying at once.
 * With `logFile` the child writes straight to that file (no pipe through us), so a database left
 * running by a crashed supervisor keeps logging and is never hit by a broken pipe; otherwise its
 * output is copied to ours with a `[name]` prefix.
 */
export function spawnService(name, command, args, { cwd, env, prefix = `[${name}]`, uid, gid, logFile, formatLine } = {}) {
  const logFd = logFile ? fs.openSync(logFile, 'a') : null;
  let child;
  try {
    child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: logFd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
      detached: true,
      ...(uid !== undefined ? { uid, gid } : {}),
    });
  } finally {
    if (logFd !== null) fs.closeSync(logFd);
  }
  if (logFd === null) {
    pipeWithPrefix(child.stdout, prefix, process.stdout, formatLine);
    pipeWithPrefix(child.stderr, prefix, process.stderr, formatLine);
  }
  child.serviceName = name;
  child.ownProcessGroup = true;
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  return child;
}

function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * SIGKILL for a child and, when it leads a process group of its own (spawnService), everything in that
 * group: a database's own processes do not outlive it.
 */
function killHard(child) {
  if (child.ownProcessGroup) {
    try {
      process.kill(-child.pid, 'SIGKILL');
      return;
    } catch {
      // no such group any more: the child alone, below
    }
  }
  child.kill('SIGKILL');
}

/**
 * Stops a spawned child: `signal`, then `forceSignal` if it is still running after `timeoutMs`, and
 * SIGKILL 5 s after a force signal other than SIGKILL. Resolves once it has exited: never later than
 * `timeoutMs` (+ 5 s) after the call.
 */
export async function stopChild(child, { signal = 'SIGTERM', timeoutMs = 10_000, forceSignal = 'SIGKILL' } = {}) {
  if (!child || hasExited(child) || !child.pid) return;
  // Any child, not only spawnService's (which have `exited`): runTask's steps, another script's children.
  const exited = child.exited ?? new Promise((resolve) => child.once('exit', resolve));
  try {
    child.kill(signal);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    if (hasExited(child)) return;
    if (forceSignal === 'SIGKILL') {
      killHard(child);
    } else {
      child.kill(forceSignal);
      setTimeout(() => hasExited(child) || killHard(child), 5000).unref();
    }
  }, timeoutMs);
  await exited;
  clearTimeout(timer);
}

function isPidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** The command line of a running process ('' if unknown); used to tell our leftovers from PID reuse. */
function commandLineOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
}

/** Reads the PID from the first line of a pid file; null if missing or unreadable. */
function readPidFile(file) {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0], 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** The working directory of a running process (null if unknown). */
function cwdOf(pid) {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return null;
  }
}

/**
 * Whether the PID in `pidFile` is a live process of ours: its command line matches `command` and its
 * working directory is `cwd` (PostgreSQL and Redis chdir into their data directory). Both checks keep a
 * recycled PID that now belongs to, say, the system's own PostgreSQL from ever being touched.
 */
export function leftoverPid(pidFile, { command, cwd }) {
  const pid = readPidFile(pidFile);
  if (!pid || pid === process.pid || !isPidAlive(pid) || !command.test(commandLineOf(pid))) return null;
  if (cwd && cwdOf(pid) !== path.resolve(cwd)) return null;
  return pid;
}

/**
 * Ends a process an earlier, crashed run left behind (see leftoverPid). Returns true if one was stopped.
 */
export async function stopLeftover(pidFile, match, { signal = 'SIGTERM', timeoutMs = 30_000 } = {}) {
  const pid = leftoverPid(pidFile, match);
  if (!pid) return false;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (isPidAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isPidAlive(pid)) {
    process.kill(pid, 'SIGKILL');
    while (isPidAlive(pid)) await sleep(100);
  }
  return true;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True if nothing listens on host:port (we can bind it ourselves). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free right now. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Finds an executable on PATH (plus the sbin directories a non-login root shell may lack). */
export function which(name) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * A single-instance lock: a pid file holding our PID. Returns the PID of a live holder (and takes
 * nothing), or null once the lock is ours; a lock whose process is gone (crash) or now belongs to
 * something else (PID reuse) is taken over.
 */
export function acquirePidLock(file, match) {
  const holder = leftoverPid(file, match);
  if (holder) return holder;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${process.pid}\n`);
  return null;
}

export function releasePidLock(file) {
  if (readPidFile(file) === process.pid) fs.rmSync(file, { force: true });
}
