import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { DeliverabilityService } from './deliverability.service.js';
import { DeliverabilityAnswer } from './deliverability.views.js';

/** Admins: the DNS records the platform's sending domain publishes (DKIM, SPF, DMARC) and their state. */
@ApiTags('admin')
@Controller('admin/deliverability')
@AdminOnly()
export class DeliverabilityController {
  constructor(private readonly deliverability: DeliverabilityService) {}

  @Get()
  @ApiOperation({ summary: 'DKIM, SPF and DMARC records of the sending domain, each with what DNS holds now' })
  @ApiOkResponse({ type: DeliverabilityAnswer })
  overview(): Promise<DeliverabilityAnswer> {
    return this.deliverability.overview();
  }
}
