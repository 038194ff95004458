import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { QueueDashboardController } from './queue-dashboard.controller.js';
import { QueueDashboardSessions } from './queue-dashboard-sessions.js';

/** The session endpoint of the queue dashboard; the dashboard itself is mounted by `mountQueueDashboard`. */
@Module({
  // Its own JwtService: the signing key is passed per call (its own key ring, see the sessions).
  imports: [JwtModule.register({})],
  controllers: [QueueDashboardController],
  providers: [QueueDashboardSessions],
  exports: [QueueDashboardSessions],
})
export class QueueDashboardModule {}
