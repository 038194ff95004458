import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { acmeChallengeKey } from '@ds/jobs';
import { visitorOf } from '../../../infra/http/visitor.js';
import { REDIS, REDIS_PREFIX } from '../../../infra/redis/redis.module.js';
import { classifyHost } from '@ds/shared';
import { CertificateStore } from './certificate-store.js';

const CHALLENGE_PATH = '/.well-known/acme-challenge/';
const TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

/** Where plain HTTP on a secured custom domain goes: the HTTPS port visitors use (a balancer's, else ours). */
export function httpsUrl(domain: string, path: string, config: Pick<AppConfig, 'EDGE_HTTPS_PORT' | 'EDGE_HTTPS_PUBLIC_PORT'>): string {
  const port = config.EDGE_HTTPS_PUBLIC_PORT ?? config.EDGE_HTTPS_PORT;
  return `https://${domain}${port === undefined || port === 443 ? '' : `:${port}`}${path}`;
}

/**
 * The custom domain a request may be owed the HTTP → HTTPS redirect on (plain HTTP there while the HTTPS
 * edge is on), else undefined; it is owed once the domain's certificate is active. One rule for the
 * middleware below and for the fast paths (hot cache, beacons), which answer before Express: they hand such
 * requests to the app.
 */
export function httpsRedirectCandidate(
  config: Pick<AppConfig, 'EDGE_HTTPS_PORT' | 'BASE_DOMAIN'>,
): (req: IncomingMessage) => string | undefined {
  if (config.EDGE_HTTPS_PORT === undefined) return () => undefined;
  return (req) => {
    const visitor = visitorOf(req);
    if (visitor.origin.startsWith('https:')) return undefined;
    const host = classifyHost(visitor.host, config.BASE_DOMAIN);
    return host.kind === 'custom' ? host.domain : undefined;
  };
}

/**
 * Plain-HTTP duties of every API instance for custom domains:
 * - answers ACME HTTP-01 challenges (`/.well-known/acme-challenge/:token`) from Redis, where the worker
 *   put them — whichever instance the CA reaches, on whatever host;
 * - redirects plain HTTP on a custom domain to HTTPS once its certificate is active (challenges excepted:
 *   renewals must still validate over HTTP).
 */
@Injectable()
export class DomainEdgeMiddleware {
  private readonly logger = new Logger(DomainEdgeMiddleware.name);
  private readonly redirectCandidate: (req: IncomingMessage) => string | undefined;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly certificates: CertificateStore,
  ) {
    this.redirectCandidate = httpsRedirectCandidate(config);
  }

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if (req.path.startsWith(CHALLENGE_PATH)) {
      this.answerChallenge(req, res).catch(next);
      return;
    }
    const domain = this.redirectCandidate(req);
    if (domain === undefined) return next();
    this.certificates
      .hasCertificate(domain)
      .then((secured) => {
        if (!secured) return next();
        // 301 for reads; 308 keeps the method and body of anything else.
        res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, httpsUrl(domain, req.originalUrl, this.config));
      })
      .catch(next);
  };

  private async answerChallenge(req: Request, res: Response): Promise<void> {
    const token = req.path.slice(CHALLENGE_PATH.length);
    const answer = req.method === 'GET' && TOKEN.test(token) ? await this.redis.get(acmeChallengeKey(this.prefix, token)) : null;
    if (answer === null) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    this.logger.log(`answered ACME challenge for ${visitorOf(req).host}`);
    res.status(200).type('text/plain').send(answer);
  }
}
