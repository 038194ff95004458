// CPU time per process for the benchmarks, from /proc (Linux): which process used the machine's CPUs.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** CPU seconds (user + system) the process used so far; NaN once it is gone. */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Pids of the processes whose command name is `name` (e.g. `postgres`, `redis-server`). */
export function pidsNamed(name) {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The machine's busy and total CPU ticks so far (/proc/stat). */
export function machineTicks() {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = cpu[3] + (cpu[4] ?? 0);
    const total = cpu.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

/**
 * CPU seconds used during a run by groups of processes whose members may come and go (PostgreSQL
 * backends): every `intervalMs` each group's pids are listed again and each pid's progress since it was
 * first seen is added (a process that ends between samples loses at most one interval of its time).
 */
export class CpuSampler {
  /** @param {Record<string, () => number[] | Promise<number[]>>} groups */
  constructor(groups, intervalMs = 500) {
    this.groups = groups;
    this.intervalMs = intervalMs;
    this.seen = Object.fromEntries(Object.keys(groups).map((g) => [g, new Map()])); // pid → { first, last }
  }

  async sample() {
    for (const [group, list] of Object.entries(this.groups)) {
      const seen = this.seen[group];
      for (const pid of await list()) {
        const now = cpuSeconds(pid);
        if (Number.isNaN(now)) continue;
        const entry = seen.get(pid);
        if (entry) entry.last = now;
        else seen.set(pid, { first: now, last: now });
      }
    }
  }

  async start() {
    await this.sample();
    this.timer = setInterval(() => void this.sample().catch(() => undefined), this.intervalMs);
  }

  /** CPU seconds per group since `start()`, and how many processes each counted. */
  async stop() {
    clearInterval(this.timer);
    await this.sample();
    return Object.fromEntries(
      Object.entries(this.seen).map(([group, seen]) => [
        group,
        { seconds: [...seen.values()].reduce((s, e) => s + (e.last - e.first), 0), processes: seen.size },
      ]),
    );
  }
}
