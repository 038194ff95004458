import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DateTime, Text } from '../../../infra/http/answer-properties.js';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentPrincipal } from '../../auth/auth.decorators.js';
import type { Principal } from '../../auth/principal.js';
import {
  QUEUE_DASHBOARD_COOKIE,
  QUEUE_DASHBOARD_PATH,
  QUEUE_DASHBOARD_TTL_SECONDS,
  QueueDashboardSessions,
} from './queue-dashboard-sessions.js';

export class QueueDashboardSessionAnswer {
  @Text() message!: string;
  @Text({ description: 'The dashboard page to open' }) url!: string;
  @DateTime() expires_at!: Date;
}

@ApiTags('admin')
@Controller('admin/queues')
export class QueueDashboardController {
  constructor(private readonly sessions: QueueDashboardSessions) {}

  /** Sets the cookie the dashboard page (`/api/admin/queues`) needs; the browser then opens that page. */
  @Post('session')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Start a 15-minute queue dashboard session (HttpOnly cookie scoped to /api/admin/queues)' })
  @ApiOkResponse({ type: QueueDashboardSessionAnswer })
  async start(
    @CurrentPrincipal() admin: Principal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<QueueDashboardSessionAnswer> {
    const { token, expiresAt } = await this.sessions.issue(admin.sub, admin.sv);
    res.cookie(QUEUE_DASHBOARD_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: QUEUE_DASHBOARD_PATH,
      maxAge: QUEUE_DASHBOARD_TTL_SECONDS * 1000,
    });
    res.setHeader('Cache-Control', 'no-store');
    return { message: 'Queue dashboard session started', url: QUEUE_DASHBOARD_PATH, expires_at: expiresAt };
  }
}
