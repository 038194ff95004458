import { Injectable } from '@nestjs/common';
import { Database, findDomainOwner, type Tenant } from '@ds/db';

/** Tenants: one tenant's own row through its tenant-bound client; host and name lookups across tenants, each saying why. */
@Injectable()
export class TenantsRepository {
  constructor(private readonly db: Database) {}

  findById(tenantId: string): Promise<Tenant | null> {
    return this.db.forTenant(tenantId).tenant.findFirst();
  }

  findBySubdomainAcrossTenants(subdomain: string): Promise<Tenant | null> {
    return this.db
      .acrossTenants('host lookup: a subdomain is resolved before any tenant is known')
      .tenant.findUnique({ where: { subdomain } });
  }

  /** The tenant that verified the domain (`findDomainOwner`, @ds/db): pending claims of others do not count. */
  findVerifiedOwnerAcrossTenants(domain: string): Promise<Tenant | null> {
    return findDomainOwner(
      this.db.acrossTenants('host lookup and claims: who owns a custom domain is a question about every tenant'),
      domain,
    );
  }

  async subdomainTakenAcrossTenants(subdomain: string): Promise<boolean> {
    return (await this.db.acrossTenants('signup: subdomains are unique across tenants').tenant.count({ where: { subdomain } })) > 0;
  }
}
