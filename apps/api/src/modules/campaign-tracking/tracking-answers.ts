import type { Response } from 'express';
import { badRequest } from '../../infra/http/api-error.js';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The answer of every open pixel (campaign and sequence emails), whatever was recorded. */
export function sendPixel(res: Response): void {
  res.type('image/gif').send(PIXEL);
}

/** The answer of a tracked link: 302 to the target it signed, or 400 when the signature does not match. */
export function redirectToTarget(res: Response, destination: string | null): void {
  if (!destination) throw badRequest('This link is not valid', { s: 'does not match the link' }, 'LINK_INVALID');
  res.redirect(302, destination);
}
