import { conflict, notFound } from '../../../infra/http/api-error.js';
import { Database, isUniqueViolation } from '@ds/db';
import type { TenantChanges } from '../../../infra/cache/tenant-changes.js';
import type { UploadedParts, Uploads } from '../../../infra/storage/uploads.service.js';
import type { Db, ResourceDefinition, TenantWhere, WriteContext } from './resource-definition.js';
import { isRecordGone, withoutKeys } from '../../../infra/prisma/prisma-errors.js';

/**
 * The business of every back-office list resource, driven by its definition: list, read, create,
 * update and delete one tenant's records. Every query goes through the tenant's own client
 * (`Database.forTenant`), so another tenant's record id finds nothing; nested resources are scoped by
 * their parent too. Uploads are checked before anything is stored; a file a write replaced or a delete
 * dropped is left to the upload sweep (docs/security.md "Stored files"). Every write announces the tenant
 * changed (storefront caches).
 */
export class TenantCrudService<
  F extends string,
  Row extends { id: string } & { [K in F]: string | null },
  CreateDto extends object,
  UpdateDto extends object,
  CreateData,
  UpdateData,
  View,
> {
  constructor(
    readonly def: ResourceDefinition<F, Row, CreateDto, UpdateDto, CreateData, UpdateData, View>,
    private readonly db: Database,
    private readonly uploads: Uploads,
    private readonly changes: TenantChanges,
  ) {}

  private tenantDb(tenantId: string): Db {
    return this.db.forTenant(tenantId);
  }

  private table(tenantId: string) {
    return this.def.table(this.tenantDb(tenantId));
  }

  /** The parent of a nested resource (the tenant is the client's). */
  private scope(parentId: string | undefined): TenantWhere {
    const where: TenantWhere = {};
    if (this.def.parent) where[this.def.parent.column] = parentId;
    return where;
  }

  private get fileFields(): F[] {
    return Object.keys(this.def.files) as F[];
  }

  private async assertParent(tenantId: string, parentId: string | undefined): Promise<void> {
    const parent = this.def.parent;
    if (parent && !(parentId && (await parent.exists(this.tenantDb(tenantId), parentId))))
      throw notFound(parent.notFound.message, parent.notFound.code);
  }

  private async find(tenantId: string, parentId: string | undefined, id: string): Promise<Row> {
    await this.assertParent(tenantId, parentId);
    const row = await this.table(tenantId).findFirst({ where: { ...this.scope(parentId), id }, include: this.def.include });
    if (!row) throw notFound(this.def.notFound.message, this.def.notFound.code);
    return row;
  }

  /** The first record in list order, if any (footer disclaimers: the one storefronts show). */
  private first(tenantId: string, parentId: string | undefined): Promise<Row | null> {
    return this.table(tenantId).findFirst({ where: this.scope(parentId), orderBy: this.def.orderBy, include: this.def.include });
  }

  async list(tenantId: string, parentId?: string): Promise<View[]> {
    await this.assertParent(tenantId, parentId);
    const rows = await this.table(tenantId).findMany({ where: this.scope(parentId), orderBy: this.def.orderBy, include: this.def.include });
    if (rows.length === 0 && this.def.emptyList) throw notFound(this.def.emptyList.message, this.def.emptyList.code);
    return rows.map((row) => this.def.toView(row));
  }

  async get(tenantId: string, parentId: string | undefined, id: string): Promise<View> {
    return this.def.toView(await this.find(tenantId, parentId, id));
  }

  async create(tenantId: string, parentId: string | undefined, dto: CreateDto, parts: UploadedParts): Promise<View> {
    await this.assertParent(tenantId, parentId);
    const text = dto as Record<string, unknown>;
    const checked = this.uploads.check(this.def.files, parts, text, () => undefined, true);
    const ctx: WriteContext<Row> = { tenantId, parentId, existing: null, db: this.tenantDb(tenantId) };
    const data = await this.def.toCreate(withoutKeys(dto, this.fileFields), ctx);
    const row = await this.uploads.writeWith(checked, tenantId, (files) =>
      this.table(tenantId)
        .create({ data: { ...data, ...files }, include: this.def.include })
        .catch((err: unknown) => this.writeFailed(err)),
    );
    await this.changes.tenantChanged(tenantId);
    return this.def.toView(row);
  }

  async update(tenantId: string, parentId: string | undefined, id: string, dto: UpdateDto, parts: UploadedParts): Promise<View> {
    return this.updateRow(tenantId, parentId, await this.find(tenantId, parentId, id), dto, parts);
  }

  /** `PUT <path>` of `firstRecordRoutes`: updates the first record, or creates it when there is none. */
  async upsertFirst(tenantId: string, parentId: string | undefined, dto: CreateDto & UpdateDto, parts: UploadedParts): Promise<View> {
    await this.assertParent(tenantId, parentId);
    const existing = await this.first(tenantId, parentId);
    return existing ? this.updateRow(tenantId, parentId, existing, dto, parts) : this.create(tenantId, parentId, dto, parts);
  }

  private async updateRow(
    tenantId: string,
    parentId: string | undefined,
    existing: Row,
    dto: UpdateDto,
    parts: UploadedParts,
  ): Promise<View> {
    const text = dto as Record<string, unknown>;
    const checked = this.uploads.check(this.def.files, parts, text, (field) => existing[field as F], false);
    const data = await this.def.toUpdate(withoutKeys(dto, this.fileFields), { tenantId, parentId, existing, db: this.tenantDb(tenantId) });
    const where = { ...this.scope(parentId), id: existing.id };
    const row = await this.uploads.writeWith(checked, tenantId, (files) =>
      this.table(tenantId)
        .update({ where, data: { ...data, ...files }, include: this.def.include })
        .catch((err: unknown) => this.writeFailed(err)),
    );
    await this.changes.tenantChanged(tenantId);
    return this.def.toView(row);
  }

  async remove(tenantId: string, parentId: string | undefined, id: string): Promise<{ message: string }> {
    return this.removeRow(tenantId, parentId, await this.find(tenantId, parentId, id));
  }

  /** `DELETE <path>` of `firstRecordRoutes`. */
  async removeFirst(tenantId: string, parentId?: string): Promise<{ message: string }> {
    await this.assertParent(tenantId, parentId);
    const existing = await this.first(tenantId, parentId);
    if (!existing) throw notFound(this.def.notFound.message, this.def.notFound.code);
    return this.removeRow(tenantId, parentId, existing);
  }

  private async removeRow(tenantId: string, parentId: string | undefined, existing: Row): Promise<{ message: string }> {
    // One statement: dependants go with it in the database (cascade / set null), atomically.
    await this.table(tenantId)
      .delete({ where: { ...this.scope(parentId), id: existing.id } })
      .catch((err: unknown) => this.writeFailed(err));
    await this.changes.tenantChanged(tenantId);
    return { message: `${this.def.label} deleted` };
  }

  /**
   * Database refusals a client can cause: the record vanished between the read and the write (a concurrent
   * delete) answers like a missing one; a unique clash (two concurrent creates of one slug) is a conflict.
   */
  private writeFailed(err: unknown): never {
    if (isRecordGone(err)) throw notFound(this.def.notFound.message, this.def.notFound.code);
    if (isUniqueViolation(err)) throw conflict(`This ${this.def.label.toLowerCase()} clashes with an existing one`, {});
    throw err;
  }
}
