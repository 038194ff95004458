import type { NextFunction, Request, Response } from 'express';
import { sendError } from './all-exceptions.filter.js';
import { ApiError } from './api-error.js';
import { closeAfterAnswer } from './unread-body.js';

const PARSED_HERE = /^application\/(json|x-www-form-urlencoded)\b|\+json\b/i;

/**
 * JSON and urlencoded bodies whose Content-Length is over `limitBytes` get their 413 at once, without
 * reading them: body-parser would read (and throw away) the whole body before answering. Multipart is
 * left to the streaming upload parser, which has its own per-route limits.
 */
export function refuseDeclaredOversizeBody(limitBytes: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const declared = Number(req.headers['content-length']);
    if (!Number.isFinite(declared) || declared <= limitBytes || !PARSED_HERE.test(req.headers['content-type'] ?? '')) return next();
    closeAfterAnswer(req, res);
    sendError(
      req,
      res,
      new ApiError(413, 'Request body is too large', { code: 'PAYLOAD_TOO_LARGE', details: { limit_bytes: limitBytes } }),
    );
  };
}
