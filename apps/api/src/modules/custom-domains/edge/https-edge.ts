import https from 'node:https';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { setPeerFromProxyProtocol } from '../../../infra/http/visitor.js';
import { CertificateStore } from './certificate-store.js';
import { readProxyHeader } from './proxy-protocol.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * HSTS for every answer over the edge: a custom domain is only served here once its certificate is
 * active, and renewals keep it so. One year, the common preload floor; no includeSubDomains, because
 * the distributor's other subdomains are not ours to secure.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Headers a client could send to pose as someone else: TLS ends here, so no proxy of ours set them. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'forwarded'];

export interface HttpsEdgeOptions {
  host?: string;
  /** Expect a PROXY protocol header (v1/v2) on every connection: a TLS-passthrough balancer names the client. */
  proxyProtocol?: boolean;
}

/**
 * The HTTPS listener of an API instance (EDGE_HTTPS_PORT): the very same request handling as the HTTP
 * server (Express, Nest, the hot-cache fast path), with the certificate chosen per connection by SNI from
 * the `CertificateStore`. A name we hold no certificate for ends the handshake. Every API instance can
 * run it, so TLS scales with the API and no separate edge process has to learn about certificates.
 */
@Injectable()
export class HttpsEdge implements OnApplicationShutdown {
  private readonly logger = new Logger(HttpsEdge.name);
  private server?: https.Server;
  private listener?: net.Server;
  /** Client addresses from PROXY headers, by raw connection. */
  private readonly clients = new WeakMap<net.Socket, string>();

  constructor(private readonly certificates: CertificateStore) {}

  /** Starts listening with the HTTP server's request listeners. Resolves with the bound port. */
  async listen(httpServer: HttpServer, port: number, options: HttpsEdgeOptions = {}): Promise<number> {
    const server = https.createServer({
      SNICallback: (servername, done) => {
        this.certificates.contextFor(servername).then(
          (context) => (context ? done(null, context) : done(new Error(`no certificate for ${servername}`))),
          (err: Error) => done(err),
        );
      },
    });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.prepare(req, res));
    for (const listener of httpServer.listeners('request') as RequestListener[]) server.on('request', listener);
    server.on('tlsClientError', (err) => this.logger.debug(`TLS handshake failed: ${err.message}`));
    this.server = server;

    const listener = options.proxyProtocol ? this.proxyProtocolListener(server) : server;
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, options.host, () => resolve());
    });
    if (listener !== server) this.listener = listener;
    const bound = (listener.address() as AddressInfo).port;
    this.logger.log(`HTTPS edge listening on port ${bound}${options.proxyProtocol ? ' (PROXY protocol)' : ''}`);
    return bound;
  }

  /** Runs first for every HTTPS request: HSTS, and forwarding headers only from what we know. */
  private prepare(req: IncomingMessage, res: ServerResponse): void {
    res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    for (const name of FORWARDING_HEADERS) delete req.headers[name];
    // The TLS socket's parent is the raw connection the PROXY header came on: its client is the visitor's address.
    const raw = (req.socket as TLSSocket & { _parent?: net.Socket })._parent;
    const client = raw && this.clients.get(raw);
    if (client) setPeerFromProxyProtocol(req, client);
  }

  /** A plain TCP listener that reads each connection's PROXY header, then hands the stream to TLS. */
  private proxyProtocolListener(server: https.Server): net.Server {
    return net.createServer({ pauseOnConnect: true }, (socket) => {
      readProxyHeader(socket).then(
        ({ clientAddress }) => {
          if (clientAddress) this.clients.set(socket, clientAddress);
          server.emit('connection', socket);
        },
        (err: Error) => {
          this.logger.debug(`dropped a connection: ${err.message}`);
          socket.destroy();
        },
      );
    });
  }

  async onApplicationShutdown(): Promise<void> {
    const [server, listener] = [this.server, this.listener];
    this.server = this.listener = undefined;
    if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()));
    if (!server) return;
    await new Promise<void>((resolve) => {
      if (server.listening) server.close(() => resolve());
      else resolve();
      server.closeAllConnections();
    });
  }
}
