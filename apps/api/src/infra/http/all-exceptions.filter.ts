import { Catch, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorResponse } from './error-response.js';
import { allowedMethods, requestPath } from './method-not-allowed.js';

/** The one place that writes error answers: `{ message, details?, code? }`, no stack traces. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    if (res.headersSent) return;

    if (exception instanceof NotFoundException && isUnmatchedRoute(exception)) {
      const allow = allowedMethods(req);
      const path = requestPath(req);
      if (allow.length) {
        res.setHeader('Allow', allow.join(', '));
        res.status(405).json({ message: `Method ${req.method} is not allowed on ${path}`, code: 'METHOD_NOT_ALLOWED', details: { allow } });
        return;
      }
      res.status(404).json({ message: `No route matches ${req.method} ${path}`, code: 'ROUTE_NOT_FOUND' });
      return;
    }

    const { status, body, headers, unexpected } = toErrorResponse(exception);
    if (unexpected) this.logger.error({ err: exception, path: requestPath(req) }, 'request failed');
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    res.status(status).json(body);
  }
}

/** Nest's router answers an unmatched route with a NotFoundException reading "Cannot GET /path". */
function isUnmatchedRoute(err: NotFoundException): boolean {
  const raw = err.getResponse();
  const message = typeof raw === 'object' && raw !== null ? (raw as { message?: unknown }).message : raw;
  return typeof message === 'string' && /^Cannot [A-Z]+ \//.test(message);
}
