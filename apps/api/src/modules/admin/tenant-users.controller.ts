import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { TenantUsersQuery } from './dto/tenant-users.query.js';
import { TenantUsersService } from './tenant-users.service.js';

@ApiTags('admin')
@Controller('admin/tenant-users')
@AdminOnly()
export class TenantUsersController {
  constructor(private readonly tenantUsers: TenantUsersService) {}

  @Get()
  list(@Query() query: TenantUsersQuery) {
    return this.tenantUsers.list(query);
  }
}
