import { Controller, HttpCode, HttpStatus, Logger, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiHeader, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError } from '../../infra/http/api-error.js';
import { visitorOf } from '../../infra/http/visitor.js';
import { TOO_MANY_REQUESTS } from '../../infra/rate-limit/public-form-rate-limit.js';
import { BeaconAnswer, BeaconEventBody } from './analytics.views.js';
import { readBeaconBody } from './beacon-body.js';
import { BeaconRateLimit } from './beacon-rate-limit.js';
import { PageViewIntake } from './page-view-intake.js';

@ApiTags('public site')
@Controller('site/events')
export class SiteEventsController {
  private readonly logger = new Logger(SiteEventsController.name);

  constructor(
    private readonly intake: PageViewIntake,
    private readonly rateLimit: BeaconRateLimit,
  ) {}

  /**
   * The storefront's page-view beacon. Always 202 at once, counted or not — malformed, oversized, bot,
   * Do Not Track, an unknown host: the answer is the same, so it tells nobody which stores exist.
   */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiHeader({ name: 'X-Tenant-Domain', description: 'The host the visitor is on (sendBeacon cannot set it: then Host)', required: false })
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ type: BeaconEventBody, description: 'At most 2 KB; navigator.sendBeacon sends it as text/plain' })
  @ApiAcceptedResponse({ type: BeaconAnswer, description: 'Received (whether it is counted is not said)' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: this client sent too many beacons this minute' })
  async collect(@Req() req: Request): Promise<BeaconAnswer> {
    if (!this.rateLimit.allow(visitorOf(req).ip)) throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, { code: 'RATE_LIMITED' });
    const body = await readBeaconBody(req);
    // Answered before the page view is looked at: the visitor's page never waits on Redis.
    void this.intake.accept(req, body).catch((err: unknown) => this.logger.warn(`beacon: ${String(err)}`));
    return { ok: true };
  }
}
