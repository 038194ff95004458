import { HttpStatus, Injectable } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, badRequest } from '../../../infra/http/api-error.js';
import { closeAfterAnswer } from '../../../infra/http/unread-body.js';
import { visitorOf } from '../../../infra/http/visitor.js';
import { TOO_MANY_REQUESTS } from '../../../infra/rate-limit/public-form-rate-limit.js';
import { readBeaconBody } from '../beacon-body.js';
import { checkVitals } from './vitals-body.js';
import { VitalsIntake } from './vitals-intake.js';
import { VitalsRateLimit } from './vitals-rate-limit.js';

/**
 * A Web Vitals beacon from arrival to the intake (docs/analytics.md "Web Vitals"): the client's budget
 * (429), the body (JSON of at most 2 KB, else 400), the report's shape (400 naming each bad field); a
 * well-formed report is handed to the intake without waiting for it — what it decides (bot, Do Not Track,
 * unknown host, the distributor's own browser) is not said, and never slows the page.
 */
@Injectable()
export class VitalsBeacon {
  constructor(
    private readonly intake: VitalsIntake,
    private readonly rateLimit: VitalsRateLimit,
  ) {}

  async receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const retryAfter = await this.rateLimit.spend(visitorOf(req).ip);
    if (retryAfter !== null) {
      closeAfterAnswer(req, res);
      res.setHeader('Retry-After', String(retryAfter));
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, { code: 'RATE_LIMITED' });
    }
    const body = await readBeaconBody(req).catch(() => undefined);
    closeAfterAnswer(req, res); // an oversized body is not read any further
    if (body === undefined) throw badRequest('A Web Vitals report is JSON of at most 2 KB');
    const checked = checkVitals(body, String(req.headers['user-agent'] ?? ''));
    if (!checked.ok) throw badRequest('Not a Web Vitals report', checked.details, 'VALIDATION_FAILED');
    void this.intake.accept(req, checked.report).catch(() => undefined);
  }
}
