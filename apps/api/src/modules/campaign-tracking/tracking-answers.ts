import { applyDecorators, Get, Header } from '@nestjs/common';
import { ApiBadRequestResponse, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { badRequest } from '../../infra/http/api-error.js';
import { isMailScanner } from '../../infra/http/mail-scanners.js';

/**
 * The open pixel and the tracked links of the emails that have them (campaign and sequence emails), in one
 * place: each kind's controller names its routes and its service records; the answers, their headers and
 * their OpenAPI description are these.
 */

/** What a kind of tracked email records, by the id its links carry (a campaign recipient, a sequence delivery). */
export interface EmailLinkTracking {
  /** Records the first open when the signature matches; a mail scanner's fetch is counted apart. */
  recordOpen(id: string, signature: unknown, scanner: boolean): Promise<void>;
  /** Records the click when the signature matches the id and target; the target with its tags, else null. */
  recordClick(id: string, target: unknown, signature: unknown, scanner: boolean): Promise<string | null>;
}

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const scannerOf = (req: Request): boolean => isMailScanner(req.method, req.headers['user-agent']);

/** An open pixel's request: records the open, and answers the image whatever was recorded. */
export async function answerOpen(tracking: EmailLinkTracking, id: string, signature: unknown, req: Request, res: Response): Promise<void> {
  await tracking.recordOpen(id, signature, scannerOf(req));
  res.type('image/gif').send(PIXEL);
}

/** A tracked link's request: records the click and answers 302 to the target it signed, or 400 when the signature does not match. */
export async function answerClick(
  tracking: EmailLinkTracking,
  id: string,
  target: unknown,
  signature: unknown,
  req: Request,
  res: Response,
): Promise<void> {
  const destination = await tracking.recordClick(id, target, signature, scannerOf(req));
  if (!destination) throw badRequest('This link is not valid', { s: 'does not match the link' }, 'LINK_INVALID');
  res.redirect(302, destination);
}

/** An open pixel's route (`GET <path>` with the signature in `s`), never cached. */
export const OpenPixelRoute = (path: string, summary: string) =>
  applyDecorators(
    Get(path),
    ApiOperation({ summary }),
    ApiQuery({ name: 's', description: 'Signature from the email' }),
    ApiProduces('image/gif'),
    ApiOkResponse({ description: 'A transparent 1×1 GIF', content: { 'image/gif': { schema: { type: 'string', format: 'binary' } } } }),
    Header('Cache-Control', 'no-store, max-age=0'),
  );

/** A tracked link's route (`GET <path>` with the target in `u` and the signature in `s`), never cached. */
export const TrackedLinkRoute = (
  path: string,
  route: {
    summary: string;
    /** What the signature covers with the target ("the recipient"). */
    signed: string;
    /** The redirect's tags, as the description names them. */
    tags: string;
  },
) =>
  applyDecorators(
    Get(path),
    ApiOperation({ summary: route.summary }),
    // applyDecorators applies in order, stacked decorators bottom up: so the contract lists `s`, then `u`.
    ApiQuery({ name: 's', description: `Signature of ${route.signed} and the target` }),
    ApiQuery({ name: 'u', description: 'The link target' }),
    ApiFoundResponse({ description: `Redirect to the target (with ${route.tags})` }),
    ApiBadRequestResponse({ type: ErrorAnswer, description: 'LINK_INVALID: not a link we signed' }),
    Header('Cache-Control', 'no-store'),
  );
