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
import { BeaconAnswer } from '../analytics.views.js';
import { VitalsBeacon } from './vitals-beacon.js';
import { VitalsBeaconBody } from './vitals.views.js';

@ApiTags('public site')
@Controller('site/vitals')
export class VitalsController {
  constructor(private readonly beacon: VitalsBeacon) {}

  /** A sampled storefront page load's Web Vitals, sent once as the page is hidden (VitalsBeacon). */
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
    await this.beacon.receive(req, res);
    return { ok: true };
  }
}
