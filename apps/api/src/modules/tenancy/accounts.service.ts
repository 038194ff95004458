import { Injectable } from '@nestjs/common';
import { copyCatalogIntoTenant, Database, isUniqueViolation, type Prisma } from '@ds/db';
import { defaultLanguageForCountry } from '@ds/shared';
import { TenantChanges } from '../../infra/cache/tenant-changes.js';
import { conflict, forbidden, notFound, unauthorized } from '../../infra/http/api-error.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { TokenService } from '../auth/token.service.js';
import { SignupDto } from './dto/signup.dto.js';
import { CatalogCountries } from './catalog-countries.service.js';
import { UsersRepository } from './users.repository.js';
import { TenantsRepository } from './tenants.repository.js';
import { toUserView, type UserView } from './user.view.js';

export interface DistributorSession {
  token: string;
  tenant_id: string;
  user: UserView;
}

const EMAIL_TAKEN = 'An account with this email already exists';
const SUBDOMAIN_TAKEN = 'This subdomain is already taken';
const ACCOUNT_INACTIVE = 'This account is inactive. Contact support.';

/** Distributor accounts: signing up (which creates the tenant and its site) and logging in. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly tenants: TenantsRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly changes: TenantChanges,
    private readonly catalogCountries: CatalogCountries,
  ) {}

  /**
   * Creates the distributor, their tenant (template 1, published, active) and a copy of the company
   * catalog for their country, in one transaction. The subdomain is live as soon as this returns.
   * `alongside` runs in that transaction too (an admin-created account's welcome email, owed with it).
   */
  async signUp(
    dto: SignupDto,
    alongside?: (tx: Prisma.TransactionClient, user: { id: string; tenant_id: string }) => Promise<void>,
  ): Promise<DistributorSession> {
    // The country list follows the company catalog (docs/product.md "Languages").
    const country = dto.country ?? 'US';
    await this.catalogCountries.assertOffered(country);
    const [emailTaken, subdomainTaken] = await Promise.all([
      this.users.emailTakenAcrossTenants(dto.email),
      this.tenants.subdomainTakenAcrossTenants(dto.subdomain),
    ]);
    if (emailTaken) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN }, 'EMAIL_TAKEN');
    if (subdomainTaken) throw conflict(SUBDOMAIN_TAKEN, { subdomain: SUBDOMAIN_TAKEN }, 'SUBDOMAIN_TAKEN');

    const passwordHash = await this.hasher.hash(dto.password);
    let tenantId: string;
    try {
      // Not a tenant's client: there is no tenant until this transaction creates it.
      tenantId = await this.db.acrossTenants('signup creates a new tenant, its user and its catalog copy').$transaction(async (tx) => {
        const tenant = await tx.tenant.create({
          data: {
            subdomain: dto.subdomain,
            country,
            site_language: defaultLanguageForCountry(country),
            first_name: dto.first_name,
            last_name: dto.last_name,
            email_id: dto.email,
            mobile: dto.mobile ?? null,
            site_name: `${dto.first_name} ${dto.last_name}`,
          },
        });
        const user = await tx.user.create({
          data: {
            tenant_id: tenant.id,
            first_name: dto.first_name,
            last_name: dto.last_name,
            email: dto.email,
            mobile: dto.mobile ?? null,
            password_hash: passwordHash,
          },
        });
        const { currency } = await copyCatalogIntoTenant(tx, tenant.id, country, tenant.site_language);
        await tx.tenant.update({ where: { id: tenant.id }, data: { currency } });
        await alongside?.(tx, user);
        return tenant.id;
      });
    } catch (err) {
      // Two signups racing for one email or subdomain: the database's unique index decides.
      if (isUniqueViolation(err)) {
        const target = JSON.stringify(err.meta?.target ?? '');
        if (target.includes('subdomain')) throw conflict(SUBDOMAIN_TAKEN, { subdomain: SUBDOMAIN_TAKEN }, 'SUBDOMAIN_TAKEN');
        throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN }, 'EMAIL_TAKEN');
      }
      throw err;
    }
    // A visitor may have asked for this host before it existed; forget that answer.
    await this.changes.tenantChanged(tenantId);
    return this.sessionFor(tenantId);
  }

  /**
   * Same answer and similar timing whether the email is unknown or the password wrong. A deactivated
   * account is told so, but only to someone who knows its password.
   */
  async logIn(email: string, password: string): Promise<DistributorSession> {
    const user = await this.users.findByEmailAcrossTenants(email);
    const ok = await this.hasher.verify(user?.password_hash, password);
    if (!user || !ok) throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
    if (user.tenant.subscription_status !== 'active') throw forbidden(ACCOUNT_INACTIVE, 'ACCOUNT_INACTIVE');
    await this.users.recordLogin(user.tenant_id);
    return this.sessionFor(user.tenant_id);
  }

  async profile(tenantId: string): Promise<UserView> {
    const user = await this.users.findByTenant(tenantId);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    return toUserView(user);
  }

  private async sessionFor(tenantId: string): Promise<DistributorSession> {
    const user = await this.users.findByTenant(tenantId);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    const token = await this.tokens.forDistributor(user.id, tenantId, user.session_version);
    return { token, tenant_id: tenantId, user: toUserView(user) };
  }
}
