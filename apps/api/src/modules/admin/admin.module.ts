import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.module.js';
import { QueueDashboardModule } from './queue-dashboard/queue-dashboard.module.js';
import { TenancyModule } from '../tenancy/tenancy.module.js';
import { CustomDomainsModule } from '../custom-domains/custom-domains.module.js';
import { ShopLinksModule } from '../shop-links/shop-links.module.js';
import { AccountsService } from '../tenancy/accounts.service.js';
import { AdminSessionsController } from './admin-sessions.controller.js';
import { TenantUsersController } from './tenant-users.controller.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { TenantUsersService } from './tenant-users.service.js';
import { ContactMessagesController } from './contact-messages.controller.js';
import { ContactMessagesService } from './contact-messages.service.js';
import { AdminMessagesController } from './admin-messages.controller.js';
import { AgentsController } from './agents.controller.js';
import { AgentsService } from './agents.service.js';
import { AgentSettingsController } from './agent-settings.controller.js';
import { AgentSettingsService } from './agent-settings.service.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { TrainingCategoriesController, TrainingController } from './training/training.controller.js';
import { TrainingService } from './training/training.service.js';
import { TrainingCategoriesService } from './training/training-categories.service.js';

/** The super-admin area (docs/product.md#users super-admin abilities). Notifications live in their own module. */
@Module({
  imports: [TenancyModule, CustomDomainsModule, StorageModule, QueueDashboardModule, ShopLinksModule],
  controllers: [
    AdminSessionsController,
    DashboardController,
    TenantUsersController,
    AgentsController,
    AgentSettingsController,
    ContactMessagesController,
    AdminMessagesController,
    // Categories first: `/admin/training/categories` must not be taken for `/admin/training/:id`.
    TrainingCategoriesController,
    TrainingController,
  ],
  providers: [
    AdminAccountsService,
    TenantUsersService,
    ContactMessagesService,
    DashboardService,
    // Signup's own logic (tenant, catalog copy, conflicts), reused for admin-created accounts.
    AccountsService,
    AgentsService,
    AgentSettingsService,
    TrainingService,
    TrainingCategoriesService,
  ],
})
export class AdminModule {}
