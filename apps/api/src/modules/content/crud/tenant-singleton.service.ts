import { Database } from '@ds/db';
import { notFound } from '../../../infra/http/api-error.js';
import type { TenantChanges } from '../../../infra/cache/tenant-changes.js';
import type { UploadedParts, Uploads } from '../../../infra/storage/uploads.service.js';
import type { SingletonDefinition, WriteMode } from './singleton-definition.js';

/**
 * The business of a one-per-tenant object: read it, save it (merge or replace), remove it. Every query
 * goes through the tenant's own client (`Database.forTenant`); every write announces the tenant changed.
 */
export class TenantSingletonService<F extends string, Row extends { id: string }, Input extends object, Data, View> {
  constructor(
    readonly def: SingletonDefinition<F, Row, Input, Data, View>,
    private readonly db: Database,
    private readonly uploads: Uploads,
    private readonly changes: TenantChanges,
  ) {}

  private table(tenantId: string) {
    return this.def.table(this.db.forTenant(tenantId));
  }

  private saved(tenantId: string): Promise<Row | null> {
    return this.table(tenantId).findFirst();
  }

  async read(tenantId: string): Promise<View> {
    const row = await this.saved(tenantId);
    if (!row && this.def.missing) throw notFound(this.def.missing.message, this.def.missing.code);
    return this.def.toView(row);
  }

  async write(tenantId: string, input: Input, parts: UploadedParts, mode: WriteMode): Promise<View> {
    const existing = await this.saved(tenantId);
    const checked = this.uploads.check(
      this.def.files,
      parts,
      input,
      (field) => (existing ? this.def.fileValue(existing, field as F) : undefined),
      !existing,
    );
    this.def.validate?.(input, mode, existing);
    const row = await this.uploads.writeWith(checked, tenantId, (files) => {
      const data = this.def.toData(input, files, mode, existing);
      const table = this.table(tenantId);
      // Upsert only for the first save (Prisma validates its create branch, which a partial update would fail);
      // it also settles two concurrent first saves.
      return existing
        ? table.update({ where: { id: existing.id }, data })
        : table.upsert({ where: { tenant_id: tenantId }, create: { ...data, tenant_id: tenantId }, update: data });
    });
    await this.changes.tenantChanged(tenantId);
    return this.def.toView(row);
  }

  async remove(tenantId: string): Promise<{ message: string }> {
    const existing = await this.saved(tenantId);
    if (!existing) throw notFound(this.def.notFound.message, this.def.notFound.code);
    await this.table(tenantId)
      .delete({ where: { id: existing.id } })
      .catch((err: unknown) => {
        if ((err as { code?: unknown }).code === 'P2025') throw notFound(this.def.notFound.message, this.def.notFound.code);
        throw err;
      });
    await this.changes.tenantChanged(tenantId);
    return { message: `${this.def.label} deleted` };
  }
}
