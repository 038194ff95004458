import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, UploadedFiles, type Provider, type Type } from '@nestjs/common';
import { ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Database } from '@ds/db';
import { TenantChanges } from '../../../infra/cache/tenant-changes.js';
import { Uploads, type UploadedParts } from '../../../infra/storage/uploads.service.js';
import { AcceptsMultipart } from '../../../infra/storage/multipart.interceptor.js';
import { createValidationPipe } from '../../../infra/http/validation.pipe.js';
import { UuidParam } from '../../../infra/http/uuid-param.js';
import { DistributorOfTenant } from '../../auth/auth.decorators.js';
import { TenantIdParam } from '../../auth/tenant-id.param.js';
import { TenantCrudService } from './tenant-crud.service.js';
import type { ResourceDefinition } from './resource-definition.js';
import { MessageAnswer } from '../../../infra/http/common-answers.js';
import { AbsentParam, AnswersWith, onlyIf, pascalName } from './decorators.js';

export interface TenantCrud {
  controller: Type<unknown>;
  provider: Provider;
}

/**
 * Builds the back-office controller of one list resource and the provider of its service:
 *
 *   GET    /tenants/:tenantId/<path>            list
 *   GET    /tenants/:tenantId/<path>/:<id>      one
 *   POST   /tenants/:tenantId/<path>            create (multipart or JSON)
 *   PUT    /tenants/:tenantId/<path>/:<id>      update (multipart or JSON, any subset of fields)
 *   DELETE /tenants/:tenantId/<path>/:<id>      delete (and its files)
 *   PUT, DELETE /tenants/:tenantId/<path>       the first record (only with `firstRecordRoutes`)
 *
 * Every route needs the token of the tenant's distributor (403 for anyone else, before anything is read).
 */
export function createTenantCrudController<
  F extends string,
  Row extends { id: string } & { [K in F]: string | null },
  CreateDto extends object,
  UpdateDto extends object,
  CreateData,
  UpdateData,
  View,
>(def: ResourceDefinition<F, Row, CreateDto, UpdateDto, CreateData, UpdateData, View>): TenantCrud {
  type Service = TenantCrudService<F, Row, CreateDto, UpdateDto, CreateData, UpdateData, View>;
  const token = `TenantCrudService:${def.path}`;
  const Id = () => UuidParam(def.idParam, def.notFound.message, def.notFound.code);
  const ParentId = () => (def.parent ? UuidParam(def.parent.param, def.parent.notFound.message, def.parent.notFound.code) : AbsentParam());
  const createPipe = createValidationPipe({ expectedType: def.createDto });
  const updatePipe = createValidationPipe({ expectedType: def.updateDto });
  const answer = <T>(value: T) => (def.wrapData ? { data: value } : value);
  const label = def.label.toLowerCase();
  const { view, wrapData } = def;
  // The parent id comes through a custom decorator, which Swagger cannot see.
  const ParentParamDoc: ClassDecorator = def.parent
    ? ApiParam({ name: def.parent.param, description: 'Id of the parent record' })
    : () => undefined;

  @ApiTags('back office')
  @Controller(`tenants/:tenantId/${def.path}`)
  @DistributorOfTenant()
  @ParentParamDoc
  class TenantCrudController {
    constructor(@Inject(token) private readonly service: Service) {}

    @Get()
    @ApiOperation({ summary: `List ${label} records${def.wrapData ? ' (as { data })' : ''}` })
    @AnswersWith(view, { list: true, wrapData })
    @onlyIf(!!def.emptyList, ApiNotFoundResponse({ description: `${def.emptyList?.code}: none yet (treat as empty)` }))
    async list(@TenantIdParam() tenantId: string, @ParentId() parentId: string | undefined) {
      return answer(await this.service.list(tenantId, parentId));
    }

    @Get(`:${def.idParam}`)
    @ApiOperation({ summary: `One ${label}` })
    @AnswersWith(view, { wrapData })
    async get(@TenantIdParam() tenantId: string, @ParentId() parentId: string | undefined, @Id() id: string) {
      return answer(await this.service.get(tenantId, parentId, id));
    }

    @Post()
    @ApiOperation({ summary: `Create a ${label}` })
    @AnswersWith(view, { wrapData, created: true })
    @AcceptsMultipart(def.files)
    @ApiBody({ type: def.createDto })
    async create(
      @TenantIdParam() tenantId: string,
      @ParentId() parentId: string | undefined,
      @Body(createPipe) dto: CreateDto,
      @UploadedFiles() files: UploadedParts,
    ) {
      return answer(await this.service.create(tenantId, parentId, dto, files));
    }

    @Put(`:${def.idParam}`)
    @ApiOperation({ summary: `Update a ${label} (any subset of its fields)` })
    @AnswersWith(view, { wrapData })
    @AcceptsMultipart(def.files)
    @ApiBody({ type: def.updateDto })
    async update(
      @TenantIdParam() tenantId: string,
      @ParentId() parentId: string | undefined,
      @Id() id: string,
      @Body(updatePipe) dto: UpdateDto,
      @UploadedFiles() files: UploadedParts,
    ) {
      return answer(await this.service.update(tenantId, parentId, id, dto, files));
    }

    @Delete(`:${def.idParam}`)
    @HttpCode(200)
    @ApiOperation({ summary: `Delete a ${label} and its files` })
    @ApiOkResponse({ type: MessageAnswer })
    remove(@TenantIdParam() tenantId: string, @ParentId() parentId: string | undefined, @Id() id: string) {
      return this.service.remove(tenantId, parentId, id);
    }

    // With `firstRecordRoutes` only; the body is validated as a create (such resources have no required field).
    @onlyIf(!!def.firstRecordRoutes, Put())
    @ApiOperation({ summary: `Update the first ${label}, creating it when there is none` })
    @AnswersWith(view, { wrapData })
    @AcceptsMultipart(def.files)
    @ApiBody({ type: def.createDto })
    async upsertFirst(
      @TenantIdParam() tenantId: string,
      @ParentId() parentId: string | undefined,
      @Body(createPipe) dto: CreateDto & UpdateDto,
      @UploadedFiles() files: UploadedParts,
    ) {
      return answer(await this.service.upsertFirst(tenantId, parentId, dto, files));
    }

    @onlyIf(!!def.firstRecordRoutes, Delete())
    @HttpCode(200)
    @ApiOperation({ summary: `Delete the first ${label}` })
    @ApiOkResponse({ type: MessageAnswer })
    removeFirst(@TenantIdParam() tenantId: string, @ParentId() parentId: string | undefined) {
      return this.service.removeFirst(tenantId, parentId);
    }
  }
  Object.defineProperty(TenantCrudController, 'name', { value: `${pascalName(def.path)}Controller` });

  const provider: Provider = {
    provide: token,
    inject: [Database, Uploads, TenantChanges],
    useFactory: (db: Database, uploads: Uploads, changes: TenantChanges): Service => new TenantCrudService(def, db, uploads, changes),
  };
  return { controller: TenantCrudController, provider };
}
