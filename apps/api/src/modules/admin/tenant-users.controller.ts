import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { TenantUsersQuery } from './dto/tenant-users.query.js';
import { TenantUsersService } from './tenant-users.service.js';
import { TenantUsersAnswer } from './views/agent.views.js';

@ApiTags('admin')
@Controller('admin/tenant-users')
@AdminOnly()
export class TenantUsersController {
  constructor(private readonly tenantUsers: TenantUsersService) {}

  @Get()
  @ApiOkResponse({ type: TenantUsersAnswer })
  list(@Query() query: TenantUsersQuery): Promise<TenantUsersAnswer> {
    return this.tenantUsers.list(query);
  }
}
