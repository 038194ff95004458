import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, badRequest } from '../../../infra/http/api-error.js';
import { closeAfterAnswer } from '../../../infra/http/unread-body.js';
import { visitorOf } from '../../../infra/http/visitor.js';
import { TOO_MANY_REQUESTS } from '../../../infra/rate-limit/public-form-rate-limit.js';
import { BeaconAnswer } from '../analytics.views.js';
import { readBeaconBody } from '../beacon-body.js';
import { checkVitals } from './vitals-body.js';
import { VitalsIntake } from './vitals-intake.js';
import { VitalsRateLimit } from './vitals-rate-limit.js';
import { VitalsBeaconBody } from './vitals.views.js';

@ApiTags('public site')
@Controller('site/vitals')
export class VitalsController {
  constructor(
    private readonly intake: VitalsIntake,
    private readonly rateLimit: VitalsRateLimit,
  ) {}

  /**
   * A sampled storefront page load's Web Vitals (docs/analytics.md "Web Vitals"), sent once as the page is
   * hidden. A malformed report is refused (400); a well-formed one is answered 202 whether it is counted or
   * not (bot, Do Not Track, unknown host, the distributor's own browser), like a page view.
   */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: "A storefront page load's real-user Web Vitals (LCP, INP, CLS, TTFB)" })
  @ApiHeader({ name: 'X-Tenant-Domain', description: 'The host the visitor is on (sendBeacon cannot set it: then Host)', required: false })
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ type: VitalsBeaconBody, description: 'At most 2 KB; navigator.sendBeacon sends it as text/plain' })
  @ApiAcceptedResponse({ type: BeaconAnswer, description: 'Received (whether it is counted is not said)' })
  @ApiBadRequestResponse({ description: 'Not JSON, over 2 KB, or not a Web Vitals report (details say which field)' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: this client sent too many beacons this minute' })
  async collect(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<BeaconAnswer> {
    const retryAfter = await this.rateLimit.spend(visitorOf(req).ip);
    if (retryAfter !== null) {
      closeAfterAnswer(req, res);
      res.setHeader('Retry-After', String(retryAfter));
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, { code: 'RATE_LIMITED' });
    }
    const body = await readBeaconBody(req).catch(() => undefined);
    closeAfterAnswer(req, res);
    if (body === undefined) throw badRequest('A Web Vitals report is JSON of at most 2 KB');
    const checked = checkVitals(body, String(req.headers['user-agent'] ?? ''));
    if (!checked.ok) throw badRequest('Not a Web Vitals report', checked.details, 'VALIDATION_FAILED');
    // Answered without waiting: what the intake decides is not the visitor's business (and never slows the page).
    void this.intake.accept(req, checked.report).catch(() => undefined);
    return { ok: true };
  }
}
