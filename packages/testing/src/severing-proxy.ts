import net from 'node:net';

/** A TCP proxy in front of a server, whose open connections a test can make stale at once. */
export interface SeveringProxy {
  port: number;
  /**
   * Makes every connection open now stale, as a failover behind an address that moved does: the server's
   * side is closed, the client's side is left open and says nothing until the client writes to it, which
   * then resets it. Connections opened afterwards work.
   */
  sever(): void;
  close(): Promise<void>;
}

/** Starts a SeveringProxy on a free port of 127.0.0.1 in front of `127.0.0.1:targetPort`. */
export async function startSeveringProxy(targetPort: number): Promise<SeveringProxy> {
  const live = new Set<{ client: net.Socket; upstream: net.Socket; stale: boolean }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    const pair = { client, upstream, stale: false };
    live.add(pair);
    const forget = () => live.delete(pair);
    client.on('data', (chunk) => (pair.stale ? client.resetAndDestroy() : upstream.write(chunk)));
    upstream.on('data', (chunk) => pair.stale || client.write(chunk));
    client.on('error', () => undefined);
    upstream.on('error', () => client.destroy());
    client.on('close', () => (forget(), upstream.destroy()));
    upstream.on('close', () => pair.stale || client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    sever() {
      for (const pair of live) {
        pair.stale = true;
        pair.upstream.destroy();
      }
    },
    async close() {
      for (const { client, upstream } of live) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
