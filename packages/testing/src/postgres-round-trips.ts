import net from 'node:net';

export interface PostgresRoundTrips {
  /** `target`'s connection string with this proxy's address: give it to the app whose traffic is counted. */
  url: string;
  /** Round trips the clients have asked of PostgreSQL since the start (or the last `reset`). */
  count(): number;
  reset(): void;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/**
 * A TCP proxy in front of PostgreSQL that counts, on the wire, the round trips its clients ask for — what
 * a "one query per request" claim is about, observed where it happens rather than by a spy in the app's
 * process. A round trip is a simple query ('Q') or the end of an extended-protocol exchange ('S', Sync:
 * Parse/Bind/Execute… go out together and one answer comes back). Start-up and authentication are not
 * counted. Plain connections only (no TLS), as the test server uses.
 */
export async function countPostgresRoundTrips(target: string): Promise<PostgresRoundTrips> {
  const upstream = new URL(target);
  let roundTrips = 0;
  const sockets = new Set<net.Socket>();

  const proxy = net.createServer((client) => {
    const backend = net.connect(Number(upstream.port || 5432), upstream.hostname);
    for (const socket of [client, backend]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => backend.destroy());
    backend.on('close', () => client.destroy());
    backend.pipe(client);

    // The client's side is parsed as it goes through: a start-up packet first (no type byte), then messages.
    let buffered = Buffer.alloc(0);
    let startedUp = false;
    client.on('data', (chunk: Buffer) => {
      backend.write(chunk);
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!startedUp) {
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) return;
          const code = buffered.readInt32BE(4);
          // An SSL or GSS request is answered "no" by a plain server; the real start-up packet follows.
          if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) startedUp = true;
          buffered = buffered.subarray(length);
          continue;
        }
        if (buffered.length < 5) return;
        const length = buffered.readInt32BE(1);
        if (buffered.length < 1 + length) return;
        const type = String.fromCharCode(buffered[0]);
        if (type === 'Q' || type === 'S') roundTrips += 1;
        buffered = buffered.subarray(1 + length);
      }
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  const url = Object.assign(new URL(target), { hostname: '127.0.0.1', port: String(port) }).toString();

  return {
    url,
    count: () => roundTrips,
    reset: () => void (roundTrips = 0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}
