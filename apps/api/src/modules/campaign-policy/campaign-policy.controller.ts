import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { CampaignPolicyService } from './campaign-policy.service.js';
import { CampaignFleetAnswer, CampaignPolicyView } from './campaign-policy.views.js';
import { CampaignFleetQuery, CampaignPolicyDto } from './dto/campaign-policy.dto.js';

/** Admins: the campaign fleet view and each distributor's sending policy (quota, pause, the guard's pause). */
@ApiTags('admin')
@Controller('admin')
@AdminOnly()
export class CampaignPolicyController {
  constructor(private readonly policy: CampaignPolicyService) {}

  @Get('campaigns')
  @ApiOperation({ summary: 'Campaign volume, bounces and complaints per distributor, busiest first' })
  @ApiOkResponse({ type: CampaignFleetAnswer })
  fleet(@Query() query: CampaignFleetQuery): Promise<CampaignFleetAnswer> {
    return this.policy.fleet(query.page, query.limit);
  }

  @Get('tenants/:tenantId/campaign-policy')
  @ApiOperation({ summary: "A distributor's campaign sending policy" })
  @ApiOkResponse({ type: CampaignPolicyView })
  read(@TenantIdParam() tenantId: string): Promise<CampaignPolicyView> {
    return this.policy.read(tenantId);
  }

  @Put('tenants/:tenantId/campaign-policy')
  @ApiOperation({ summary: "Set a distributor's daily campaign quota (null: platform default) and pause or resume their sending" })
  @ApiOkResponse({ type: CampaignPolicyView })
  @ApiBadRequestResponse({ type: ErrorAnswer })
  update(@TenantIdParam() tenantId: string, @Body() dto: CampaignPolicyDto): Promise<CampaignPolicyView> {
    return this.policy.update(tenantId, dto);
  }

  @Post('tenants/:tenantId/campaign-guard/resume')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Resume a distributor's sending that the complaint/bounce guard paused; the guard then counts only emails sent after now. " +
      'A no-op when the guard has not paused them.',
  })
  @ApiOkResponse({ type: CampaignPolicyView })
  resumeGuard(@TenantIdParam() tenantId: string): Promise<CampaignPolicyView> {
    return this.policy.resumeGuard(tenantId);
  }
}
