import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageAnswer } from '../../infra/http/common-answers.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { AgentsService, USER_CREATED } from './agents.service.js';
import { AgentRefDto, CreateUserDto, UserStatusDto } from './dto/agents.dto.js';
import { CreatedUserAnswer, UserStatusAnswer } from './views/agent.views.js';

@ApiTags('admin')
@Controller('admin')
@AdminOnly()
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Put('user-status')
  @ApiOperation({ summary: "Set an agent's subscription_status ('active' | 'inactive')" })
  @ApiOkResponse({ type: UserStatusAnswer })
  async setStatus(@Body() dto: UserStatusDto): Promise<UserStatusAnswer> {
    return { message: 'Status updated', user: await this.agents.setStatus(dto.user_id, dto.subscription_status) };
  }

  @Post('create-user')
  @ApiOperation({ summary: 'Create a distributor and their site; they get a welcome email with a set-password link' })
  @ApiCreatedResponse({ type: CreatedUserAnswer })
  @ApiConflictResponse({ description: 'EMAIL_TAKEN or SUBDOMAIN_TAKEN, with the field in details' })
  async create(@Body() dto: CreateUserDto): Promise<CreatedUserAnswer> {
    return { ...(await this.agents.create(dto)), message: USER_CREATED };
  }

  @Post('reset-user-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email the distributor a password reset link (no password is generated or shown)' })
  @ApiOkResponse({ type: MessageAnswer })
  async resetPassword(@Body() dto: AgentRefDto): Promise<MessageAnswer> {
    const { email } = await this.agents.sendResetLink(dto.user_id);
    return { message: `A password reset link has been sent to ${email}.` };
  }
}
