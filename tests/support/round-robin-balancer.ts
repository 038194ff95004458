import net from 'node:net';

interface Upstream {
  port: number;
  /** Whether the last readiness check answered 200: only then does it get new connections. */
  healthy: boolean;
}

export interface RoundRobinBalancer {
  port: number;
  upstreams: Upstream[];
  /** Client connections that found no healthy upstream, or whose upstream refused them. */
  refused: number;
  /** When each upstream left or rejoined the rotation (`HH:MM:SS.mmm port out|in`). */
  transitions: string[];
  /** Resolves once the balancer's own checks see `upstreamPort` healthy (or unhealthy). */
  waitFor(upstreamPort: number, healthy: boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A layer-4 load balancer for tests, modelling a Kubernetes Service (kube-proxy) or a cloud TCP balancer:
 * each new client connection goes to the next upstream, round robin, among those in rotation. The readiness
 * probe (`GET /api/health/ready`, every `checkEveryMs`, 1 s timeout) takes an upstream out after
 * `failureThreshold` failures in a row (Kubernetes' period × failureThreshold: one slow probe on a busy
 * machine does not empty the rotation) and puts it back on its first 200. An established connection stays on its
 * upstream until either side closes it. So a draining instance keeps its open connections and gets no
 * new ones once its probe fails: it is up to the instance to close them cleanly.
 */
export async function startRoundRobinBalancer(
  upstreamPorts: number[],
  { checkEveryMs = 200, failureThreshold = 2 } = {},
): Promise<RoundRobinBalancer> {
  const upstreams: Upstream[] = upstreamPorts.map((port) => ({ port, healthy: false }));
  let next = 0;
  let refused = 0;
  const sockets = new Set<net.Socket>();

  const failures = new Map<Upstream, number>();
  const transitions: string[] = [];
  const check = async (upstream: Upstream) => {
    const res = await fetch(`http://127.0.0.1:${upstream.port}/api/health/ready`, { signal: AbortSignal.timeout(1000) }).catch(
      () => undefined,
    );
    await res?.arrayBuffer().catch(() => undefined);
    const failed = res?.status === 200 ? 0 : (failures.get(upstream) ?? 0) + 1;
    failures.set(upstream, failed);
    const healthy = failed === 0 ? true : failed >= failureThreshold ? false : upstream.healthy;
    if (healthy !== upstream.healthy)
      transitions.push(`${new Date().toISOString().slice(11, 23)} ${upstream.port} ${healthy ? 'in' : 'out'}`);
    upstream.healthy = healthy;
  };
  let checking = true;
  // Each upstream on its own schedule: a slow answer from one never delays noticing that another is draining.
  const checks = Promise.all(
    upstreams.map(async (upstream) => {
      while (checking) {
        await check(upstream);
        await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
      }
    }),
  );

  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const healthy = upstreams.filter((u) => u.healthy);
    if (!healthy.length) {
      refused++;
      client.destroy();
      return;
    }
    const upstream = healthy[next++ % healthy.length];
    const backend = net.connect({ port: upstream.port, host: '127.0.0.1', allowHalfOpen: true });
    let connected = false;
    backend.once('connect', () => (connected = true));
    sockets.add(client).add(backend);
    backend.on('error', () => {
      if (!connected) refused++;
      client.destroy();
    });
    client.on('error', () => backend.destroy());
    // Half-closes pass through (an HTTP server ending its side after `Connection: close`), as in kube-proxy.
    client.pipe(backend);
    backend.pipe(client);
    client.on('close', () => (sockets.delete(client), backend.destroy()));
    backend.on('close', () => (sockets.delete(backend), client.end()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    upstreams,
    transitions,
    get refused() {
      return refused;
    },
    async waitFor(upstreamPort, healthy, timeoutMs = 30_000) {
      const upstream = upstreams.find((u) => u.port === upstreamPort)!;
      const deadline = Date.now() + timeoutMs;
      while (upstream.healthy !== healthy) {
        if (Date.now() > deadline)
          throw new Error(`upstream ${upstreamPort} not ${healthy ? 'healthy' : 'unhealthy'} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      checking = false;
      await checks;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
