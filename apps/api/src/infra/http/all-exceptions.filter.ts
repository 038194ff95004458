import { Catch, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { noteDatabaseAnswer } from './database-busy.js';
import { toErrorResponse } from './error-response.js';
import { allowedMethods, requestPath } from './method-not-allowed.js';
import { requestIdOf } from './request-id.js';
import { closeAfterAnswer } from './unread-body.js';

const logger = new Logger('HTTP');

/**
 * Writes the error answer for `exception`. A 500 is our bug: logged with its stack and the request id,
 * and the answer carries that id (`request_id`, also in the X-Request-Id header) so a report can be matched.
 */
export function sendError(req: Request, res: Response, exception: unknown): void {
  const { status, body, headers, unexpected } = toErrorResponse(exception);
  const requestId = requestIdOf(req);
  if (unexpected) logger.error({ err: exception, path: requestPath(req), requestId }, 'request failed');
  for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
  if (status === 503 && (body.code === 'DATABASE_BUSY' || body.code === 'DATABASE_UNAVAILABLE')) noteDatabaseAnswer(res, body.code);
  res.status(status).json(unexpected && requestId ? { ...body, request_id: requestId } : body);
}

/** The one place that writes error answers: `{ message, details?, code? }`, no stack traces. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    if (res.headersSent) return;
    // A refusal before the body was read (e.g. a guard's 401 on an upload) does not read it afterwards.
    closeAfterAnswer(req, res);

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

    sendError(req, res, exception);
  }
}

/** Nest's router answers an unmatched route with a NotFoundException reading "Cannot GET /path". */
function isUnmatchedRoute(err: NotFoundException): boolean {
  const raw = err.getResponse();
  const message = typeof raw === 'object' && raw !== null ? (raw as { message?: unknown }).message : raw;
  return typeof message === 'string' && /^Cannot [A-Z]+ \//.test(message);
}
