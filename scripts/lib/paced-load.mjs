// A lean, evenly paced HTTP/1.1 load generator for the analytics benchmark.
//
// Why not autocannon here: its `overallRate` is a per-connection budget per second — every connection
// sends its whole second's share back to back when the second starts, then idles — so "1,000 beacons/s"
// arrived as one burst per second, and its per-request `setupRequest` (object spreads, header rebuild)
// cost the shared two cores about as much as the API's own work. This sends requests at evenly spaced
// intended times (checked every millisecond) over keep-alive connections, one request in flight per
// connection, as raw bytes built by string concatenation; latency is measured from the intended send
// time, so a request queued behind a busy connection counts its wait (no coordinated omission).
import net from 'node:net';

/**
 * Runs `rate` requests/s for `seconds` against `port` on 127.0.0.1. `build(n)` returns the n-th request's
 * bytes (a latin1 string). Resolves to { sent, ok, non2xx, errors, unsent, latency: { p50, p99 }, cpuMicros }
 * — `cpuMicros` is the CPU this process used while running (user + system), the generator's own share.
 */
export async function pacedLoad({ port, rate, seconds, connections, build }) {
  const cpuStart = process.cpuUsage();
  const latencies = [];
  const stats = { sent: 0, ok: 0, non2xx: 0, errors: 0 };
  const idle = [];
  const queue = []; // intended send times of requests no connection was free for
  const clients = await Promise.all(Array.from({ length: connections }, () => connect(port)));
  let closing = false;

  const dispatch = (client, intended) => {
    client.intended = intended;
    client.socket.write(build(stats.sent++), 'latin1');
  };
  for (const client of clients) {
    client.onAnswer = (status) => {
      latencies.push(performance.now() - client.intended);
      if (status >= 200 && status < 300) stats.ok++;
      else stats.non2xx++;
      if (queue.length && !closing) dispatch(client, queue.shift());
      else idle.push(client);
    };
    client.onError = () => {
      stats.errors++;
    };
    idle.push(client);
  }

  const started = performance.now();
  const total = Math.round(rate * seconds);
  let scheduled = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      // Request n is due at n / rate seconds: at `elapsed`, requests 0 … floor(elapsed · rate) are due.
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate) + 1);
      for (; scheduled < due; scheduled++) {
        const intended = started + (scheduled / rate) * 1000;
        const client = idle.pop();
        if (client) dispatch(client, intended);
        else queue.push(intended);
      }
      if (scheduled >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  // Requests still queued when the window ends were not served at the offered rate (counted as unsent);
  // answers to those in flight get a short grace.
  closing = true;
  const deadline = performance.now() + 2_000;
  while (idle.length < clients.filter((c) => !c.dead).length && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  for (const client of clients) client.socket.destroy();
  const cpu = process.cpuUsage(cpuStart);
  latencies.sort((a, b) => a - b);
  // To a tenth of a millisecond: a hot answer takes about one, so whole milliseconds would hide a 20 % change.
  const at = (q) =>
    latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10 : NaN;
  return { ...stats, unsent: queue.length, latency: { p50: at(0.5), p99: at(0.99) }, cpuMicros: cpu.user + cpu.system };
}

/** One keep-alive connection with a minimal answer parser: status line, Content-Length, body skipped. */
function connect(port) {
  return new Promise((resolve, reject) => {
    const client = { socket: net.connect(port, '127.0.0.1'), intended: 0, dead: false, onAnswer: () => {}, onError: () => {} };
    let pending = '';
    client.socket.setNoDelay(true);
    client.socket.setEncoding('latin1');
    client.socket.once('connect', () => resolve(client));
    client.socket.once('error', (err) => {
      client.dead = true;
      client.onError(err);
      reject(err);
    });
    client.socket.on('data', (chunk) => {
      pending += chunk;
      for (;;) {
        const headerEnd = pending.indexOf('\r\n\r\n');
        if (headerEnd < 0) return;
        const head = pending.slice(0, headerEnd);
        const match = /\r\ncontent-length: *(\d+)/i.exec(head);
        const end = headerEnd + 4 + (match ? Number(match[1]) : 0);
        if (pending.length < end) return;
        pending = pending.slice(end);
        client.onAnswer(Number(head.slice(9, 12)));
      }
    });
  });
}
