import { Module } from '@nestjs/common';
import { CustomDomainsModule } from '../custom-domains/custom-domains.module.js';
import { ShopLinksModule } from '../shop-links/shop-links.module.js';
import { UsersController } from './users.controller.js';
import { SiteLookupController } from './site-lookup.controller.js';
import { TenantSettingsController } from './tenant-settings.controller.js';
import { AccountsService } from './accounts.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { UsersRepository } from './users.repository.js';
import { TenantsRepository } from './tenants.repository.js';
import { TenantSettingsService } from './tenant-settings.service.js';
import { TenantResolver } from './tenant-resolver.service.js';
import { LiveSiteGuard } from './live-site.guard.js';
import { LinkTokenSealer } from './link-token-sealer.js';
import { CatalogCountries } from './catalog-countries.service.js';
import { CatalogCountriesController } from './catalog-countries.controller.js';

/** Distributor accounts, their tenants, and which tenant a host name belongs to. */
@Module({
  imports: [CustomDomainsModule, ShopLinksModule],
  controllers: [UsersController, SiteLookupController, TenantSettingsController, CatalogCountriesController],
  providers: [
    AccountsService,
    TenantSettingsService,
    PasswordResetService,
    UsersRepository,
    TenantsRepository,
    TenantResolver,
    LiveSiteGuard,
    LinkTokenSealer,
    CatalogCountries,
  ],
  exports: [
    TenantResolver,
    TenantsRepository,
    TenantSettingsService,
    UsersRepository,
    LiveSiteGuard,
    PasswordResetService,
    CatalogCountries,
  ],
})
export class TenancyModule {}
