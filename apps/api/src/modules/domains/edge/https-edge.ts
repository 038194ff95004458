import https from 'node:https';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CertificateStore } from './certificate-store.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * HSTS for every answer over the edge: a custom domain is only served here once its certificate is
 * active, and renewals keep it so. One year, the common preload floor; no includeSubDomains, because
 * the distributor's other subdomains are not ours to secure.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

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

  constructor(private readonly certificates: CertificateStore) {}

  /** Starts listening with the HTTP server's request listeners. Resolves with the bound port. */
  async listen(httpServer: HttpServer, port: number, host?: string): Promise<number> {
    const server = https.createServer({
      SNICallback: (servername, done) => {
        this.certificates.contextFor(servername).then(
          (context) => (context ? done(null, context) : done(new Error(`no certificate for ${servername}`))),
          (err: Error) => done(err),
        );
      },
    });
    server.on('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY));
    for (const listener of httpServer.listeners('request') as RequestListener[]) server.on('request', listener);
    server.on('tlsClientError', (err) => this.logger.debug(`TLS handshake failed: ${err.message}`));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    const bound = (server.address() as AddressInfo).port;
    this.logger.log(`HTTPS edge listening on port ${bound}`);
    return bound;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
