import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { TrainingFeedService } from './training-feed.service.js';

@ApiTags('back office')
@Controller('tenants/:tenantId/training')
@DistributorOfTenant()
export class TrainingFeedController {
  constructor(private readonly training: TrainingFeedService) {}

  @Get()
  @ApiOperation({ summary: 'Published trainings with their categories: { trainings, categories }' })
  feed(@TenantIdParam() _tenantId: string) {
    return this.training.feed();
  }
}
