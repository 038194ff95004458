import type { Type } from '@nestjs/common';
import type { TenantTransaction } from '@ds/db';
import type { FileFieldSpecs } from '../../../infra/storage/file-fields.js';

/**
 * One tenant's database: its tenant-bound client (`Database.forTenant`) or a transaction on it. Every
 * query through it is limited to that tenant, whatever ids it is given.
 */
export type Db = TenantTransaction;

export interface ErrorCodeMessage {
  message: string;
  code: string;
}

/** Where-clause of a generic query: the parent and the id (the tenant-bound client adds the tenant). */
export type TenantWhere = { id?: string } & Record<string, string | undefined>;

type OrderBy = Record<string, 'asc' | 'desc'> | Record<string, 'asc' | 'desc'>[];

/**
 * The slice of a Prisma model delegate the generic mechanism uses, taken from a tenant-bound client:
 * every call it makes is limited to that tenant (see TenantCrudService).
 */
export interface TenantTable<Row, CreateData, UpdateData> {
  findMany(args: { where: TenantWhere; orderBy?: OrderBy; include?: object }): Promise<Row[]>;
  findFirst(args: { where: TenantWhere; orderBy?: OrderBy; include?: object }): Promise<Row | null>;
  create(args: { data: CreateData; include?: object }): Promise<Row>;
  update(args: { where: TenantWhere & { id: string }; data: UpdateData; include?: object }): Promise<Row>;
  delete(args: { where: TenantWhere & { id: string } }): Promise<unknown>;
}

type Delegate = Record<'findMany' | 'findFirst' | 'create' | 'update' | 'delete', (args: never) => unknown>;

/**
 * Views a Prisma delegate as a TenantTable. Prisma's delegate methods are generic over their argument
 * types, which TypeScript cannot match structurally against one fixed signature; this is the one place
 * that asserts it. The row type is the definition's (`Prisma.<Model>GetPayload<...>`), so views stay typed.
 */
export function tenantTable<Row, CreateData, UpdateData>(delegate: Delegate): TenantTable<Row, CreateData, UpdateData> {
  return delegate as unknown as TenantTable<Row, CreateData, UpdateData>;
}

/** What a definition's hooks know about the write in progress. */
export interface WriteContext<Row> {
  tenantId: string;
  /** Id of the parent record for nested resources (a blog for its banners). */
  parentId: string | undefined;
  /** The record being updated; null while creating. */
  existing: Row | null;
  /** The tenant's database, for reads a hook needs (e.g. "is this category one of the tenant's?"), before any file is stored. */
  db: Db;
}

/** A nested resource's parent (`blogs/:blogId/banners`): must exist within the same tenant. */
interface ParentScope {
  /** Path parameter, e.g. `blogId`. */
  param: string;
  /** Column on the child pointing at the parent, e.g. `blog_id`. */
  column: string;
  /** `db` is the tenant's: a parent of another tenant does not exist there. */
  exists(db: Db, parentId: string): Promise<boolean>;
  notFound: ErrorCodeMessage;
}

/**
 * Everything the generic back-office CRUD needs to know about one tenant-owned list resource.
 * `F` names the file fields: they are columns of the row holding `/uploads/...` URLs.
 */
export interface ResourceDefinition<
  F extends string,
  Row extends { id: string } & { [K in F]: string | null },
  CreateDto extends object,
  UpdateDto extends object,
  CreateData,
  UpdateData,
  View,
> {
  /** Singular, for messages: 'Product' → 'Product deleted'. */
  label: string;
  /** Path below `/tenants/:tenantId/`, e.g. `products` or `blogs/:blogId/banners`. */
  path: string;
  /** Name of the id path parameter (`productId`, the contact-us `pageId`). */
  idParam: string;
  parent?: ParentScope;
  table(db: Db): TenantTable<Row, CreateData, UpdateData>;
  include?: object;
  orderBy: OrderBy;
  createDto: Type<CreateDto>;
  updateDto: Type<UpdateDto>;
  files: FileFieldSpecs<F>;
  /**
   * Row data for the validated fields (file fields are set by the mechanism). May refuse the write
   * (e.g. a foreign category); runs before any file is stored.
   */
  toCreate(fields: Omit<CreateDto, F>, ctx: WriteContext<Row>): CreateData | Promise<CreateData>;
  toUpdate(fields: Omit<UpdateDto, F>, ctx: WriteContext<Row> & { existing: Row }): UpdateData | Promise<UpdateData>;
  toView(row: Row): View;
  /** The answer's class: `toView` builds one, its fields document the resource's answers in OpenAPI. */
  view: Type<View>;
  /** Answer for an unknown id (404). */
  notFound: ErrorCodeMessage;
  /** When set, an empty list answers 404 with this code (the "not found means none yet" cases of docs/product.md#states). */
  emptyList?: ErrorCodeMessage;
  /** Answers are wrapped as `{ data: ... }`. */
  wrapData?: boolean;
  /** Adds `PUT <path>` (upsert the first record) and `DELETE <path>` (delete the first record). */
  firstRecordRoutes?: boolean;
}

/** Identity helper that lets TypeScript infer a definition's type parameters from its hooks. */
export function defineResource<
  F extends string,
  Row extends { id: string } & { [K in F]: string | null },
  CreateDto extends object,
  UpdateDto extends object,
  CreateData,
  UpdateData,
  View,
>(def: ResourceDefinition<F, Row, CreateDto, UpdateDto, CreateData, UpdateData, View>) {
  return def;
}
