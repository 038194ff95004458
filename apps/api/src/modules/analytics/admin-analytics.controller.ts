import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { AnalyticsRangeQueryDto, dayRange } from './analytics-range.dto.js';
import { FleetAnalyticsAnswer } from './analytics.views.js';
import { FleetAnalyticsService } from './fleet-analytics.service.js';

@ApiTags('admin')
@Controller('admin/analytics')
@AdminOnly()
export class AdminAnalyticsController {
  constructor(private readonly fleet: FleetAnalyticsService) {}

  @Get()
  @ApiOperation({ summary: 'Platform-wide visitors, top distributors by traffic and conversion, activation times' })
  @ApiOkResponse({ type: FleetAnalyticsAnswer })
  report(@Query() query: AnalyticsRangeQueryDto): Promise<FleetAnalyticsAnswer> {
    return this.fleet.fleet(dayRange(query));
  }
}
