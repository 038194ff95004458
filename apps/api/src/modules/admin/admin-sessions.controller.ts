import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthRateLimit } from '../auth/auth-rate-limit.js';
import { CredentialsDto } from '../auth/dto/credentials.dto.js';
import { AdminAccountsService, type AdminSession } from './admin-accounts.service.js';

@ApiTags('admin')
@Controller('admin')
export class AdminSessionsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Post('login')
  @HttpCode(200)
  @AuthRateLimit()
  logIn(@Body() dto: CredentialsDto): Promise<AdminSession> {
    return this.accounts.logIn(dto.email, dto.password);
  }
}
