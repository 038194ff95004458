import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardAnswer } from './views/message.views.js';

@ApiTags('admin')
@Controller('admin/dashboard')
@AdminOnly()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({ summary: 'Fleet totals, pending custom domains, newest agents and contact messages, and the sequences’ figures' })
  @ApiOkResponse({ type: DashboardAnswer })
  overview(): Promise<DashboardAnswer> {
    return this.dashboard.overview();
  }
}
