import { Catch, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { noteDatabaseAnswer } from './database-busy.js';
import { toErrorResponse } from './error-response.js';
import { allowedMethods, requestPath } from './method-not-allowed.js';
import { requestIdOf } from './request-id.js';
import { routeTemplate } from './route-template.js';
import { closeAfterAnswer } from './unread-body.js';

const logger = new Logger('HTTP');

/**
 * Writes the error answer for `exception`. A 500 is our bug: logged with its stack and the request id,
 * and the answer carries that id (`request_id`, also in the X-Request-Id header) so a report can be matched.
 * A database that is away or overloaded is no bug, and during an outage nearly every request meets it: one
 * warning line each, without stack, driver message or path (docs/operations.md "Database outage").
 */
export function sendError(req: Request, res: Response, exception: unknown): void {
  const { status, body, headers, unexpected } = toErrorResponse(exception);
  const requestId = requestIdOf(req);
  const database = status === 503 && (body.code === 'DATABASE_BUSY' || body.code === 'DATABASE_UNAVAILABLE') ? body.code : undefined;
  if (database) logDatabaseAnswer(req, database, requestId);
  else if (unexpected) logger.error({ err: exception, path: requestPath(req), requestId }, 'request failed');
  for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
  if (database) noteDatabaseAnswer(res, database);
  res.status(status).json(unexpected && requestId ? { ...body, request_id: requestId } : body);
}

/**
 * By the route template, never the path: a path may hold a token or an email (an unsubscribe link), and the
 * driver's message may quote a value. The code, the method and the request id are all an operator needs here.
 */
function logDatabaseAnswer(req: Request, code: string, requestId: string | undefined): void {
  logger.warn({ code, method: req.method, route: routeTemplate(req), requestId }, `answered 503 ${code}: PostgreSQL away or overloaded`);
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
