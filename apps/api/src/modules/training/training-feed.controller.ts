import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { TrainingFeedService } from './training-feed.service.js';
import { TrainingFeedAnswer } from './training-feed.views.js';

@ApiTags('back office')
@Controller('tenants/:tenantId/training')
@DistributorOfTenant()
export class TrainingFeedController {
  constructor(private readonly training: TrainingFeedService) {}

  @Get()
  @ApiOperation({ summary: 'Published trainings with their categories: { trainings, categories }' })
  @ApiOkResponse({ type: TrainingFeedAnswer })
  feed(@TenantIdParam() _tenantId: string): Promise<TrainingFeedAnswer> {
    return this.training.feed();
  }
}
