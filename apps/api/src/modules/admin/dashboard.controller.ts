import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin')
@Controller('admin/dashboard')
@AdminOnly()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({ summary: 'Fleet totals, pending custom domains, newest agents and contact messages' })
  overview() {
    return this.dashboard.overview();
  }
}
