import type { PipeTransform, Type } from '@nestjs/common';
import type { ApiBody } from '@nestjs/swagger';
import type { FileFieldSpecs } from '../../../infra/storage/file-fields.js';
import type { FileValues } from '../../../infra/storage/uploads.service.js';
import type { Db, ErrorCodeMessage } from './resource-definition.js';

/** An OpenAPI schema, as `@ApiBody({ schema })` takes it. */
export type BodySchema = Extract<Parameters<typeof ApiBody>[0], { schema: unknown }>['schema'];

/**
 * The slice of a Prisma delegate of a one-row-per-tenant model (`tenant_id` is unique) the mechanism uses,
 * taken from a tenant-bound client: the tenant is put into every call. Only `upsert` names `tenant_id`:
 * Prisma needs a unique key there, and for these models the tenant is that key.
 */
export interface SingletonTable<Row, Data> {
  findFirst(): Promise<Row | null>;
  upsert(args: { where: { tenant_id: string }; create: Data & { tenant_id: string }; update: Data }): Promise<Row>;
  update(args: { where: { id: string }; data: Data }): Promise<Row>;
  delete(args: { where: { id: string } }): Promise<unknown>;
}

type Delegate = Record<'findFirst' | 'upsert' | 'update' | 'delete', (args: never) => unknown>;

/** See `tenantTable`: the one place asserting that a Prisma delegate fits the fixed signatures above. */
export function singletonTable<Row, Data>(delegate: Delegate): SingletonTable<Row, Data> {
  return delegate as unknown as SingletonTable<Row, Data>;
}

/** PUT merges into what is saved; POST replaces it. */
export type WriteMode = 'merge' | 'replace';

/**
 * One tenant-owned object (home page, free-form pages, social links, subscriber message):
 * GET and PUT always; POST and DELETE when switched on. `F` names its file fields.
 */
export interface SingletonDefinition<F extends string, Row extends { id: string }, Input extends object, Data, View> {
  /** For messages: 'Opportunity page' → 'Opportunity page deleted'. */
  label: string;
  /** Path below `/tenants/:tenantId/`. */
  path: string;
  post?: boolean;
  delete?: boolean;
  /** Writes are multipart or JSON; false: JSON only. */
  multipart: boolean;
  table(db: Db): SingletonTable<Row, Data>;
  /** Validates and shapes the request body into `Input`. */
  bodyPipe: PipeTransform;
  /** Documents the body in OpenAPI: a DTO class, or a schema for bodies no class describes. */
  bodyType?: Type<unknown>;
  bodySchema?: BodySchema;
  files: FileFieldSpecs<F>;
  /** Where a file field's URL lives in a row (a column, or a key of its JSON `data`). */
  fileValue(row: Row, field: F): string | null;
  /** Refuses an input before any file is stored (e.g. a page grown too big). */
  validate?(input: Input, mode: WriteMode, existing: Row | null): void;
  /** The data to save; `files` holds the new values of the file fields that change. */
  toData(input: Input, files: FileValues, mode: WriteMode, existing: Row | null): Data;
  /** The answer; `null` when nothing was saved yet. */
  toView(row: Row | null): View;
  /** The answer's class: `toView` builds one, its fields document the answers in OpenAPI. */
  view: Type<View>;
  /** GET with nothing saved answers 404 with this ("not found" means "none yet", docs/product.md#states); otherwise `toView(null)`. */
  missing?: ErrorCodeMessage;
  /** DELETE with nothing saved. */
  notFound: ErrorCodeMessage;
}

export function defineSingleton<F extends string, Row extends { id: string }, Input extends object, Data, View>(
  def: SingletonDefinition<F, Row, Input, Data, View>,
) {
  return def;
}
