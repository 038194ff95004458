import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { AnalyticsRangeQueryDto, dayRange } from './analytics-range.dto.js';
import { FleetAnalyticsAnswer } from './analytics.views.js';
import { FleetAnalyticsService } from './fleet-analytics.service.js';
import { VitalsReportService } from './web-vitals/vitals-report.service.js';

@ApiTags('admin')
@Controller('admin/analytics')
@AdminOnly()
export class AdminAnalyticsController {
  constructor(
    private readonly fleet: FleetAnalyticsService,
    private readonly vitals: VitalsReportService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Platform-wide visitors, top distributors by traffic and conversion, activation times' })
  @ApiOkResponse({ type: FleetAnalyticsAnswer })
  async report(@Query() query: AnalyticsRangeQueryDto): Promise<FleetAnalyticsAnswer> {
    const range = dayRange(query);
    const [answer, webVitals] = await Promise.all([this.fleet.fleet(range), this.vitals.fleet(range)]);
    return { ...answer, web_vitals: webVitals };
  }
}
