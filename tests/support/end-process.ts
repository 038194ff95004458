import type { ChildProcess } from 'node:child_process';

/** Sends `signal` to a child process and resolves once it has exited; at once if it already has. */
export async function endProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
