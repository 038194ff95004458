import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '@ds/config';
import { ConfigModule } from './infra/config/config.module.js';
import { PrismaModule } from './infra/prisma/prisma.module.js';
import { RedisModule } from './infra/redis/redis.module.js';
import { JobsModule } from './infra/jobs/jobs.module.js';
import { HealthModule } from './infra/health/health.module.js';
import { MetricsModule } from './infra/metrics/metrics.module.js';
import { loggerOptions } from './infra/logging/logger-options.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { TenancyModule } from './modules/tenancy/tenancy.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { AudienceModule } from './modules/audience/audience.module.js';
import { ContactsModule } from './modules/contacts/contacts.module.js';
import { SequencesModule } from './modules/sequences/sequences.module.js';
import { RateLimitModule } from './infra/rate-limit/rate-limit.module.js';
import { HotCacheModule } from './infra/hot-cache/hot-cache.module.js';
import { StorageModule } from './infra/storage/storage.module.js';
import { NotificationInboxModule } from './modules/notifications/notification-inbox.module.js';
import { TrainingFeedModule } from './modules/training/training-feed.module.js';
import { CustomDomainsModule } from './modules/custom-domains/custom-domains.module.js';
import { EmailsModule } from './modules/emails/emails.module.js';
import { CampaignsModule } from './modules/campaigns/campaigns.module.js';
import { StorefrontRenderModule } from './modules/storefront-render/storefront-render.module.js';
import { CampaignTrackingModule } from './modules/campaign-tracking/campaign-tracking.module.js';
import { CampaignPolicyModule } from './modules/campaign-policy/campaign-policy.module.js';
import { DeliverabilityModule } from './modules/deliverability/deliverability.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { ShopLinksModule } from './modules/shop-links/shop-links.module.js';
import { GoLinksModule } from './modules/go-links/go-links.module.js';
import { SendingDomainsModule } from './modules/sending-domains/sending-domains.module.js';

export interface AppModuleOptions {
  /** Namespace for Redis keys and BullMQ queues (tests use one per suite). */
  redisPrefix?: string;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        CqrsModule.forRoot(),
        PrismaModule,
        RedisModule.forRoot({ prefix: options.redisPrefix }),
        JobsModule.forRoot(),
        RateLimitModule,
        HotCacheModule,
        StorageModule,
        HealthModule,
        MetricsModule,
        AuthModule,
        TenancyModule,
        AdminModule,
        NotificationsModule,
        ContentModule,
        AudienceModule,
        ContactsModule,
        SequencesModule,
        NotificationInboxModule,
        TrainingFeedModule,
        CustomDomainsModule,
        EmailsModule,
        CampaignsModule,
        StorefrontRenderModule,
        CampaignTrackingModule,
        CampaignPolicyModule,
        DeliverabilityModule,
        SendingDomainsModule,
        AnalyticsModule,
        ShopLinksModule,
        GoLinksModule,
      ],
    };
  }
}
