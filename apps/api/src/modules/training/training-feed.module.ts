import { Module } from '@nestjs/common';
import { TrainingFeedController } from './training-feed.controller.js';
import { TrainingFeedService } from './training-feed.service.js';

/** The back office's read-only training feed (admins manage training under /admin/training). */
@Module({ controllers: [TrainingFeedController], providers: [TrainingFeedService] })
export class TrainingFeedModule {}
