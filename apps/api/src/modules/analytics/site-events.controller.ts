import { Controller, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiHeader, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BeaconAnswer, BeaconEventBody } from './analytics.views.js';
import { BeaconEndpoint } from './beacon-endpoint.js';

@ApiTags('public site')
@Controller('site/events')
export class SiteEventsController {
  constructor(private readonly beacon: BeaconEndpoint) {}

  /**
   * The storefront's page-view beacon (BeaconEndpoint). In the running app the fast path answers it before
   * Nest; this route documents it and serves it the same way wherever the fast path is not installed.
   */
  @Post()
  @ApiHeader({ name: 'X-Tenant-Domain', description: 'The host the visitor is on (sendBeacon cannot set it: then Host)', required: false })
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ type: BeaconEventBody, description: 'At most 2 KB; navigator.sendBeacon sends it as text/plain' })
  @ApiAcceptedResponse({ type: BeaconAnswer, description: 'Received (whether it is counted is not said)' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: this client sent too many beacons this minute' })
  collect(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.beacon.handle(req, res);
  }
}
