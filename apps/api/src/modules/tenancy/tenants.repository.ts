import { Injectable } from '@nestjs/common';
import { Database, type Tenant } from '@ds/db';

/** Tenants: one tenant's own row through its tenant-bound client; host and name lookups across tenants, each saying why. */
@Injectable()
export class TenantsRepository {
  constructor(private readonly db: Database) {}

  findById(tenantId: string): Promise<Tenant | null> {
    return this.db.forTenant(tenantId).tenant.findFirst();
  }

  findBySubdomainAcrossTenants(subdomain: string): Promise<Tenant | null> {
    return this.db.acrossTenants('host lookup: a subdomain is resolved before any tenant is known').tenant.findUnique({ where: { subdomain } });
  }

  /**
   * Only the tenant that verified the domain counts — others may hold pending claims on the same name;
   * at most one has it verified (partial unique index).
   */
  findVerifiedOwnerAcrossTenants(domain: string): Promise<Tenant | null> {
    return this.db
      .acrossTenants('host lookup and claims: who owns a custom domain is a question about every tenant')
      .tenant.findFirst({ where: { custom_domain: domain, dns_status: 'verified' } });
  }

  async subdomainTakenAcrossTenants(subdomain: string): Promise<boolean> {
    return (await this.db.acrossTenants('signup: subdomains are unique across tenants').tenant.count({ where: { subdomain } })) > 0;
  }
}
