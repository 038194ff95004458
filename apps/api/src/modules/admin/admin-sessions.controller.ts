import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginThrottle } from '../auth/login-throttle.js';
import { AdminOnly, CurrentPrincipal } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { SessionVersions } from '../auth/session-versions.js';
import { CredentialsDto } from '../auth/dto/credentials.dto.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AdminSessionView } from './views/agent.views.js';

@ApiTags('admin')
@Controller('admin')
export class AdminSessionsController {
  constructor(
    private readonly accounts: AdminAccountsService,
    private readonly sessions: SessionVersions,
  ) {}

  @Post('login')
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: AdminSessionView })
  logIn(@Body() dto: CredentialsDto): Promise<AdminSessionView> {
    return this.accounts.logIn(dto.email, dto.password);
  }

  @Post('logout')
  @HttpCode(204)
  @AdminOnly()
  @ApiOperation({ summary: 'End every session of the calling admin: all their tokens (and queue dashboard cookies) answer 401' })
  @ApiNoContentResponse({ description: 'Sessions ended' })
  async logOut(@CurrentPrincipal() admin: Principal): Promise<void> {
    await this.sessions.end('admin', admin.sub);
  }
}
