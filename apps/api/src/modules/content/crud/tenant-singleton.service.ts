import { notFound } from '../../../infra/http/api-error.js';
import type { PrismaService } from '../../../infra/prisma/prisma.service.js';
import type { SiteCache } from '../../../infra/hot-cache/site-cache.js';
import type { UploadedParts, Uploads } from '../../../infra/storage/uploads.service.js';
import type { SingletonDefinition, WriteMode } from './singleton-definition.js';

/** The business of a one-per-tenant object: read it, save it (merge or replace), remove it. */
export class TenantSingletonService<F extends string, Row, Input extends object, Data, View> {
  constructor(
    readonly def: SingletonDefinition<F, Row, Input, Data, View>,
    private readonly prisma: PrismaService,
    private readonly uploads: Uploads,
    private readonly cache: SiteCache,
  ) {}

  private get table() {
    return this.def.table(this.prisma);
  }

  private filesOf(row: Row | null): (string | null)[] {
    return row ? (Object.keys(this.def.files) as F[]).map((f) => this.def.fileValue(row, f)) : [];
  }

  private saved(tenantId: string): Promise<Row | null> {
    return this.table.findFirst({ where: { tenant_id: tenantId } });
  }

  async read(tenantId: string): Promise<View> {
    const row = await this.saved(tenantId);
    if (!row && this.def.missing) throw notFound(this.def.missing.message, this.def.missing.code);
    return this.def.toView(row);
  }

  async write(tenantId: string, input: Input, parts: UploadedParts, mode: WriteMode): Promise<View> {
    const existing = await this.saved(tenantId);
    const checked = await this.uploads.check(
      this.def.files,
      parts,
      input,
      (field) => (existing ? this.def.fileValue(existing, field as F) : undefined),
      !existing,
    );
    this.def.validate?.(input, mode, existing);
    const row = await this.uploads.writeWith(
      checked,
      (files) => {
        const data = this.def.toData(input, files, mode, existing);
        const where = { tenant_id: tenantId };
        // Upsert only for the first save (Prisma validates its create branch, which a partial update would fail);
        // it also settles two concurrent first saves.
        return existing ? this.table.update({ where, data }) : this.table.upsert({ where, create: { ...data, tenant_id: tenantId }, update: data });
      },
      this.filesOf(existing),
      (saved) => this.filesOf(saved),
    );
    await this.cache.invalidate(tenantId);
    return this.def.toView(row);
  }

  async remove(tenantId: string): Promise<{ message: string }> {
    const existing = await this.saved(tenantId);
    if (!existing) throw notFound(this.def.notFound.message, this.def.notFound.code);
    await this.table.delete({ where: { tenant_id: tenantId } }).catch((err: unknown) => {
      if ((err as { code?: unknown }).code === 'P2025') throw notFound(this.def.notFound.message, this.def.notFound.code);
      throw err;
    });
    await this.uploads.deleteObsolete(this.filesOf(existing));
    await this.cache.invalidate(tenantId);
    return { message: `${this.def.label} deleted` };
  }
}
