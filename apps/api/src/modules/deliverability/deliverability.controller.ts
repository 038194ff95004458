import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { DeliverabilityService } from './deliverability.service.js';
import { DeliverabilityAnswer } from './deliverability.views.js';

/** Admins: the DNS records the platform's sending domain publishes (DKIM, SPF, DMARC) and what the worker's check found. */
@ApiTags('admin')
@Controller('admin/deliverability')
@AdminOnly()
export class DeliverabilityController {
  constructor(private readonly deliverability: DeliverabilityService) {}

  @Get()
  @ApiOperation({ summary: 'DKIM, SPF and DMARC records of the sending domain, each with what the last DNS check found' })
  @ApiOkResponse({ type: DeliverabilityAnswer })
  overview(): Promise<DeliverabilityAnswer> {
    return this.deliverability.overview();
  }

  @Post('check')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Check again: the worker looks the records up now; answers at once with check.status running' })
  @ApiAcceptedResponse({ type: DeliverabilityAnswer })
  checkAgain(): Promise<DeliverabilityAnswer> {
    return this.deliverability.checkAgain();
  }
}
