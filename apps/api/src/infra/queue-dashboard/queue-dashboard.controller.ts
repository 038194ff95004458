import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentPrincipal } from '../../modules/auth/auth.decorators.js';
import type { Principal } from '../../modules/auth/principal.js';
import { QUEUE_DASHBOARD_COOKIE, QUEUE_DASHBOARD_PATH, QUEUE_DASHBOARD_TTL_SECONDS, QueueDashboardSessions } from './queue-dashboard-sessions.js';

@ApiTags('admin')
@Controller('admin/queues')
export class QueueDashboardController {
  constructor(private readonly sessions: QueueDashboardSessions) {}

  /** Sets the cookie the dashboard page (`/api/admin/queues`) needs; the browser then opens that page. */
  @Post('session')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Start a 15-minute queue dashboard session (HttpOnly cookie scoped to /api/admin/queues)' })
  async start(@CurrentPrincipal() admin: Principal, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { token, expiresAt } = await this.sessions.issue(admin.sub);
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
