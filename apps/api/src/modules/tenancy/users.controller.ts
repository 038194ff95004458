import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal, DistributorOfTenant, SignedIn } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { SessionVersions } from '../auth/session-versions.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { AuthRateLimit } from '../auth/auth-rate-limit.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { AccountsService } from './accounts.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { SignupDto } from './dto/signup.dto.js';
import { CredentialsDto } from '../auth/dto/credentials.dto.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { MessageAnswer } from '../../infra/http/common-answers.js';
import { DistributorSessionView, UserView } from './user.view.js';

const FORGOT_PASSWORD_ANSWER = 'If the email exists, a reset link has been sent.';
const RESET_PASSWORD_ANSWER = 'Password reset successfully.';

@ApiTags('distributors')
@Controller('users')
export class UsersController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionVersions,
  ) {}

  @Post('signup')
  @AuthRateLimit()
  @ApiCreatedResponse({ type: DistributorSessionView })
  @ApiConflictResponse({ description: 'EMAIL_TAKEN or SUBDOMAIN_TAKEN, with the field in details' })
  signUp(@Body() dto: SignupDto): Promise<DistributorSessionView> {
    return this.accounts.signUp(dto);
  }

  @Post('login')
  @HttpCode(200)
  @LoginThrottle()
  @ApiForbiddenResponse({
    description: "ACCOUNT_INACTIVE: 'This account is inactive. Contact support.' (right password, deactivated account)",
  })
  @ApiOkResponse({ type: DistributorSessionView })
  logIn(@Body() dto: CredentialsDto): Promise<DistributorSessionView> {
    return this.accounts.logIn(dto.email, dto.password);
  }

  @Post('logout')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: 'End every session of the caller: all tokens issued to this account so far answer 401 INVALID_TOKEN' })
  @ApiNoContentResponse({ description: 'Sessions ended' })
  async logOut(@CurrentPrincipal() caller: Principal): Promise<void> {
    await this.sessions.end(caller.role, caller.sub);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @AuthRateLimit()
  @ApiOkResponse({ type: MessageAnswer, description: `Always: { message: '${FORGOT_PASSWORD_ANSWER}' }` })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageAnswer> {
    await this.passwordReset.requestReset(dto.email);
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Post('reset-password')
  @HttpCode(200)
  @AuthRateLimit('token')
  @ApiOkResponse({ type: MessageAnswer, description: `{ message: '${RESET_PASSWORD_ANSWER}' }` })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageAnswer> {
    await this.passwordReset.reset(dto.token, dto.email, dto.newPassword);
    return { message: RESET_PASSWORD_ANSWER };
  }

  @Get(':tenantId')
  @DistributorOfTenant()
  @ApiOkResponse({ type: UserView })
  profile(@TenantIdParam() tenantId: string): Promise<UserView> {
    return this.accounts.profile(tenantId);
  }
}
