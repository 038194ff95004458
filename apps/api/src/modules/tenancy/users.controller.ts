import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { AuthRateLimit } from '../auth/auth-rate-limit.js';
import { AccountsService, type DistributorSession } from './accounts.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { SignupDto } from './dto/signup.dto.js';
import { CredentialsDto } from '../auth/dto/credentials.dto.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import type { UserView } from './user.view.js';

export const FORGOT_PASSWORD_ANSWER = 'If the email exists, a reset link has been sent.';
export const RESET_PASSWORD_ANSWER = 'Password reset successfully.';

@ApiTags('distributors')
@Controller('users')
export class UsersController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Post('signup')
  @AuthRateLimit()
  @ApiConflictResponse({ description: 'EMAIL_TAKEN or SUBDOMAIN_TAKEN, with the field in details' })
  signUp(@Body() dto: SignupDto): Promise<DistributorSession> {
    return this.accounts.signUp(dto);
  }

  @Post('login')
  @HttpCode(200)
  @AuthRateLimit()
  logIn(@Body() dto: CredentialsDto): Promise<DistributorSession> {
    return this.accounts.logIn(dto.email, dto.password);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @AuthRateLimit()
  @ApiOkResponse({ description: `Always: { message: '${FORGOT_PASSWORD_ANSWER}' }` })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<{ message: string }> {
    await this.passwordReset.requestReset(dto.email);
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<{ message: string }> {
    await this.passwordReset.reset(dto.token, dto.email, dto.newPassword);
    return { message: RESET_PASSWORD_ANSWER };
  }

  @Get(':tenantId')
  @DistributorOfTenant()
  profile(@TenantIdParam() tenantId: string): Promise<UserView> {
    return this.accounts.profile(tenantId);
  }
}
