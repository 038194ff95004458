import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { AnalyticsReportService } from './analytics-report.service.js';
import { VitalsReportService } from './web-vitals/vitals-report.service.js';
import { AnalyticsQueryDto, checkInterval, dayRange } from './analytics-range.dto.js';
import { AnalyticsAnswer, LiveVisitorsAnswer } from './analytics.views.js';

@ApiTags('back office')
@Controller('tenants/:tenantId/analytics')
@DistributorOfTenant()
export class AnalyticsController {
  constructor(
    private readonly reports: AnalyticsReportService,
    private readonly vitals: VitalsReportService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The distributor's visitors, page views, pages, sources, campaigns, devices and conversions over a range" })
  @ApiOkResponse({ type: AnalyticsAnswer })
  async report(@TenantIdParam() tenantId: string, @Query() query: AnalyticsQueryDto): Promise<AnalyticsAnswer> {
    const range = dayRange(query);
    const interval = query.interval ?? 'day';
    checkInterval(range, interval);
    const [answer, webVitals] = await Promise.all([this.reports.report(tenantId, range, interval), this.vitals.forTenant(tenantId, range)]);
    return { ...answer, web_vitals: webVitals };
  }

  @Get('live')
  @ApiOperation({ summary: 'Unique visitors in the last 5 minutes' })
  @ApiOkResponse({ type: LiveVisitorsAnswer })
  live(@TenantIdParam() tenantId: string): Promise<LiveVisitorsAnswer> {
    return this.reports.live(tenantId);
  }
}
