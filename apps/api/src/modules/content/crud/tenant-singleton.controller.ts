import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, UploadedFiles, type Provider } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Database } from '@ds/db';
import { TenantChanges } from '../../../infra/cache/tenant-changes.js';
import { Uploads, type UploadedParts } from '../../../infra/storage/uploads.service.js';
import { AcceptsMultipart } from '../../../infra/storage/multipart.interceptor.js';
import { DistributorOfTenant } from '../../auth/auth.decorators.js';
import { TenantIdParam } from '../../auth/tenant-id.param.js';
import { TenantSingletonService } from './tenant-singleton.service.js';
import type { SingletonDefinition } from './singleton-definition.js';
import type { TenantCrud } from './tenant-crud.controller.js';
import { MessageAnswer } from '../../../infra/http/common-answers.js';
import { onlyIf, pascalName } from './decorators.js';

/**
 * Builds the back-office controller of one per-tenant object and the provider of its service:
 *
 *   GET    /tenants/:tenantId/<path>     read
 *   PUT    /tenants/:tenantId/<path>     merge the sent fields (creates it when missing)
 *   POST   /tenants/:tenantId/<path>     replace it with the sent fields (with `post`)
 *   DELETE /tenants/:tenantId/<path>     remove it and its files (with `delete`)
 */
export function createTenantSingletonController<F extends string, Row extends { id: string }, Input extends object, Data, View>(
  def: SingletonDefinition<F, Row, Input, Data, View>,
): TenantCrud {
  type Service = TenantSingletonService<F, Row, Input, Data, View>;
  const token = `TenantSingletonService:${def.path}`;
  const Writes = () => (def.multipart ? AcceptsMultipart(def.files) : () => undefined);
  const label = def.label.toLowerCase();
  const body = def.bodyType ? ApiBody({ type: def.bodyType }) : def.bodySchema ? ApiBody({ schema: def.bodySchema }) : () => undefined;

  @ApiTags('back office')
  @Controller(`tenants/:tenantId/${def.path}`)
  @DistributorOfTenant()
  class TenantSingletonController {
    constructor(@Inject(token) private readonly service: Service) {}

    @Get()
    @ApiOperation({ summary: `Read the ${label}` })
    @ApiOkResponse({ type: def.view })
    @onlyIf(!!def.missing, ApiNotFoundResponse({ description: `${def.missing?.code}: nothing saved yet (treat as empty)` }))
    read(@TenantIdParam() tenantId: string) {
      return this.service.read(tenantId);
    }

    @Put()
    @ApiOperation({ summary: `Save the sent fields of the ${label} (others are kept)` })
    @ApiOkResponse({ type: def.view })
    @Writes()
    @body
    merge(@TenantIdParam() tenantId: string, @Body(def.bodyPipe) input: Input, @UploadedFiles() files: UploadedParts) {
      return this.service.write(tenantId, input, files, 'merge');
    }

    @onlyIf(!!def.post, Post())
    @ApiOperation({ summary: `Replace the ${label} with the sent fields` })
    @ApiCreatedResponse({ type: def.view })
    @Writes()
    @body
    replace(@TenantIdParam() tenantId: string, @Body(def.bodyPipe) input: Input, @UploadedFiles() files: UploadedParts) {
      return this.service.write(tenantId, input, files, 'replace');
    }

    @onlyIf(!!def.delete, Delete())
    @HttpCode(200)
    @ApiOperation({ summary: `Delete the ${label} and its files` })
    @ApiOkResponse({ type: MessageAnswer })
    remove(@TenantIdParam() tenantId: string) {
      return this.service.remove(tenantId);
    }
  }
  Object.defineProperty(TenantSingletonController, 'name', { value: `${pascalName(def.path)}Controller` });

  const provider: Provider = {
    provide: token,
    inject: [Database, Uploads, TenantChanges],
    useFactory: (db: Database, uploads: Uploads, changes: TenantChanges): Service => new TenantSingletonService(def, db, uploads, changes),
  };
  return { controller: TenantSingletonController, provider };
}
