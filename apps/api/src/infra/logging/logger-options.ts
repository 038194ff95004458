import type { Params } from 'nestjs-pino';
import type { AppConfig } from '@ds/config';
import { pathOnly } from '@ds/observability';
import { assignRequestId } from '../http/request-id.js';

/**
 * Request logging with pino: one line per request, secrets redacted, health checks quiet. A request is
 * logged by its path: the query strings of signed links hold tokens, signatures and the reset link's email.
 */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      // The id the edge already gave the request (X-Request-Id), so log lines and answers agree.
      genReqId: (req, res) => assignRequestId(req, res),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          'req.body.password',
          'req.body.newPassword',
          'req.body.token',
        ],
        censor: '[redacted]',
      },
      // Probes from orchestrators and load balancers every few seconds: not worth a line each.
      autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/health/live' || req.url === '/api/health/ready' },
      customProps: (req) => ({ tenantHost: req.headers['x-tenant-domain'] }),
      serializers: {
        req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: pathOnly(req.url) }),
      },
    },
    forRoutes: ['*path'],
  };
}
